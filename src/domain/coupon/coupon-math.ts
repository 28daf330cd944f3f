import type { Bet } from './bet';
import { amountLimits, roundMoney, ownValue, type AmountLimits } from './amount';
import { antiExpressCoef } from './anti-express';
import { hyperBonusAmount, ownBets, type HyperBonus } from './bonus-bet';
import { chainBlocks, chainPossibleWin, chainStakes, type ChainStake } from './chain';
import type { CouponConfig, CouponSettings, CouponState } from './coupon';
import { CouponType } from './coupon-types';
import type { PromoCodeEffect } from './promo-codes.port';
import { SYSTEM_BANKER_BLOCK_ID, systemCoef, systemLines, type SystemSelection } from './system-bet';

/** Coefficients travel and show with at most three decimals. */
export function roundCoef(coef: number): number {
  return Math.round(coef * 1000) / 1000;
}

/** Two coefficients are the same price when they travel the same (roundCoef): exact odds are compared so. */
export function isSameCoef(a: number, b: number): boolean {
  return roundCoef(a) === roundCoef(b);
}

/**
 * A decimal coefficient at the precision it travels: two decimals, three when the third counts
 * (50 → "50.00", 3.12 → "3.12", 3.6336 → "3.634"), so two prices that differ (isSameCoef) never read the same.
 */
export function formatCoef(coef: number): string {
  const rounded = roundCoef(coef);
  return rounded.toFixed(Math.round(rounded * 1000) % 10 === 0 ? 2 : 3);
}

/** Express: the product of the coefficients (0 for no selections). */
export function expressCoef(coefs: readonly number[]): number {
  return coefs.length === 0 ? 0 : coefs.reduce((product, coef) => product * coef, 1);
}

/** A selection is a banker only in a system coupon, in the banker block. */
export function isBanker(state: Pick<CouponState, 'typeId'>, bet: Pick<Bet, 'blockId'>): boolean {
  return state.typeId === CouponType.SYSTEM && bet.blockId === SYSTEM_BANKER_BLOCK_ID;
}

export function bankerCount(state: Pick<CouponState, 'typeId' | 'bets'>): number {
  return state.bets.filter((bet) => isBanker(state, bet)).length;
}

/** The coupon's system as the maths sees it. */
export function systemSelection(state: Pick<CouponState, 'typeId' | 'bets' | 'systemValue'>): SystemSelection {
  const bets = ownBets(state.bets);
  return {
    coefs: bets.filter((bet) => !isBanker(state, bet)).map((bet) => bet.coef),
    bankerCoefs: bets.filter((bet) => isBanker(state, bet)).map((bet) => bet.coef),
    value: state.systemValue,
  };
}

/** Number of lines of the coupon: C(n−b, k−b) for a system, one per selection for multiple singles, else 1. */
export function couponLines(state: Pick<CouponState, 'typeId' | 'bets' | 'systemValue'>): number {
  if (state.bets.length === 0) return 0;
  if (state.typeId === CouponType.SYSTEM) return systemLines(systemSelection(state));
  if (state.typeId === CouponType.MULTIPLE_SINGLES) return ownBets(state.bets).length;
  return 1;
}

/** Chain stakes of the coupon; the first block is the coupon amount, capped by the coupon maximum. */
export function couponChainStakes(
  state: Pick<CouponState, 'bets' | 'amount' | 'amountByBlockId' | 'maxBetAmount'>,
): ChainStake[] {
  return chainStakes(chainBlocks(ownBets(state.bets)), state.amountByBlockId, state.amount, state.maxBetAmount);
}

/** Total stake leaving the account: the sum of the singles for 10001, the coupon amount otherwise. */
export function totalStake(state: Pick<CouponState, 'typeId' | 'bets' | 'amount' | 'amountByBetId'>): number {
  if (state.typeId !== CouponType.MULTIPLE_SINGLES) return state.amount;
  return roundMoney(ownBets(state.bets).reduce((sum, bet) => sum + (ownValue(state.amountByBetId, bet.id) ?? 0), 0));
}

/**
 * Total coefficient by type: single — its coefficient; express — the product
 * (bonus bet included); system — possible win per unit of stake; chain —
 * possible win per unit of the first stake (the product when all is
 * reinvested); anti-express — its own coefficient; multiple singles —
 * possible win per unit of total stake. 0 for an empty coupon.
 */
export function totalCoef(state: CouponState): number {
  const own = ownBets(state.bets);
  if (own.length === 0) return 0;
  switch (state.typeId) {
    case CouponType.SINGLE:
      return own[0]?.coef ?? 0;
    case CouponType.EXPRESS:
      return expressCoef(state.bets.map((bet) => bet.coef));
    case CouponType.SYSTEM:
      return systemCoef(systemSelection(state));
    case CouponType.CHAIN:
      return state.amount > 0
        ? chainPossibleWin(couponChainStakes(state)) / state.amount
        : expressCoef(own.map((bet) => bet.coef));
    case CouponType.ANTI_EXPRESS:
      return antiExpressCoef(own.map((bet) => bet.coef));
    case CouponType.MULTIPLE_SINGLES: {
      const stake = totalStake(state);
      return stake > 0 ? multipleSinglesWin(state) / stake : 0;
    }
  }
}

function multipleSinglesWin(state: Pick<CouponState, 'bets' | 'amountByBetId'>): number {
  return ownBets(state.bets).reduce((sum, bet) => sum + (ownValue(state.amountByBetId, bet.id) ?? 0) * bet.coef, 0);
}

/** One single of a multiple-singles coupon: its stake, and what it may win at its own odds. */
export interface SingleSummary {
  betId: string;
  stake: number;
  possibleWin: number;
  /** Its win was cut to the maximum payout. */
  capped: boolean;
}

/** What a multiple-singles slip says: each single, and the sums of their stakes and of their possible wins. */
export interface MultipleSinglesSummary {
  singles: SingleSummary[];
  totalStake: number;
  totalPossibleWin: number;
  /** A single's win was cut to the maximum payout. */
  capped: boolean;
}

/**
 * Multiple singles (10001, spec 000 §4: each bet its own amount) are independent singles sent at once, each
 * placed, paid and refused as a coupon of its own (the server answers per single). So the slip charges the
 * sum of their stakes, each single may win its stake × its own odds (capped at the maximum payout, which
 * binds each coupon the bookmaker pays), and the most the slip may return is the sum of those wins. No
 * combined odds: the singles win or lose apart, so a ratio of the sums is not a price anything is paid at.
 */
export function multipleSinglesSummary(
  state: Pick<CouponState, 'bets' | 'amountByBetId' | 'maxPayout'>,
): MultipleSinglesSummary {
  const singles = ownBets(state.bets).map((bet): SingleSummary => {
    const stake = ownValue(state.amountByBetId, bet.id) ?? 0;
    const win = roundMoney(stake * bet.coef);
    return { betId: bet.id, stake, possibleWin: Math.min(win, state.maxPayout), capped: win > state.maxPayout };
  });
  return {
    singles,
    totalStake: roundMoney(singles.reduce((sum, single) => sum + single.stake, 0)),
    totalPossibleWin: roundMoney(singles.reduce((sum, single) => sum + single.possibleWin, 0)),
    capped: singles.some((single) => single.capped),
  };
}

/**
 * What placing the coupon charges: multiple singles the sum of their stakes, every other type its amount
 * (a chain is charged its first block's stake, the coupon's amount; the later blocks ride on its win).
 */
export function couponTotalStake(state: Pick<CouponState, 'typeId' | 'bets' | 'amount' | 'amountByBetId' | 'maxPayout'>): number {
  return state.typeId === CouponType.MULTIPLE_SINGLES ? multipleSinglesSummary(state).totalStake : state.amount;
}

/**
 * What placing takes from the paying account (QA18 #2): the total stake less a free bet's amount, never below
 * 0 (a free bet pays up to its amount of the stake and is not charged; promoCodeGain). A win boost, or no
 * code, charges the whole stake. `effect` is the chosen code's, which the slip keeps only while it applies.
 */
export function couponChargedStake(totalStake: number, effect: PromoCodeEffect | null): number {
  const free = effect?.kind === 'free-bet' ? effect.amount : 0;
  return roundMoney(Math.max(0, totalStake - Math.max(0, free)));
}

/**
 * The stake is more than the paying account holds (QA12: multiple singles above the balance were placed in
 * part, and a single or combination refused, with no word before Place bet). Null balance: not known (a
 * visitor, or the accounts not loaded), so nothing to say.
 */
export function isStakeOverBalance(stake: number, balance: number | null): boolean {
  return balance !== null && Number.isFinite(balance) && stake > balance;
}

/** spec 000 §5: possible win = amount × exact coefficient if set, else total coefficient. */
export function possibleWin(amount: number, totalCoefficient: number, exactCoef: number | null): number {
  const coef = exactCoef !== null && exactCoef > 0 ? exactCoef : totalCoefficient;
  return roundMoney(amount * coef);
}

/**
 * The coupon's possible win: multiple singles sum their own wins, each capped at the max payout as the
 * coupon it is placed as (multipleSinglesSummary; each single is placed at its own odds, so the exact
 * coefficient, one price for the whole coupon, does not apply to them and is not sent: buildCouponRequest);
 * every other type follows spec 000 §5, capped at the coupon's max payout.
 */
export function couponPossibleWin(
  state: CouponState,
  settings: Pick<CouponSettings, 'exactCoef'>,
): number {
  if (state.typeId === CouponType.MULTIPLE_SINGLES) return multipleSinglesSummary(state).totalPossibleWin;
  return Math.min(possibleWin(state.amount, state.coef, settings.exactCoef), state.maxPayout);
}

/**
 * Possible win plus the hyper-bonus, which an express earns on top. The maximum payout (spec 000 §3) is what
 * the bookmaker pays at most for the coupon, bonus included, so the total never passes it: the hyper-bonus is
 * the part of it that fits under the cap, and `capped` says the win or the bonus was cut to the maximum payout.
 */
export function couponPossibleWinWithBonus(
  state: CouponState,
  settings: Pick<CouponSettings, 'exactCoef'>,
): { possibleWin: number; hyperBonus: number; total: number; capped: boolean } {
  if (state.typeId === CouponType.MULTIPLE_SINGLES) {
    // Singles earn no hyper-bonus, and each is capped on its own.
    const singles = multipleSinglesSummary(state);
    return { possibleWin: singles.totalPossibleWin, hyperBonus: 0, total: singles.totalPossibleWin, capped: singles.capped };
  }
  const uncapped = { ...state, maxPayout: Infinity };
  const fullWin = couponPossibleWin(uncapped, settings);
  return winWithHyperBonus(state.hyperBonus, { typeId: state.typeId, amount: state.amount, possibleWin: fullWin }, state.maxPayout);
}

/**
 * A win (before the cap) and the hyper-bonus `offer` pays on it, under the maximum payout: the win is capped,
 * and the hyper-bonus is the part of win + bonus that still fits. Used for the slip's win and for a win the
 * bookmaker recorded at other prices (the success coupon).
 */
export function winWithHyperBonus(
  offer: HyperBonus | null,
  coupon: { typeId: number; amount: number; possibleWin: number },
  maxPayout: number,
): { possibleWin: number; hyperBonus: number; total: number; capped: boolean } {
  const fullTotal = roundMoney(coupon.possibleWin + hyperBonusAmount(offer, coupon));
  const win = Math.min(coupon.possibleWin, maxPayout);
  const total = Math.min(fullTotal, maxPayout);
  return { possibleWin: win, hyperBonus: roundMoney(total - win), total, capped: fullTotal > maxPayout };
}

/**
 * The amount limits of the coupon (spec 000 §5). A system's minimum is its
 * line count times the minimum bet, so every line meets the minimum.
 */
export function couponAmountLimits(
  state: CouponState,
  config: Pick<CouponConfig, 'minBetTypeIds' | 'maxBetTypeIds'>,
  isBonusAccount: boolean,
): AmountLimits {
  const lines = state.typeId === CouponType.SYSTEM ? couponLines(state) : 1;
  return amountLimits({
    typeId: state.typeId,
    minBetAmount: state.minBetAmount * Math.max(1, lines),
    maxBetAmount: state.maxBetAmount,
    isBonusAccount,
    minBetTypeIds: config.minBetTypeIds,
    maxBetTypeIds: config.maxBetTypeIds,
  });
}
