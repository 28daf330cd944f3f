import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { encodeCredential, type PhoneNumber } from '../../../domain/auth';
import { ACCEPT_JSON, adapterOptions, bearer, DEMO, exampleOf, jsonBody, pactWith, testPipeline } from '../pact/pact-harness';
import { CAPTCHA_HEADER, FINGERPRINT_HEADER } from '../pipeline/request-pipeline';
import { PROVIDER_STATES } from '../pact/provider-states';
import { HttpAuth } from './http-auth';
import { HttpPhoneDirectory } from './http-phone-directory';

const { like, eachLike, integer, regex } = MatchersV3;
const provider = 'web-api';
const pact = pactWith(provider);
const POST_JSON = { ...ACCEPT_JSON, 'Content-Type': 'application/json' };
const success = like({ status: 'success', userId: integer(DEMO.userId) });
const twoStep = { userId: DEMO.userId };
const phone: PhoneNumber = { countryCode: 'ru', telCode: '7', number: '9001234567' };
// spec 001 §5: credentials go out encoded (base64 of UTF-8, domain/auth/credentials.ts), on the one sign-in path.
const demoLogin = { login: encodeCredential('demo'), password: encodeCredential('demo1234'), save: true, componentsData: '' };
const demoRequest = { login: encodeCredential('demo'), password: encodeCredential('demo1234'), save: true, componentsData: null, captcha: null };
const auth = (mockUrl: string, token?: string) => new HttpAuth(adapterOptions(mockUrl, provider, testPipeline(mockUrl, token ? { token } : {})));

describe('web-api pact: the login API', () => {
  it('loginByLogin: the demo player signs in', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a sign-in with the demo login and password')
      .withRequest('POST', '/web-api/api/auth/login', (b) => b.headers(POST_JSON).jsonBody(demoLogin))
      .willRespondWith(200, jsonBody(success))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url);
        await expect(new HttpAuth(adapterOptions(mock.url, provider, pipeline)).loginByPassword(demoRequest)).resolves.toEqual({ kind: 'success', userId: DEMO.userId });
      });
  });

  it('loginByLogin: a 400 with error code 111 asks for a captcha; the retry carries the answer (one challenge, two requests)', async () => {
    pact
      .addInteraction()
      .given(PROVIDER_STATES.captchaRequired, { answer: DEMO.captchaAnswer, operation: 'loginByLogin' })
      .uponReceiving('a sign-in without the captcha answer the service requires')
      .withRequest('POST', '/web-api/api/auth/login', (b) =>
        b.headers({ ...POST_JSON, [FINGERPRINT_HEADER]: DEMO.freshFingerprint }).jsonBody(demoLogin),
      )
      .willRespondWith(400, jsonBody(like(exampleOf(provider, 'loginByLogin', '400', 'captcha'))));
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.captchaRequired, { answer: DEMO.captchaAnswer, operation: 'loginByLogin' })
      .uponReceiving('a sign-in repeated with the captcha answer')
      .withRequest('POST', '/web-api/api/auth/login', (b) =>
        b
          .headers({ ...POST_JSON, [FINGERPRINT_HEADER]: DEMO.freshFingerprint, [CAPTCHA_HEADER]: DEMO.captchaAnswer })
          .jsonBody(demoLogin),
      )
      .willRespondWith(200, jsonBody(success))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url, { captchaAnswer: DEMO.captchaAnswer, fingerprint: DEMO.freshFingerprint });
        await expect(new HttpAuth(adapterOptions(mock.url, provider, pipeline)).loginByPassword(demoRequest)).resolves.toEqual({ kind: 'success', userId: DEMO.userId });
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
        b.headers({ ...POST_JSON, [FINGERPRINT_HEADER]: DEMO.staleFingerprint }).jsonBody(demoLogin),
      )
      .willRespondWith(400, jsonBody(like(exampleOf(provider, 'loginByLogin', '400', 'fingerprint'))));
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.fingerprintExpired, { fingerprint: DEMO.staleFingerprint, fresh: DEMO.freshFingerprint })
      .uponReceiving('a sign-in repeated with a fresh fingerprint')
      .withRequest('POST', '/web-api/api/auth/login', (b) =>
        b.headers({ ...POST_JSON, [FINGERPRINT_HEADER]: DEMO.freshFingerprint }).jsonBody(demoLogin),
      )
      .willRespondWith(200, jsonBody(success))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url, { fingerprint: DEMO.staleFingerprint, freshFingerprint: DEMO.freshFingerprint });
        await expect(new HttpAuth(adapterOptions(mock.url, provider, pipeline)).loginByPassword(demoRequest)).resolves.toEqual({ kind: 'success', userId: DEMO.userId });
        expect(pipeline.counts.fingerprintRefreshes).toBe(1);
        expect(pipeline.sent).toHaveLength(2);
      });
  });

  it('loginByPhone', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a sign-in by phone number and password')
      .withRequest('POST', '/web-api/api/auth/login/phone', (b) => b.headers(POST_JSON).jsonBody({ phone_number: '9001234567', country_code: 'ru', password: encodeCredential('demo1234') }))
      .willRespondWith(200, jsonBody(success))
      .executeTest(async (mock) => {
        await expect(auth(mock.url).loginByPhone({ phone, password: encodeCredential('demo1234'), save: true, captcha: null })).resolves.toEqual({ kind: 'success', userId: DEMO.userId });
      });
  });

  it('loginByToken', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a sign-in by a login token')
      .withRequest('POST', '/web-api/api/auth/login/token', (b) => b.headers(POST_JSON).jsonBody({ method_id: 3, token: 'tk_55aa', sign: 'c2lnbg', lng: 'en' }))
      .willRespondWith(200, jsonBody(success))
      .executeTest(async (mock) => {
        await expect(auth(mock.url).loginByToken({ methodId: 3, token: 'tk_55aa', sign: 'c2lnbg', lng: 'en' })).resolves.toMatchObject({ kind: 'success' });
      });
  });

  it('loginSocial', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a social sign-in')
      .withRequest('POST', '/web-api/api/auth/login/social', (b) => b.headers(POST_JSON).jsonBody({ login: 'social-uid-1', pass: 'social-secret', recaptcha_response: '03AGdBq2' }))
      .willRespondWith(200, jsonBody(success))
      .executeTest(async (mock) => {
        await expect(auth(mock.url).loginSocial({ login: 'social-uid-1', pass: 'social-secret', recaptchaResponse: '03AGdBq2' })).resolves.toMatchObject({ kind: 'success' });
      });
  });

  it('loginBySmsCode', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a sign-in by an SMS code')
      .withRequest('POST', '/web-api/api/auth/login/sms', (b) => b.headers(POST_JSON).jsonBody({ phone_number: '9001234567', country_code: 'ru', code: '123456' }))
      .willRespondWith(200, jsonBody(success))
      .executeTest(async (mock) => {
        await expect(auth(mock.url).loginBySmsCode({ phone, code: '123456', save: true })).resolves.toMatchObject({ kind: 'success' });
      });
  });

  it('loginTwoStep: the code after a password sign-in that asked for it', async () => {
    pact
      .addInteraction()
      .given(PROVIDER_STATES.twoStepRequired, twoStep)
      .uponReceiving('a password sign-in of a player with two-step sign-in')
      .withRequest('POST', '/web-api/api/auth/login', (b) =>
        b.headers(POST_JSON).jsonBody({ login: encodeCredential('demo'), password: encodeCredential('demo1234'), save: true, componentsData: '' }),
      )
      .willRespondWith(200, jsonBody({ status: 'two-step-required', twoStepToken: like('ts_4f9a'), method: regex('^(sms|totp|email)$', 'sms') }));
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.twoStepRequired, twoStep)
      .uponReceiving('a two-step code for the pending sign-in')
      .withRequest('POST', '/web-api/api/auth/login/two-step', (b) => b.headers(POST_JSON).jsonBody({ twoStepToken: 'ts_4f9a', code: '123456' }))
      .willRespondWith(200, jsonBody(success))
      .executeTest(async (mock) => {
        const http = auth(mock.url);
        const credentials = { login: encodeCredential('demo'), password: encodeCredential('demo1234'), save: true };
        await expect(http.loginByPassword({ ...credentials, componentsData: null, captcha: null })).resolves.toEqual({ kind: 'two-step-required' });
        await expect(http.loginByTwoStepCode({ ...credentials, code: '123456' })).resolves.toMatchObject({ kind: 'success' });
      });
  });

  it('loginSocialTwoStep: the code after a social sign-in that asked for it', async () => {
    pact
      .addInteraction()
      .given(PROVIDER_STATES.twoStepRequired, twoStep)
      .uponReceiving('a social sign-in of a player with two-step sign-in')
      .withRequest('POST', '/web-api/api/auth/login/social', (b) => b.headers(POST_JSON).jsonBody({ login: 'social-uid-1', pass: 'social-secret', recaptcha_response: '' }))
      .willRespondWith(200, jsonBody({ status: 'two-step-required', twoStepToken: like('ts_4f9a'), method: regex('^(sms|totp|email)$', 'sms') }));
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.twoStepRequired, twoStep)
      .uponReceiving('a two-step code for the pending social sign-in')
      .withRequest('POST', '/web-api/api/auth/login/social/two-step', (b) => b.headers(POST_JSON).jsonBody({ twoStepToken: 'ts_4f9a', code: '123456' }))
      .willRespondWith(200, jsonBody(success))
      .executeTest(async (mock) => {
        await expect(auth(mock.url).loginSocialTwoStep({ login: 'social-uid-1', pass: 'social-secret', code: '123456' })).resolves.toMatchObject({ kind: 'success' });
      });
  });

  it('sendLoginSms', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a request to send a login code by SMS')
      .withRequest('POST', '/web-api/api/auth/sms/send', (b) => b.headers(POST_JSON).jsonBody({ 'phone-number': '9001234567', 'phone-code': '7', captcha: '' }))
      .willRespondWith(200, jsonBody({ success: true, message: null, resendAfterSeconds: integer(60) }))
      .executeTest(async (mock) => {
        await expect(auth(mock.url).sendSms({ phone, captcha: null })).resolves.toEqual({ kind: 'sent', resendAfterSeconds: 60 });
      });
  });

  it('getRights', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, { userId: DEMO.userId, token: DEMO.token })
      .uponReceiving('a request for the signed-in player\'s rights')
      .withRequest('GET', '/web-api/api/auth/rights', (b) => b.headers({ ...ACCEPT_JSON, ...bearer(DEMO.token) }))
      .willRespondWith(200, jsonBody({ rights: eachLike('bet') }))
      .executeTest(async (mock) => {
        await expect(auth(mock.url, DEMO.token).rights()).resolves.toEqual(['bet']);
      });
  });

  it('oauthLogin: the provider callback code for a session', async () => {
    const body = exampleOf<Record<string, string>>(provider, 'oauthLogin', 'request');
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('an OAuth callback code exchanged for a session')
      .withRequest('POST', '/web-api/api/auth/oauth', (b) => b.headers(POST_JSON).jsonBody(body))
      .willRespondWith(200, jsonBody(success))
      .executeTest(async (mock) => {
        const result = await auth(mock.url).completeOAuth({ provider: 'google', code: body.code!, state: body.state!, redirectUri: body.redirect_uri! });
        expect(result).toMatchObject({ kind: 'success' });
      });
  });

  it('startOAuth: the provider start URL for a sign-in that returns to the page', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a request to start a Google OAuth sign-in returning to /en/live')
      .withRequest('GET', '/web-api/api/auth/oauth/google/start', (b) => b.query({ returnPath: '/en/live' }).headers(ACCEPT_JSON))
      .willRespondWith(200, jsonBody({ redirectUrl: regex('^https://[^ ]+$', 'https://accounts.google.com/o/oauth2/v2/auth?client_id=demo&state=s_1042') }))
      .executeTest(async (mock) => {
        await expect(auth(mock.url).oauth('google', '/en/live')).resolves.toEqual({
          redirectUrl: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=demo&state=s_1042',
        });
      });
  });

  it('getPhoneCountries and getPhoneMasks', async () => {
    pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a request for the phone countries in English')
      .withRequest('GET', '/web-api/api/internal/v1/phone/countries', (b) => b.query({ lng: 'en' }).headers(ACCEPT_JSON))
      .willRespondWith(200, jsonBody(eachLike({ id: integer(1), name: like('Russia'), country_code: regex('^[a-z]{2}$', 'ru'), tel_code: regex('^[0-9]{1,4}$', '7') })));
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a request for the phone masks')
      .withRequest('GET', '/web-api/api/internal/v1/phone/masks', (b) => b.headers(ACCEPT_JSON))
      .willRespondWith(200, jsonBody(eachLike({ CountryId: integer(1), Mask: like('(###) ###-##-##'), Min: integer(10), Max: integer(10) })))
      .executeTest(async (mock) => {
        const phones = new HttpPhoneDirectory(adapterOptions(mock.url, provider, testPipeline(mock.url)));
        await expect(phones.countries('en')).resolves.toEqual([{ id: 1, name: 'Russia', countryCode: 'ru', telCode: '7' }]);
        await expect(phones.masks()).resolves.toEqual([{ countryId: 1, mask: '(###) ###-##-##', min: 10, max: 10 }]);
      });
  });
});
