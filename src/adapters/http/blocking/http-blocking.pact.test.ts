import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ACCEPT_JSON, adapterOptions, exampleOf, jsonBody, pactWith, testPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { HttpBlocking } from './http-blocking';

const { like, integer } = MatchersV3;
const provider = 'blocks';
const pact = pactWith(provider);
const request = (url: string) => (b: { headers(h: object): { jsonBody(body: unknown): unknown } }) => {
  b.headers({ ...ACCEPT_JSON, 'Content-Type': 'application/json' }).jsonBody({ auth: false, url });
};

describe('blocks pact', () => {
  it('getBlock: a visitor who may use the site', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a block check for a visitor at /en')
      .withRequest('POST', '/blocks-api/api/v2/block', request('/en'))
      .willRespondWith(200, jsonBody({ displayTypeId: integer(0), templateTypeId: null }))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url);
        await expect(new HttpBlocking(adapterOptions(mock.url, provider, pipeline)).check({ isAuthenticated: false, url: '/en' })).resolves.toEqual({ isBlocked: false, reason: null });
      });
  });

  it('getBlock: a blocked visitor with the reason', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.blocked, { url: '/en/live', reason: 4 })
      .uponReceiving('a block check for a blocked visitor at /en/live')
      .withRequest('POST', '/blocks-api/api/v2/block', request('/en/live'))
      .willRespondWith(200, jsonBody({ displayTypeId: 1, templateTypeId: integer(4) }))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url);
        await expect(new HttpBlocking(adapterOptions(mock.url, provider, pipeline)).check({ isAuthenticated: false, url: '/en/live' })).resolves.toEqual({ isBlocked: true, reason: 4 });
      });
  });

  it('getBlock: a 500 is retried twice (x-retry 2 × 100 ms), then a typed error', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.failing, { operation: 'getBlock', status: 500 })
      .uponReceiving('a block check while the block service fails')
      .withRequest('POST', '/blocks-api/api/v2/block', request('/en/line'))
      .willRespondWith(500, jsonBody(like({ ...exampleOf(provider, 'getBlock', '500'), statusCode: 500 })))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url);
        await expect(new HttpBlocking(adapterOptions(mock.url, provider, pipeline)).check({ isAuthenticated: false, url: '/en/line' })).rejects.toMatchObject({ status: 500, operation: 'getBlock' });
        expect(pipeline.sent).toHaveLength(3);
      });
  });
});
