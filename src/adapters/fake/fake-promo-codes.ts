import { CouponType, type PromoCode, type PromoCodesOutcome, type PromoCodesPort } from '../../domain/coupon';
import type { FakeWorld } from './fake-world';

/**
 * The demo player's promo codes, each with what it gives (QA17 #2): a win boost for an express of three or
 * more, and a free bet of 500 RUB on a single or an express. The demo bookmaker accepts these, applies them and
 * uses them up (fake-bet-placement.ts); it refuses any other code.
 */
export const DEMO_PROMO_CODES: readonly PromoCode[] = [
  {
    code: 'WELCOME10',
    title: '10 % more on the net win of an express of 3 or more',
    effect: { kind: 'win-boost', percent: 10, couponTypes: [CouponType.EXPRESS], minSelections: 3 },
  },
  {
    code: 'FREEBET500',
    title: 'A free bet of 500 RUB on a single or an express',
    effect: { kind: 'free-bet', amount: 500, currency: 'RUB', couponTypes: [CouponType.SINGLE, CouponType.EXPRESS], minSelections: 1 },
  },
];

/** Their titles in Russian: a backend answers in the language asked (the HTTP adapter sends it), so the demo does. */
const TITLES_RU: Readonly<Record<string, string>> = {
  WELCOME10: '+10 % к чистому выигрышу экспресса из 3 событий и больше',
  FREEBET500: 'Бесплатная ставка 500 RUB на ординар или экспресс',
};

export const demoPromoCode = (code: string): PromoCode | undefined => DEMO_PROMO_CODES.find((own) => own.code === code);

/** PromoCodesPort of the offline site: the demo codes for the signed-in player, none for a visitor. */
export class FakePromoCodes implements PromoCodesPort {
  constructor(
    private readonly world: FakeWorld,
    /** The page's language, which the titles are answered in. */
    private readonly language: () => string = () => 'en',
    /** Codes an accepted coupon used up (FakeBetPlacement.usedPromoCodes): the list leaves them out (QA17 #2). */
    private readonly used: () => readonly string[] = () => [],
  ) {}

  async list(): Promise<PromoCodesOutcome> {
    try {
      return await this.world.respond('promo-codes', () => {
        if (!this.world.state.signedIn) return { kind: 'loaded' as const, codes: [] };
        const ru = this.language() === 'ru';
        const used = new Set(this.used());
        return { kind: 'loaded' as const, codes: DEMO_PROMO_CODES.filter((own) => !used.has(own.code)).map((own) => (ru ? { ...own, title: TITLES_RU[own.code] ?? own.title } : { ...own })) };
      });
    } catch {
      return { kind: 'failed' };
    }
  }
}
