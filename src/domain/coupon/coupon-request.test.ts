import { describe, expect, it } from 'vitest';
import { createBet, type Bet } from './bet';
import { DEFAULT_COUPON, DEFAULT_COUPON_CONTEXT, DEFAULT_COUPON_SETTINGS, type CouponState } from './coupon';
import { couponPossibleWin } from './coupon-math';
import { applyOddsUpdate, setAmount, setLimits, setSystemValue, setType, setVipBet, toggleBet } from './coupon-reducers';
import { buildCouponRequest, requestPossibleWin, type CouponRequestContext } from './coupon-request';
import { CouponType, type CouponTypeId } from './coupon-types';
import type { Result } from '../shared/result';
import type { CouponError } from './coupon.errors';

const ctx = DEFAULT_COUPON_CONTEXT;
const requestCtx: CouponRequestContext = {
  config: ctx.config,
  coefViewId: 0,
  userId: 42,
  refId: '1',
  idempotencyKey: 'key-1',
  isBonusAccount: false,
};
const bet = (i: number, coef = 2, fields: Partial<Bet> = {}): Bet =>
  createBet({ id: `o${i}`, gameId: i, coef, market: { id: 1, kind: 1, name: '', isLive: false }, ...fields });
function value<T>(result: Result<T, CouponError>): T {
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}
function coupon(count: number, amount = 100): CouponState {
  let state: CouponState = DEFAULT_COUPON;
  for (let i = 1; i <= count; i += 1) state = value(toggleBet(state, bet(i), i, ctx));
  return value(setAmount(state, amount, ctx));
}

describe('coupon sent to the server', () => {
  it('spec 000 §3: carries every field of the coupon sent to the server, plus the idempotency key', () => {
    const state = setLimits(coupon(2), { availablePrepaidAmount: 30 }, ctx);
    const request = value(buildCouponRequest(state, DEFAULT_COUPON_SETTINGS, requestCtx));
    expect(Object.keys(request).sort()).toEqual(
      [
        'id',
        'accountId',
        'amount',
        'amountByBlockId',
        'bets',
        'changeCoefAction',
        'coef',
        'coefByView',
        'coefViewId',
        'exactCoef',
        'isDropOnScoreChange',
        'prepaidAmount',
        'refId',
        'systemValue',
        'typeId',
        'userId',
        'hyperBonusPercent',
        'hyperBonusMinBetLimit',
        'hyperBonusMaxLimit',
        'idempotencyKey',
        'isVipBet',
        'promoCode',
      ].sort(),
    );
    expect(request).toMatchObject({
      amount: 100,
      changeCoefAction: 2,
      coef: 4,
      coefByView: '4.00',
      coefViewId: 0,
      prepaidAmount: 30,
      typeId: 1,
      userId: 42,
      idempotencyKey: 'key-1',
    });
    expect(request.bets).toHaveLength(2);
  });

  it.each([
    { rule: 'no selections', state: DEFAULT_COUPON, code: 'no-bets' },
    {
      rule: 'spec 000 §5: a locked selection',
      state: applyOddsUpdate(coupon(2), [{ betId: 'o1', isBlocked: true }], ctx),
      code: 'bet-locked',
    },
    {
      rule: 'spec 000 §5: a finished selection',
      state: applyOddsUpdate(coupon(2), [{ betId: 'o1', gameStatusId: 4 }], ctx),
      code: 'bet-finished',
    },
    {
      rule: 'QA12 #2: a game over whose outcomes are locked too is said finished ("remove it or wait" would never end)',
      state: applyOddsUpdate(coupon(2), [{ betId: 'o1', gameStatusId: 4, isBlocked: true }], ctx),
      code: 'bet-finished',
    },
    {
      rule: 'an anti-express of long prices pays no more than the stake, so none is offered (its coefficient would break coef > 1)',
      state: value(setType(applyOddsUpdate(coupon(2), [{ betId: 'o1', coef: 20 }, { betId: 'o2', coef: 20 }], ctx), CouponType.ANTI_EXPRESS, ctx)),
      code: 'anti-express-not-offered',
    },
    { rule: 'no stake', state: coupon(2, 0), code: 'amount-invalid' },
    {
      rule: 'spec 000 §5: above the maximum for a listed type',
      state: setLimits(coupon(2, 900), { maxBetAmount: 500 }, ctx),
      code: 'amount-above-max',
    },
    {
      rule: 'spec 000 §5: below the minimum for a listed type',
      state: setLimits(coupon(2, 5), { minBetAmount: 10 }, ctx),
      code: 'amount-below-min',
    },
    {
      rule: 'spec 000 §5: a system needs its minimum on every line',
      state: setLimits(value(setType(coupon(3, 20), CouponType.SYSTEM, ctx)), { minBetAmount: 10 }, ctx),
      code: 'amount-below-min',
    },
  ])('refused: $rule', ({ state, code }) => {
    const result = buildCouponRequest(state, DEFAULT_COUPON_SETTINGS, requestCtx);
    expect(result.ok ? null : result.error.code).toBe(code);
  });

  it.each([
    {
      rule: 'spec 000 §5: the minimum applies only to coupon types listed in config (a single below it is placed when singles are not listed)',
      listed: { minBetTypeIds: [CouponType.EXPRESS] },
      amount: 5,
      limits: { minBetAmount: 10 },
    },
    {
      rule: 'spec 000 §5: the maximum applies only to listed types (a single above it is placed when singles are not listed)',
      listed: { maxBetTypeIds: [CouponType.EXPRESS] },
      amount: 900,
      limits: { maxBetAmount: 500 },
    },
  ])('$rule', ({ listed, amount, limits }) => {
    const config = { ...ctx.config, ...listed };
    const state = setLimits(coupon(1, amount), limits, { ...ctx, config });
    expect(buildCouponRequest(state, DEFAULT_COUPON_SETTINGS, { ...requestCtx, config }).ok).toBe(true);
    // The same coupon with every type listed is refused: the limit exists, the list alone lifts it.
    expect(buildCouponRequest(state, DEFAULT_COUPON_SETTINGS, requestCtx).ok).toBe(false);
  });

  it('spec 000 §5: no maximum on the bonus account', () => {
    const state = setLimits(coupon(2, 900), { maxBetAmount: 500 }, ctx);
    expect(buildCouponRequest(state, DEFAULT_COUPON_SETTINGS, { ...requestCtx, isBonusAccount: true }).ok).toBe(true);
  });

  it('a VIP bet asks for more than the maximum', () => {
    const state = setVipBet(setLimits(coupon(2, 900), { maxBetAmount: 500 }, ctx), true, ctx);
    const request = value(buildCouponRequest(state, DEFAULT_COUPON_SETTINGS, requestCtx));
    expect(request.isVipBet).toBe(true);
  });

  it('multiple singles send each stake on its selection and the sum as amount', () => {
    const state = value(setType(coupon(2), CouponType.MULTIPLE_SINGLES, ctx));
    const request = value(buildCouponRequest(state, DEFAULT_COUPON_SETTINGS, requestCtx));
    expect(request.bets.map((b) => b.amount)).toEqual([state.initialAmount, state.initialAmount]);
    expect(request.amount).toBe(state.initialAmount * 2);
  });

  it('multiple singles send no exact coefficient and no drop on score change: each single goes at its own odds', () => {
    const settings = { ...DEFAULT_COUPON_SETTINGS, exactCoef: 4.2, isDropOnScoreChange: true };
    const state = value(setType(coupon(2), CouponType.MULTIPLE_SINGLES, ctx));
    expect(value(buildCouponRequest(state, settings, requestCtx))).toMatchObject({ exactCoef: null, isDropOnScoreChange: false });
  });

  it('settings travel: exact coefficient, drop on score change, odds-change policy', () => {
    const settings = { ...DEFAULT_COUPON_SETTINGS, exactCoef: 4, isDropOnScoreChange: true, changeCoefAction: 0 as const };
    expect(value(buildCouponRequest(coupon(2), settings, requestCtx))).toMatchObject({
      exactCoef: 4,
      isDropOnScoreChange: true,
      changeCoefAction: 0,
    });
  });
});

describe('selections of one game in a combination (spec 000 §5: dependent, so locked)', () => {
  // "Total Over" of game 1, beside the 1X2 pick of game 1 that coupon() makes.
  const sameGameTotal = createBet({ id: 'o1-total', gameId: 1, coef: 1.9, market: { id: 2, kind: 2, name: '', isLive: false } });
  const withSameGame = (typeId: CouponTypeId): CouponState => {
    const state = value(toggleBet(coupon(3), sameGameTotal, 9, ctx));
    return typeId === state.typeId ? state : value(setType(state, typeId, ctx));
  };

  it.each([
    { rule: 'express', typeId: CouponType.EXPRESS },
    { rule: 'system', typeId: CouponType.SYSTEM },
    { rule: 'chain', typeId: CouponType.CHAIN },
    { rule: 'anti-express', typeId: CouponType.ANTI_EXPRESS },
  ])('spec 000 §5: $rule with two selections of one game is refused, naming both', ({ typeId }) => {
    const state = withSameGame(typeId);
    expect(state.typeId).toBe(typeId);
    const result = buildCouponRequest(state, DEFAULT_COUPON_SETTINGS, requestCtx);
    expect(result.ok ? null : result.error).toEqual({ code: 'related-selections', betIds: ['o1', 'o1-total'] });
  });

  it('multiple singles of one game are placed: each single is a bet of its own', () => {
    const state = withSameGame(CouponType.MULTIPLE_SINGLES);
    expect(value(buildCouponRequest(state, DEFAULT_COUPON_SETTINGS, requestCtx)).bets.map((b) => b.id)).toEqual(['o1', 'o2', 'o3', 'o1-total']);
  });

  it('adding a second selection of a game keeps it and the coupon type: the slip shows it locked, the player chooses', () => {
    const state = withSameGame(CouponType.EXPRESS);
    expect(state.typeId).toBe(CouponType.EXPRESS);
    expect(state.bets.map((b) => b.id)).toContain('o1-total');
  });

  it('the bonus bet never counts as a selection of a game', () => {
    const state = coupon(3);
    expect(state.bets.some((b) => b.id === 'bonus-bet')).toBe(true);
    expect(buildCouponRequest(state, DEFAULT_COUPON_SETTINGS, requestCtx).ok).toBe(true);
  });
});

/** A coupon of these prices, as the type asks (a system 2/n), staked `amount`. */
function pricedCoupon(coefs: readonly number[], typeId: CouponTypeId, amount = 150): CouponState {
  let state: CouponState = DEFAULT_COUPON;
  coefs.forEach((coef, i) => {
    state = value(toggleBet(state, bet(i + 1, coef), i + 1, ctx));
  });
  if (typeId !== state.typeId) state = value(setType(state, typeId, ctx));
  if (typeId === CouponType.SYSTEM) state = value(setSystemValue(state, 2, ctx));
  return value(setAmount(state, amount, ctx));
}
/** 1.88, 1.85, 1.99 as a system 2/3 at 150: 3.633566…, sent as 3.634. */
const system23 = () => pricedCoupon([1.88, 1.85, 1.99], CouponType.SYSTEM);

describe('exact odds: the coupon is accepted only at exactly these odds (README "exact coefficient"; spec 000 §3–§5)', () => {
  const withExact = (exactCoef: number) => ({ ...DEFAULT_COUPON_SETTINGS, exactCoef });
  const system = system23();

  it.each([
    { rule: 'an express at 4.00 with exact odds 50 (set for another coupon)', state: coupon(2), exact: 50, coef: 4 },
    { rule: 'a single at 2.00 with exact odds 2.5', state: coupon(1), exact: 2.5, coef: 2 },
    { rule: 'an express whose price moved after the exact odds were set', state: applyOddsUpdate(coupon(2), [{ betId: 'o1', coef: 2.1 }], ctx), exact: 4, coef: 4.2 },
    { rule: 'a difference in the third decimal (the precision the request sends)', state: coupon(2), exact: 4.001, coef: 4 },
    { rule: 'a system 2/3 whose odds read 3.63 to two decimals but travel as 3.634', state: system, exact: 3.63, coef: 3.634 },
    { rule: 'a chain', state: value(setType(coupon(2), CouponType.CHAIN, ctx)), exact: 50, coef: 4 },
    { rule: 'an anti-express (1.5, 1.5: 1.72)', state: pricedCoupon([1.5, 1.5], CouponType.ANTI_EXPRESS), exact: 50, coef: 1.72 },
  ])('refused, naming both odds: $rule', ({ state, exact, coef }) => {
    const result = buildCouponRequest(state, withExact(exact), requestCtx);
    expect(result.ok ? null : result.error).toEqual({ code: 'exact-coef-mismatch', exactCoef: exact, coef });
  });

  it.each([
    { rule: 'the coupon\'s own odds', state: coupon(2), exact: 4 },
    { rule: 'odds equal at the precision the request sends (4.0004 travels as 4.000)', state: coupon(2), exact: 4.0004 },
    { rule: 'a system 2/3 at the odds it sends (3.634)', state: system, exact: 3.634 },
  ])('sent: $rule', ({ state, exact }) => {
    expect(value(buildCouponRequest(state, withExact(exact), requestCtx)).exactCoef).toBe(exact);
  });

  it('multiple singles ignore exact odds: sent, with none', () => {
    const state = value(setType(coupon(2), CouponType.MULTIPLE_SINGLES, ctx));
    expect(value(buildCouponRequest(state, withExact(50), requestCtx)).exactCoef).toBeNull();
  });
});

describe('requestPossibleWin: the bookmaker counts the possible win as the slip does (full-precision prices, not the rounded coef)', () => {
  it.each([
    { rule: 'single', state: pricedCoupon([1.87], CouponType.SINGLE, 333) },
    { rule: 'express with the bonus bet', state: pricedCoupon([1.88, 1.85, 1.99], CouponType.EXPRESS, 333) },
    { rule: 'system 2/3 of 1.88, 1.85, 1.99 at 150 (545.04, not 150 × 3.634 = 545.1)', state: system23(), win: 545.04 },
    { rule: 'chain', state: pricedCoupon([1.88, 1.85, 1.99], CouponType.CHAIN, 333) },
    { rule: 'anti-express', state: pricedCoupon([1.88, 1.85, 1.99], CouponType.ANTI_EXPRESS, 333) },
    { rule: 'multiple singles', state: pricedCoupon([1.88, 1.85, 1.99], CouponType.MULTIPLE_SINGLES, 333) },
  ])('$rule', ({ state, win }) => {
    const request = value(buildCouponRequest(state, DEFAULT_COUPON_SETTINGS, requestCtx));
    const slip = couponPossibleWin(state, DEFAULT_COUPON_SETTINGS);
    expect(requestPossibleWin(request, Infinity).possibleWin).toBe(slip);
    if (win !== undefined) expect(slip).toBe(win);
  });

  it('spec 000 §5: with exact odds, amount × exact odds, as the slip; capped at the max payout', () => {
    const state = system23();
    const settings = { ...DEFAULT_COUPON_SETTINGS, exactCoef: 3.634 };
    const request = value(buildCouponRequest(state, settings, requestCtx));
    expect(requestPossibleWin(request, Infinity).possibleWin).toBe(couponPossibleWin(state, settings));
    expect(requestPossibleWin(request, Infinity).possibleWin).toBe(545.1);
    expect(requestPossibleWin(request, 500).possibleWin).toBe(500);
  });

});
