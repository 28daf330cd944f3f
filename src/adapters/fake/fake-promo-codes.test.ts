import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../browser/web-storage';
import { FakeClock } from './fake-clock';
import { DEMO_PROMO_CODES, FakePromoCodes } from './fake-promo-codes';
import { FakeWorld } from './fake-world';

const world = (fake: Record<string, unknown>) => new FakeWorld(new MemoryStorage(), new FakeClock(), `?fake=${encodeURIComponent(JSON.stringify(fake))}`);

describe('FakePromoCodes: the demo player\'s codes, titled in the language asked, as a backend answers (QA7 11: English titles on Russian pages)', () => {
  it('a Russian page gets Russian titles, an English one English titles; the codes are the same', async () => {
    let language = 'ru';
    const codes = new FakePromoCodes(world({ signedIn: true }), () => language);
    expect(await codes.list()).toEqual({
      kind: 'loaded',
      codes: [
        { code: 'WELCOME10', title: '+10 % к чистому выигрышу экспресса из 3 событий и больше', effect: DEMO_PROMO_CODES[0]!.effect },
        { code: 'FREEBET500', title: 'Бесплатная ставка 500 RUB на ординар или экспресс', effect: DEMO_PROMO_CODES[1]!.effect },
      ],
    });
    language = 'en';
    expect(await codes.list()).toMatchObject({ kind: 'loaded', codes: [{ code: 'WELCOME10', title: '10 % more on the net win of an express of 3 or more' }, { code: 'FREEBET500' }] });
  });

  it('a visitor has none, and a failed list says so', async () => {
    expect(await new FakePromoCodes(world({ signedIn: false }), () => 'ru').list()).toEqual({ kind: 'loaded', codes: [] });
    expect(await new FakePromoCodes(world({ signedIn: true, fail: ['promo-codes'] })).list()).toEqual({ kind: 'failed' });
  });

  it('QA17 #2: each demo code says what it gives, machine-readably: a win boost for an express of 3 or more, a free bet of 500 RUB', async () => {
    expect(await new FakePromoCodes(world({ signedIn: true })).list()).toMatchObject({
      kind: 'loaded',
      codes: [
        { code: 'WELCOME10', effect: { kind: 'win-boost', percent: 10, couponTypes: [1], minSelections: 3 } },
        { code: 'FREEBET500', effect: { kind: 'free-bet', amount: 500, currency: 'RUB', couponTypes: [0, 1], minSelections: 1 } },
      ],
    });
  });
});
