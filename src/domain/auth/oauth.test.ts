import { describe, expect, it } from 'vitest';
import { isOAuthProvider, oauthCallbackPath, parseOAuthCallback } from './oauth';

describe('OAuth callback (spec 001 §7 Login API "OAuth"; designed route /{lng}/oauth/{provider}/callback)', () => {
  it.each([
    ['a code and state from a known provider', 'google', '?code=4/0AX-abc_123&state=s.1~x', { kind: 'ok', callback: { provider: 'google', code: '4/0AX-abc_123', state: 's.1~x' } }],
    ['a provider error: the player cancelled (wins over a code)', 'vk', '?error=access_denied&code=x&state=y', { kind: 'cancelled', provider: 'vk' }],
    ['an unknown provider', 'evil', '?code=a&state=b', { kind: 'invalid' }],
    ['no provider', undefined, '?code=a&state=b', { kind: 'invalid' }],
    ['no code', 'apple', '?state=b', { kind: 'invalid' }],
    ['no state', 'apple', '?code=a', { kind: 'invalid' }],
    ['an empty code', 'apple', '?code=&state=b', { kind: 'invalid' }],
    ['two codes', 'apple', '?code=a&code=b&state=c', { kind: 'invalid' }],
    ['markup in the code', 'telegram', '?code=%3Cscript%3Ealert(1)%3C%2Fscript%3E&state=b', { kind: 'invalid' }],
    ['a javascript: state', 'telegram', '?code=a&state=javascript%3Aalert(1)', { kind: 'invalid' }],
    ['a code over 2,048 characters', 'google', `?code=${'a'.repeat(2049)}&state=b`, { kind: 'invalid' }],
    ['a state over 512 characters', 'google', `?code=a&state=${'b'.repeat(513)}`, { kind: 'invalid' }],
  ])('%s', (_, provider, search, expected) => {
    expect(parseOAuthCallback(provider, search)).toEqual(expected);
  });

  it('names the providers it knows, and the callback path per language', () => {
    expect(['google', 'apple', 'telegram', 'vk'].every(isOAuthProvider)).toBe(true);
    expect(isOAuthProvider('facebook')).toBe(false);
    expect(oauthCallbackPath('ru', 'vk')).toBe('/ru/oauth/vk/callback');
  });
});
