import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_HEADER, FINGERPRINT_HEADER } from '../pipeline/request-pipeline';
import { ACCEPT_JSON, adapterOptions, bearer, DEMO, exampleOf, jsonBody, pactWith, testPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { HttpSession } from './http-session';
import { HttpSessionBootstrap } from './http-session-bootstrap';

const { like, integer } = MatchersV3;
const provider = 'web-api';
const pact = pactWith(provider);
const signedIn = { userId: DEMO.userId, token: DEMO.token };
const demoLogin = { login: 'demo', password: 'demo1234', save: true, componentsData: '' };
const loginSuccess = like({ status: 'success', userId: integer(DEMO.userId) });

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

  it('loginByLogin: the demo player signs in', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a sign-in with the demo login and password')
      .withRequest('POST', '/web-api/api/auth/login', (b) => b.headers({ ...ACCEPT_JSON, 'Content-Type': 'application/json' }).jsonBody(demoLogin))
      .willRespondWith(200, jsonBody(loginSuccess))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url);
        const player = await new HttpSession(adapterOptions(mock.url, provider, pipeline)).login({ login: 'demo', password: 'demo1234', remember: true });
        expect(player.userId).toBe(DEMO.userId);
      });
  });

  it('loginByLogin: a 400 with error code 111 asks for a captcha; the retry carries the answer (one challenge, two requests)', async () => {
    pact
      .addInteraction()
      .given(PROVIDER_STATES.captchaRequired, { answer: DEMO.captchaAnswer, operation: 'loginByLogin' })
      .uponReceiving('a sign-in without the captcha answer the service requires')
      .withRequest('POST', '/web-api/api/auth/login', (b) =>
        b.headers({ ...ACCEPT_JSON, 'Content-Type': 'application/json', [FINGERPRINT_HEADER]: DEMO.freshFingerprint }).jsonBody(demoLogin),
      )
      .willRespondWith(400, jsonBody(like(exampleOf(provider, 'loginByLogin', '400', 'captcha'))));
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.captchaRequired, { answer: DEMO.captchaAnswer, operation: 'loginByLogin' })
      .uponReceiving('a sign-in repeated with the captcha answer')
      .withRequest('POST', '/web-api/api/auth/login', (b) =>
        b
          .headers({ ...ACCEPT_JSON, 'Content-Type': 'application/json', [FINGERPRINT_HEADER]: DEMO.freshFingerprint, [CAPTCHA_HEADER]: DEMO.captchaAnswer })
          .jsonBody(demoLogin),
      )
      .willRespondWith(200, jsonBody(loginSuccess))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url, { captchaAnswer: DEMO.captchaAnswer, fingerprint: DEMO.freshFingerprint });
        const player = await new HttpSession(adapterOptions(mock.url, provider, pipeline)).login({ login: 'demo', password: 'demo1234', remember: true });
        expect(player.userId).toBe(DEMO.userId);
        expect(pipeline.counts.challenges).toBe(1);
        expect(pipeline.sent.map((r) => r.headers.get(CAPTCHA_HEADER))).toEqual([null, DEMO.captchaAnswer]);
      });
  });

  it('loginByLogin: a 400 with error code 120 refreshes the fingerprint and repeats once', async () => {
    pact
      .addInteraction()
      .given(PROVIDER_STATES.fingerprintExpired, { fingerprint: DEMO.staleFingerprint, fresh: DEMO.freshFingerprint })
      .uponReceiving('a sign-in with an expired fingerprint')
      .withRequest('POST', '/web-api/api/auth/login', (b) =>
        b.headers({ ...ACCEPT_JSON, 'Content-Type': 'application/json', [FINGERPRINT_HEADER]: DEMO.staleFingerprint }).jsonBody(demoLogin),
      )
      .willRespondWith(400, jsonBody(like(exampleOf(provider, 'loginByLogin', '400', 'fingerprint'))));
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.fingerprintExpired, { fingerprint: DEMO.staleFingerprint, fresh: DEMO.freshFingerprint })
      .uponReceiving('a sign-in repeated with a fresh fingerprint')
      .withRequest('POST', '/web-api/api/auth/login', (b) =>
        b.headers({ ...ACCEPT_JSON, 'Content-Type': 'application/json', [FINGERPRINT_HEADER]: DEMO.freshFingerprint }).jsonBody(demoLogin),
      )
      .willRespondWith(200, jsonBody(loginSuccess))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url, { fingerprint: DEMO.staleFingerprint, freshFingerprint: DEMO.freshFingerprint });
        const player = await new HttpSession(adapterOptions(mock.url, provider, pipeline)).login({ login: 'demo', password: 'demo1234', remember: true });
        expect(player.userId).toBe(DEMO.userId);
        expect(pipeline.counts.fingerprintRefreshes).toBe(1);
        expect(pipeline.sent).toHaveLength(2);
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

