import type { ClockPort } from '../../../domain/shared/clock.port';
import type { CookiesPort } from '../../../domain/shared/cookies.port';
import { isTokenValid, USER_TOKEN_COOKIE, userTokenCookieExpiresAt, type UserToken } from '../../../domain/session/token';

/** Companion cookie holding the token's expiry (seconds), so validity survives a reload. Designed name. */
export const USER_TOKEN_EXPIRES_COOKIE = 'user_token_expires_at';

/**
 * The user token, in the user_token cookie that expires with the token
 * (spec 001 §3). Only a token with a future expiry is handed out (001 §5).
 */
export class CookieTokenStore {
  constructor(
    private readonly cookies: CookiesPort,
    private readonly clock: ClockPort,
  ) {}

  /** The token while it is valid, else null. */
  current(): UserToken | null {
    const value = this.cookies.get(USER_TOKEN_COOKIE);
    const expires = this.cookies.get(USER_TOKEN_EXPIRES_COOKIE);
    const token: UserToken | null = value ? { value, expiresAt: expires === null ? null : Number(expires) } : null;
    return isTokenValid(token, this.clock.now()) ? token : null;
  }

  set(token: UserToken): void {
    const expiresAt = userTokenCookieExpiresAt(token) ?? undefined;
    this.cookies.set(USER_TOKEN_COOKIE, token.value, { expiresAt, path: '/' });
    this.cookies.set(USER_TOKEN_EXPIRES_COOKIE, String(token.expiresAt), { expiresAt, path: '/' });
  }

  drop(): void {
    this.cookies.remove(USER_TOKEN_COOKIE, '/');
    this.cookies.remove(USER_TOKEN_EXPIRES_COOKIE, '/');
  }
}
