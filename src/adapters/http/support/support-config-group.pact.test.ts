import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adapterOptions, exampleOf, pactWith, testPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { HttpConfigGroups } from '../config/http-config-groups';
import { ZodSupportSettings } from './zod-support-settings';

const { like, regex } = MatchersV3;
const provider = 'bff-config';
const pact = pactWith(provider);

describe('bff-config pact: the support group (spec 001 §1, §7)', () => {
  it('getConfigGroups: the support group names the chat widget’s provider and account', async () => {
    const { support } = exampleOf<{ support: { provider: string; accountId: string } }>(provider, 'getConfigGroups', '200');
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a request for the support config group in English')
      .withRequest('GET', '/bff-api/config/group/get', (b) => b.query({ groups: 'support', lang: 'en' }).headers({ Accept: 'application/json' }))
      .willRespondWith(200, (b) =>
        b.headers({ 'Content-Type': 'application/json' }).jsonBody({
          support: like({ provider: regex('^(livechat|suphelper-v2|suphelper-v3|chatra|helpcrunch|none)$', support.provider), accountId: like(support.accountId) }),
        }),
      )
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url);
        const groups = await new HttpConfigGroups(adapterOptions(mock.url, provider, pipeline)).load(['support'], 'en');
        expect(new ZodSupportSettings().read(groups.support)).toEqual({
          kind: 'widget',
          settings: { provider: support.provider, accountId: support.accountId, scriptUrl: null },
        });
      });
  });
});
