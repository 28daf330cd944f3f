import { describe, expect, it } from 'vitest';
import { encodeCredential } from '../../../domain/auth';
import { jsonResponse, RecordingLogger, scriptedServer } from '../pipeline/test-doubles';
import { HttpPasswordRecovery } from './http-password-recovery';
import { HttpRegistration } from './http-registration';

const BASE = 'http://site.test/web-api';
const common = { countryId: 2, currencyId: 1, refCode: null, firstDepositBonusChoice: 'sport' as const, captcha: null };
const full = { ...common, email: 'a@b.co', password: encodeCredential('secret12'), firstName: 'Ann', lastName: 'Lee' };

function setUp(answer: () => Response) {
  const server = scriptedServer(answer);
  const logger = new RecordingLogger();
  return { server, logger, registration: new HttpRegistration({ baseUrl: BASE, fetch: server.fetch, logger }), recovery: new HttpPasswordRecovery({ baseUrl: BASE, fetch: server.fetch, logger }) };
}

describe('HttpRegistration (spec 001 §3 registration over the designed register call)', () => {
  it.each([
    ['email', 'taken', 'email', 'registration_error_email_taken'],
    ['email', 'invalid', 'email', 'registration_error_email'],
    ['email', 'required', 'email', 'registration_error_required'],
    ['phone_number', 'taken', 'phone', 'registration_error_phone_taken'],
    ['phone_number', 'invalid', 'phone', 'auth_error_phone_length'],
    ['phone_number', 'required', 'phone', 'auth_error_phone_empty'],
    ['password', 'too_short', 'password', 'auth_error_password_short'],
    ['first_name', 'required', 'firstName', 'registration_error_required'],
    ['last_name', 'required', 'lastName', 'registration_error_required'],
    ['ref_code', 'expired', 'refCode', 'registration_error_promo'],
    ['ref_code', 'invalid', 'refCode', 'registration_error_promo'],
    ['country_id', 'invalid', 'countryId', 'registration_error_required'],
  ])('422 %s: %s shows on the form field %s as %s', async (wire, code, field, key) => {
    const t = setUp(() => jsonResponse({ message: 'Validation failed', fields: { [wire]: code } }, 422));
    await expect(t.registration.full(full)).resolves.toEqual({ kind: 'invalid', fields: { [field]: key } });
  });

  it('sends the spec payload names and the captcha answer in x-captcha', async () => {
    const t = setUp(() => jsonResponse({ userId: 1001, type: 'full', credentials: null }, 201));
    await t.registration.full({ ...full, refCode: 'WELCOME', captcha: { id: 'captcha', answer: 'x7k2p' } });
    const request = t.server.requests[0]!;
    expect(request.headers.get('x-captcha')).toBe('x7k2p');
    expect(await request.json()).toEqual({
      type: 'full',
      country_id: 2,
      currency_id: 1,
      ref_code: 'WELCOME',
      first_deposit_bonus_choice: 'sport',
      email: 'a@b.co',
      password: encodeCredential('secret12'),
      first_name: 'Ann',
      last_name: 'Lee',
    });
  });

  it('QA14 #3: a 201 the contract does not allow (an answer cut off) is the server\'s failure, logged with the operation, not a crash', async () => {
    const t = setUp(() => jsonResponse({ userId: 'x', type: 'full' }, 201));
    await expect(t.registration.full(full)).resolves.toEqual({ kind: 'server-error' });
    expect(t.logger.entries[0]).toMatchObject({ level: 'error', context: { operation: 'register' } });
  });

  it('QA14 #3: a 5xx is the server\'s failure, not the connection\'s; a 400 that is not a captcha stays a typed error; a network failure stays one', async () => {
    const down = setUp(() => jsonResponse({ message: 'down', statusCode: 503 }, 503));
    await expect(down.registration.oneClick(common)).resolves.toEqual({ kind: 'server-error' });
    const bad = setUp(() => jsonResponse({ message: 'Bad request', error_code: 7 }, 400));
    await expect(bad.registration.oneClick(common)).rejects.toMatchObject({ code: 'http', status: 400, operation: 'register' });
    expect(bad.logger.entries[0]).toMatchObject({ level: 'error', context: { operation: 'register' } });
    const offline = setUp(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(offline.registration.oneClick(common)).rejects.toMatchObject({ name: 'HttpAdapterError' });
  });

  it('options: providers the site has no button for are left out', async () => {
    const t = setUp(() =>
      jsonResponse({ countries: [], currencies: [], bonuses: [], default_country_id: 1, default_currency_id: 1, social_providers: ['google', 'ok', 'vk'] }),
    );
    await expect(t.registration.options('en')).resolves.toMatchObject({ socialProviders: ['google', 'vk'] });
    expect(new URL(t.server.requests[0]!.url).searchParams.get('lng')).toBe('en');
  });
});

describe('HttpPasswordRecovery (spec 001 §4-5 recovery over the designed calls)', () => {
  it('the code validity comes in seconds and goes to the model in ms (wrong_code vs time_up is decided by it)', async () => {
    const t = setUp(() => jsonResponse({ recoveryId: 'rc_1', channel: 'sms', validUntil: 1767225900 }));
    const target = { kind: 'phone' as const, phone: { countryCode: 'gb', telCode: '44', number: '7700900123' } };
    await expect(t.recovery.requestCode({ target, captcha: null })).resolves.toEqual({ kind: 'code-sent', recoveryId: 'rc_1', channel: 'sms', validUntil: 1767225900000 });
    expect(await t.server.requests[0]!.json()).toEqual({ phone_number: '7700900123', country_code: 'gb' });
  });

  it('a reason outside the contract is a typed error, not a result', async () => {
    const t = setUp(() => jsonResponse({ message: 'Nope', reason: 'something_else' }, 422));
    await expect(t.recovery.checkCode({ recoveryId: 'rc_1', code: '1' })).rejects.toMatchObject({ code: 'invalid-response', operation: 'checkRecoveryCode' });
  });
});
