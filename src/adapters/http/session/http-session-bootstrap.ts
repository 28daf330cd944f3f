import type { SessionBootstrapPort } from '../../../domain/session-bootstrap/session-bootstrap.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { responseSchemas } from '../generated/web-api.schemas';
import { callOperation } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';

/** SessionBootstrapPort over web-api GET /session: text, no cache, no JSON parse (spec 001 §7). */
export class HttpSessionBootstrap implements SessionBootstrapPort {
  private readonly client;

  constructor(private readonly options: { baseUrl: string; fetch: Fetch; logger: LoggerPort }) {
    this.client = createHttpClient<webApiPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  async userId(): Promise<number | null> {
    const text = await callOperation(this.options.logger, 'getSession', responseSchemas.getSession['200'], () =>
      this.client.GET('/session', { parseAs: 'text', headers: { Accept: 'text/plain' }, params: { header: { 'Cache-Control': 'no-cache' } } }),
    );
    return text === '' ? null : Number(text);
  }
}
