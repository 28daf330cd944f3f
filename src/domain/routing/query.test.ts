import { describe, expect, it } from 'vitest';
import { getQueryParam, hasQueryParam, mergeQuery, removeQueryParam } from './query';

describe('query helpers', () => {
  it.each([
    ['?a=1&b=2', 'b', '2'],
    ['a=1', 'a', '1'],
    ['?a', 'a', ''],
    ['?a=1', 'b', null],
    ['', 'a', null],
    ['?returnUrl=%2Fen%2Fslots', 'returnUrl', '/en/slots'],
    ['?q=a+b', 'q', 'a b'],
    ['?bad=%E0%A4%A', 'bad', '%E0%A4%A'],
    ['?a=1&a=2', 'a', '1'],
  ])('getQueryParam(%s, %s) = %s', (search, key, expected) => {
    expect(getQueryParam(search, key)).toBe(expected);
    expect(hasQueryParam(search, key)).toBe(expected !== null);
  });

  it.each([
    ['spec 000 §2: platform_type is stripped, the rest kept raw', '?platform_type=mobile&x=%2F', 'platform_type', '?x=%2F'],
    ['the only key leaves an empty query', '?platform_type=mobile', 'platform_type', ''],
    ['every occurrence goes', '?a=1&b=2&a=3', 'a', '?b=2'],
    ['an absent key changes nothing', '?a=1', 'b', '?a=1'],
  ])('removeQueryParam: %s', (_rule, search, key, expected) => {
    expect(removeQueryParam(search, key)).toBe(expected);
  });

  it.each([
    ['', '', ''],
    ['?a=1', '', '?a=1'],
    ['', '?b=2', '?b=2'],
    ['?a=1&b=0', '?b=2', '?a=1&b=2'],
  ])('mergeQuery(%s, %s) = %s (extra keys win)', (base, extra, expected) => {
    expect(mergeQuery(base, extra)).toBe(expected);
  });
});
