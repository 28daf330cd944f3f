import type { ClockPort } from '../../../domain/shared/clock.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { TOKEN_REQUEST_SHARE_MS, type UserToken } from '../../../domain/session/token';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { responseSchemas } from '../generated/web-api.schemas';
import { callOperation } from '../http-call';
import type { CookieTokenStore } from './token-store';

export interface TokenRefresherOptions {
  /** web-api base, e.g. '/web-api'. */
  baseUrl: string;
  /** The raw fetch: the token call must not pass through the 401 handling it serves. */
  fetch: (request: Request) => Promise<Response>;
  clock: ClockPort;
  logger: LoggerPort;
  store: CookieTokenStore;
  /** Called once per failed refresh: the player is signed out. */
  onRefreshFailed: () => void;
}

/**
 * Fetches a fresh token with user/gettoken?force_refresh=true. One request is
 * shared by every caller for 60 s (spec 001 §7, §9), so N concurrent 401s make
 * exactly one token request. A failure is logged, signs the player out once and
 * rejects every caller that shared it.
 */
export class TokenRefresher {
  private shared: { startedAt: number; promise: Promise<UserToken> } | null = null;
  private readonly client;

  constructor(private readonly options: TokenRefresherOptions) {
    this.client = createHttpClient<webApiPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  refresh(): Promise<UserToken> {
    const now = this.options.clock.now();
    if (this.shared && now - this.shared.startedAt < TOKEN_REQUEST_SHARE_MS) return this.shared.promise;
    const promise = this.fetchToken().then(
      (token) => {
        this.options.store.set(token);
        return token;
      },
      (error: unknown) => {
        this.shared = null;
        this.options.onRefreshFailed();
        throw error;
      },
    );
    this.shared = { startedAt: now, promise };
    return promise;
  }

  private async fetchToken(): Promise<UserToken> {
    const body = await callOperation(this.options.logger, 'getToken', responseSchemas.getToken['200'], () =>
      this.client.GET('/user/gettoken', { params: { query: { force_refresh: 'true' } } }),
    );
    return { value: body.token, expiresAt: body.expiresAt };
  }
}
