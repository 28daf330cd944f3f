import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ACCEPT_JSON, exampleOf, jsonBody, pactWith, servicePath, testPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { HttpRemoteView } from './http-remote-view';

const { like, eachLike } = MatchersV3;
const provider = 'micro-frontend';
const pact = pactWith(provider);
const remoteUrl = servicePath(provider);
const view = (operationId: string) => {
  const example = exampleOf<Record<string, unknown>>(provider, operationId, '200');
  return like({ ...example, scriptsToLoad: eachLike('https://cdn.example.com/casino/main.js'), cssToLoad: eachLike('https://cdn.example.com/casino/main.css') });
};
const renderHeaders = { ...ACCEPT_JSON, 'mf-render-mode': 'json', 'mf-api-version': 'v2' };
const adapter = (mockUrl: string) => {
  const pipeline = testPipeline(mockUrl);
  return new HttpRemoteView({ origin: mockUrl, fetch: pipeline.fetch, logger: pipeline.logger });
};

describe('micro-frontend pact', () => {
  it('getRemoteView: the casino page rendered as JSON', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a JSON render of the casino page')
      .withRequest('GET', `${remoteUrl}/render`, (b) => b.query({ path: '/en/casino' }).headers(renderHeaders))
      .willRespondWith(200, jsonBody(view('getRemoteView')))
      .executeTest(async (mock) => {
        const rendered = await adapter(mock.url).render({ remoteUrl, path: '/en/casino' });
        expect(rendered).toMatchObject({ appName: 'casino', body: '<div id="casino-root"></div>', codeToEval: null });
      });
  });

  it('postRemoteComponents: named components as a single-page app', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a JSON render of the casino header component, forced to SPA')
      .withRequest('POST', `${remoteUrl}/render`, (b) =>
        b
          .headers({ ...renderHeaders, 'force-spa': 'true', 'Content-Type': 'application/json' })
          .jsonBody({ path: '/en/casino', components: [{ name: 'CasinoHeader' }] }),
      )
      .willRespondWith(200, jsonBody(view('postRemoteComponents')))
      .executeTest(async (mock) => {
        const rendered = await adapter(mock.url).renderComponents({ remoteUrl, path: '/en/casino', forceSpa: true, components: [{ name: 'CasinoHeader' }] });
        expect(rendered).toMatchObject({ appName: 'casino', body: '<header></header>' });
      });
  });
});
