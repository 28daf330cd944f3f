import type { PromoCode, PromoCodesOutcome, PromoCodesPort } from '../../domain/coupon';
import type { FakeWorld } from './fake-world';

/** The demo player's promo codes; the demo bookmaker accepts these and refuses any other (fake-bet-placement.ts). */
export const DEMO_PROMO_CODES: readonly PromoCode[] = [
  { code: 'WELCOME10', title: '10 % more on the win of your next express' },
  { code: 'FREEBET500', title: 'A free bet of 500' },
];

export const isDemoPromoCode = (code: string): boolean => DEMO_PROMO_CODES.some((own) => own.code === code);

/** PromoCodesPort of the offline site: the demo codes for the signed-in player, none for a visitor. */
export class FakePromoCodes implements PromoCodesPort {
  constructor(private readonly world: FakeWorld) {}

  async list(): Promise<PromoCodesOutcome> {
    try {
      return await this.world.respond('promo-codes', () => ({ kind: 'loaded' as const, codes: this.world.state.signedIn ? [...DEMO_PROMO_CODES] : [] }));
    } catch {
      return { kind: 'failed' };
    }
  }
}
