import { describe, expect, it } from 'vitest';
import { createBet } from './bet';
import { BONUS_BET_TYPE_ID } from './bonus-bet';
import { DEFAULT_COUPON, type CouponState } from './coupon';
import { CouponType } from './coupon-types';
import {
  choosePromoCode,
  couponPromoCode,
  dropInapplicablePromoCode,
  normalizePromoCode,
  PROMO_CODE_MAX_LENGTH,
  promoCodeGain,
  promoCodeMismatch,
  promoCouponOf,
  setManualPromoCode,
  setPromoCodes,
  winBeforePromoBoost,
} from './promo-code';
import type { PromoCode, PromoCodeEffect } from './promo-codes.port';

const BOOST: PromoCodeEffect = { kind: 'win-boost', percent: 10, couponTypes: [CouponType.EXPRESS], minSelections: 3 };
const FREE_BET: PromoCodeEffect = { kind: 'free-bet', amount: 500, currency: 'RUB', couponTypes: [CouponType.SINGLE, CouponType.EXPRESS], minSelections: 1 };
const CODES: PromoCode[] = [
  { code: 'WELCOME10', title: '10 % more on the win', effect: BOOST },
  { code: 'FREEBET500', title: 'Free bet of 500', effect: FREE_BET },
];
const withCodes = setPromoCodes(DEFAULT_COUPON, CODES);

describe('promo codes (spec 000 §3 promoCode, manualPromoCode, promoCodes)', () => {
  it('a typed code is sent trimmed and upper-case; only spaces is no code', () => {
    expect(normalizePromoCode('  welcome10 ')).toBe('WELCOME10');
    expect(normalizePromoCode('   ')).toBeNull();
    expect(couponPromoCode(setManualPromoCode(DEFAULT_COUPON, ' spring '))).toBe('SPRING');
  });

  it('a typed code is cut at the longest a code may be', () => {
    expect(setManualPromoCode(DEFAULT_COUPON, 'X'.repeat(50)).manualPromoCode).toHaveLength(PROMO_CODE_MAX_LENGTH);
  });

  it('choosing one of the player codes sends it and clears the typed one; typing replaces the choice', () => {
    const typed = setManualPromoCode(withCodes, 'spring');
    const chosen = choosePromoCode(typed, 'FREEBET500');
    expect(chosen).toMatchObject({ ok: true, value: { promoCode: 'FREEBET500', manualPromoCode: '' } });
    const retyped = setManualPromoCode(chosen.ok ? chosen.value : withCodes, 'autumn');
    expect(retyped.promoCode).toBeNull();
    expect(couponPromoCode(retyped)).toBe('AUTUMN');
  });

  it('only a listed code can be chosen; none clears the choice', () => {
    expect(choosePromoCode(withCodes, 'NOPE')).toEqual({ ok: false, error: { code: 'promo-code-unknown', promoCode: 'NOPE' } });
    const chosen = choosePromoCode(withCodes, 'WELCOME10');
    expect(chosen.ok && choosePromoCode(chosen.value, null)).toMatchObject({ ok: true, value: { promoCode: null } });
  });

  it('a new list keeps each code once and drops a chosen code it no longer holds', () => {
    const chosen = choosePromoCode(withCodes, 'WELCOME10');
    const next = setPromoCodes(chosen.ok ? chosen.value : withCodes, [CODES[1]!, CODES[1]!, { code: '', title: 'blank', effect: null }]);
    expect(next.promoCodes).toEqual([CODES[1]]);
    expect(next.promoCode).toBeNull();
  });
});

const coupon = (typeId: number, selections: number, fields: Partial<CouponState> = {}): CouponState => ({
  ...withCodes,
  typeId: typeId as CouponState['typeId'],
  bets: Array.from({ length: selections }, (_, i) => createBet({ id: `o${i}`, gameId: i, coef: 2 })),
  ...fields,
});

describe('QA17 #2: which listed codes apply to the coupon as it is (our design: type, fewest selections, currency)', () => {
  it.each([
    ['a boost for an express of 3 applies to an express of 3', CODES[0]!, CouponType.EXPRESS, 3, 'RUB', null],
    ['a boost for an express is not for a single', CODES[0]!, CouponType.SINGLE, 1, 'RUB', { reason: 'coupon-type', couponTypes: [CouponType.EXPRESS] }],
    ['a boost for an express of 3 is not for an express of 2', CODES[0]!, CouponType.EXPRESS, 2, 'RUB', { reason: 'selections', minSelections: 3 }],
    ['a free bet in RUB applies to a single paid in RUB', CODES[1]!, CouponType.SINGLE, 1, 'rub', null],
    ['a free bet in RUB is not for an account in USD', CODES[1]!, CouponType.SINGLE, 1, 'USD', { reason: 'currency', currency: 'RUB' }],
    ['a free bet for singles and expresses is not for a system', CODES[1]!, CouponType.SYSTEM, 3, 'RUB', { reason: 'coupon-type', couponTypes: [0, 1] }],
    ['a code without a readable effect is left to the server', { code: 'X', title: 'x', effect: null }, CouponType.SYSTEM, 3, 'RUB', null],
    ['an empty coupon is not judged', CODES[0]!, CouponType.SINGLE, 0, 'RUB', null],
  ])('%s', (_, code, typeId, selections, currency, mismatch) => {
    expect(promoCodeMismatch(code, { typeId, selections, currency })).toEqual(mismatch);
  });

  it('a bonus bet is not one of the selections a code counts', () => {
    const three = coupon(CouponType.EXPRESS, 2);
    const withBonus = { ...three, bets: [...three.bets, createBet({ id: 'bonus', gameId: 99, coef: 1.05, typeId: BONUS_BET_TYPE_ID })] };
    expect(promoCouponOf(withBonus, 'RUB').selections).toBe(2);
  });

  it('a chosen code that stops applying (a selection removed, the type changed) is dropped and named; the rest is kept', () => {
    const chosen = choosePromoCode(coupon(CouponType.EXPRESS, 3, { amount: 150 }), 'WELCOME10');
    const express = chosen.ok ? chosen.value : withCodes;
    expect(dropInapplicablePromoCode(express, 'RUB')).toEqual({ state: express, dropped: null });
    const fewer = { ...express, bets: express.bets.slice(0, 2) };
    expect(dropInapplicablePromoCode(fewer, 'RUB')).toEqual({
      state: { ...fewer, promoCode: null },
      dropped: { code: 'WELCOME10', mismatch: { reason: 'selections', minSelections: 3 } },
    });
    const system = { ...express, typeId: CouponType.SYSTEM };
    expect(dropInapplicablePromoCode(system, 'RUB').dropped).toMatchObject({ code: 'WELCOME10', mismatch: { reason: 'coupon-type' } });
    expect(dropInapplicablePromoCode(system, 'RUB').state).toMatchObject({ amount: 150, bets: system.bets, promoCodes: CODES });
  });
});

describe('QA17 #2: what a chosen code adds (win boost: percent of the NET win, possible win less the stake; free bet: the stake it pays)', () => {
  it.each([
    // stake 150 at 6.3643 -> possible win 954.64; net win 804.64; 10 % = 80.46
    ['win boost: 10 % of the net win, not of the possible win', BOOST, { stake: 150, possibleWin: 954.64, totalWin: 954.64, maxPayout: Infinity }, { kind: 'win-boost', percent: 10, amount: 80.46 }],
    ['win boost: rounded to cents', { ...BOOST, percent: 7.5 }, { stake: 100, possibleWin: 333.33, totalWin: 333.33, maxPayout: Infinity }, { kind: 'win-boost', percent: 7.5, amount: 17.5 }],
    ['win boost: only what fits under the maximum payout beside the win and its hyper-bonus', BOOST, { stake: 1000, possibleWin: 9000, totalWin: 9950, maxPayout: 10000 }, { kind: 'win-boost', percent: 10, amount: 50 }],
    ['win boost: nothing when the win is already at the maximum payout', BOOST, { stake: 1000, possibleWin: 10000, totalWin: 10000, maxPayout: 10000 }, { kind: 'win-boost', percent: 10, amount: 0 }],
    ['free bet: a stake within its amount is paid whole, nothing charged', FREE_BET, { stake: 150, possibleWin: 300, totalWin: 300, maxPayout: Infinity }, { kind: 'free-bet', amount: 150, currency: 'RUB', charged: 0 }],
    ['free bet: a stake above its amount is charged the rest', FREE_BET, { stake: 650, possibleWin: 1300, totalWin: 1300, maxPayout: Infinity }, { kind: 'free-bet', amount: 500, currency: 'RUB', charged: 150 }],
  ] as const)('%s', (_, effect, win, gain) => {
    expect(promoCodeGain(effect, win)).toEqual(gain);
  });
});

describe('QA18 #3: the win before the promo boost, which the hyper-bonus is counted on (the two do not compound)', () => {
  it.each([
    { rule: 'a win boost is taken off the recorded win', win: 757.35, promo: { code: 'WIN10', kind: 'win-boost' as const, percent: 10, amount: 55.35 }, before: 702 },
    { rule: 'a free bet leaves the win as recorded', win: 300, promo: { code: 'FREE', kind: 'free-bet' as const, amount: 100 }, before: 300 },
    { rule: 'no code leaves the win as recorded', win: 300, promo: undefined, before: 300 },
    { rule: 'never below 0', win: 5, promo: { code: 'WIN10', kind: 'win-boost' as const, percent: 10, amount: 7 }, before: 0 },
  ])('$rule', ({ win, promo, before }) => {
    expect(winBeforePromoBoost(win, promo)).toBe(before);
  });
});
