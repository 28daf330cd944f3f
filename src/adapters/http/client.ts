import createClient, { type Client } from 'openapi-fetch';

export interface HttpClientOptions {
  /** Service base, e.g. '/web-api' or 'https://cdn.example.com/dictionaries-api'. */
  baseUrl: string;
  /** The fetch to send with: the request pipeline's in the app, a fake or the Pact mock in tests. */
  fetch: (request: Request) => Promise<Response>;
  /** Headers every call of this client sends. */
  headers?: Record<string, string>;
}

/**
 * The one HTTP client factory. `Paths` is a generated `paths` type from
 * src/adapters/http/generated. openapi-fetch sends no Accept header on its own,
 * so the client sets it.
 */
export function createHttpClient<Paths extends {}>(options: HttpClientOptions): Client<Paths, `${string}/${string}`> {
  return createClient<Paths>({
    baseUrl: options.baseUrl,
    fetch: (request: Request) => options.fetch(request),
    headers: { Accept: 'application/json', ...options.headers },
  });
}
