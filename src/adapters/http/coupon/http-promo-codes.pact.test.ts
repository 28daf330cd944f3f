import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ACCEPT_JSON, adapterOptions, apiError, bearer, DEMO, jsonBody, pactWith, refusedTokenRefresh, testPipeline, type TestPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { HttpPromoCodes } from './http-promo-codes';

const { arrayContaining, eachLike, integer, like, number, regex } = MatchersV3;
const provider = 'web-api';
const pact = pactWith(provider);
const signedIn = { userId: DEMO.userId, token: DEMO.token };
const promoCodes = (mockUrl: string, pipeline: TestPipeline = testPipeline(mockUrl, { token: DEMO.token })) =>
  new HttpPromoCodes({ ...adapterOptions(mockUrl, provider, pipeline), language: () => 'en' });

describe('web-api pact: promo codes', () => {
  it("getPromoCodes: the signed-in player's codes with what each gives", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.promoCodesOwned, signedIn)
      .uponReceiving("a request for the player's promo codes in English")
      .withRequest('GET', '/web-api/api/v1/coupons/promo-codes', (b) => b.query({ lng: 'en' }).headers({ ...ACCEPT_JSON, ...bearer(DEMO.token) }))
      .willRespondWith(200, jsonBody({ codes: eachLike({ code: regex('^[A-Z0-9_-]{1,32}$', 'WELCOME10'), title: like('10 % more on the win') }) }))
      .executeTest(async (mock) => {
        const outcome = await promoCodes(mock.url).list();
        expect(outcome).toEqual({ kind: 'loaded', codes: [{ code: 'WELCOME10', title: '10 % more on the win', effect: null }] });
      });
  });

  it('getPromoCodes (QA17 #2): a code says what it gives, a win boost or a free bet, with the coupons it applies to', async () => {
    const code = (value: string) => regex('^[A-Z0-9_-]{1,32}$', value);
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.promoCodesOwned, signedIn)
      .uponReceiving("a request for the player's promo codes with their effects")
      .withRequest('GET', '/web-api/api/v1/coupons/promo-codes', (b) => b.query({ lng: 'en' }).headers({ ...ACCEPT_JSON, ...bearer(DEMO.token) }))
      .willRespondWith(
        200,
        jsonBody({
          codes: arrayContaining(
            {
              code: code('WELCOME10'),
              title: like('10 % more on the net win of an express of 3 or more'),
              effect: { kind: 'win-boost', percent: number(10), couponTypes: eachLike(integer(1)), minSelections: integer(3) },
            },
            {
              code: code('FREEBET500'),
              title: like('A free bet of 500 RUB on a single or an express'),
              effect: { kind: 'free-bet', amount: number(500), currency: regex('^[A-Z]{3}$', 'RUB'), couponTypes: eachLike(integer(0)), minSelections: integer(1) },
            },
          ),
        }),
      )
      .executeTest(async (mock) => {
        const outcome = await promoCodes(mock.url).list();
        expect(outcome).toEqual({
          kind: 'loaded',
          codes: [
            { code: 'WELCOME10', title: '10 % more on the net win of an express of 3 or more', effect: { kind: 'win-boost', percent: 10, couponTypes: [1], minSelections: 3 } },
            {
              code: 'FREEBET500',
              title: 'A free bet of 500 RUB on a single or an express',
              effect: { kind: 'free-bet', amount: 500, currency: 'RUB', couponTypes: [0], minSelections: 1 },
            },
          ],
        });
      });
  });

  it('getPromoCodes: an expired token whose refresh fails (401) signs the player out; the slip offers typing a code only', async () => {
    refusedTokenRefresh(pact);
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.tokenExpired, { token: DEMO.expiredToken })
      .uponReceiving("a request for the player's promo codes with an expired token")
      .withRequest('GET', '/web-api/api/v1/coupons/promo-codes', (b) => b.query({ lng: 'en' }).headers({ ...ACCEPT_JSON, ...bearer(DEMO.expiredToken) }))
      .willRespondWith(401, jsonBody(apiError(401, 'Token expired')))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url, { token: DEMO.expiredToken });
        await expect(promoCodes(mock.url, pipeline).list()).resolves.toEqual({ kind: 'failed' });
        expect(pipeline.counts.signedOut).toBe(1);
        expect(pipeline.sent).toHaveLength(2);
      });
  });
});
