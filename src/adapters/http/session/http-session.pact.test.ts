import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ACCEPT_JSON, adapterOptions, bearer, DEMO, jsonBody, pactWith, testPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { HttpSession } from './http-session';
import { HttpSessionBootstrap } from './http-session-bootstrap';

const { like, integer } = MatchersV3;
const provider = 'web-api';
const pact = pactWith(provider);
const signedIn = { userId: DEMO.userId, token: DEMO.token };

describe('web-api pact: session', () => {
  it('getSession: the signed-in user id as plain text', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, signedIn)
      .uponReceiving('a session bootstrap request from a signed-in player')
      .withRequest('GET', '/web-api/session', (b) => b.headers({ Accept: 'text/plain', 'Cache-Control': 'no-cache', ...bearer(DEMO.token) }))
      .willRespondWith(200, (b) => b.headers({ 'Content-Type': 'text/plain' }).body('text/plain', Buffer.from(String(DEMO.userId))))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url, { token: DEMO.token });
        await expect(new HttpSessionBootstrap(adapterOptions(mock.url, provider, pipeline)).userId()).resolves.toBe(DEMO.userId);
      });
  });

  it('checkAuthSession: a visitor is anonymous', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a session check from a visitor')
      .withRequest('GET', '/web-api/api/auth/session', (b) => b.headers({ ...ACCEPT_JSON, 'Cache-Control': 'no-cache' }))
      .willRespondWith(200, jsonBody({ userId: null }))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url);
        await expect(new HttpSession(adapterOptions(mock.url, provider, pipeline)).check()).resolves.toMatchObject({ userId: null });
      });
  });

  it('checkAuthSession: a signed-in player', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, signedIn)
      .uponReceiving('a session check from a signed-in player')
      .withRequest('GET', '/web-api/api/auth/session', (b) => b.headers({ ...ACCEPT_JSON, 'Cache-Control': 'no-cache', ...bearer(DEMO.token) }))
      .willRespondWith(200, jsonBody({ userId: integer(DEMO.userId) }))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url, { token: DEMO.token });
        await expect(new HttpSession(adapterOptions(mock.url, provider, pipeline)).check()).resolves.toMatchObject({ userId: DEMO.userId });
      });
  });

  it('logout: the signed-in player signs out', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, signedIn)
      .uponReceiving('a sign-out of the signed-in player')
      .withRequest('POST', '/web-api/api/auth/logout', (b) => b.headers({ ...ACCEPT_JSON, ...bearer(DEMO.token) }))
      .willRespondWith(200, jsonBody(like({ success: true, message: null })))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url, { token: DEMO.token });
        await expect(new HttpSession(adapterOptions(mock.url, provider, pipeline)).logout()).resolves.toBeUndefined();
      });
  });
});

