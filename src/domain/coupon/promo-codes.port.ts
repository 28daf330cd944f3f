import type { PromoCode } from './promo-code';

/** The signed-in player's promo codes; a failure leaves the slip without a list (typing a code still works). */
export type PromoCodesOutcome = { kind: 'loaded'; codes: PromoCode[] } | { kind: 'failed' };

export interface PromoCodesPort {
  list(): Promise<PromoCodesOutcome>;
}
export const PromoCodesPort = Symbol.for('PromoCodesPort');
