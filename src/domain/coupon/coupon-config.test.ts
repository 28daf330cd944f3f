import { describe, expect, it } from 'vitest';
import { DEFAULT_COUPON_CONFIG } from './coupon';
import { couponConfigFromGroup, MAX_BETS_CEILING } from './coupon-config';
import { CouponType } from './coupon-types';

describe('couponConfigFromGroup: the coupon config group (spec 001 §7) as the coupon reads it', () => {
  it('no group (not loaded, or failed and logged): our defaults, one-click from config/all.json (spec 000 §5)', () => {
    expect(couponConfigFromGroup(undefined, true)).toEqual({ ...DEFAULT_COUPON_CONFIG, oneClickEnabled: true });
    expect(couponConfigFromGroup(undefined, false).oneClickEnabled).toBe(false);
  });

  it('spec 000 §5: the types a minimum and a maximum apply to are the ones the config lists', () => {
    const config = couponConfigFromGroup({ minBetTypes: [0, 1, 2], maxBetTypes: [0, 1] }, true);
    expect(config.minBetTypeIds).toEqual([CouponType.SINGLE, CouponType.EXPRESS, CouponType.SYSTEM]);
    expect(config.maxBetTypeIds).toEqual([CouponType.SINGLE, CouponType.EXPRESS]);
  });

  it('an empty list means no type has that limit', () => {
    expect(couponConfigFromGroup({ minBetTypes: [], maxBetTypes: [] }, true)).toMatchObject({ minBetTypeIds: [], maxBetTypeIds: [] });
  });

  it('type ids we do not offer are dropped, repeats kept once', () => {
    expect(couponConfigFromGroup({ minBetTypes: [1, 7, 1, 10001, -3] }, true).minBetTypeIds).toEqual([1, 10001]);
  });

  it.each([
    ['bonusBetEnabled', 'bonusBetEnabled'],
    ['vipBetEnabled', 'vipBetEnabled'],
    ['systemBankerEnabled', 'systemBankerBlockEnabled'],
    ['chainEnabled', 'chainEnabled'],
    ['antiExpressEnabled', 'antiExpressEnabled'],
  ] as const)('spec 000 §4–§5 feature switch %s off turns %s off', (key, field) => {
    expect(couponConfigFromGroup({ [key]: false }, true)[field]).toBe(false);
    expect(couponConfigFromGroup({ [key]: true }, true)[field]).toBe(true);
  });

  it('maxBets: a positive whole number, at most the ceiling', () => {
    expect(couponConfigFromGroup({ maxBets: 12 }, true).maxBets).toBe(12);
    expect(couponConfigFromGroup({ maxBets: 10_000 }, true).maxBets).toBe(MAX_BETS_CEILING);
  });

  it.each([
    ['a string for a list', { minBetTypes: '0,1' }],
    ['a list with a string', { maxBetTypes: [0, '1'] }],
    ['a string for a switch', { bonusBetEnabled: 'false', vipBetEnabled: 0 }],
    ['a zero maxBets', { maxBets: 0 }],
    ['a negative maxBets', { maxBets: -5 }],
    ['a fractional maxBets', { maxBets: 2.5 }],
    ['null everywhere', { minBetTypes: null, bonusBetEnabled: null, maxBets: null }],
    ['a list naming only types we do not offer', { minBetTypes: [99], maxBetTypes: [7, 8] }],
  ])('a malformed value (%s) keeps the default, switching nothing off', (_, group) => {
    expect(couponConfigFromGroup(group, true)).toEqual({ ...DEFAULT_COUPON_CONFIG, oneClickEnabled: true });
  });
});
