import { validateAmount, type AmountLimits } from '../../domain/coupon';

/** Why the coupon's stake is outside its limits, as the slip says it before Place bet; null: within them. */
export type StakeLimitProblem = 'below-min' | 'above-max' | null;

/**
 * Whether the coupon's stake is outside the limits the slip shows (`$summary`'s minAmount and maxAmount, which are
 * the domain's `couponAmountLimits`: a system's minimum is its per-line minimum times its lines), judged by the
 * domain's `validateAmount` as placing judges it (`validateCoupon`): a VIP bet asks to stake above the maximum, so
 * only its minimum holds. A stake of 0 or none is not counted: the field says that itself, as `singlesOutOfLimits`
 * leaves such a single unmarked.
 */
export function stakeLimitProblem(amount: number, limits: AmountLimits, isVipBet: boolean): StakeLimitProblem {
  const checked = validateAmount(amount, isVipBet ? { ...limits, max: Infinity } : limits);
  if (checked.ok) return null;
  if (checked.error.code === 'amount-below-min') return 'below-min';
  if (checked.error.code === 'amount-above-max') return 'above-max';
  return null;
}
