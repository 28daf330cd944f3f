import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { encodeCredential } from '../../../domain/auth';
import { ACCEPT_JSON, adapterOptions, DEMO, exampleOf, jsonBody, pactWith, testPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { CAPTCHA_HEADER } from '../pipeline/request-pipeline';
import { HttpRegistration } from './http-registration';

const { like, eachLike, integer, regex } = MatchersV3;
const provider = 'web-api';
const pact = pactWith(provider);
const POST_JSON = { ...ACCEPT_JSON, 'Content-Type': 'application/json' };
const PATH = '/web-api/api/auth/registration';
const registration = (mockUrl: string) => new HttpRegistration(adapterOptions(mockUrl, provider, testPipeline(mockUrl)));
/** The form's common fields, as the port takes them and as they go out (spec 001 §3 payload names). */
const common = { countryId: 2, currencyId: 1, refCode: null, firstDepositBonusChoice: 'sport' as const, captcha: null };
const commonWire = { country_id: 2, currency_id: 1, ref_code: null, first_deposit_bonus_choice: 'sport' };
const registered = (type: string) => ({ userId: integer(DEMO.userId), type, credentials: null });

describe('web-api pact: registration (designed)', () => {
  it('getRegistrationOptions: what the forms offer', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a request for the registration options in English')
      .withRequest('GET', `${PATH}/options`, (b) => b.query({ lng: 'en' }).headers(ACCEPT_JSON))
      .willRespondWith(
        200,
        jsonBody({
          countries: eachLike({ id: integer(2), name: like('United Kingdom'), code: regex('^[a-z]{2}$', 'gb') }),
          currencies: eachLike({ id: integer(1), iso: regex('^[A-Z]{3}$', 'RUB') }),
          bonuses: eachLike({ id: integer(11), choice: regex('^(sport|casino|reject)$', 'sport') }),
          default_country_id: integer(2),
          default_currency_id: integer(1),
          social_providers: eachLike(regex('^(google|telegram|vk|apple|yandex|mailru|ok)$', 'google')),
        }),
      )
      .executeTest(async (mock) => {
        await expect(registration(mock.url).options('en')).resolves.toEqual({
          countries: [{ id: 2, name: 'United Kingdom', code: 'gb' }],
          currencies: [{ id: 1, iso: 'RUB' }],
          bonuses: [{ id: 11, choice: 'sport' }],
          defaultCountryId: 2,
          defaultCurrencyId: 1,
          socialProviders: ['google'],
        });
      });
  });

  it('register one_click: the generated login and password come back once', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a one-click registration')
      .withRequest('POST', PATH, (b) => b.headers(POST_JSON).jsonBody({ type: 'one_click', ...commonWire }))
      .willRespondWith(201, jsonBody({ userId: integer(DEMO.userId), type: 'one_click', credentials: { login: like('1001'), password: like('k7mq2xpa') } }))
      .executeTest(async (mock) => {
        await expect(registration(mock.url).oneClick(common)).resolves.toEqual({
          kind: 'registered',
          userId: DEMO.userId,
          type: 'one_click',
          credentials: { login: '1001', password: 'k7mq2xpa' },
        });
      });
  });

  it('register phone: the password goes out encoded', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a registration by phone')
      .withRequest('POST', PATH, (b) =>
        b.headers(POST_JSON).jsonBody({ type: 'phone', ...commonWire, phone_number: '9031112233', country_code: 'ru', password: encodeCredential('secret1') }),
      )
      .willRespondWith(201, jsonBody(registered('phone')))
      .executeTest(async (mock) => {
        const result = await registration(mock.url).phone({ ...common, phone: { countryCode: 'ru', telCode: '7', number: '9031112233' }, password: encodeCredential('secret1') });
        expect(result).toEqual({ kind: 'registered', userId: DEMO.userId, type: 'phone', credentials: null });
      });
  });

  it('register full: a taken e-mail and an expired promo code are field errors the form shows', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.emailRegistered, { email: 'demo@example.com' })
      .uponReceiving('a full registration with a taken e-mail and an expired promo code')
      .withRequest('POST', PATH, (b) =>
        b.headers(POST_JSON).jsonBody({
          type: 'full',
          ...commonWire,
          ref_code: 'EXPIRED',
          email: 'demo@example.com',
          password: encodeCredential('secret12'),
          first_name: 'Ann',
          last_name: 'Lee',
        }),
      )
      .willRespondWith(422, jsonBody({ message: like('Validation failed'), fields: { email: 'taken', ref_code: 'expired' } }))
      .executeTest(async (mock) => {
        const result = await registration(mock.url).full({
          ...common,
          refCode: 'EXPIRED',
          email: 'demo@example.com',
          password: encodeCredential('secret12'),
          firstName: 'Ann',
          lastName: 'Lee',
        });
        expect(result).toEqual({ kind: 'invalid', fields: { email: 'registration_error_email_taken', refCode: 'registration_error_promo' } });
      });
  });

  it('register full: a new player', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a full registration')
      .withRequest('POST', PATH, (b) =>
        b.headers(POST_JSON).jsonBody({
          type: 'full',
          ...commonWire,
          ref_code: 'WELCOME',
          email: 'new.player@example.com',
          password: encodeCredential('secret12'),
          first_name: 'Ann',
          last_name: 'Lee',
        }),
      )
      .willRespondWith(201, jsonBody(registered('full')))
      .executeTest(async (mock) => {
        const result = await registration(mock.url).full({
          ...common,
          refCode: 'WELCOME',
          email: 'new.player@example.com',
          password: encodeCredential('secret12'),
          firstName: 'Ann',
          lastName: 'Lee',
        });
        expect(result).toMatchObject({ kind: 'registered', type: 'full' });
      });
  });

  it('register social', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.anonymous)
      .uponReceiving('a registration through a social network')
      .withRequest('POST', PATH, (b) => b.headers(POST_JSON).jsonBody({ type: 'social', ...commonWire, provider: 'telegram' }))
      .willRespondWith(201, jsonBody(registered('social')))
      .executeTest(async (mock) => {
        await expect(registration(mock.url).social({ ...common, provider: 'telegram' })).resolves.toMatchObject({ kind: 'registered', type: 'social' });
      });
  });

  it('register: a 400 with a captcha error code asks for a captcha; the answer goes out in x-captcha', async () => {
    const state = { answer: DEMO.captchaAnswer, operation: 'register' };
    pact
      .addInteraction()
      .given(PROVIDER_STATES.captchaRequired, state)
      .uponReceiving('a one-click registration without the captcha answer the service requires')
      .withRequest('POST', PATH, (b) => b.headers(POST_JSON).jsonBody({ type: 'one_click', ...commonWire }))
      .willRespondWith(400, jsonBody(like(exampleOf(provider, 'register', '400', 'captcha'))));
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.captchaRequired, state)
      .uponReceiving('a one-click registration with the captcha answer')
      .withRequest('POST', PATH, (b) => b.headers({ ...POST_JSON, [CAPTCHA_HEADER]: DEMO.captchaAnswer }).jsonBody({ type: 'one_click', ...commonWire }))
      .willRespondWith(201, jsonBody({ userId: integer(DEMO.userId), type: 'one_click', credentials: { login: like('1001'), password: like('k7mq2xpa') } }))
      .executeTest(async (mock) => {
        // The pipeline's captcha modal is dismissed here: the adapter reports captcha-required with no challenge left
        // to show, and a later call that carries an answer sends it in x-captcha.
        const pipeline = testPipeline(mock.url, { captchaAnswer: null });
        const http = new HttpRegistration(adapterOptions(mock.url, provider, pipeline));
        await expect(http.oneClick(common)).resolves.toEqual({ kind: 'captcha-required', challenge: null });
        await expect(http.oneClick({ ...common, captcha: { id: 'captcha', answer: DEMO.captchaAnswer } })).resolves.toMatchObject({ kind: 'registered' });
        expect(pipeline.sent.map((r) => r.headers.get(CAPTCHA_HEADER))).toEqual([null, DEMO.captchaAnswer]);
      });
  });
});
