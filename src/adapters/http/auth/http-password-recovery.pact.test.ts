import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { encodeCredential } from '../../../domain/auth';
import { ACCEPT_JSON, adapterOptions, DEMO, exampleOf, FAR_FUTURE_S, jsonBody, pactWith, testPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { HttpPasswordRecovery } from './http-password-recovery';

const { like, integer } = MatchersV3;
const provider = 'web-api';
const pact = pactWith(provider);
const POST_JSON = { ...ACCEPT_JSON, 'Content-Type': 'application/json' };
const PATH = '/web-api/api/auth/password-recovery';
const recovery = (mockUrl: string) => new HttpPasswordRecovery(adapterOptions(mockUrl, provider, testPipeline(mockUrl)));
const pending = { recoveryId: 'rc_7f3a', userId: DEMO.userId, code: '1234' };
const reset = { resetToken: 'rt_91bc', userId: DEMO.userId };

describe('web-api pact: password recovery (designed)', () => {
  it('requestRecoveryCode: by login, the code goes out by e-mail with its validity', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a recovery code request for the demo login')
      .withRequest('POST', `${PATH}/code`, (b) => b.headers(POST_JSON).jsonBody({ login: 'demo' }))
      .willRespondWith(200, jsonBody({ recoveryId: like('rc_7f3a'), channel: 'email', validUntil: integer(FAR_FUTURE_S) }))
      .executeTest(async (mock) => {
        await expect(recovery(mock.url).requestCode({ target: { kind: 'login', login: 'demo' }, captcha: null })).resolves.toEqual({
          kind: 'code-sent',
          recoveryId: 'rc_7f3a',
          channel: 'email',
          validUntil: FAR_FUTURE_S * 1000,
        });
      });
  });

  it('requestRecoveryCode: an unknown phone is not found', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a recovery code request for an unknown phone')
      .withRequest('POST', `${PATH}/code`, (b) => b.headers(POST_JSON).jsonBody({ phone_number: '9990000000', country_code: 'ru' }))
      .willRespondWith(404, jsonBody({ message: like('User not found'), reason: 'user_not_found' }))
      .executeTest(async (mock) => {
        const target = { kind: 'phone' as const, phone: { countryCode: 'ru', telCode: '7', number: '9990000000' } };
        await expect(recovery(mock.url).requestCode({ target, captcha: null })).resolves.toEqual({ kind: 'not-found', errorCode: 'user_not_found' });
      });
  });

  it('requestRecoveryCode: a 400 with a captcha error code asks for a captcha', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.captchaRequired, { answer: DEMO.captchaAnswer, operation: 'requestRecoveryCode' })
      .uponReceiving('a recovery code request without the captcha answer the service requires')
      .withRequest('POST', `${PATH}/code`, (b) => b.headers(POST_JSON).jsonBody({ login: 'demo' }))
      .willRespondWith(400, jsonBody(like(exampleOf(provider, 'requestRecoveryCode', '400', 'captcha'))))
      .executeTest(async (mock) => {
        await expect(recovery(mock.url).requestCode({ target: { kind: 'login', login: 'demo' }, captcha: null })).resolves.toMatchObject({ kind: 'captcha-required' });
      });
  });

  it('checkRecoveryCode: the right code gives the reset token', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.recoveryPending, pending)
      .uponReceiving('the right code for a pending recovery')
      .withRequest('POST', `${PATH}/check`, (b) => b.headers(POST_JSON).jsonBody({ recoveryId: 'rc_7f3a', code: '1234' }))
      .willRespondWith(200, jsonBody({ resetToken: like('rt_91bc') }))
      .executeTest(async (mock) => {
        await expect(recovery(mock.url).checkCode({ recoveryId: 'rc_7f3a', code: '1234' })).resolves.toEqual({ kind: 'accepted', resetToken: 'rt_91bc' });
      });
  });

  it('checkRecoveryCode: a wrong code is refused (the model calls it wrong_code while the code is valid)', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.recoveryPending, pending)
      .uponReceiving('a wrong code for a pending recovery')
      .withRequest('POST', `${PATH}/check`, (b) => b.headers(POST_JSON).jsonBody({ recoveryId: 'rc_7f3a', code: '9999' }))
      .willRespondWith(422, jsonBody({ message: like('Wrong code'), reason: 'code_invalid' }))
      .executeTest(async (mock) => {
        await expect(recovery(mock.url).checkCode({ recoveryId: 'rc_7f3a', code: '9999' })).resolves.toEqual({ kind: 'rejected', errorCode: 'code_invalid' });
      });
  });

  it('checkRecoveryCode: a late code is refused (time_up once the validity has passed)', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.recoveryCodeExpired, { recoveryId: 'rc_7f3a' })
      .uponReceiving('a code for a recovery whose code has expired')
      .withRequest('POST', `${PATH}/check`, (b) => b.headers(POST_JSON).jsonBody({ recoveryId: 'rc_7f3a', code: '1234' }))
      .willRespondWith(422, jsonBody({ message: like('Code expired'), reason: 'code_expired' }))
      .executeTest(async (mock) => {
        await expect(recovery(mock.url).checkCode({ recoveryId: 'rc_7f3a', code: '1234' })).resolves.toEqual({ kind: 'rejected', errorCode: 'code_expired' });
      });
  });

  it('saveRecoveredPassword: the new password is saved; the login comes back', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.resetPending, reset)
      .uponReceiving('a new password for a pending reset')
      .withRequest('POST', `${PATH}/password`, (b) => b.headers(POST_JSON).jsonBody({ resetToken: 'rt_91bc', password: encodeCredential('brandnew1') }))
      .willRespondWith(200, jsonBody({ login: like('demo') }))
      .executeTest(async (mock) => {
        await expect(recovery(mock.url).savePassword({ resetToken: 'rt_91bc', password: encodeCredential('brandnew1') })).resolves.toEqual({ kind: 'saved', login: 'demo' });
      });
  });

  it('saveRecoveredPassword: a too short password is refused', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.resetPending, reset)
      .uponReceiving('a too short new password for a pending reset')
      .withRequest('POST', `${PATH}/password`, (b) => b.headers(POST_JSON).jsonBody({ resetToken: 'rt_91bc', password: encodeCredential('abc') }))
      .willRespondWith(422, jsonBody({ message: like('Password too short'), reason: 'password_too_short' }))
      .executeTest(async (mock) => {
        await expect(recovery(mock.url).savePassword({ resetToken: 'rt_91bc', password: encodeCredential('abc') })).resolves.toEqual({
          kind: 'weak-password',
          errorCode: 'password_too_short',
        });
      });
  });
});
