/** One of the player's promo codes (spec 000 §3 promoCodes). */
export interface PromoCode {
  code: string;
  /** What the code gives, in the player's language. */
  title: string;
}

/** The signed-in player's promo codes; a failure leaves the slip without a list (typing a code still works). */
export type PromoCodesOutcome = { kind: 'loaded'; codes: PromoCode[] } | { kind: 'failed' };

export interface PromoCodesPort {
  list(): Promise<PromoCodesOutcome>;
}
export const PromoCodesPort = Symbol.for('PromoCodesPort');
