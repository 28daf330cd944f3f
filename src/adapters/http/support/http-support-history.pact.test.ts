import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ACCEPT_JSON, adapterOptions, bearer, DEMO, exampleOf, jsonBody, pactWith, testPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { HttpSupportHistory } from './http-support-history';

const { eachLike, integer, like, regex } = MatchersV3;
const provider = 'web-api';
const pact = pactWith(provider);

type Requests = { requests: { id: string; subject: string; status: string; createdAt: number; messages: { author: string; text: string; sentAt: number }[] }[] };

describe('web-api pact: support history (spec 001 §6)', () => {
  it('getSupportRequests: the signed-in player’s requests, each with its thread', async () => {
    const [first] = exampleOf<Requests>(provider, 'getSupportRequests', '200').requests;
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.supportRequests, { userId: DEMO.userId, token: DEMO.token })
      .uponReceiving('a request for the signed-in player’s support requests in English')
      .withRequest('GET', '/web-api/api/internal/v1/support/requests', (b) => b.query({ lng: 'en' }).headers({ ...ACCEPT_JSON, ...bearer(DEMO.token) }))
      .willRespondWith(
        200,
        jsonBody({
          requests: eachLike({
            id: like(first!.id),
            subject: like(first!.subject),
            status: regex('^(open|answered|closed)$', first!.status),
            createdAt: integer(first!.createdAt),
            messages: eachLike({ author: regex('^(player|support)$', 'player'), text: like(first!.messages[0]!.text), sentAt: integer(first!.messages[0]!.sentAt) }),
          }),
        }),
      )
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url, { token: DEMO.token });
        const requests = await new HttpSupportHistory(adapterOptions(mock.url, provider, pipeline)).list('en');
        expect(requests.length).toBeGreaterThan(0);
        // seconds in the contract, ms in the domain
        expect(requests[0]!.createdAt).toBe(first!.createdAt * 1000);
        expect(requests[0]!.messages[0]!.author).toBe('player');
      });
  });
});
