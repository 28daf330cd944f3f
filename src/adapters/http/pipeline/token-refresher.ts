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

/** The token request callers share: `token` once it has answered. */
interface SharedRefresh {
  startedAt: number;
  promise: Promise<UserToken>;
  token: UserToken | null;
  /** A 401's refresh shares it, so its failure signs the player out (ensure's alone does not). */
  signOutOnFailure: boolean;
}

/**
 * Fetches a fresh token with user/gettoken?force_refresh=true. One request is
 * shared by every caller for 60 s (spec 001 §7, §9), so N concurrent 401s make
 * exactly one token request. The sharing is for concurrent 401s only: a 401 on
 * a request that already carried the shared token says that token is refused
 * too, so it gets a request of its own (QA11 #8: a session ended within the
 * minute was retried with the revoked token, and the player was never told).
 * A failure is logged, signs the player out once and rejects every caller
 * that shared it.
 */
export class TokenRefresher {
  private shared: SharedRefresh | null = null;
  private readonly client;

  constructor(private readonly options: TokenRefresherOptions) {
    this.client = createHttpClient<webApiPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  /**
   * A token to retry with. `refused` is the token value the 401 answered (null when the request carried none):
   * a shared token equal to it is not handed out again.
   */
  refresh(refused: string | null = null): Promise<UserToken> {
    const now = this.options.clock.now();
    const shared = this.shared;
    if (shared && now - shared.startedAt < TOKEN_REQUEST_SHARE_MS && (shared.token === null || shared.token.value !== refused)) {
      shared.signOutOnFailure = true;
      return shared.promise;
    }
    return this.start(now, true).promise;
  }

  /**
   * A token for a session just found signed in, fetched before its first calls go out (QA11 #11: each went
   * without one, was answered 401 and sent again). Nothing when a valid token is held. A failure is not a
   * sign-out by itself: it is logged, and the calls' own 401s ask again (those do sign out when refused).
   */
  async ensure(): Promise<void> {
    if (this.options.store.current()) return;
    const now = this.options.clock.now();
    const shared = this.shared;
    const entry = shared && shared.token === null && now - shared.startedAt < TOKEN_REQUEST_SHARE_MS ? shared : this.start(now, false);
    await entry.promise.then(
      () => undefined,
      () => undefined,
    );
  }

  private start(now: number, signOutOnFailure: boolean): SharedRefresh {
    const entry: SharedRefresh = {
      startedAt: now,
      token: null,
      signOutOnFailure,
      promise: this.fetchToken().then(
        (token) => {
          entry.token = token;
          this.options.store.set(token);
          return token;
        },
        (error: unknown) => {
          if (this.shared === entry) this.shared = null;
          if (entry.signOutOnFailure) this.options.onRefreshFailed();
          throw error;
        },
      ),
    };
    this.shared = entry;
    return entry;
  }

  private async fetchToken(): Promise<UserToken> {
    const body = await callOperation(this.options.logger, 'getToken', responseSchemas.getToken['200'], () =>
      this.client.GET('/user/gettoken', { params: { query: { force_refresh: 'true' } } }),
    );
    return { value: body.token, expiresAt: body.expiresAt };
  }
}
