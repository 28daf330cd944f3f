import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ACCEPT_JSON, adapterOptions, jsonBody, pactWith, testPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { HttpDictionary } from './http-dictionary';

const { like, regex } = MatchersV3;
const provider = 'dictionaries';
const pact = pactWith(provider);

describe('dictionaries pact', () => {
  it('getDictionary: keys for the routes, by language', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a request for the English dictionary of the shell and home routes')
      .withRequest('GET', '/dictionaries-api/api/v1/dictionaries', (b) => b.query({ lang: 'en', routeIds: 'shell,home' }).headers(ACCEPT_JSON))
      .willRespondWith(200, jsonBody({ lang: regex('^[a-z]{2}$', 'en'), keys: like({ main_error: 'Error' }) }))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url);
        const dictionary = await new HttpDictionary(adapterOptions(mock.url, provider, pipeline)).load('en', ['shell', 'home']);
        expect(dictionary.main_error).toBe('Error');
      });
  });
});
