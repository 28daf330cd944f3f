import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ACCEPT_JSON, adapterOptions, jsonBody, pactWith, testPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { HttpAnalyticsCounters } from './http-analytics-counters';

const { like, eachLike, integer, regex } = MatchersV3;
const provider = 'analytics';
const pact = pactWith(provider);

describe('analytics pact', () => {
  it('getAnalyticsCounters: counters for a domain and project', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a request for the analytics counters of example.com, project 1')
      .withRequest('GET', '/analytics-api/api/v1/counters', (b) => b.query({ domain: 'example.com', projectId: '1' }).headers(ACCEPT_JSON))
      .willRespondWith(200, jsonBody({ counters: eachLike({ type: regex('^(gtm|ga4|yandex-metrika|meta-pixel)$', 'gtm'), id: like('GTM-ABC123'), delayMs: integer(10000) }) }))
      .executeTest(async (mock) => {
        const counters = await new HttpAnalyticsCounters(adapterOptions(mock.url, provider, testPipeline(mock.url))).list({ domain: 'example.com', projectId: 1 });
        expect(counters).toEqual([{ type: 'gtm', id: 'GTM-ABC123', delayMs: 10000 }]);
      });
  });
});
