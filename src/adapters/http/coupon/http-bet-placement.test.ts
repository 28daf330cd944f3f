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
  new HttpBetPlacement({ baseUrl: 'http://site.test/web-api', fetch: scriptedServer(answer).fetch, logger: new RecordingLogger(), language: () => 'en' });

describe('HttpBetPlacement: a malformed placement answer never reaches the slip', () => {
  it.each([0.5, 0, -1, 1e6])('409 with a new price of %s is not a price: no odds change is applied, the outcome is a failure', async (newCoef) => {
    const outcome = await placement(() =>
      jsonResponse({ status: 'odds-changed', message: 'Odds have changed', changes: [{ betId: '501234-1', oldCoef: 1.85, newCoef }] }, 409),
    ).place(REQUEST);
    expect(outcome.kind).toBe('network-failure');
  });

  it('QA11 #14: a captcha 400 that reaches the adapter (the player cancelled or failed the check) is captcha-not-completed, not a network failure; another 400 stays one', async () => {
    const captcha = await placement(() => jsonResponse({ message: 'Captcha required', statusCode: 400, error_code: 111 }, 400)).place(REQUEST);
    expect(captcha).toEqual({ kind: 'captcha-not-completed' });
    const other = await placement(() => jsonResponse({ message: 'Bad request', statusCode: 400 }, 400)).place(REQUEST);
    expect(other).toEqual({ kind: 'network-failure', retryable: false });
  });

  it('409 with a real price is the odds-changed outcome', async () => {
    const outcome = await placement(() =>
      jsonResponse({ status: 'odds-changed', message: 'Odds have changed', changes: [{ betId: '501234-1', oldCoef: 1.85, newCoef: 1.8 }] }, 409),
    ).place(REQUEST);
    expect(outcome).toEqual({ kind: 'odds-changed', changes: [{ betId: '501234-1', oldCoef: 1.85, newCoef: 1.8 }] });
  });

  it('a placedAt with a UTC offset (OpenAPI format date-time allows one) is accepted as the same instant, not a failure that a retry would replay', async () => {
    const outcome = await placement(() =>
      jsonResponse({ status: 'accepted', couponId: '8812345', placedAt: '2026-01-01T15:00:00+03:00', amount: 150, coef: 1.85, possibleWin: 277.5, accountId: 5001, balance: 24_850 }, 201),
    ).place(REQUEST);
    expect(outcome).toMatchObject({ kind: 'accepted', couponId: '8812345', placedAt: Date.parse('2026-01-01T12:00:00Z') });
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

describe('HttpBetPlacement: multiple singles answered per single (201 singles-placed)', () => {
  const bet = (id: string, amount: number) => ({ ...REQUEST.bets[0]!, id, amount });
  const SINGLES: CouponRequest = { ...REQUEST, typeId: 10001, amount: 300, coef: 0, coefByView: '', bets: [bet('a', 100), bet('b', 200)] };
  const stands = (betId: string, coef = 1.85) => ({ betId, status: 'accepted', couponId: '8812346', amount: 100, coef, possibleWin: 185 });
  const refused = (betId: string, reason = 'selection-locked', newCoef: number | null = null) => ({ betId, status: 'rejected', reason, newCoef });
  const body = (singles: unknown[]) => ({ status: 'singles-placed', placedAt: '2026-01-01T12:00:00Z', accountId: 5001, balance: 24_900, singles });

  it('one single standing and one refused is the singles-placed outcome, in the order sent', async () => {
    const outcome = await placement(() => jsonResponse(body([stands('a'), refused('b', 'odds-changed', 2.1)]), 201)).place(SINGLES);
    expect(outcome).toEqual({
      kind: 'singles-placed',
      placedAt: Date.parse('2026-01-01T12:00:00Z'),
      balance: 24_900,
      singles: [
        { betId: 'a', status: 'accepted', couponId: '8812346', amount: 100, coef: 1.85, possibleWin: 185 },
        { betId: 'b', status: 'rejected', reason: 'odds-changed', newCoef: 2.1 },
      ],
    });
  });

  it.each([
    ['a selection not sent', [stands('a'), refused('z')]],
    ['a selection answered twice', [stands('a'), stands('a')]],
    ['a selection not answered', [stands('a')]],
    ['the selections out of order', [refused('b'), stands('a')]],
    ['no single standing (none stands: a whole-coupon refusal)', [refused('a'), refused('b')]],
    ['a new price on a single refused for a lock', [stands('a'), refused('b', 'selection-locked', 2)]],
    ['no new price on a single refused as odds-changed', [stands('a'), refused('b', 'odds-changed', null)]],
    ['a new price that is no price', [stands('a'), refused('b', 'odds-changed', 0.5)]],
    ['a new price above the cap of 10,000', [stands('a'), refused('b', 'odds-changed', 10_001)]],
    ['a single standing at a price that is no price', [stands('a', 0.5), refused('b')]],
    ['a single standing at a price above the cap of 10,000', [stands('a', 10_001), refused('b')]],
  ])('%s is a malformed answer: a retryable failure, logged, and the slip untouched', async (_, singles) => {
    const logger = new RecordingLogger();
    const http = new HttpBetPlacement({
      baseUrl: 'http://site.test/web-api',
      fetch: scriptedServer(() => jsonResponse(body(singles), 201)).fetch,
      logger,
      language: () => 'en',
    });
    expect(await http.place(SINGLES)).toEqual({ kind: 'network-failure', retryable: true });
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'error' }));
  });

  it('a per-single answer to a coupon that is not multiple singles is malformed', async () => {
    const outcome = await placement(() => jsonResponse(body([stands('501234-1')]), 201)).place(REQUEST);
    expect(outcome).toEqual({ kind: 'network-failure', retryable: true });
  });

  it('a multiple-singles coupon the server took whole (201 accepted) is the accepted outcome', async () => {
    const accepted = exampleOf<Record<string, unknown>>('web-api', 'placeBet', '201');
    const outcome = await placement(() => jsonResponse(accepted, 201)).place(SINGLES);
    expect(outcome.kind).toBe('accepted');
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
      language: () => 'en',
    });
    const outcome = await http.history({ from: 0, to: Date.UTC(2026, 1, 1), status: null, page: 1, pageSize: 20 });
    expect(outcome.kind).toBe('loaded');
    expect(outcome.kind === 'loaded' && outcome.bets.map((b) => b.couponId)).toEqual([known.couponId]);
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'warn', message: 'getBetHistory: coupons left out' }));
  });
});

describe('HttpBetPlacement: the bet history a page at a time (README "bet history": Show more coupons)', () => {
  const example = exampleOf<{ items: Array<Record<string, unknown>>; total_count: number; page: number }>('web-api', 'getBetHistory', '200');
  const known = example.items[0]!;
  const query = { from: Date.UTC(2026, 0, 1), to: Date.UTC(2026, 0, 31), status: null, page: 2, pageSize: 20 };
  const historyFrom = (answer: () => Response) => {
    const server = scriptedServer(answer);
    return { server, http: new HttpBetPlacement({ baseUrl: 'http://site.test/web-api', fetch: server.fetch, logger: new RecordingLogger(), language: () => 'en' }) };
  };

  it('sends the page and page size the query asks', async () => {
    const { server, http } = historyFrom(() => jsonResponse({ ...example, page: 2 }));
    await http.history(query);
    const sent = new URL(server.requests[0]!.url).searchParams;
    expect([sent.get('page'), sent.get('pageSize')]).toEqual(['2', '20']);
  });

  it.each([
    ['total_count beyond the pages read: more', 41, true],
    ['total_count reached by the pages read: no more', 40, false],
  ])('%s', async (_, total, hasMore) => {
    const { http } = historyFrom(() => jsonResponse({ items: [known], total_count: total, page: 2 }));
    await expect(http.history(query)).resolves.toMatchObject({ kind: 'loaded', hasMore });
  });

  it('an answer without total_count is not read (the contract requires it): a failure, the list shown stays', async () => {
    const { http } = historyFrom(() => jsonResponse({ items: [known], page: 2 }));
    await expect(http.history(query)).resolves.toMatchObject({ kind: 'network-failure' });
  });
});

describe('HttpBetPlacement: one placed coupon by its id (getPlacedCoupon)', () => {
  const item = exampleOf<Record<string, unknown>>('web-api', 'getPlacedCoupon', '200');
  const byId = (answer: () => Response, logger = new RecordingLogger()) =>
    new HttpBetPlacement({ baseUrl: 'http://site.test/web-api', fetch: scriptedServer(answer).fetch, logger, language: () => 'en' });

  it('a coupon of a type the client does not know cannot be shown: a failure, logged, never "not found"', async () => {
    const logger = new RecordingLogger();
    const outcome = await byId(() => jsonResponse({ ...item, typeId: 99 }), logger).placedBet('8812345');
    expect(outcome).toMatchObject({ kind: 'network-failure' });
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'error', context: expect.objectContaining({ operation: 'getPlacedCoupon' }) }));
  });

  it('a body that is not a coupon (zod) and a server error are failures; 404 alone is not-found', async () => {
    await expect(byId(() => jsonResponse({ couponId: '8812345' })).placedBet('8812345')).resolves.toMatchObject({ kind: 'network-failure' });
    await expect(byId(() => jsonResponse({ message: 'Service unavailable', statusCode: 503 }, 503)).placedBet('8812345')).resolves.toMatchObject({ kind: 'network-failure' });
    await expect(byId(() => jsonResponse({ message: 'Not found', statusCode: 404 }, 404)).placedBet('8812345')).resolves.toEqual({ kind: 'not-found', couponId: '8812345' });
  });
});
