import { describe, expect, it } from 'vitest';
import { createBet, type Bet } from './bet';
import { DEFAULT_COUPON, DEFAULT_COUPON_CONTEXT, DEFAULT_COUPON_SETTINGS, type CouponState } from './coupon';
import { couponAmountLimits, couponChainStakes } from './coupon-math';
import { setAmount, setBetAmount, setBlockAmount, setLimits, setType, toggleBet } from './coupon-reducers';
import { buildCouponRequest, singlesOutOfLimits, validateCoupon } from './coupon-request';
import { CouponType } from './coupon-types';
import { systemStakePerLine } from './system-bet';
import type { Result } from '../shared/result';
import type { CouponError } from './coupon.errors';

const ctx = DEFAULT_COUPON_CONTEXT;
const placeCtx = { config: ctx.config, isBonusAccount: false };
const bet = (i: number, coef: number): Bet =>
  createBet({ id: `o${i}`, gameId: i, coef, market: { id: 1, kind: 1, name: '', isLive: false } });
function value<T>(result: Result<T, CouponError>): T {
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}
/** A coupon of these prices at `amount`, the bookmaker's limits 10 to 100,000 (the demo's). */
function coupon(coefs: readonly number[], amount: number): CouponState {
  let state: CouponState = setLimits(DEFAULT_COUPON, { minBetAmount: 10, maxBetAmount: 100_000 }, ctx);
  coefs.forEach((coef, i) => (state = value(toggleBet(state, bet(i + 1, coef), i, ctx))));
  return value(setAmount(state, amount, ctx));
}

describe('QA15 #2: every stake a chain makes is a stake the bookmaker takes', () => {
  const chain = (amount = 100) => value(setType(coupon([2.66, 1.68, 3.61], amount), CouponType.CHAIN, ctx));

  it('QA15 #2: a later block typed below the minimum stake is refused at placement, its block named', () => {
    const state = value(setBlockAmount(chain(), 1, 5, ctx));
    expect(validateCoupon(state, placeCtx)).toEqual({
      ok: false,
      error: { code: 'block-amount-below-min', blockId: 1, block: 2, amount: 5, min: 10 },
    });
    expect(buildCouponRequest(state, DEFAULT_COUPON_SETTINGS, { ...placeCtx, coefViewId: 0, userId: 1, refId: null, idempotencyKey: 'k' }).ok).toBe(false);
  });

  it('QA15 #2: blocks at or above the minimum go; the first block below it is the one named', () => {
    const state = value(setBlockAmount(value(setBlockAmount(chain(), 1, 10, ctx)), 2, 10, ctx));
    expect(validateCoupon(state, placeCtx).ok).toBe(true);
    // Block 2 at 5 returns 8.40, which block 3 (unset) would stake: both below 10, block 2 is said.
    const low = value(setBlockAmount(chain(), 1, 5, ctx));
    expect(couponChainStakes(low)[2]!.amount).toBe(8.4);
    expect(validateCoupon(low, placeCtx)).toMatchObject({ ok: false, error: { code: 'block-amount-below-min', block: 2 } });
  });

  it('QA15 #2: a block stake is held to the minimum only where the config lists the chain (spec 000 §5)', () => {
    const state = value(setBlockAmount(chain(), 1, 5, ctx));
    const config = { ...ctx.config, minBetTypeIds: [CouponType.SINGLE] };
    expect(validateCoupon(state, { config, isBonusAccount: false }).ok).toBe(true);
  });

  it('QA15 #2: the first block below the minimum is said first, as the main stake', () => {
    expect(validateCoupon(chain(5), placeCtx)).toMatchObject({ ok: false, error: { code: 'amount-below-min', min: 10 } });
  });

  it('QA15 #2: a stake typed above a block cap is refused, its block named, and the stake that stood stays', () => {
    const state = value(setBlockAmount(chain(), 1, 50, ctx));
    const typed = setBlockAmount(state, 1, 500, ctx);
    expect(typed).toEqual({ ok: false, error: { code: 'block-amount-above-max', blockId: 1, block: 2, amount: 500, max: 266 } });
    expect(state.amountByBlockId['1']).toBe(50);
  });
});

describe('QA15 #4: multiple singles with stakes outside the limits', () => {
  const singles = (stakes: readonly number[]) => {
    let state = value(setType(coupon([1.89, 2.96, 1.44], 100), CouponType.MULTIPLE_SINGLES, ctx));
    stakes.forEach((stake, i) => (state = value(setBetAmount(state, `o${i + 1}`, stake, ctx))));
    return state;
  };
  const limits = (state: CouponState) => couponAmountLimits(state, ctx.config, false);

  it('QA15 #4: the single below the minimum is named (marked) and the singles within the limits still go', () => {
    const state = singles([100, 5, 30]);
    expect(singlesOutOfLimits(state, limits(state))).toEqual(['o2']);
    // Our design: placed single by single, so the others are sent and the bookmaker refuses o2 alone.
    expect(validateCoupon(state, placeCtx).ok).toBe(true);
  });

  it('QA15 #4: a single above the maximum is marked as well', () => {
    const state = singles([100, 200_000, 30]);
    expect(singlesOutOfLimits(state, limits(state))).toEqual(['o2']);
  });

  it('QA15 #4: when no single is within the limits, nothing is sent and the refusal counts them', () => {
    const state = singles([5, 5, 200_000]);
    expect(validateCoupon(state, placeCtx)).toEqual({
      ok: false,
      error: { code: 'singles-amount-out-of-limits', betIds: ['o1', 'o2', 'o3'], min: 10, max: 100_000 },
    });
  });

  it('QA15 #4: nothing is marked for other types, or where the config lists no minimum for multiple singles', () => {
    const state = singles([100, 5, 30]);
    expect(singlesOutOfLimits({ ...state, typeId: CouponType.EXPRESS }, limits(state))).toEqual([]);
    const config = { ...ctx.config, minBetTypeIds: [CouponType.EXPRESS] };
    expect(singlesOutOfLimits(state, couponAmountLimits(state, config, false))).toEqual([]);
  });
});

describe('QA15 #9: a system says the stake of each line', () => {
  it.each([
    { rule: '150 over 6 lines: 25 a line, exact', amount: 150, lines: 6, perLine: 25, even: true },
    { rule: '250 over 6 lines: about 41.67 a line (amount / lines)', amount: 250, lines: 6, perLine: 41.67, even: false },
    { rule: '100 over 3 lines: about 33.33', amount: 100, lines: 3, perLine: 33.33, even: false },
    { rule: '0.30 over 3 lines: 0.10, exact in cents', amount: 0.3, lines: 3, perLine: 0.1, even: true },
  ])('QA15 #9: $rule', ({ amount, lines, perLine, even }) => {
    expect(systemStakePerLine(amount, lines)).toEqual({ perLine, even });
  });
});
