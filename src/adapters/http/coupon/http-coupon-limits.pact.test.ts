import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import type { CouponLimitsQuery } from '../../../domain/coupon/coupon-limits.port';
import { ACCEPT_JSON, adapterOptions, bearer, DEMO, exampleOf, jsonBody, pactWith, testPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { HttpCouponLimits } from './http-coupon-limits';

const { number } = MatchersV3;
const provider = 'web-api';
const pact = pactWith(provider);

const express = exampleOf<CouponLimitsQuery>(provider, 'getCouponLimits', 'request');
const single: CouponLimitsQuery = { typeId: 0, accountId: 5009, bets: [express.bets[0]!] };
const signedIn = { userId: DEMO.userId, token: DEMO.token };
const limitsAdapter = (mockUrl: string) => {
  const pipeline = testPipeline(mockUrl, { token: DEMO.token });
  return new HttpCouponLimits(adapterOptions(mockUrl, provider, pipeline));
};
const asking = (query: CouponLimitsQuery) => (b: Parameters<Parameters<ReturnType<typeof pact.addInteraction>['withRequest']>[2] & {}>[0]) => {
  b.headers({ ...ACCEPT_JSON, 'Content-Type': 'application/json', ...bearer(DEMO.token) }).jsonBody(query);
};

describe('web-api pact: coupon limits and the hyper-bonus offer', () => {
  it('getCouponLimits: an express of 3 gets the stake range, the payout cap and a hyper-bonus', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.couponLimits, { ...signedIn, minBets: 3 })
      .uponReceiving('a limits request for an express of 3 pre-match selections')
      .withRequest('POST', '/web-api/api/v1/coupons/limits', asking(express))
      .willRespondWith(
        200,
        jsonBody({
          minBetAmount: number(10),
          maxBetAmount: number(100000),
          maxPayout: number(5000000),
          hyperBonus: { percent: number(5), minBetLimit: number(100), maxLimit: number(50000) },
        }),
      )
      .executeTest(async (mock) => {
        const outcome = await limitsAdapter(mock.url).limits(express);
        expect(outcome).toEqual({
          kind: 'loaded',
          offer: { minBetAmount: 10, maxBetAmount: 100000, maxPayout: 5000000, hyperBonus: { percent: 5, minBetLimit: 100, maxLimit: 50000 } },
        });
      });
  });

  it('getCouponLimits: no limits and no hyper-bonus (nulls) become Infinity and null', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.couponNoLimits, { ...signedIn, accountId: 5009 })
      .uponReceiving('a limits request for a single on an account without stake limits')
      .withRequest('POST', '/web-api/api/v1/coupons/limits', asking(single))
      .willRespondWith(200, jsonBody({ minBetAmount: number(0), maxBetAmount: null, maxPayout: null, hyperBonus: null }))
      .executeTest(async (mock) => {
        const outcome = await limitsAdapter(mock.url).limits(single);
        expect(outcome).toEqual({ kind: 'loaded', offer: { minBetAmount: 0, maxBetAmount: Infinity, maxPayout: Infinity, hyperBonus: null } });
      });
  });
});
