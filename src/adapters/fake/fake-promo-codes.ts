import type { PromoCode, PromoCodesOutcome, PromoCodesPort } from '../../domain/coupon';
import type { FakeWorld } from './fake-world';

/** The demo player's promo codes; the demo bookmaker accepts these and refuses any other (fake-bet-placement.ts). */
export const DEMO_PROMO_CODES: readonly PromoCode[] = [
  { code: 'WELCOME10', title: '10 % more on the win of your next express' },
  { code: 'FREEBET500', title: 'A free bet of 500' },
];

/** Their titles in Russian: a backend answers in the language asked (the HTTP adapter sends it), so the demo does. */
const TITLES_RU: Readonly<Record<string, string>> = {
  WELCOME10: '+10 % к выигрышу следующего экспресса',
  FREEBET500: 'Бесплатная ставка 500',
};

export const isDemoPromoCode = (code: string): boolean => DEMO_PROMO_CODES.some((own) => own.code === code);

/** PromoCodesPort of the offline site: the demo codes for the signed-in player, none for a visitor. */
export class FakePromoCodes implements PromoCodesPort {
  constructor(
    private readonly world: FakeWorld,
    /** The page's language, which the titles are answered in. */
    private readonly language: () => string = () => 'en',
  ) {}

  async list(): Promise<PromoCodesOutcome> {
    try {
      return await this.world.respond('promo-codes', () => {
        if (!this.world.state.signedIn) return { kind: 'loaded' as const, codes: [] };
        const ru = this.language() === 'ru';
        return { kind: 'loaded' as const, codes: DEMO_PROMO_CODES.map((own) => (ru ? { ...own, title: TITLES_RU[own.code] ?? own.title } : { ...own })) };
      });
    } catch {
      return { kind: 'failed' };
    }
  }
}
