import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { HttpMainAccountPayments } from '../payments/http-main-account-payments';
import { HttpUserConfig } from '../player/http-user-config';
import { ACCEPT_JSON, adapterOptions, bearer, DEMO, exampleOf, FAR_FUTURE_S, immediateClock, jsonBody, pactWith, refusedTokenRefresh, testPipeline } from '../pact/pact-harness';
import { TokenRefresher } from './token-refresher';
import { PROVIDER_STATES } from '../pact/provider-states';

const { like, integer, string } = MatchersV3;
const provider = 'web-api';
const pact = pactWith(provider);
const userConfig = exampleOf<{ result: Record<string, unknown> }>(provider, 'getUserConfig', '200');
const payments = exampleOf(provider, 'getMainAccountPayments', '200');
const unauthorized = like(exampleOf(provider, 'getUserConfig', '401'));
const isTokenCall = (r: Request) => new URL(r.url).pathname.endsWith('/user/gettoken');

const tokenRequest = () =>
  pact
    .addInteraction()
    .given(PROVIDER_STATES.signedIn, { userId: DEMO.userId, token: DEMO.freshToken })
    .uponReceiving('a request for a fresh user token')
    .withRequest('GET', '/web-api/user/gettoken', (b) => b.query({ force_refresh: 'true' }).headers(ACCEPT_JSON))
    .willRespondWith(200, jsonBody({ token: string(DEMO.freshToken), expiresAt: integer(FAR_FUTURE_S) }));

const expiredUserConfig = () =>
  pact
    .addInteraction()
    .given(PROVIDER_STATES.tokenExpired, { token: DEMO.expiredToken })
    .uponReceiving('a user config request with an expired token')
    .withRequest('GET', '/web-api/api/internal/v1/user/config', (b) =>
      b.headers({ ...ACCEPT_JSON, 'Cache-Control': 'no-cache', ...bearer(DEMO.expiredToken) }),
    )
    .willRespondWith(401, jsonBody(unauthorized));

const freshUserConfig = () =>
  pact
    .addInteraction()
    .given(PROVIDER_STATES.signedIn, { userId: DEMO.userId, token: DEMO.freshToken })
    .uponReceiving('a user config request with a fresh token')
    .withRequest('GET', '/web-api/api/internal/v1/user/config', (b) =>
      b.headers({ ...ACCEPT_JSON, 'Cache-Control': 'no-cache', ...bearer(DEMO.freshToken) }),
    )
    .willRespondWith(200, jsonBody(like(userConfig)));

describe('web-api pact: the request pipeline (spec 001 §7 request rules)', () => {
  it('getToken: a fresh token with its expiry', async () => {
    await tokenRequest().executeTest(async (mock) => {
      const pipeline = testPipeline(mock.url);
      // The refresher is the adapter of getToken; the pipeline owns it.
      const refresher = new TokenRefresher({
        baseUrl: `${mock.url}/web-api`,
        fetch,
        clock: immediateClock,
        logger: pipeline.logger,
        store: pipeline.tokens,
        onRefreshFailed: () => {},
      });
      await expect(refresher.refresh()).resolves.toEqual({ value: DEMO.freshToken, expiresAt: FAR_FUTURE_S });
      expect(pipeline.tokens.current()?.value).toBe(DEMO.freshToken);
    });
  });

  it('401: the token is dropped, one fresh token fetched, the request repeated once', async () => {
    expiredUserConfig();
    tokenRequest();
    await freshUserConfig().executeTest(async (mock) => {
      const pipeline = testPipeline(mock.url, { token: DEMO.expiredToken });
      const config = await new HttpUserConfig(adapterOptions(mock.url, provider, pipeline)).load();
      expect(config.ban_level).toBe(userConfig.result.ban_level);
      expect(pipeline.sent.filter(isTokenCall)).toHaveLength(1);
      expect(pipeline.sent).toHaveLength(3);
      expect(pipeline.counts.signedOut).toBe(0);
    });
  });

  it('401 on two concurrent calls: exactly one token request, both repeated', async () => {
    expiredUserConfig();
    tokenRequest();
    freshUserConfig();
    pact
      .addInteraction()
      .given(PROVIDER_STATES.tokenExpired, { token: DEMO.expiredToken })
      .uponReceiving('a payments request with an expired token')
      .withRequest('GET', '/web-api/api/internal/v1/payments/main-account', (b) =>
        b.query({ page: '1', archive: 'false' }).headers({ ...ACCEPT_JSON, ...bearer(DEMO.expiredToken) }),
      )
      .willRespondWith(401, jsonBody(unauthorized));
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, { userId: DEMO.userId, token: DEMO.freshToken })
      .uponReceiving('a payments request with a fresh token')
      .withRequest('GET', '/web-api/api/internal/v1/payments/main-account', (b) =>
        b.query({ page: '1', archive: 'false' }).headers({ ...ACCEPT_JSON, ...bearer(DEMO.freshToken) }),
      )
      .willRespondWith(200, jsonBody(like(payments)))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url, { token: DEMO.expiredToken });
        const options = adapterOptions(mock.url, provider, pipeline);
        const [config, page] = await Promise.all([new HttpUserConfig(options).load(), new HttpMainAccountPayments(options).page(1)]);
        expect(config.ban_level).toBe(userConfig.result.ban_level);
        expect(page.totalCount).toBe(1);
        expect(pipeline.sent.filter(isTokenCall)).toHaveLength(1);
        expect(pipeline.sent).toHaveLength(5);
      });
  });

  it('401 and a failed refresh: the player is signed out once, the call fails', async () => {
    expiredUserConfig();
    await refusedTokenRefresh(pact).executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url, { token: DEMO.expiredToken });
        await expect(new HttpUserConfig(adapterOptions(mock.url, provider, pipeline)).load()).rejects.toMatchObject({ code: 'unavailable' });
        expect(pipeline.counts.signedOut).toBe(1);
        expect(pipeline.sent).toHaveLength(2);
      });
  });

  it('451 with exception_code 1: confirm-terms, once, when terms confirmation is on', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.termsRequired, { userId: DEMO.userId, token: DEMO.token })
      .uponReceiving('a user config request from a player who must confirm changed terms')
      .withRequest('GET', '/web-api/api/internal/v1/user/config', (b) => b.headers({ ...ACCEPT_JSON, 'Cache-Control': 'no-cache', ...bearer(DEMO.token) }))
      .willRespondWith(451, jsonBody(like({ ...exampleOf(provider, 'getUserConfig', '451'), exception_code: integer(1) })))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url, { token: DEMO.token, termsConfirmation: true });
        await expect(new HttpUserConfig(adapterOptions(mock.url, provider, pipeline)).load()).rejects.toMatchObject({ code: 'unavailable' });
        expect(pipeline.counts.termsRequired).toBe(1);
        expect(pipeline.sent).toHaveLength(1);
      });
  });
});

