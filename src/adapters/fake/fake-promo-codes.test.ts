import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../browser/web-storage';
import { FakeClock } from './fake-clock';
import { FakePromoCodes } from './fake-promo-codes';
import { FakeWorld } from './fake-world';

const world = (fake: Record<string, unknown>) => new FakeWorld(new MemoryStorage(), new FakeClock(), `?fake=${encodeURIComponent(JSON.stringify(fake))}`);

describe('FakePromoCodes: the demo player\'s codes, titled in the language asked, as a backend answers (QA7 11: English titles on Russian pages)', () => {
  it('a Russian page gets Russian titles, an English one English titles; the codes are the same', async () => {
    let language = 'ru';
    const codes = new FakePromoCodes(world({ signedIn: true }), () => language);
    expect(await codes.list()).toEqual({
      kind: 'loaded',
      codes: [
        { code: 'WELCOME10', title: '+10 % к выигрышу следующего экспресса' },
        { code: 'FREEBET500', title: 'Бесплатная ставка 500' },
      ],
    });
    language = 'en';
    expect(await codes.list()).toMatchObject({ kind: 'loaded', codes: [{ code: 'WELCOME10', title: '10 % more on the win of your next express' }, { code: 'FREEBET500' }] });
  });

  it('a visitor has none, and a failed list says so', async () => {
    expect(await new FakePromoCodes(world({ signedIn: false }), () => 'ru').list()).toEqual({ kind: 'loaded', codes: [] });
    expect(await new FakePromoCodes(world({ signedIn: true, fail: ['promo-codes'] })).list()).toEqual({ kind: 'failed' });
  });
});
