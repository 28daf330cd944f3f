import { couponPromoCode } from './promo-code';
import { err, ok, type Result } from '../shared/result';
import { placementAmountLimits, roundMoney, ownValue, validateAmount, type AmountLimits } from './amount';
import { isBetFinished, isBetLive, isBetLocked } from './bet-state';
import { ownBets } from './bonus-bet';
import { dependentSelectionIds } from './related-selections';
import { createBet } from './bet';
import { DEFAULT_COUPON, type CouponConfig, type CouponSettings, type CouponState } from './coupon';
import {
  couponAmountLimits,
  couponChainStakes,
  couponPossibleWin,
  isSameCoef,
  roundCoef,
  totalCoef,
  totalStake,
  bankerCount,
} from './coupon-math';
import { CouponType, MIN_BETS_BY_TYPE, type CouponTypeId } from './coupon-types';
import type { CouponError } from './coupon.errors';
import type { OddsChangePolicyId } from './odds-change-policy';
import { validateSystemValue } from './system-bet';

/** One selection as the server receives it. */
export interface CouponRequestBet {
  /** Outcome id. */
  id: string;
  gameId: number;
  coef: number;
  blockId: number;
  marketId: number;
  /** Outcome type; the bonus bet travels with BONUS_BET_TYPE_ID. */
  typeId: number;
  statusId: number;
  permanentId: number;
  expressId: number | null;
  isLive: boolean;
  /** Multiple singles: this selection's stake; null for other types. */
  amount: number | null;
}

/**
 * The coupon sent to the server (spec 000 §3), every field, plus our
 * additions: idempotencyKey (one bet however often it is sent), isVipBet and
 * promoCode (without them the VIP request and the promo code would not reach
 * the bookmaker).
 */
export interface CouponRequest {
  /** The code of the coupon it was loaded from; null for a coupon built in the slip. */
  id: string | null;
  accountId: number | null;
  /** Total stake leaving the account. */
  amount: number;
  amountByBlockId: Record<string, number>;
  bets: CouponRequestBet[];
  changeCoefAction: OddsChangePolicyId;
  coef: number;
  coefByView: string;
  coefViewId: number;
  exactCoef: number | null;
  isDropOnScoreChange: boolean;
  /** Part of the stake paid from the prepaid balance. */
  prepaidAmount: number;
  refId: string | null;
  systemValue: number;
  typeId: CouponTypeId;
  userId: number | null;
  hyperBonusPercent: number | null;
  hyperBonusMinBetLimit: number | null;
  hyperBonusMaxLimit: number | null;
  idempotencyKey: string;
  isVipBet: boolean;
  promoCode: string | null;
}

/** Who places the coupon and how it is shown; the application supplies it. */
export interface CouponRequestContext {
  config: Pick<CouponConfig, 'minBetTypeIds' | 'maxBetTypeIds'>;
  coefViewId: number;
  userId: number | null;
  refId: string | null;
  /** One key per placement attempt; a retry of the same attempt reuses it. */
  idempotencyKey: string;
  isBonusAccount: boolean;
}

/**
 * Everything that stops a coupon from being placed: no selections, a locked or
 * finished selection, selections of one game in a combination, too few selections for the type, a system value out of
 * range, a chain block above its maximum, an amount outside the limits.
 */
export function validateCoupon(
  state: CouponState,
  ctx: Pick<CouponRequestContext, 'config' | 'isBonusAccount'>,
): Result<CouponState, CouponError> {
  const own = ownBets(state.bets);
  if (own.length === 0) return err({ code: 'no-bets' });
  // A game over is said first (QA12 #2): its outcomes are locked too, and "remove it or wait" would never end.
  const finished = state.bets.filter(isBetFinished).map((bet) => bet.id);
  if (finished.length > 0) return err({ code: 'bet-finished', betIds: finished });
  const locked = state.bets.filter(isBetLocked).map((bet) => bet.id);
  if (locked.length > 0) return err({ code: 'bet-locked', betIds: locked });
  // spec 000 §5: selections of one game depend on each other, so a combination cannot hold them.
  const related = dependentSelectionIds(state);
  if (related.length > 0) return err({ code: 'related-selections', betIds: related });
  if (own.length < MIN_BETS_BY_TYPE[state.typeId] || (state.typeId === CouponType.SINGLE && own.length !== 1)) {
    return err({ code: 'type-not-available', typeId: state.typeId, betCount: own.length });
  }
  if (state.typeId === CouponType.SYSTEM) {
    const system = validateSystemValue(state.systemValue, own.length, bankerCount(state));
    if (!system.ok) return system;
  }
  // Long prices make an express all but sure to lose, so its anti-express would pay back no more than the stake.
  if (state.typeId === CouponType.ANTI_EXPRESS && !(state.coef > 1)) return err({ code: 'anti-express-not-offered' });
  // A VIP bet asks to stake above the maximum; the bookmaker reviews it instead.
  const limits = placementAmountLimits(couponAmountLimits(state, ctx.config, ctx.isBonusAccount), state.isActiveVipBet);
  if (state.typeId === CouponType.MULTIPLE_SINGLES) {
    // QA15 #4, our design: multiple singles are placed single by single (the bookmaker answers each), so a single
    // staked outside the limits does not hold back the others: they go, and it is refused alone and stays in the
    // slip, its field marked beforehand (singlesOutOfLimits). Only when no single is within the limits is the
    // coupon refused here, naming how many. A single without a stake still stops the coupon (nothing to send).
    const outside: string[] = [];
    for (const bet of own) {
      const checked = validateAmount(ownValue(state.amountByBetId, bet.id) ?? 0, limits);
      if (checked.ok) continue;
      if (checked.error.code === 'amount-invalid') return checked;
      outside.push(bet.id);
    }
    if (outside.length === own.length) return err({ code: 'singles-amount-out-of-limits', betIds: outside, min: limits.min, max: limits.max });
    return ok(state);
  }
  if (state.typeId === CouponType.CHAIN) {
    const stakes = couponChainStakes(state);
    if (stakes.length < 2) return err({ code: 'chain-needs-two-blocks', blocks: stakes.length });
    // The first block's stake is said first: the later ones ride on it.
    const first = validateAmount(state.amount, limits);
    if (!first.ok) return first;
    for (const [index, stake] of stakes.entries()) {
      if (index === 0) continue;
      if (stake.amount > stake.max) {
        return err({ code: 'block-amount-above-max', blockId: stake.blockId, block: index + 1, amount: stake.amount, max: stake.max });
      }
      if (!(stake.amount > 0)) return err({ code: 'amount-invalid', amount: stake.amount });
      // QA15 #2: every stake the chain makes is a stake the bookmaker takes, so a later block (typed, or following
      // a small return) below the coupon's minimum is refused, its block named, as the first block's stake is.
      if (limits.min !== null && stake.amount < limits.min) {
        return err({ code: 'block-amount-below-min', blockId: stake.blockId, block: index + 1, amount: stake.amount, min: limits.min });
      }
    }
  }
  const checked = validateAmount(state.amount, limits);
  return checked.ok ? ok(state) : checked;
}

/**
 * QA15 #4: the multiple singles whose own stake is outside the coupon's limits (`couponAmountLimits`), in the
 * slip's order: the slip marks their fields before Place bet, and placing leaves them behind (validateCoupon).
 * A single without a stake is not counted here: the field says that itself.
 */
export function singlesOutOfLimits(
  state: Pick<CouponState, 'typeId' | 'bets' | 'amountByBetId'>,
  limits: AmountLimits,
): string[] {
  if (state.typeId !== CouponType.MULTIPLE_SINGLES) return [];
  return ownBets(state.bets)
    .filter((bet) => {
      const checked = validateAmount(ownValue(state.amountByBetId, bet.id) ?? 0, limits);
      return !checked.ok && checked.error.code !== 'amount-invalid';
    })
    .map((bet) => bet.id);
}

/**
 * Build the coupon sent to the server, or say why it cannot be placed: validateCoupon's reasons, and exact
 * odds that are not the coupon's odds. Exact odds ask the server to accept the coupon only at exactly them,
 * so a coupon at other odds could only be refused, and its possible win (spec 000 §5: amount × exact
 * coefficient) would promise what the selections do not pay. Compared at the precision the request sends
 * (roundCoef). Multiple singles go at each single's own odds and send none, so they are not compared.
 */
export function buildCouponRequest(
  state: CouponState,
  settings: CouponSettings,
  ctx: CouponRequestContext,
): Result<CouponRequest, CouponError> {
  const valid = validateCoupon(state, ctx);
  if (!valid.ok) return valid;
  const stake = totalStake(state);
  const isMultipleSingles = state.typeId === CouponType.MULTIPLE_SINGLES;
  if (!isMultipleSingles && settings.exactCoef !== null && !isSameCoef(settings.exactCoef, state.coef)) {
    return err({ code: 'exact-coef-mismatch', exactCoef: settings.exactCoef, coef: roundCoef(state.coef) });
  }
  const amountByBlockId =
    state.typeId === CouponType.CHAIN
      ? Object.fromEntries(couponChainStakes(state).map((s) => [String(s.blockId), s.amount]))
      : {};
  return ok({
    id: state.isCouponLoadedFromCode && state.loadCouponInputValue !== '' ? state.loadCouponInputValue : null,
    accountId: state.accountId,
    amount: stake,
    amountByBlockId,
    bets: state.bets.map((bet) => ({
      id: bet.id,
      gameId: bet.gameId,
      coef: bet.coef,
      blockId: bet.blockId,
      marketId: bet.market.id,
      typeId: bet.typeId,
      statusId: bet.statusId,
      permanentId: bet.permanentId,
      expressId: bet.expressId,
      isLive: isBetLive(bet),
      amount: isMultipleSingles ? (ownValue(state.amountByBetId, bet.id) ?? 0) : null,
    })),
    changeCoefAction: settings.changeCoefAction,
    coef: roundCoef(state.coef),
    coefByView: state.coefByView,
    coefViewId: ctx.coefViewId,
    // One exact price for the coupon; multiple singles are placed at each single's own odds.
    exactCoef: isMultipleSingles ? null : settings.exactCoef,
    isDropOnScoreChange: isMultipleSingles ? false : settings.isDropOnScoreChange,
    prepaidAmount: roundMoney(Math.min(Math.max(0, state.availablePrepaidAmount), stake)),
    refId: ctx.refId,
    systemValue: state.systemValue,
    typeId: state.typeId,
    userId: ctx.userId,
    hyperBonusPercent: state.hyperBonus?.percent ?? null,
    hyperBonusMinBetLimit: state.hyperBonus?.minBetLimit ?? null,
    hyperBonusMaxLimit: state.hyperBonus?.maxLimit ?? null,
    idempotencyKey: ctx.idempotencyKey,
    isVipBet: state.isActiveVipBet,
    promoCode: couponPromoCode(state),
  });
}

/**
 * What a request pays if every selection wins, by the slip's own maths (totalCoef, couponPossibleWin) on the
 * request's selections at full precision, so the bookmaker's possible win is the slip's to the kopeck
 * (request.coef is rounded for the wire: 3 totals 1.88, 1.85, 1.99 as system 2/3 at 150 win 545.04, not
 * 150 × 3.634). `coef` is the total coefficient at full precision; capped at maxPayout.
 */
export function requestPossibleWin(
  request: Pick<CouponRequest, 'typeId' | 'systemValue' | 'amount' | 'amountByBlockId' | 'bets' | 'exactCoef'>,
  maxPayout: number,
): { coef: number; possibleWin: number } {
  const state: CouponState = {
    ...DEFAULT_COUPON,
    typeId: request.typeId,
    systemValue: request.systemValue,
    amount: request.amount,
    amountByBlockId: request.amountByBlockId,
    // Multiple singles: each selection carries its stake.
    amountByBetId: Object.fromEntries(request.bets.flatMap((bet) => (bet.amount === null ? [] : [[bet.id, bet.amount]]))),
    bets: request.bets.map((bet) =>
      createBet({ id: bet.id, gameId: bet.gameId, coef: bet.coef, blockId: bet.blockId, typeId: bet.typeId }),
    ),
    maxPayout,
  };
  const coef = totalCoef(state);
  return { coef, possibleWin: couponPossibleWin({ ...state, coef }, { exactCoef: request.exactCoef }) };
}
