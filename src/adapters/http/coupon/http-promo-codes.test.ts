import { describe, expect, it } from 'vitest';
import { jsonResponse, RecordingLogger, scriptedServer } from '../pipeline/test-doubles';
import { HttpPromoCodes } from './http-promo-codes';

const BASE = 'http://site.test/web-api';

function setUp(body: unknown) {
  const server = scriptedServer(() => jsonResponse(body));
  const logger = new RecordingLogger();
  return { logger, codes: new HttpPromoCodes({ baseUrl: BASE, fetch: server.fetch, logger, language: () => 'en' }) };
}

const BOOST = { kind: 'win-boost', percent: 10, couponTypes: [1], minSelections: 3 };

describe('HttpPromoCodes: what each code gives (QA17 #2)', () => {
  it('maps a win boost and a free bet; a code without an effect has none', async () => {
    const freeBet = { kind: 'free-bet', amount: 500, currency: 'RUB', couponTypes: [0, 1], minSelections: 1 };
    const t = setUp({ codes: [{ code: 'WELCOME10', title: 'Boost', effect: BOOST }, { code: 'FREEBET500', title: 'Free', effect: freeBet }, { code: 'PLAIN', title: 'Plain' }] });
    await expect(t.codes.list()).resolves.toEqual({
      kind: 'loaded',
      codes: [
        { code: 'WELCOME10', title: 'Boost', effect: BOOST },
        { code: 'FREEBET500', title: 'Free', effect: freeBet },
        { code: 'PLAIN', title: 'Plain', effect: null },
      ],
    });
    expect(t.logger.entries).toEqual([]);
  });

  it.each([
    ['a kind the client does not know', { kind: 'cashback', percent: 5, couponTypes: [1], minSelections: 1 }],
    ['a malformed win boost (percent as text)', { ...BOOST, percent: '10' }],
    ['a coupon type the client does not know', { ...BOOST, couponTypes: [1, 77] }],
    ['not an object', 'ten percent'],
  ])('an unreadable effect (%s) keeps the code listed, without an effect, and is logged', async (_, effect) => {
    const t = setUp({ codes: [{ code: 'ODD', title: 'Something', effect }, { code: 'WELCOME10', title: 'Boost', effect: BOOST }] });
    await expect(t.codes.list()).resolves.toEqual({
      kind: 'loaded',
      codes: [
        { code: 'ODD', title: 'Something', effect: null },
        { code: 'WELCOME10', title: 'Boost', effect: BOOST },
      ],
    });
    expect(t.logger.entries).toEqual([{ level: 'warn', message: 'getPromoCodes: effect not read, code listed without it', context: { operation: 'getPromoCodes', promoCode: 'ODD' } }]);
  });
});
