import { describe, expect, it } from 'vitest';
import { blockingFromResponse, blockingPageFor, isBlockedResponse } from './blocking';
import { GGRU_COOKIE, GRANT_COOKIE_OPTIONS, grantForHost, shouldLoadSecureData } from './secure-data';

describe('block service (spec 001 §7)', () => {
  it.each([
    ['spec 001 §7: displayTypeId 1 means blocked', 1, true],
    ['spec 001 §7: displayTypeId 0 is not blocked', 0, false],
    ['spec 001 §7: displayTypeId 2 is not blocked', 2, false],
    ['spec 001 §7: no displayTypeId is not blocked', null, false],
  ])('%s', (_rule, displayTypeId, blocked) => {
    expect(isBlockedResponse({ displayTypeId })).toBe(blocked);
  });

  it('spec 001 §3: templateTypeId is the blocking reason of a blocked response', () => {
    expect(blockingFromResponse({ displayTypeId: 1, templateTypeId: 13 })).toEqual({ isBlocked: true, reason: 13 });
    expect(blockingFromResponse({ displayTypeId: 0, templateTypeId: 13 })).toEqual({ isBlocked: false, reason: null });
  });
});

describe('blocking reason pages (spec 000 §4)', () => {
  it.each([
    [4, 'site-updates'],
    [16, 'suspension'],
    [1, 'block'],
    [2, 'block'],
    [3, 'block'],
    [5, 'block'],
    [14, 'block'],
    [13, 'block-ua'],
    [17, 'block-ie'],
    [8, 'coming-soon'],
    [0, null],
    [6, null],
    [7, null],
    [15, null],
    [99, null],
    [null, null],
  ] as const)('spec 000 §4: reason %j shows page %j', (reason, page) => {
    expect(blockingPageFor(reason)).toBe(page);
  });
});

describe('secure data (spec 000 §7)', () => {
  it.each([
    ['spec 000 §7: skipped when blocking reason is 4', 4, false],
    ['spec 000 §7: loaded with no blocking reason', null, true],
    ['spec 000 §7: loaded for another blocking reason', 1, true],
  ])('%s', (_rule, reason, load) => {
    expect(shouldLoadSecureData(reason)).toBe(load);
  });

  it('spec 000 §7, §9: grant cookie 1800 s on path root; ggru cookie name', () => {
    expect(GRANT_COOKIE_OPTIONS).toEqual({ maxAgeSeconds: 1800, path: '/' });
    expect(GGRU_COOKIE).toBe('ggru');
  });

  it('spec 000 §7: grant value is keyed by host id', () => {
    expect(grantForHost({ h1: 'g1', h2: '' }, 'h1')).toBe('g1');
    expect(grantForHost({ h1: 'g1', h2: '' }, 'h2')).toBeNull();
    expect(grantForHost({ h1: 'g1' }, 'h3')).toBeNull();
  });
});
