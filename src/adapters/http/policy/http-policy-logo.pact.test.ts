import { describe, expect, it } from 'vitest';
import { adapterOptions, pactWith, testPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { HttpPolicyLogo } from './http-policy-logo';

const provider = 'web-api';
const pact = pactWith(provider);
/** The smallest GIF: 1×1, transparent. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

describe('web-api pact: policy logo', () => {
  it('getPolicyLogo: an image/gif', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a request for the policy logo')
      .withRequest('GET', '/web-api/policy/logo.agif', (b) => b.headers({ Accept: 'image/gif' }))
      .willRespondWith(200, (b) => b.headers({ 'Content-Type': 'image/gif' }).body('image/gif', PIXEL_GIF))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url);
        await expect(new HttpPolicyLogo(adapterOptions(mock.url, provider, pipeline)).load()).resolves.toEqual({ contentType: 'image/gif', byteLength: PIXEL_GIF.length });
      });
  });
});
