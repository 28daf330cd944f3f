import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  OAUTH_RETURN_STORAGE_KEY,
  isOAuthProvider,
  parseOAuthCallback,
  type AuthPort,
  type LoginResult,
  type OAuthCompleteRequest,
  type OAuthProvider,
} from '../../domain/auth';
import { isSafeReturnUrl } from '../../domain/security';
import type { KeyValueStoragePort, LoggerPort, PagePort } from '../../domain/shared';

export interface OAuthDeps {
  auth: AuthPort;
  page: PagePort;
  /** Session storage: the return path waits there while the provider has the browser. */
  storage: KeyValueStoragePort;
  logger: LoggerPort;
}

/** Where an OAuth sign-in stands on the callback page. */
export type OAuthCallbackStatus =
  | { kind: 'idle' }
  | { kind: 'working'; provider: OAuthProvider }
  /** The player said no at the provider. */
  | { kind: 'cancelled'; provider: OAuthProvider }
  /** Not a callback we can use (unknown provider, malformed or missing code or state). */
  | { kind: 'invalid' }
  /** The server refused the code (used, expired, forged state) or the account may not sign in: `message` is a dictionary key. */
  | { kind: 'rejected'; provider: OAuthProvider; message: string }
  /** The exchange did not get through. */
  | { kind: 'failed'; provider: OAuthProvider }
  /** The code was taken; the session check decides (sessionRefused turns this into a rejection). */
  | { kind: 'done'; provider: OAuthProvider };

/** The start's redirect: our own path, or an https URL (the provider's page); anything else is refused. */
export function isOAuthRedirect(url: string): boolean {
  if (url.startsWith('/')) return isSafeReturnUrl(url);
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Why a refused exchange failed, as the callback page says it. */
export function oauthRejection(result: Exclude<LoginResult, { kind: 'success' }>): string {
  if (result.kind === 'server-error') return 'auth_error_server';
  return result.kind === 'blocked' ? 'auth_error_blocked' : 'oauth_rejected';
}

interface StoredReturn {
  provider: OAuthProvider;
  returnPath: string;
}

function readReturn(raw: string | null, provider: OAuthProvider): string | null {
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredReturn>;
    return stored.provider === provider && isSafeReturnUrl(stored.returnPath) ? stored.returnPath : null;
  } catch {
    return null;
  }
}

/**
 * Sign-in with an OAuth provider (spec 001 §7 Login API "OAuth"; the start
 * and callback are designed, contracts/README.md). `started` asks the server
 * for the provider's start URL (startOAuth), keeps the page to come back to
 * in session storage and sends the browser there. The provider returns the
 * browser to `/{lng}/oauth/{provider}/callback`; `callbackOpened` reads it,
 * exchanges the code (oauthLogin) and, on success, `signedIn` carries the
 * player and the kept return path to the auth session. A cancel, a bad link,
 * a refused code or a failed request each say so; nothing is retried with a
 * one-time code.
 */
export function createOAuthModel(deps: OAuthDeps) {
  const started = createEvent<{ provider: OAuthProvider; returnPath: string }>();
  const callbackOpened = createEvent<{ provider: string | undefined; search: string; redirectUri: string }>();
  const signedIn = createEvent<{ userId: number; returnPath: string | null }>();
  /** The session did not take the sign-in the code made (it says nobody is signed in). */
  const sessionRefused = createEvent();

  const startFx = createEffect(async ({ provider, returnPath }: { provider: OAuthProvider; returnPath: string }) => {
    const { redirectUrl } = await deps.auth.oauth(provider, returnPath);
    if (!isOAuthRedirect(redirectUrl)) throw new Error(`refused OAuth redirect: ${redirectUrl}`);
    deps.storage.set(OAUTH_RETURN_STORAGE_KEY, JSON.stringify({ provider, returnPath } satisfies StoredReturn));
    deps.page.assign(redirectUrl);
  });
  const completeFx = createEffect(async (request: OAuthCompleteRequest) => {
    const result = await deps.auth.completeOAuth(request);
    const returnPath = readReturn(deps.storage.get(OAUTH_RETURN_STORAGE_KEY), request.provider);
    if (result.kind === 'success') deps.storage.remove(OAUTH_RETURN_STORAGE_KEY);
    return { result, returnPath };
  });
  const logFx = createEffect(({ operation, error }: { operation: string; error: unknown }) =>
    deps.logger.error('oauth sign-in failed', { operation, error: String(error) }),
  );

  /** The login form's message when the start failed (the provider could not be reached). */
  const $startError = createStore<string | null>(null)
    .on(started, () => null)
    .on(startFx.fail, () => 'oauth_start_failed');
  const $starting = createStore<OAuthProvider | null>(null)
    .on(started, (_, { provider }) => provider)
    .on(startFx.fail, () => null);

  const $status = createStore<OAuthCallbackStatus>({ kind: 'idle' });
  // A code is exchanged once: a second reading while the first is under way is ignored.
  const accepted = sample({ clock: callbackOpened, source: $status, filter: (status) => status.kind !== 'working', fn: (_, opened) => opened });
  const parsed = accepted.map(({ provider, search, redirectUri }) => ({ parse: parseOAuthCallback(provider, search), redirectUri }));
  $status
    .on(parsed, (_, { parse }) => (parse.kind === 'ok' ? { kind: 'working', provider: parse.callback.provider } : parse))
    .on(completeFx.done, (_, { params, result }) =>
      result.result.kind === 'success'
        ? { kind: 'done', provider: params.provider }
        : { kind: 'rejected', provider: params.provider, message: oauthRejection(result.result) },
    )
    .on(completeFx.fail, (_, { params }) => ({ kind: 'failed', provider: params.provider }));

  $status.on(sessionRefused, (status) =>
    status.kind === 'done' ? { kind: 'rejected', provider: status.provider, message: 'auth_error_no_session' } : status,
  );

  sample({ clock: started, filter: ({ provider }) => isOAuthProvider(provider), target: startFx });
  sample({
    clock: parsed,
    filter: ({ parse }) => parse.kind === 'ok',
    fn: ({ parse, redirectUri }) => ({ ...(parse as Extract<typeof parse, { kind: 'ok' }>).callback, redirectUri }),
    target: completeFx,
  });
  sample({
    clock: completeFx.doneData,
    filter: ({ result }) => result.kind === 'success',
    fn: ({ result, returnPath }) => ({ userId: result.kind === 'success' ? result.userId : 0, returnPath }),
    target: signedIn,
  });
  sample({ clock: startFx.failData, fn: (error) => ({ operation: 'startOAuth', error }), target: logFx });
  sample({ clock: completeFx.failData, fn: (error) => ({ operation: 'oauthLogin', error }), target: logFx });

  return { started, callbackOpened, signedIn, sessionRefused, $status, $startError, $starting };
}

export type OAuthModel = ReturnType<typeof createOAuthModel>;
