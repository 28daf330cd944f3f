import { describe, expect, it } from 'vitest';
import { TOKEN_REQUEST_SHARE_MS, USER_TOKEN_COOKIE, isTokenValid, userTokenCookieExpiresAt } from './token';

const NOW = 1_700_000_000_000;
const NOW_S = NOW / 1000;

describe('token validity (spec 001 §5)', () => {
  it.each([
    ['spec 001 §5: no token is invalid', null, false],
    ['spec 001 §5: an empty token is invalid', { value: '', expiresAt: NOW_S + 60 }, false],
    ['spec 001 §5: no expiry is invalid', { value: 't', expiresAt: null }, false],
    ['spec 001 §5: expiry in the past is invalid', { value: 't', expiresAt: NOW_S - 1 }, false],
    ['spec 001 §5: expiry exactly now is invalid', { value: 't', expiresAt: NOW_S }, false],
    ['spec 001 §5: expiry in the future (seconds) is valid', { value: 't', expiresAt: NOW_S + 1 }, true],
    ['spec 001 §5: NaN expiry is invalid', { value: 't', expiresAt: Number.NaN }, false],
  ])('%s', (_rule, token, valid) => {
    expect(isTokenValid(token, NOW)).toBe(valid);
  });
  it('spec 001 §3, §9: user_token cookie expires at the token expiry; request shared 60 s', () => {
    expect(USER_TOKEN_COOKIE).toBe('user_token');
    expect(userTokenCookieExpiresAt({ value: 't', expiresAt: NOW_S })).toBe(NOW);
    expect(TOKEN_REQUEST_SHARE_MS).toBe(60_000);
  });
});
