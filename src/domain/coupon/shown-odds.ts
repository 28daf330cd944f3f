/**
 * The total odds a coupon shows, rounded once, by the view (QA15 #3). The coefficient a coupon travels at is
 * rounded to three decimals (roundCoef) and stays so in the request; rounding that figure again to the
 * view's two decimals rounded twice (3.1248 → 3.125 → 3.13) and read against a possible win counted at full
 * precision (468.72 on 150 is 3.1248, not 3.13 × 150 = 469.50). So the slip shows the coupon's own
 * coefficient and a placed coupon the price its recorded win was counted at, each rounded once.
 */

/** Digits kept against binary noise (1.79 × 2.5 is 4.474999…): far below any view's rounding, so no second rounding. */
const CLEAN_DIGITS = 12;

const clean = (value: number): number => (Number.isFinite(value) ? Number(value.toPrecision(CLEAN_DIGITS)) : value);

/**
 * The slip's total odds: the coupon's coefficient at full precision (a system's, chain's: its possible win per
 * unit of stake, totalCoef), for the view to round once.
 */
export function slipTotalCoef(coef: number): number {
  return clean(coef);
}

/**
 * A placed coupon's total odds (printed coupon): its recorded possible win per unit of stake, the price the
 * bookmaker counted that win at, when that is the coupon's price (the win not cut to the maximum payout, so
 * it agrees with the recorded three-decimal `coef` to within both roundings); otherwise the recorded `coef`.
 * A system has no single price: its win per unit of stake is the only total it has. So the printed coupon
 * reads as the slip did for the same coupon (3.12 beside 468.72 on 150, both).
 */
export function placedTotalCoef(coupon: { coef: number; amount: number; possibleWin: number }): number {
  if (!(coupon.amount > 0) || !(coupon.possibleWin > 0)) return coupon.coef;
  const perStake = coupon.possibleWin / coupon.amount;
  // coef is within half a thousandth of the price, the win within half a cent of price × stake.
  const tolerance = 0.0005 + 0.005 / coupon.amount + 1e-9;
  return Math.abs(perStake - coupon.coef) <= tolerance ? clean(perStake) : coupon.coef;
}
