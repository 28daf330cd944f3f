import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { antiExpressCoef } from './anti-express';
import { BONUS_BET_ID, BONUS_BET_TYPE_ID } from './bonus-bet';
import { createBet } from './bet';
import { chainBlocks, chainPossibleWin, chainStakes } from './chain';
import { DEFAULT_COUPON, DEFAULT_COUPON_CONTEXT, DEFAULT_COUPON_SETTINGS, type CouponState } from './coupon';
import {
  couponPossibleWin,
  couponChargedStake,
  couponPossibleWinWithBonus,
  couponTotalStake,
  expressCoef,
  isStakeOverBalance,
  formatCoef,
  isSameCoef,
  multipleSinglesSummary,
  possibleWin,
} from './coupon-math';
import { recalculate } from './coupon-reducers';
import type { PromoCodeEffect } from './promo-codes.port';

const ctx = { ...DEFAULT_COUPON_CONTEXT, config: { ...DEFAULT_COUPON_CONTEXT.config, bonusBetEnabled: false } };
const coupon = (fields: Partial<CouponState>, coefs: number[]): CouponState =>
  recalculate(
    {
      ...DEFAULT_COUPON,
      ...fields,
      bets: coefs.map((coef, i) => createBet({ id: `o${i}`, gameId: i, coef, blockId: fields.typeId === 3 ? i : 0 })),
    },
    ctx,
  );

describe('coupon maths', () => {
  it.each([
    { rule: 'spec 000 §5: possible win = amount × total coefficient', amount: 100, total: 2.5, exact: null, win: 250 },
    { rule: 'spec 000 §5: possible win = amount × exact coefficient if set', amount: 100, total: 2.5, exact: 3, win: 300 },
    { rule: 'money rounds to cents', amount: 3, total: 1.333, exact: null, win: 4 },
  ])('$rule', ({ amount, total, exact, win }) => {
    expect(possibleWin(amount, total, exact)).toBe(win);
  });

  it.each([
    { rule: 'spec 000 §4: single — its own coefficient', typeId: 0 as const, coefs: [1.8], amount: 100, win: 180 },
    { rule: 'spec 000 §4: express — total coefficient is the product', typeId: 1 as const, coefs: [2, 1.5, 3], amount: 10, win: 90 },
    { rule: 'spec 000 §4: system 2/3 — each double staked a third', typeId: 2 as const, coefs: [2, 3, 4], amount: 30, win: 260 },
  ])('$rule', ({ typeId, coefs, amount, win }) => {
    const state = coupon({ typeId, amount, systemValue: 2 }, coefs);
    expect(couponPossibleWin(state, DEFAULT_COUPON_SETTINGS)).toBeCloseTo(win, 9);
  });

  it('spec 000 §4: multiple singles — each bet its own amount, possible win is the sum', () => {
    const state = coupon({ typeId: 10001, amountByBetId: { o0: 100, o1: 50 } }, [2, 3]);
    expect(couponPossibleWin(state, DEFAULT_COUPON_SETTINGS)).toBe(350);
  });

  it('exact coefficient (spec 000 §5) is one price for the coupon: it does not apply to multiple singles, each placed at its own odds', () => {
    const singles = coupon({ typeId: 10001, amountByBetId: { o0: 100, o1: 50 } }, [2, 3]);
    expect(couponPossibleWin(singles, { exactCoef: 5 })).toBe(350);
    const express = coupon({ typeId: 1, amount: 100 }, [2, 3]);
    expect(couponPossibleWin(express, { exactCoef: 5 })).toBe(500);
  });

  it('the possible win never exceeds the max payout', () => {
    const state = coupon({ typeId: 1, amount: 100, maxPayout: 500 }, [3, 4]);
    expect(couponPossibleWin(state, DEFAULT_COUPON_SETTINGS)).toBe(500);
  });

  it('hyper-bonus is added on top of an express win', () => {
    const state = coupon({ typeId: 1, amount: 100, hyperBonus: { percent: 10, minBetLimit: 50, maxLimit: 1000 } }, [2, 2]);
    expect(couponPossibleWinWithBonus(state, DEFAULT_COUPON_SETTINGS)).toEqual({ possibleWin: 400, hyperBonus: 30, total: 430, capped: false });
  });

  const hyper = { percent: 10, minBetLimit: 50, maxLimit: 50_000 };
  it.each([
    {
      rule: 'spec 000 §3 maxPayout: a win already at the maximum payout gets no hyper-bonus on top (the QA case: 30 selections)',
      maxPayout: 5_000_000, coefs: [10, 10, 10, 10], amount: 1000,
      expected: { possibleWin: 5_000_000, hyperBonus: 0, total: 5_000_000, capped: true },
    },
    {
      rule: 'spec 000 §3 maxPayout: the hyper-bonus is cut to what fits under the maximum payout',
      maxPayout: 4_000, coefs: [2, 2], amount: 1000,
      expected: { possibleWin: 4_000, hyperBonus: 0, total: 4_000, capped: true },
    },
    {
      rule: 'spec 000 §3 maxPayout: a win under the cap with a bonus that would pass it pays the bonus up to the cap',
      maxPayout: 4_100, coefs: [2, 2], amount: 1000,
      expected: { possibleWin: 4_000, hyperBonus: 100, total: 4_100, capped: true },
    },
    {
      rule: 'spec 000 §3 hyper-bonus: under the maximum payout the whole bonus (percent of the net win, at most maxLimit) is paid',
      maxPayout: 10_000, coefs: [2, 2], amount: 1000,
      expected: { possibleWin: 4_000, hyperBonus: 300, total: 4_300, capped: false },
    },
  ])('$rule', ({ maxPayout, coefs, amount, expected }) => {
    const state = coupon({ typeId: 1, amount, maxPayout, hyperBonus: hyper }, coefs);
    expect(couponPossibleWinWithBonus(state, DEFAULT_COUPON_SETTINGS)).toEqual(expected);
  });

  it('issue 3 property: express total coefficient equals the product', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 1.01, max: 50, noNaN: true, noDefaultInfinity: true }), { minLength: 2, maxLength: 30 }), (coefs) => {
        const product = coefs.reduce((p, c) => p * c, 1);
        const state = coupon({ typeId: 1, amount: 10 }, coefs);
        expect(state.coef).toBeCloseTo(product, 6);
        expect(expressCoef(coefs)).toBe(product);
      }),
      { numRuns: 300 },
    );
  });

  describe('chain (our design)', () => {
    const blocks = chainBlocks([
      createBet({ id: 'a', gameId: 1, coef: 2, blockId: 0 }),
      createBet({ id: 'b', gameId: 2, coef: 1.5, blockId: 1 }),
      createBet({ id: 'c', gameId: 3, coef: 2, blockId: 1 }),
    ]);
    it('a block is an express of its selections, blocks in ascending id', () => {
      expect(blocks.map((b) => [b.blockId, b.coef])).toEqual([
        [0, 2],
        [1, 3],
      ]);
    });
    it("spec 000 §5: maximum per block is the previous block's coefficient × its amount", () => {
      expect(chainStakes(blocks, {}, 100, 1000).map((s) => s.max)).toEqual([1000, 200]);
    });
    it.each([
      { rule: 'an unset block reinvests the whole previous return', amounts: {} as Record<string, number>, win: 600 },
      { rule: 'what a block does not restake is paid out', amounts: { '1': 50 }, win: 150 + 150 },
    ])('$rule', ({ amounts, win }) => {
      expect(chainPossibleWin(chainStakes(blocks, amounts, 100, Infinity))).toBe(win);
    });
  });

  describe('anti-express (our design)', () => {
    it.each([
      { rule: 'needs two selections', coefs: [2], coef: 0 },
      { rule: 'two evens: fair 4/3, 10% of the profit kept, rounded down', coefs: [2, 2], coef: 1.3 },
      { rule: 'three at 1.5: fair 27/19 = 1.421, so 1.379 rounded down', coefs: [1.5, 1.5, 1.5], coef: 1.37 },
      { rule: 'README design: a price of no more than 1.00 is not offered (two at 50: fair 1.0004)', coefs: [50, 50], coef: 0 },
      { rule: 'a selection whose price is not above 1 gives none', coefs: [2, 1], coef: 0 },
    ])('$rule', ({ coefs, coef }) => {
      expect(antiExpressCoef(coefs)).toBe(coef);
    });
  });
});

describe('multiple singles (10001): each single its own stake and win, the slip their sums, no combined odds', () => {
  it.each([
    {
      rule: 'total stake is the sum of the singles\' stakes (what the slip charges)',
      coefs: [2, 3],
      stakes: { o0: 100, o1: 50 },
      totalStake: 150,
      totalPossibleWin: 350,
      wins: [200, 150],
    },
    {
      rule: 'total possible win is the sum of each single\'s stake × its own odds, each rounded to cents',
      coefs: [1.91, 2.05, 1.333],
      stakes: { o0: 150, o1: 12.5, o2: 3 },
      totalStake: 165.5,
      totalPossibleWin: 316.13,
      wins: [286.5, 25.63, 4],
    },
    {
      rule: 'a single without a stake counts 0 in both sums',
      coefs: [2, 3],
      stakes: { o0: 100 },
      totalStake: 100,
      totalPossibleWin: 200,
      wins: [200, 0],
    },
  ])('$rule', ({ coefs, stakes: rowStakes, totalStake, totalPossibleWin, wins }) => {
    const stakes: Record<string, number> = Object.fromEntries(Object.entries(rowStakes).filter(([, amount]) => amount !== undefined));
    const state = coupon({ typeId: 10001, amountByBetId: stakes }, coefs);
    const summary = multipleSinglesSummary(state);
    expect(summary.totalStake).toBe(totalStake);
    expect(summary.totalPossibleWin).toBe(totalPossibleWin);
    expect(summary.singles.map((single) => single.possibleWin)).toEqual(wins);
    expect(summary.singles.map((single) => single.stake)).toEqual(coefs.map((_, i) => stakes[`o${i}`] ?? 0));
    expect(couponPossibleWin(state, DEFAULT_COUPON_SETTINGS)).toBe(totalPossibleWin);
  });

  it('each single is a coupon of its own: the max payout caps each single\'s win, not their sum', () => {
    const state = coupon({ typeId: 10001, amountByBetId: { o0: 100, o1: 100 }, maxPayout: 250 }, [3, 2]);
    const summary = multipleSinglesSummary(state);
    expect(summary.singles.map((single) => [single.possibleWin, single.capped])).toEqual([
      [250, true],
      [200, false],
    ]);
    expect(summary.totalPossibleWin).toBe(450);
    expect(summary.capped).toBe(true);
    expect(couponPossibleWinWithBonus(state, DEFAULT_COUPON_SETTINGS)).toEqual({ possibleWin: 450, hyperBonus: 0, total: 450, capped: true });
  });

  it('the bonus bet is no single of its own', () => {
    const state = coupon({ typeId: 10001, amountByBetId: { o0: 10, o1: 10 } }, [2, 3]);
    const withBonus = { ...state, bets: [...state.bets, createBet({ id: BONUS_BET_ID, gameId: 0, coef: 1.1, blockId: 0, typeId: BONUS_BET_TYPE_ID })] };
    expect(multipleSinglesSummary(withBonus).singles.map((single) => single.betId)).toEqual(['o0', 'o1']);
  });
});

describe('hostile selection ids (a stored or loaded coupon is bad input)', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'multiple singles: a selection id "%s" without a stake counts 0, never what every object inherits',
    (id) => {
      const bets = [createBet({ id, gameId: 1, coef: 2 }), createBet({ id: 'b', gameId: 2, coef: 3 })];
      const state = recalculate({ ...DEFAULT_COUPON, typeId: 10001, bets, amountByBetId: Object.fromEntries([['b', 10]]) }, ctx);
      expect(couponPossibleWin(state, DEFAULT_COUPON_SETTINGS)).toBe(30);
      expect(state.coef).toBe(3);
    },
  );
});

describe('exact odds are compared and named at the precision a coefficient travels (roundCoef, three decimals)', () => {
  it.each([
    { rule: 'equal prices', a: 3.12, b: 3.12, same: true },
    { rule: 'equal to three decimals (a system 2/3 of 1.88, 1.85, 1.99 travels as 3.634)', a: 3.634, b: 10.9007 / 3, same: true },
    { rule: 'a difference in the third decimal', a: 3.63, b: 3.634, same: false },
    { rule: 'another coupon\'s odds', a: 50, b: 3.12, same: false },
  ])('isSameCoef: $rule', ({ a, b, same }) => {
    expect(isSameCoef(a, b)).toBe(same);
  });

  it.each([
    { coef: 50, text: '50.00' },
    { coef: 3.12, text: '3.12' },
    { coef: 3.6336, text: '3.634' },
    { coef: 3.63, text: '3.63' },
    { coef: 1.1, text: '1.10' },
  ])('formatCoef: $coef reads $text (two decimals, three when the third counts)', ({ coef, text }) => {
    expect(formatCoef(coef)).toBe(text);
  });
});

describe('the stake against the balance, before Place bet (QA12: multiple singles over the balance went in part with no word)', () => {
  it.each([
    { rule: 'multiple singles charge the sum of their stakes', fields: { typeId: 10001, amountByBetId: { o0: 200, o1: 250, o2: 150 } }, stake: 600 },
    { rule: 'a single charges its amount', fields: { typeId: 0, amount: 150 }, stake: 150 },
    { rule: 'an express charges its amount', fields: { typeId: 1, amount: 300 }, stake: 300 },
    { rule: 'a system charges its amount, whatever its lines', fields: { typeId: 2, systemValue: 2, amount: 300 }, stake: 300 },
  ] as { rule: string; fields: Partial<CouponState>; stake: number }[])('$rule', ({ fields, stake }) => {
    expect(couponTotalStake(coupon(fields, [2, 3, 4]))).toBe(stake);
  });

  it.each([
    { stake: 600, balance: 400, over: true },
    { stake: 400, balance: 400, over: false },
    { stake: 150, balance: 25_000, over: false },
    { stake: 150, balance: null, over: false },
    { stake: 150, balance: Number.NaN, over: false },
  ])('a stake of $stake against a balance of $balance: over is $over (null: not known, nothing said)', ({ stake, balance, over }) => {
    expect(isStakeOverBalance(stake, balance)).toBe(over);
  });
});

describe('QA18 #2: the charged stake: a free bet\'s amount is not charged', () => {
  const scope = { couponTypes: [0, 1] as const, minSelections: 1 };
  const freeBet = (amount: number): PromoCodeEffect => ({ kind: 'free-bet', amount, currency: 'RUB', ...scope });
  const winBoost: PromoCodeEffect = { kind: 'win-boost', percent: 10, ...scope };
  it.each([
    { rule: 'no code charges the whole stake', total: 600, effect: null, charged: 600 },
    { rule: 'a win boost charges the whole stake', total: 600, effect: winBoost, charged: 600 },
    { rule: 'a free bet charges the stake less its amount', total: 600, effect: freeBet(100), charged: 500 },
    { rule: 'a free bet as large as the stake charges nothing', total: 500, effect: freeBet(500), charged: 0 },
    { rule: 'a free bet larger than the stake charges nothing, never below 0', total: 150, effect: freeBet(500), charged: 0 },
    { rule: 'the charged stake is rounded to cents', total: 100.3, effect: freeBet(0.1), charged: 100.2 },
  ] as { rule: string; total: number; effect: PromoCodeEffect | null; charged: number }[])('$rule', ({ total, effect, charged }) => {
    expect(couponChargedStake(total, effect)).toBe(charged);
  });

  it('a free bet that makes the charged stake fit the balance says nothing over it; the whole stake would have', () => {
    expect(isStakeOverBalance(couponChargedStake(600, freeBet(100)), 550)).toBe(false);
    expect(isStakeOverBalance(couponChargedStake(600, null), 550)).toBe(true);
  });
});
