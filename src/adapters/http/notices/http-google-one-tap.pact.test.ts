import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ACCEPT_JSON, adapterOptions, jsonBody, pactWith, testPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { HttpGoogleOneTap } from './http-google-one-tap';

const { like, regex } = MatchersV3;
const provider = 'social-api';
const pact = pactWith(provider);
const CLIENT_ID = '1234567890-abc.apps.googleusercontent.com';

describe('social-api pact: Google one-tap', () => {
  it('getGoogleOneTapClientId, then postGoogleOneTap as a multipart form', async () => {
    pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a request for the Google one-tap client id')
      .withRequest('GET', '/social-api/oauth/google-one-tap/clientId', (b) => b.headers(ACCEPT_JSON))
      .willRespondWith(200, jsonBody({ clientId: like(CLIENT_ID) }));
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a Google one-tap sign-in with the identity credential')
      .withRequest('POST', '/social-api/oauth/google-one-tap', (b) =>
        b.headers({ ...ACCEPT_JSON, 'Content-Type': regex('^multipart/form-data; boundary=.+$', 'multipart/form-data; boundary=----pact') }),
      )
      .willRespondWith(200, jsonBody({ redirectUrl: like('https://example.com/en/?auth=ok') }))
      .executeTest(async (mock) => {
        const oneTap = new HttpGoogleOneTap(adapterOptions(mock.url, provider, testPipeline(mock.url)));
        await expect(oneTap.clientId()).resolves.toBe(CLIENT_ID);
        const result = await oneTap.signIn({ credential: 'eyJhbGciOiJSUzI1NiJ9.e30.sig', language: 'en', currency: '1', countryId: 1 });
        expect(result).toEqual({ redirectUrl: 'https://example.com/en/?auth=ok' });
      });
  });
});
