import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ACCEPT_JSON, adapterOptions, jsonBody, pactWith, testPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { HttpCaptchaService } from './http-captcha-service';

const { like, integer, regex } = MatchersV3;
const provider = 'captcha';
const pact = pactWith(provider);
const service = (mockUrl: string) => new HttpCaptchaService(adapterOptions(mockUrl, provider, testPipeline(mockUrl)));
const type = (value: string) => regex('^(image|recaptcha|none)$', value);

describe('captcha pact', () => {
  it('validateCaptcha: a wrong answer is success false with a message', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.captchaRequired, { answer: 'x7k2p', operation: 'validateCaptcha' })
      .uponReceiving('a captcha validation with a wrong answer')
      .withRequest('POST', '/captcha-api/api/v1/validate', (b) => b.headers({ ...ACCEPT_JSON, 'Content-Type': 'application/json' }).jsonBody({ captcha: 'wrong' }))
      .willRespondWith(200, jsonBody({ success: false, type: type('image'), time: integer(1767225600), error_message: like('Wrong code') }))
      .executeTest(async (mock) => {
        await expect(service(mock.url).validate('wrong')).resolves.toMatchObject({ success: false, errorMessage: 'Wrong code' });
      });
  });

  it('updateCaptcha: a fresh image', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.captchaRequired, { answer: 'x7k2p', operation: 'updateCaptcha' })
      .uponReceiving('a request for a new captcha image')
      .withRequest('GET', '/captcha-api/api/v1/update', (b) => b.headers(ACCEPT_JSON))
      .willRespondWith(200, jsonBody({ success: true, type: type('image'), time: integer(1767225600), error_message: null, image: like('data:image/png;base64,iVBORw0KGgo=') }))
      .executeTest(async (mock) => {
        await expect(service(mock.url).update()).resolves.toMatchObject({ success: true, type: 'image', image: 'data:image/png;base64,iVBORw0KGgo=' });
      });
  });

  it('getCaptchaTime: the captcha clock', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a request for the captcha time')
      .withRequest('GET', '/captcha-api/api/v1/gettime', (b) => b.headers(ACCEPT_JSON))
      .willRespondWith(200, jsonBody({ success: true, type: type('none'), time: integer(1767225600), error_message: null }))
      .executeTest(async (mock) => {
        await expect(service(mock.url).time()).resolves.toMatchObject({ success: true, time: 1767225600 });
      });
  });
});
