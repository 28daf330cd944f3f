import { describe, expect, it } from 'vitest';
import { HOMEPAGE_AB_COOKIE_LIFETIME_MS, HOMEPAGE_VARIANTS, homepageVariant } from './homepage-experiment';

describe('homepage A/B cookie (spec 000 §3, §9)', () => {
  it('spec 000 §9: homepage A/B cookie 2592000000 ms (30 days), between default and multi-build', () => {
    expect(HOMEPAGE_AB_COOKIE_LIFETIME_MS).toBe(30 * 24 * 60 * 60 * 1000);
    expect(HOMEPAGE_VARIANTS).toEqual(['default', 'multi-build']);
  });

  it.each([
    ['spec 000 §9: 50/50: below one half is default', null, 0, { variant: 'default', assigned: true }],
    ['spec 000 §9: 50/50: just below one half is default', null, 0.4999, { variant: 'default', assigned: true }],
    ['spec 000 §9: 50/50: one half and above is multi-build', null, 0.5, { variant: 'multi-build', assigned: true }],
    ['design: a stored variant is kept', 'multi-build', 0, { variant: 'multi-build', assigned: false }],
    ['design: a stored default is kept', 'default', 0.9, { variant: 'default', assigned: false }],
    ['design: a stored value that is not a variant is replaced', 'multi', 0.9, { variant: 'multi-build', assigned: true }],
  ])('%s', (_name, stored, random, expected) => {
    expect(homepageVariant(stored, () => random)).toEqual(expected);
  });

  it('spec 000 §9: 50/50 over many browsers', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const multi = Array.from({ length: 10_000 }, () => homepageVariant(null, random).variant).filter((v) => v === 'multi-build').length;
    expect(multi).toBeGreaterThan(4_800);
    expect(multi).toBeLessThan(5_200);
  });
});
