import { describe, expect, it } from 'vitest';
import type { CouponLimitsQuery } from '../../../domain/coupon/coupon-limits.port';
import { jsonResponse, RecordingLogger, scriptedServer } from '../pipeline/test-doubles';
import { HttpCouponLimits } from './http-coupon-limits';

const BASE = 'http://site.test/web-api';
const QUERY: CouponLimitsQuery = {
  typeId: 1,
  accountId: 5001,
  bets: [
    { id: '501234-1', gameId: 501234, coef: 1.85, isLive: false },
    { id: '501240-9', gameId: 501240, coef: 2.1, isLive: true },
    { id: '501251-3', gameId: 501251, coef: 1.5, isLive: false },
  ],
};

function setUp(answer: () => Response | Promise<Response>) {
  const server = scriptedServer(answer);
  const logger = new RecordingLogger();
  return { server, logger, limits: new HttpCouponLimits({ baseUrl: BASE, fetch: server.fetch, logger }) };
}

describe('HttpCouponLimits (spec 000 §3 minBetAmount, maxBetAmount, maxPayout, hyper-bonus over getCouponLimits)', () => {
  it('posts the coupon as it stands and maps the offer; a hyper-bonus comes with its min bet and max limit', async () => {
    const t = setUp(() => jsonResponse({ minBetAmount: 10, maxBetAmount: 20000, maxPayout: 5000000, hyperBonus: { percent: 5, minBetLimit: 100, maxLimit: 50000 } }));
    await expect(t.limits.limits(QUERY)).resolves.toEqual({
      kind: 'loaded',
      offer: { minBetAmount: 10, maxBetAmount: 20000, maxPayout: 5000000, hyperBonus: { percent: 5, minBetLimit: 100, maxLimit: 50000 } },
    });
    const request = t.server.requests[0]!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/web-api/api/v1/coupons/limits');
    expect(await request.json()).toEqual(QUERY);
  });

  it('null on the wire means no limit: Infinity in the domain, no hyper-bonus', async () => {
    const t = setUp(() => jsonResponse({ minBetAmount: 0, maxBetAmount: null, maxPayout: null, hyperBonus: null }));
    await expect(t.limits.limits(QUERY)).resolves.toEqual({
      kind: 'loaded',
      offer: { minBetAmount: 0, maxBetAmount: Infinity, maxPayout: Infinity, hyperBonus: null },
    });
  });

  it('an answer outside the contract is logged with the operation name and becomes a retryable failure, never a throw', async () => {
    const t = setUp(() => jsonResponse({ minBetAmount: -5, maxBetAmount: 'lots', maxPayout: null, hyperBonus: null }));
    await expect(t.limits.limits(QUERY)).resolves.toEqual({ kind: 'network-failure', retryable: true });
    expect(JSON.stringify(t.logger.entries)).toContain('getCouponLimits');
  });

  it('a 5xx or a failed request is a network failure outcome', async () => {
    const t = setUp(() => jsonResponse({ message: 'down', statusCode: 503 }, 503));
    await expect(t.limits.limits(QUERY)).resolves.toEqual({ kind: 'network-failure', retryable: true });
    const u = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(u.limits.limits(QUERY)).resolves.toEqual({ kind: 'network-failure', retryable: true });
  });
});
