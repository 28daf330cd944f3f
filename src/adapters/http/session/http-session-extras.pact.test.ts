import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ACCEPT_JSON, adapterOptions, bearer, DEMO, exampleOf, jsonBody, pactWith, testPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { AccountTransferError } from '../../../domain/session/account-transfer.port';
import { HttpAccountTransfer } from './http-account-transfer';
import { HttpTerms } from './http-terms';

const { like, integer } = MatchersV3;
const provider = 'web-api';
const pact = pactWith(provider);
const POST_JSON = { ...ACCEPT_JSON, 'Content-Type': 'application/json' };
const transfer = (mockUrl: string) =>
  new HttpAccountTransfer({ ...adapterOptions(mockUrl, provider, testPipeline(mockUrl)), userConfig: { load: () => Promise.reject(new Error('unused')) } });

describe('web-api pact: terms and account transfer', () => {
  it('getAgreementRulesStatus: the terms changed since the player accepted them', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.termsChanged, { userId: DEMO.userId, token: DEMO.token })
      .uponReceiving('a request for the agreement-rules status after the terms changed')
      .withRequest('GET', '/web-api/api-v3/v2/user/agreement-rules/status', (b) => b.headers({ ...ACCEPT_JSON, ...bearer(DEMO.token) }))
      .willRespondWith(200, jsonBody({ result: true, updatedAt: integer(1767225600) }))
      .executeTest(async (mock) => {
        const terms = new HttpTerms(adapterOptions(mock.url, provider, testPipeline(mock.url, { token: DEMO.token })));
        await expect(terms.status()).resolves.toEqual({ changed: true, updatedAt: 1767225600000 });
      });
  });

  it('acceptAgreementRules: the player who must confirm changed terms accepts them', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.termsRequired, { userId: DEMO.userId, token: DEMO.token })
      .uponReceiving('an acceptance of the changed terms')
      .withRequest('POST', '/web-api/api-v3/v2/user/agreement-rules/accept', (b) => b.headers({ ...ACCEPT_JSON, ...bearer(DEMO.token) }))
      .willRespondWith(200, jsonBody({ success: true, message: null }))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url, { token: DEMO.token });
        await expect(new HttpTerms(adapterOptions(mock.url, provider, pipeline)).accept()).resolves.toBeUndefined();
        expect(pipeline.counts.termsRequired).toBe(0);
      });
  });

  it('userTransferSendCode, userTransferCheckCode and userTransferUserData, in step order', async () => {
    pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a request to send the transfer code for transfer 42')
      .withRequest('POST', '/web-api/api/internal/v1/account/user-transfer/send-code/42', (b) =>
        b.headers({ ...POST_JSON, 'x-captcha': 'x7k2p' }).jsonBody({ country_code: '7', phone: '9001234567', captcha: 'x7k2p' }),
      )
      .willRespondWith(200, jsonBody(like({ success: true, message: 'Code sent' })));
    pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a transfer code check for transfer 42')
      .withRequest('POST', '/web-api/api/internal/v1/account/user-transfer/check-code/42', (b) => b.headers(POST_JSON).jsonBody({ code: '123456' }))
      .willRespondWith(200, jsonBody(like(exampleOf(provider, 'userTransferCheckCode', '200'))));
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a request for the transferred account data')
      .withRequest('POST', '/web-api/api/internal/v1/account/user-transfer/user-data', (b) => b.headers(POST_JSON).jsonBody({ redirectToken: 'rt_9f8e' }))
      .willRespondWith(200, jsonBody({ status: 'success', user_id: integer(1001), password: like('generated-Pa55') }))
      .executeTest(async (mock) => {
        const steps = transfer(mock.url);
        await steps.sendCode(42, { countryCode: '7', phone: '9001234567', captcha: 'x7k2p' });
        await steps.checkCode(42, '123456');
        await expect(steps.userData('rt_9f8e')).resolves.toEqual({ status: 'success', userId: 1001, password: 'generated-Pa55' });
      });
  });

  // contracts/openapi web-api userTransferSendCode 400: no code can go to that phone, which the player must correct (port code phone-refused).
  it('userTransferSendCode: a phone the service cannot send a code to is refused with 400, phone-refused for the player', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.transferPhoneRefused, { phone: '9000000000', countryCode: '7' })
      .uponReceiving('a request to send the transfer code to an invalid phone')
      .withRequest('POST', '/web-api/api/internal/v1/account/user-transfer/send-code/42', (b) =>
        b.headers({ ...POST_JSON, 'x-captcha': 'x7k2p' }).jsonBody({ country_code: '7', phone: '9000000000', captcha: 'x7k2p' }),
      )
      .willRespondWith(400, jsonBody(like(exampleOf(provider, 'userTransferSendCode', '400', 'phone-refused'))))
      .executeTest(async (mock) => {
        const refusal = await transfer(mock.url)
          .sendCode(42, { countryCode: '7', phone: '9000000000', captcha: 'x7k2p' })
          .then(() => null, (error: unknown) => error);
        expect(refusal).toBeInstanceOf(AccountTransferError);
        expect(refusal).toMatchObject({ code: 'phone-refused' });
      });
  });
});
