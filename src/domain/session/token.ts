/** The user token as the domain sees it. `expiresAt` is in seconds since the epoch. */
export interface UserToken {
  value: string;
  expiresAt: number | null;
}

/** spec 001 §3: the token is stored in a cookie named user_token, expiring at its own expiry time. */
export const USER_TOKEN_COOKIE = 'user_token';

/** spec 001 §7, §9: the token request is shared for 60 s. */
export const TOKEN_REQUEST_SHARE_MS = 60_000;

/** spec 001 §5: a token is valid only if it exists, has an expiry, and the expiry (seconds) is in the future. */
export function isTokenValid(token: UserToken | null | undefined, nowMs: number): boolean {
  if (!token || token.value === '') return false;
  if (typeof token.expiresAt !== 'number' || !Number.isFinite(token.expiresAt)) return false;
  return token.expiresAt * 1000 > nowMs;
}

/** spec 001 §3: cookie expiry (ms since epoch) for a token. */
export const userTokenCookieExpiresAt = (token: UserToken): number | null =>
  token.expiresAt === null ? null : token.expiresAt * 1000;
