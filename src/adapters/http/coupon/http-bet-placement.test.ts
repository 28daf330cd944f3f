import { describe, expect, it } from 'vitest';
import type { CouponRequest } from '../../../domain/coupon/coupon-request';
import { exampleOf, immediateClock } from '../pact/pact-harness';
import { jsonResponse, RecordingLogger, scriptedServer } from '../pipeline/test-doubles';
import { HttpBetPlacement } from './http-bet-placement';

const REQUEST: CouponRequest = {
  id: null, accountId: 5001, amount: 150, amountByBlockId: {},
  bets: [{ id: '501234-1', gameId: 501234, coef: 1.85, blockId: 0, marketId: 1, typeId: 1, statusId: -2, permanentId: 9001234, expressId: null, isLive: false, amount: null }],
  changeCoefAction: 2, coef: 1.85, coefByView: '1.85', coefViewId: 0, exactCoef: null, isDropOnScoreChange: false, prepaidAmount: 0,
  refId: null, systemValue: 2, typeId: 0, userId: 1001, hyperBonusPercent: null, hyperBonusMinBetLimit: null, hyperBonusMaxLimit: null,
  idempotencyKey: '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a41', isVipBet: false, promoCode: null,
};

const placement = (answer: () => Response) =>
  new HttpBetPlacement({ baseUrl: 'http://site.test/web-api', fetch: scriptedServer(answer).fetch, logger: new RecordingLogger(), clock: immediateClock, language: () => 'en' });

describe('HttpBetPlacement: a malformed placement answer never reaches the slip', () => {
  it.each([0.5, 0, -1, 1e6])('409 with a new price of %s is not a price: no odds change is applied, the outcome is a failure', async (newCoef) => {
    const outcome = await placement(() =>
      jsonResponse({ status: 'odds-changed', message: 'Odds have changed', changes: [{ betId: '501234-1', oldCoef: 1.85, newCoef }] }, 409),
    ).place(REQUEST);
    expect(outcome.kind).toBe('network-failure');
  });

  it('409 with a real price is the odds-changed outcome', async () => {
    const outcome = await placement(() =>
      jsonResponse({ status: 'odds-changed', message: 'Odds have changed', changes: [{ betId: '501234-1', oldCoef: 1.85, newCoef: 1.8 }] }, 409),
    ).place(REQUEST);
    expect(outcome).toEqual({ kind: 'odds-changed', changes: [{ betId: '501234-1', oldCoef: 1.85, newCoef: 1.8 }] });
  });

  it('422 promo-code-invalid names the code; 422 stake-out-of-limits the limits', async () => {
    await expect(
      placement(() => jsonResponse({ status: 'promo-code-invalid', message: 'x', promoCode: 'NOPE' }, 422)).place(REQUEST),
    ).resolves.toEqual({ kind: 'promo-code-invalid', promoCode: 'NOPE' });
    await expect(
      placement(() => jsonResponse({ status: 'stake-out-of-limits', message: 'x', minAmount: 50, maxAmount: 100 }, 422)).place(REQUEST),
    ).resolves.toEqual({ kind: 'stake-out-of-limits', min: 50, max: 100 });
  });
});

describe('HttpBetPlacement: the history', () => {
  it('a coupon of a type the client does not know is left out and logged; the others show', async () => {
    const example = exampleOf<{ items: Array<Record<string, unknown>>; total_count: number; page: number }>('web-api', 'getBetHistory', '200');
    const known = example.items[0]!;
    const logger = new RecordingLogger();
    const http = new HttpBetPlacement({
      baseUrl: 'http://site.test/web-api',
      fetch: scriptedServer(() => jsonResponse({ ...example, items: [{ ...known, couponId: '1', typeId: 99 }, known] })).fetch,
      logger,
      clock: immediateClock,
      language: () => 'en',
    });
    const outcome = await http.history();
    expect(outcome.kind).toBe('loaded');
    expect(outcome.kind === 'loaded' && outcome.bets.map((b) => b.couponId)).toEqual([known.couponId]);
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'warn', message: 'getBetHistory: coupons left out' }));
  });
});
