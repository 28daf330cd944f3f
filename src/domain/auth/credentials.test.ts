import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCredential, encodeCredential } from './credentials';

describe('credentials encoding (spec 001 §5: credentials are encoded before sending on login)', () => {
  it.each([
    ['', ''],
    ['demo', 'ZGVtbw=='],
    ['demo1234', 'ZGVtbzEyMzQ='],
    ['пароль', '0L/QsNGA0L7Qu9GM'],
    ['a&b=c+d', 'YSZiPWMrZA=='],
    ['🎲', '8J+Osg=='],
  ])('%j → %s (base64 of UTF-8)', (plain, encoded) => {
    expect(encodeCredential(plain)).toBe(encoded);
    expect(decodeCredential(encoded)).toBe(plain);
  });

  it('matches Node base64 of UTF-8 for any well-formed string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(encodeCredential(s)).toBe(Buffer.from(s, 'utf8').toString('base64'));
        expect(decodeCredential(encodeCredential(s))).toBe(s);
      }),
    );
  });

  it('a lone surrogate is sent as U+FFFD, like TextEncoder', () => {
    expect(encodeCredential('a\uD800b')).toBe(Buffer.from(new TextEncoder().encode('a\uD800b')).toString('base64'));
  });

  it.each(['abc', 'ZGVtbw', 'Z===', '****', '/w=='])('rejects non-canonical or non-UTF-8 input %j', (bad) => {
    expect(decodeCredential(bad)).toBeNull();
  });
});
