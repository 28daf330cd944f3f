import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { LimitAction } from '../../../domain/limits/limits.port';
import { ACCEPT_JSON, adapterOptions, bearer, DEMO, exampleOf, jsonBody, pactWith, testPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { HttpLimits } from './http-limits';

const { like, eachLike, integer, regex } = MatchersV3;
const provider = 'limit-service';
const pact = pactWith(provider);
const headers = { ...ACCEPT_JSON, 'X-Language': 'en', ...bearer(DEMO.token) };
const pending = { userId: DEMO.userId, token: DEMO.token, limitType: 20 };
const actionResult = (title: string | null) => like({ success: true, title });
const limits = (mockUrl: string) => {
  const pipeline = testPipeline(mockUrl, { token: DEMO.token });
  return new HttpLimits({ ...adapterOptions(mockUrl, provider, pipeline), language: () => 'en' });
};

describe('limit-service pact', () => {
  it('getLimits: the player\'s limits with their states', async () => {
    const limit = exampleOf<object[]>(provider, 'getLimits', '200')[1]!;
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.limitPending, pending)
      .uponReceiving('a request for the limits of a player with a pending deposit limit')
      .withRequest('GET', '/limit-service-api/api/external/web/v3/limits', (b) => b.headers(headers))
      .willRespondWith(200, jsonBody(eachLike(like({ ...limit, limitType: integer(20), limitState: regex('^(ACTIVE|PENDING|INACTIVE)$', 'PENDING') }))))
      .executeTest(async (mock) => {
        const [limit] = await limits(mock.url).list();
        expect(limit).toMatchObject({ limitType: 20, limitState: 'PENDING', needApprove: true });
      });
  });

  it('setLimit: a new reality-check limit', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, { userId: DEMO.userId, token: DEMO.token })
      .uponReceiving('a request to set a 30-minute reality-check limit')
      .withRequest('POST', '/limit-service-api/api/external/web/v3/limit', (b) =>
        b.headers({ ...headers, 'Content-Type': 'application/json' }).jsonBody({ limitType: 32, limitValue: 30 }),
      )
      .willRespondWith(200, jsonBody(actionResult('Limit saved')))
      .executeTest(async (mock) => {
        await expect(limits(mock.url).set(32, 30)).resolves.toEqual({ title: 'Limit saved' });
      });
  });

  it('limitAction: approve a pending deposit limit (action 1)', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.limitPending, pending)
      .uponReceiving('a request to approve the pending deposit limit')
      .withRequest('POST', '/limit-service-api/api/external/web/v3/limitaction', (b) =>
        b.query({ action: '1' }).headers({ ...headers, 'Content-Type': 'application/json' }).jsonBody({ limitType: 20 }),
      )
      .willRespondWith(200, jsonBody(actionResult('Limit approved')))
      .executeTest(async (mock) => {
        await expect(limits(mock.url).respondToPending(20, LimitAction.Approve)).resolves.toEqual({ title: 'Limit approved' });
      });
  });

  it('limitAction: reject a pending deposit limit (action 0)', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.limitPending, pending)
      .uponReceiving('a request to reject the pending deposit limit')
      .withRequest('POST', '/limit-service-api/api/external/web/v3/limitaction', (b) =>
        b.query({ action: '0' }).headers({ ...headers, 'Content-Type': 'application/json' }).jsonBody({ limitType: 20 }),
      )
      .willRespondWith(200, jsonBody(actionResult('Limit rejected')))
      .executeTest(async (mock) => {
        await expect(limits(mock.url).respondToPending(20, LimitAction.Reject)).resolves.toEqual({ title: 'Limit rejected' });
      });
  });

  it('deleteLimit: cancel the pending deposit limit', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.limitPending, pending)
      .uponReceiving('a request to cancel the deposit limit')
      .withRequest('DELETE', '/limit-service-api/api/external/web/v3/limit', (b) => b.query({ limitType: '20' }).headers(headers))
      .willRespondWith(200, jsonBody(actionResult(null)))
      .executeTest(async (mock) => {
        await expect(limits(mock.url).delete(20)).resolves.toEqual({ title: null });
      });
  });

  it('pingLimits: keep-alive with the session-limit remainder', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, { userId: DEMO.userId, token: DEMO.token })
      .uponReceiving('a limit-service keep-alive ping')
      .withRequest('POST', '/limit-service-api/api/external/web/v3/ping', (b) => b.headers({ ...ACCEPT_JSON, ...bearer(DEMO.token) }))
      .willRespondWith(200, jsonBody(like({ sessionRemainingHours: null })))
      .executeTest(async (mock) => {
        await expect(limits(mock.url).ping()).resolves.toEqual({ sessionRemainingHours: null });
      });
  });

  it('pingLimits: the hours left of a session limit (the client arms its end timer from them, spec 001 §4)', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.sessionLimit, { userId: DEMO.userId, token: DEMO.token, hours: 1.5 })
      .uponReceiving('a limit-service keep-alive ping with a session limit set')
      .withRequest('POST', '/limit-service-api/api/external/web/v3/ping', (b) => b.headers({ ...ACCEPT_JSON, ...bearer(DEMO.token) }))
      .willRespondWith(200, jsonBody({ sessionRemainingHours: like(1.5) }))
      .executeTest(async (mock) => {
        await expect(limits(mock.url).ping()).resolves.toEqual({ sessionRemainingHours: 1.5 });
      });
  });
});
