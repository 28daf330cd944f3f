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

/**
 * The promo code a placed coupon used and what it gave (QA18 #5, our design, as leading books name it on the bet
 * receipt), in the coupon's currency: a win boost, its percent of the net win and the `amount` it added to the
 * coupon's possible win (which includes it; the hyper-bonus is counted on the win before it); a free bet, the
 * `amount` of the stake it paid, which was not charged. Absent: the coupon used no code.
 */
export type PlacedPromoCode =
  | { code: string; kind: 'win-boost'; percent: number; amount: number }
  | { code: string; kind: 'free-bet'; amount: number };

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
