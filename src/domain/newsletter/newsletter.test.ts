import { describe, expect, it } from 'vitest';
import { unsubscribeTokenFrom } from './newsletter';

describe('unsubscribeTokenFrom: only a token that can be one is ever sent (spec 000 §2 stopnewsletter, designed)', () => {
  it.each([
    ['a base64url token', '?token=nl_demo_unsubscribe_0001', 'nl_demo_unsubscribe_0001'],
    ['a uuid', '?token=3f1c2a9e-7b4d-4e21-9a6f-0c5d8e2b1a77', '3f1c2a9e-7b4d-4e21-9a6f-0c5d8e2b1a77'],
    ['beside other parameters', '?utm_source=mail&token=abcdefghijklmnop', 'abcdefghijklmnop'],
  ])('%s is read', (_rule, search, token) => {
    expect(unsubscribeTokenFrom(search)).toBe(token);
  });

  it.each([
    ['no token', ''],
    ['an empty token', '?token='],
    ['a token shorter than 16', '?token=abc'],
    ['a token longer than 128', `?token=${'a'.repeat(129)}`],
    ['markup', `?token=${encodeURIComponent('<script>alert(1)</script>aaaaaaaa')}`],
    ['a path', `?token=${encodeURIComponent('../../admin/aaaaaaaaaaaaaa')}`],
    ['spaces', `?token=${encodeURIComponent('aaaaaaaa aaaaaaaaaa')}`],
  ])('%s is none', (_rule, search) => {
    expect(unsubscribeTokenFrom(search)).toBeNull();
  });
});
