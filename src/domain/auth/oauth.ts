/** An OAuth provider the site offers. */
export type OAuthProvider = 'google' | 'apple' | 'telegram' | 'vk';

/** The OAuth providers the site knows (designed: spec 001 §7 lists "OAuth" among the login calls without naming any). */
export const OAUTH_PROVIDERS: readonly OAuthProvider[] = ['google', 'apple', 'telegram', 'vk'];

export const isOAuthProvider = (value: string | null | undefined): value is OAuthProvider =>
  (OAUTH_PROVIDERS as readonly (string | null | undefined)[]).includes(value);

/** What the provider sends the browser back with: its one-time code and the state the server issued. */
export interface OAuthCallback {
  provider: OAuthProvider;
  code: string;
  state: string;
}

/** The callback as oauthLogin takes it: the redirect URI must be the one the provider was given. */
export interface OAuthCompleteRequest extends OAuthCallback {
  redirectUri: string;
}

export type OAuthCallbackParse =
  | { kind: 'ok'; callback: OAuthCallback }
  /** The player said no at the provider (it returns `error`, e.g. access_denied). */
  | { kind: 'cancelled'; provider: OAuthProvider }
  /** Not a callback we can use: unknown provider, missing or malformed code or state. */
  | { kind: 'invalid' };

/** Codes and states are opaque tokens: URL-safe characters, bounded length (a hostile link gets nowhere). */
const CODE = /^[A-Za-z0-9._~+/=-]{1,2048}$/;
const STATE = /^[A-Za-z0-9._~+/=-]{1,512}$/;

/**
 * Reads the callback route (`/{lng}/oauth/{provider}/callback?code=…&state=…`).
 * A provider error wins over a code (the player cancelled); anything else
 * that is not exactly one well-formed code and state is invalid.
 */
export function parseOAuthCallback(provider: string | undefined, search: string): OAuthCallbackParse {
  if (!isOAuthProvider(provider)) return { kind: 'invalid' };
  const query = new URLSearchParams(search);
  if (query.has('error')) return { kind: 'cancelled', provider };
  const codes = query.getAll('code');
  const states = query.getAll('state');
  if (codes.length !== 1 || states.length !== 1) return { kind: 'invalid' };
  const [code, state] = [codes[0]!, states[0]!];
  if (!CODE.test(code) || !STATE.test(state)) return { kind: 'invalid' };
  return { kind: 'ok', callback: { provider, code, state } };
}

/** The callback route's path (route `user.oauth-callback`). */
export function oauthCallbackPath(lng: string, provider: OAuthProvider): string {
  return `/${lng}/oauth/${provider}/callback`;
}

/**
 * Where the player goes back to after an OAuth sign-in, kept in session
 * storage while the provider has the browser (the callback is a fresh page
 * load; the provider's redirect URI carries no return path).
 */
export const OAUTH_RETURN_STORAGE_KEY = 'oauth-return';
