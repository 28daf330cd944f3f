import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ACCEPT_JSON, adapterOptions, bearer, DEMO, jsonBody, pactWith, testPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { HttpNewsletter } from './http-newsletter';

const { like } = MatchersV3;
const provider = 'web-api';
const pact = pactWith(provider);
const TOKEN = 'nl_7f3a9c2e5b1d4a60';

describe('web-api pact: e-mail subscription (spec 000 §2, §8)', () => {
  it('subscribeNewsletter: the signed-in player subscribes', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, { userId: DEMO.userId, token: DEMO.token })
      .uponReceiving('a newsletter subscription of the signed-in player')
      .withRequest('POST', '/web-api/api/internal/v1/user/newsletter/subscription', (b) => b.headers({ ...ACCEPT_JSON, ...bearer(DEMO.token) }))
      .willRespondWith(200, jsonBody(like({ success: true, message: null })))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url, { token: DEMO.token });
        await expect(new HttpNewsletter(adapterOptions(mock.url, provider, pipeline)).subscribe()).resolves.toBeUndefined();
      });
  });

  it('unsubscribeNewsletter: a link’s token the server issued unsubscribes, no sign-in needed', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.newsletterTokenValid, { token: TOKEN })
      .uponReceiving('an unsubscribe with a valid link token')
      .withRequest('POST', '/web-api/api/internal/v1/newsletter/unsubscribe', (b) =>
        b.headers({ ...ACCEPT_JSON, 'Content-Type': 'application/json' }).jsonBody({ token: TOKEN }),
      )
      .willRespondWith(200, jsonBody(like({ success: true, message: null })))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url);
        await expect(new HttpNewsletter(adapterOptions(mock.url, provider, pipeline)).unsubscribe(TOKEN)).resolves.toBe('unsubscribed');
      });
  });

  it('unsubscribeNewsletter: a token the server never issued is 422 token_invalid, a result', async () => {
    const unknown = 'nl_0000000000000000';
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.newsletterTokenUnknown, { token: unknown })
      .uponReceiving('an unsubscribe with an unknown link token')
      .withRequest('POST', '/web-api/api/internal/v1/newsletter/unsubscribe', (b) =>
        b.headers({ ...ACCEPT_JSON, 'Content-Type': 'application/json' }).jsonBody({ token: unknown }),
      )
      .willRespondWith(422, jsonBody({ message: like('Unknown unsubscribe link'), reason: 'token_invalid' }))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url);
        await expect(new HttpNewsletter(adapterOptions(mock.url, provider, pipeline)).unsubscribe(unknown)).resolves.toBe('token-invalid');
      });
  });
});
