import type { CouponTypeId } from './coupon-types';

/** Which coupons a code applies to: their types, and the fewest selections of the player's own (a bonus bet not counted). */
export interface PromoCodeScope {
  couponTypes: readonly CouponTypeId[];
  minSelections: number;
}

/**
 * What a promo code gives (our design; spec 000 §3 names the codes only). A win boost adds `percent` of the
 * coupon's net win (possible win less the stake) to what it pays if it wins; a free bet pays up to `amount`
 * of the stake, in `currency` (the paying account's: on an account in another currency it does not apply),
 * and that much is not charged.
 */
export type PromoCodeEffect =
  | ({ kind: 'win-boost'; percent: number } & PromoCodeScope)
  | ({ kind: 'free-bet'; amount: number; currency: string } & PromoCodeScope);

/** One of the player's promo codes (spec 000 §3 promoCodes). */
export interface PromoCode {
  code: string;
  /** What the code gives, in the player's language. */
  title: string;
  /** What it gives, machine-readably; null when the server sent none the client can read (the title still says). */
  effect: PromoCodeEffect | null;
}

/** The signed-in player's promo codes; a failure leaves the slip without a list (typing a code still works). */
export type PromoCodesOutcome = { kind: 'loaded'; codes: PromoCode[] } | { kind: 'failed' };

export interface PromoCodesPort {
  list(): Promise<PromoCodesOutcome>;
}
export const PromoCodesPort = Symbol.for('PromoCodesPort');
