import { describe, expect, it } from 'vitest';
import { hasLoginTokenKeys, loginTokenFromQuery, withoutLoginTokenKeys } from './login-token';

describe('login by token from the query (spec 001 §7: method_id, token, sign, lng)', () => {
  it('reads all three keys with the page language', () => {
    expect(loginTokenFromQuery('?auth_method_id=2&auth_token=abc.DEF-1&auth_sign=s1g%2Bn&x=1', 'ru')).toEqual({
      methodId: 2,
      token: 'abc.DEF-1',
      sign: 's1g+n',
      lng: 'ru',
    });
  });

  it.each([
    ['missing sign', '?auth_method_id=2&auth_token=abc'],
    ['non-numeric method', '?auth_method_id=x&auth_token=abc&auth_sign=s'],
    ['token with a space', '?auth_method_id=2&auth_token=a%20b&auth_sign=s'],
    ['empty token', '?auth_method_id=2&auth_token=&auth_sign=s'],
    ['script in token', '?auth_method_id=2&auth_token=%3Cscript%3E&auth_sign=s'],
  ])('ignores a query with %s', (_, search) => {
    expect(loginTokenFromQuery(search, 'en')).toBeNull();
  });

  it('strips the keys, keeping the rest of the query', () => {
    expect(withoutLoginTokenKeys('?a=1&auth_method_id=2&auth_token=t&auth_sign=s')).toBe('?a=1');
    expect(withoutLoginTokenKeys('?auth_token=t')).toBe('');
    expect(hasLoginTokenKeys('?auth_sign=s')).toBe(true);
    expect(hasLoginTokenKeys('?a=1')).toBe(false);
  });
});
