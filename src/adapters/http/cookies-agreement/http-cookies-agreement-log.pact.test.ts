import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ACCEPT_JSON, adapterOptions, bearer, DEMO, jsonBody, pactWith, testPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { HttpCookiesAgreementLog } from './http-cookies-agreement-log';

const { like } = MatchersV3;
const provider = 'web-api';
const pact = pactWith(provider);

describe('web-api pact: cookies-agreement log', () => {
  it('logCookiesAgreement: the stored agreement time after login', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, { userId: DEMO.userId, token: DEMO.token })
      .uponReceiving('a log of the cookie agreement time')
      .withRequest('POST', '/web-api/api/internal/v1/user/cookies-agreement/log', (b) =>
        b.headers({ ...ACCEPT_JSON, 'Content-Type': 'application/json', ...bearer(DEMO.token) }).jsonBody({ cookiesAgreeTime: 1767225600000 }),
      )
      .willRespondWith(200, jsonBody(like({ success: true, message: null })))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url, { token: DEMO.token });
        await expect(new HttpCookiesAgreementLog(adapterOptions(mock.url, provider, pipeline)).log(1767225600000)).resolves.toBeUndefined();
      });
  });
});
