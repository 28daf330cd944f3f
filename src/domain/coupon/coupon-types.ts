/**
 * Coupon type ids. 0, 1, 2 and 10001 are spec 000 §4. The spec says other
 * types with blocks or chain behaviour exist without listing them; CHAIN (3)
 * and ANTI_EXPRESS (4) are our design, defined in chain.ts and anti-express.ts.
 */
export const CouponType = {
  SINGLE: 0,
  /** Accumulator: every selection must win; total coefficient is the product. */
  EXPRESS: 1,
  /** System k of n, optionally with bankers (see system-bet.ts). */
  SYSTEM: 2,
  /** Our design: blocks played one after another, each staked from the previous one's return. */
  CHAIN: 3,
  /** Our design: wins when the express of the same selections would lose. */
  ANTI_EXPRESS: 4,
  /** Several singles placed at once, each with its own amount. */
  MULTIPLE_SINGLES: 10001,
} as const;
export type CouponTypeId = (typeof CouponType)[keyof typeof CouponType];

export const COUPON_TYPE_IDS: readonly CouponTypeId[] = [
  CouponType.SINGLE,
  CouponType.EXPRESS,
  CouponType.SYSTEM,
  CouponType.CHAIN,
  CouponType.ANTI_EXPRESS,
  CouponType.MULTIPLE_SINGLES,
];

export function isCouponTypeId(value: number): value is CouponTypeId {
  return (COUPON_TYPE_IDS as readonly number[]).includes(value);
}

/**
 * Fewest selections each type needs. A single is exactly one selection; a
 * system needs 3, since 2 of 2 is an express; a chain needs two blocks, so two
 * selections.
 */
export const MIN_BETS_BY_TYPE: Readonly<Record<CouponTypeId, number>> = {
  [CouponType.SINGLE]: 1,
  [CouponType.EXPRESS]: 2,
  [CouponType.SYSTEM]: 3,
  [CouponType.CHAIN]: 2,
  [CouponType.ANTI_EXPRESS]: 2,
  [CouponType.MULTIPLE_SINGLES]: 2,
};

/** Which optional types the site offers (config). */
export interface CouponTypeAvailability {
  chainEnabled: boolean;
  antiExpressEnabled: boolean;
}

/** Types a coupon of `betCount` selections can switch to, in selector order. */
export function availableCouponTypes(
  betCount: number,
  availability: CouponTypeAvailability,
): CouponTypeId[] {
  return COUPON_TYPE_IDS.filter((typeId) => {
    if (typeId === CouponType.CHAIN && !availability.chainEnabled) return false;
    if (typeId === CouponType.ANTI_EXPRESS && !availability.antiExpressEnabled) return false;
    if (typeId === CouponType.SINGLE) return betCount === 1;
    return betCount >= MIN_BETS_BY_TYPE[typeId];
  });
}
