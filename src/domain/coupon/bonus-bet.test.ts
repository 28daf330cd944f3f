import { describe, expect, it } from 'vitest';
import { createBet, type Bet } from './bet';
import { DEFAULT_COUPON, DEFAULT_COUPON_CONTEXT, type CouponState } from './coupon';
import { toggleBet } from './coupon-reducers';
import {
  BONUS_BET_ID,
  BONUS_BET_MIN_COEF,
  BONUS_BET_MIN_TOTAL_COEF,
  bonusBetCoef,
  createBonusBet,
  hyperBonusAmount,
  isBonusBetOffered,
  syncBonusBet,
} from './bonus-bet';

const bet = (id: string, coef: number, kind = 1): Bet =>
  createBet({ id, gameId: Number(id.replace(/\D/g, '')) || 1, coef, market: { id: 1, kind, name: '', isLive: false } });
const three = [bet('a1', 1.5), bet('b2', 1.2), bet('c3', 2)];

describe('bonus bet', () => {
  it.each([
    { rule: 'spec 000 §5: offered for an express of 3 bets at 1.1 or more', enabled: true, typeId: 1, bets: three, offered: true },
    { rule: 'spec 000 §5: not offered when the feature is off', enabled: false, typeId: 1, bets: three, offered: false },
    { rule: 'spec 000 §5: not offered unless the coupon is express', enabled: true, typeId: 2, bets: three, offered: false },
    { rule: 'spec 000 §5: not offered with fewer than 3 bets', enabled: true, typeId: 1, bets: three.slice(0, 2), offered: false },
    {
      rule: 'spec 000 §5: not offered when a bet is below 1.1',
      enabled: true,
      typeId: 1,
      bets: [...three.slice(0, 2), bet('d4', 1.09)],
      offered: false,
    },
    {
      rule: 'spec 000 §5: 1.1 exactly is enough',
      enabled: true,
      typeId: 1,
      bets: [...three.slice(0, 2), bet('d4', 1.1)],
      offered: true,
    },
    {
      rule: 'spec 000 §5: not offered when a bet is market kind 7',
      enabled: true,
      typeId: 1,
      bets: [...three.slice(0, 2), bet('d4', 2, 7)],
      offered: false,
    },
    {
      rule: 'the bonus bet itself is not counted among the 3 bets',
      enabled: true,
      typeId: 1,
      bets: [...three.slice(0, 2), createBonusBet(2)],
      offered: false,
    },
  ])('$rule', ({ enabled, typeId, bets, offered }) => {
    expect(isBonusBetOffered({ enabled, typeId, bets })).toBe(offered);
  });

  it('spec 000 §5: total coefficient at least 1.01 — implied by the other conditions, so it never decides alone', () => {
    // The smallest coupon the other conditions allow: 3 bets at exactly 1.1, total 1.331.
    const smallest = [bet('a1', BONUS_BET_MIN_COEF), bet('b2', BONUS_BET_MIN_COEF), bet('c3', BONUS_BET_MIN_COEF)];
    const total = smallest.reduce((product, b) => product * b.coef, 1);
    expect(total).toBeGreaterThanOrEqual(BONUS_BET_MIN_TOTAL_COEF);
    expect(isBonusBetOffered({ enabled: true, typeId: 1, bets: smallest })).toBe(true);
    // One cent under the per-bet minimum, and the coupon is out whatever its total.
    expect(isBonusBetOffered({ enabled: true, typeId: 1, bets: [...smallest.slice(1), bet('d4', 1.09)] })).toBe(false);
  });

  it.each([
    { rule: 'spec 000 §5: 1.1 for fewer than 1 bet', count: 0, coef: 1.1 },
    { rule: 'spec 000 §5: 1 + 1/100 for 1 bet', count: 1, coef: 1.01 },
    { rule: 'spec 000 §5: 1 + 2/100 for 2 bets', count: 2, coef: 1.02 },
    { rule: 'spec 000 §5: 1 + 3/100 for 3 bets', count: 3, coef: 1.03 },
    { rule: 'spec 000 §5: 1 + 4/100 for 4 bets', count: 4, coef: 1.04 },
    { rule: 'spec 000 §5: 1 + 5/100 for 5 bets', count: 5, coef: 1.05 },
    { rule: 'spec 000 §5: 1 + 6/100 for 6 bets', count: 6, coef: 1.06 },
    { rule: 'spec 000 §5: 1 + 7/100 for 7 bets, rounded to 3 decimals', count: 7, coef: 1.07 },
    { rule: 'spec 000 §5: 1 + 8/100 for 8 bets', count: 8, coef: 1.08 },
    { rule: 'spec 000 §5: 1 + 9/100 for 9 bets', count: 9, coef: 1.09 },
    { rule: 'our design: 10 bets reach the 1.1 cap', count: 10, coef: 1.1 },
    { rule: 'our design: 30 bets stay at the 1.1 cap', count: 30, coef: 1.1 },
  ])('$rule', ({ count, coef }) => {
    expect(bonusBetCoef(count)).toBe(coef);
  });

  it('spec 000 §4: a bonus bet is added automatically, priced for the count', () => {
    const bets = syncBonusBet({ enabled: true, typeId: 1, bets: three, manuallyDeletedBonusBet: false });
    expect(bets).toHaveLength(4);
    expect(bets[3]).toMatchObject({ id: BONUS_BET_ID, coef: 1.03 });
  });

  it('spec 000 §4: a manually deleted bonus bet is not added back', () => {
    expect(syncBonusBet({ enabled: true, typeId: 1, bets: three, manuallyDeletedBonusBet: true })).toHaveLength(3);
  });

  it('the bonus bet leaves when it is no longer offered', () => {
    const withBonus = [...three, createBonusBet(3)];
    expect(syncBonusBet({ enabled: true, typeId: 2, bets: withBonus, manuallyDeletedBonusBet: false })).toHaveLength(3);
  });

  const hyper = { percent: 10, minBetLimit: 100, maxLimit: 50 };
  it.each([
    { rule: 'hyper-bonus: percent of the net winnings of an express', typeId: 1, amount: 100, win: 300, bonus: 20 },
    { rule: 'hyper-bonus: capped by its max limit', typeId: 1, amount: 100, win: 1000, bonus: 50 },
    { rule: 'hyper-bonus: nothing below its min bet', typeId: 1, amount: 99, win: 300, bonus: 0 },
    { rule: 'hyper-bonus: express only', typeId: 2, amount: 100, win: 300, bonus: 0 },
  ])('$rule', ({ typeId, amount, win, bonus }) => {
    expect(hyperBonusAmount(hyper, { typeId, amount, possibleWin: win })).toBe(bonus);
  });
});

describe('spec 000 §5: the bonus bet is offered only when the feature is on (the coupon config group), in the coupon itself', () => {
  it.each([
    { rule: 'feature on: an eligible express of 3 gets the bonus bet', enabled: true, withBonus: true },
    { rule: 'feature off: the same express gets none', enabled: false, withBonus: false },
  ])('$rule', ({ enabled, withBonus }) => {
    const ctx = { ...DEFAULT_COUPON_CONTEXT, config: { ...DEFAULT_COUPON_CONTEXT.config, bonusBetEnabled: enabled } };
    let state: CouponState = DEFAULT_COUPON;
    for (const [i, b] of three.entries()) {
      const next = toggleBet(state, b, i, ctx);
      if (!next.ok) throw new Error(next.error.code);
      state = next.value;
    }
    expect(state.typeId).toBe(1);
    expect(state.bets.some((b) => b.id === BONUS_BET_ID)).toBe(withBonus);
  });
});

describe('the bonus bet is never offered for a coupon the bookmaker will refuse', () => {
  it.each([
    { rule: 'QA12 #2: a selection whose event is over (flagged)', bets: [...three.slice(0, 2), { ...bet('c3', 2), isFinished: true }] },
    { rule: 'QA12 #2: a selection whose game has status 4 (finished)', bets: [...three.slice(0, 2), { ...bet('c3', 2), gameStatusId: 4 }] },
    { rule: 'QA12 #4: two selections of one game in the express', bets: [...three, { ...bet('d4', 1.5), gameId: 2 }] },
  ])('$rule', ({ bets }) => {
    expect(isBonusBetOffered({ enabled: true, typeId: 1, bets })).toBe(false);
    expect(syncBonusBet({ enabled: true, typeId: 1, bets, manuallyDeletedBonusBet: false }).some((b) => b.id === BONUS_BET_ID)).toBe(false);
  });

  it('QA12 #4: once every selection has a game of its own again, the bonus bet comes back', () => {
    expect(isBonusBetOffered({ enabled: true, typeId: 1, bets: [...three, bet('d4', 1.5)] })).toBe(true);
  });
});
