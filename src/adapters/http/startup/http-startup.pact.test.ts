import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ACCEPT_JSON, adapterOptions, DEMO, jsonBody, pactWith, testPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { HttpRedirect, HttpSecureData } from './http-startup';

const { like, eachLike, integer } = MatchersV3;
const POST_JSON = { ...ACCEPT_JSON, 'Content-Type': 'application/json' };

describe('redirects pact', () => {
  const provider = 'redirects';
  const pact = pactWith(provider);
  const redirect = (mockUrl: string) => new HttpRedirect(adapterOptions(mockUrl, provider, testPipeline(mockUrl, { token: DEMO.token })));

  it('redirectLight: a page that stays', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, { userId: DEMO.userId, token: DEMO.token })
      .uponReceiving('a redirect check for a page that has not moved')
      .withRequest('POST', '/redirects-api/api/v1/redirect-light', (b) => b.headers({ ...POST_JSON, Authorization: `Bearer ${DEMO.token}` }).jsonBody({ url: '/en/live' }))
      .willRespondWith(200, jsonBody({ redirect: false, code: null, url: null, reasons: [], breadcrumbs: [] }))
      .executeTest(async (mock) => {
        await expect(redirect(mock.url).resolve('/en/live')).resolves.toEqual({ redirect: false, code: null, url: null });
      });
  });

  it('redirectLight: a moved page with its status', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.pageMoved, { from: '/en/old-live', to: '/en/live', code: 301 })
      .uponReceiving('a redirect check for a page that has moved')
      .withRequest('POST', '/redirects-api/api/v1/redirect-light', (b) => b.headers({ ...POST_JSON, Authorization: `Bearer ${DEMO.token}` }).jsonBody({ url: '/en/old-live' }))
      .willRespondWith(200, jsonBody({ redirect: true, code: integer(301), url: like('/en/live'), reasons: eachLike('moved'), breadcrumbs: [] }))
      .executeTest(async (mock) => {
        await expect(redirect(mock.url).resolve('/en/old-live')).resolves.toEqual({ redirect: true, code: 301, url: '/en/live' });
      });
  });
});

describe('web-api pact: secure data', () => {
  const provider = 'web-api';
  const pact = pactWith(provider);

  it('getSecureData: ggru and grants by host id', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a request for the secure data')
      .withRequest('GET', '/web-api/api/internal/v1/secure-data', (b) => b.headers(ACCEPT_JSON))
      .willRespondWith(200, jsonBody({ ggru: like('a1b2c3'), grant: like({ '12': 'g-77f0' }) }))
      .executeTest(async (mock) => {
        await expect(new HttpSecureData(adapterOptions(mock.url, provider, testPipeline(mock.url))).load()).resolves.toEqual({ ggru: 'a1b2c3', grants: { '12': 'g-77f0' } });
      });
  });
});
