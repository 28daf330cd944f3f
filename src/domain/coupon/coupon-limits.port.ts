import type { HyperBonus } from './bonus-bet';
import type { CouponTypeId } from './coupon-types';

/** What the bookmaker needs to price its limits for the coupon as it stands. */
export interface CouponLimitsQuery {
  typeId: CouponTypeId;
  accountId: number | null;
  /** The player's own selections (the bonus bet left out). */
  bets: { id: string; gameId: number; coef: number; isLive: boolean }[];
}

/**
 * The bookmaker's limits and offers for one coupon (spec 000 §3 coupon state:
 * minBetAmount, maxBetAmount, maxPayout, hyper-bonus percent with its min bet
 * limit and max limit).
 */
export interface CouponOffer {
  /** 0 when no minimum exists; for a system it is per line. */
  minBetAmount: number;
  /** Infinity when the bookmaker sets none. */
  maxBetAmount: number;
  /** The most one coupon pays; Infinity when none. */
  maxPayout: number;
  /** null when no hyper-bonus is offered for this coupon. */
  hyperBonus: HyperBonus | null;
}

export type CouponOfferOutcome = { kind: 'loaded'; offer: CouponOffer } | { kind: 'network-failure'; retryable: boolean };

/**
 * Limits and hyper-bonus offers for the coupon in the slip. No method rejects
 * on a bookmaker answer; an adapter with no such call yet may reject, and the
 * slip then shows no limits (the placement answer still enforces them).
 */
export interface CouponLimitsPort {
  limits(query: CouponLimitsQuery): Promise<CouponOfferOutcome>;
}
export const CouponLimitsPort = Symbol.for('CouponLimitsPort');
