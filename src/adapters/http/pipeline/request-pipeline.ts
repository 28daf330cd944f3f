import { CAPTCHA_ATTEMPTS, isCaptchaErrorCode, type CaptchaChallengeRequest, type CaptchaPort } from '../../../domain/captcha/captcha.port';
import { FINGERPRINT_ERROR_CODE, type FingerprintPort } from '../../../domain/fingerprint/fingerprint.port';
import type { ClockPort } from '../../../domain/shared/clock.port';
import type { CookiesPort } from '../../../domain/shared/cookies.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { exceptionCodeOf, serverCodeOf } from '../http-adapter.error';
import { TokenRefresher } from './token-refresher';
import { CookieTokenStore } from './token-store';

/** Header carrying the captcha answer on the retry (spec 001 §5; name designed, see contracts/README.md). */
export const CAPTCHA_HEADER = 'x-captcha';
/** Header carrying the fingerprint token (designed). */
export const FINGERPRINT_HEADER = 'x-fingerprint';

export type Fetch = (request: Request) => Promise<Response>;

/**
 * Design (QA14 #1): how long a request waits for the server's answer (its status line) before it is given up.
 * A stalled connection (a phone between cells) gives no error at all, so without a limit a bet stayed at
 * "Placing the bet…" for good. 30 s, as leading books give a bet before they say to check My bets; a live
 * bet's acceptance delay (seconds) fits well inside it. The time a captcha waits for the player is not counted:
 * each round trip has its own limit.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface RequestPipelineOptions {
  /** The fetch underneath (window.fetch, a fake server, the Pact mock). */
  fetch: Fetch;
  /** web-api base for user/gettoken. */
  webApiBaseUrl: string;
  clock: ClockPort;
  cookies: CookiesPort;
  logger: LoggerPort;
  captcha: CaptchaPort;
  fingerprint: FingerprintPort;
  /** A failed token refresh: sign the player out. Called once per failed refresh. */
  onSignedOut: () => void;
  /** 451 with exception_code 1 while terms confirmation is on: go to confirm-terms. */
  onTermsRequired: () => void;
  termsConfirmationEnabled: () => boolean;
}

export interface RequestPipeline {
  /** A fetch with the request rules applied; hand it to createHttpClient. */
  fetch: Fetch;
  tokens: CookieTokenStore;
  /** Fetch a token now unless a valid one is held (a session just found signed in); never rejects. */
  ensureToken: () => Promise<void>;
}

type Recovery = 'auth' | 'fingerprint';

/**
 * The request rules of spec 001 §7 "Request rules", as a fetch decorator
 * under every HTTP client:
 * - the valid user token goes out as a bearer, the fingerprint token in x-fingerprint;
 * - 401: the token is dropped, a fresh one fetched (one request shared by
 *   concurrent 401s; never the very token the 401 refused) and the request
 *   retried once; a failed refresh (a 401 from gettoken too) signs the player out;
 * - 400 with error code 100/111/112/113: captcha challenge, then a retry with
 *   the answer in x-captcha; a refused answer asks again (saying so), up to
 *   CAPTCHA_ATTEMPTS challenges; a dismissed challenge returns the 400;
 * - 400 with error code 120: fingerprint refresh, then one retry;
 * - 451 with exception_code 1: onTermsRequired when terms confirmation is on.
 * Each recovery runs a bounded number of times per request, so nothing loops.
 */
export function createRequestPipeline(options: RequestPipelineOptions): RequestPipeline {
  const tokens = new CookieTokenStore(options.cookies, options.clock);
  const refresher = new TokenRefresher({
    baseUrl: options.webApiBaseUrl,
    fetch: options.fetch,
    clock: options.clock,
    logger: options.logger,
    store: tokens,
    onRefreshFailed: () => {
      options.logger.warn('token refresh failed: signing out', { operation: 'getToken' });
      options.onSignedOut();
    },
  });

  // Concurrent captcha errors share one challenge: the player sees one modal.
  let pendingChallenge: Promise<string | null> | null = null;
  const challenge = (request: CaptchaChallengeRequest): Promise<string | null> => {
    pendingChallenge ??= options.captcha
      .challenge(request)
      .catch(() => null)
      .finally(() => {
        pendingChallenge = null;
      });
    return pendingChallenge;
  };

  const build = (template: Request, extra: Record<string, string>): Request => {
    const copy = template.clone();
    const headers = new Headers(copy.headers);
    const token = tokens.current();
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token.value}`);
    const fingerprint = options.fingerprint.current();
    if (fingerprint && !headers.has(FINGERPRINT_HEADER)) headers.set(FINGERPRINT_HEADER, fingerprint.token);
    for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    return new Request(copy, { headers });
  };

  // One round trip under the time limit: past it the request is aborted and a TimeoutError thrown (fromThrown
  // makes it the adapters' 'timeout'); an abort of the caller's own still reads as a cancellation.
  const send = (request: Request): Promise<Response> => {
    const limit = new AbortController();
    const sent = new Request(request, { signal: AbortSignal.any([request.signal, limit.signal]) });
    return new Promise<Response>((resolve, reject) => {
      const timer = options.clock.setTimeout(() => {
        limit.abort();
        reject(new DOMException(`No answer within ${REQUEST_TIMEOUT_MS} ms`, 'TimeoutError'));
      }, REQUEST_TIMEOUT_MS);
      options.fetch(sent).then(
        (response) => {
          timer.cancel();
          resolve(response);
        },
        (error: unknown) => {
          timer.cancel();
          reject(error);
        },
      );
    });
  };

  const fetch: Fetch = async (request) => {
    const template = request.clone();
    const extra: Record<string, string> = {};
    const done = new Set<Recovery>();
    let captchas = 0;
    for (;;) {
      const sent = build(template, extra);
      const response = await send(sent);
      if (response.status === 401 && !done.has('auth')) {
        done.add('auth');
        tokens.drop();
        try {
          const fresh = await refresher.refresh(bearerOf(sent));
          extra.Authorization = `Bearer ${fresh.value}`;
          continue;
        } catch {
          return response;
        }
      }
      if (response.status === 400) {
        const code = serverCodeOf(await bodyOf(response));
        if (isCaptchaErrorCode(code) && captchas < CAPTCHA_ATTEMPTS) {
          const answer = await challenge({ retry: captchas > 0 });
          captchas += 1;
          if (answer === null) return response;
          extra[CAPTCHA_HEADER] = answer;
          continue;
        }
        if (code === FINGERPRINT_ERROR_CODE && !done.has('fingerprint')) {
          done.add('fingerprint');
          const record = await options.fingerprint.refresh();
          if (record === null) return response;
          extra[FINGERPRINT_HEADER] = record.token;
          continue;
        }
      }
      if (response.status === 451 && exceptionCodeOf(await bodyOf(response)) === 1 && options.termsConfirmationEnabled()) {
        options.onTermsRequired();
      }
      return response;
    }
  };

  return { fetch, tokens, ensureToken: () => refresher.ensure() };
}

/** The token a request carried as its bearer, or null. */
function bearerOf(request: Request): string | null {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/** The JSON body of a response without consuming it; null when it is not JSON. */
async function bodyOf(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return null;
  }
}
