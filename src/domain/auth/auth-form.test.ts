import { describe, expect, it } from 'vitest';
import { AUTH_FORMS, EMPTY_AUTH_DEFAULTS, loginResultMessage, parseAuthDefaults, rememberedDefaults } from './auth-form';

describe('auth form state (spec 001 §3)', () => {
  it('has the four forms of the spec', () => {
    expect(AUTH_FORMS).toEqual(['login_password', 'phone_password', 'sms', 'login_password_two_step_code']);
  });

  it('default values: login, phone, phoneBySms, passwordLogin, passwordPhone, remember', () => {
    expect(Object.keys(EMPTY_AUTH_DEFAULTS).sort()).toEqual(
      ['login', 'passwordLogin', 'passwordPhone', 'phone', 'phoneBySms', 'remember'].sort(),
    );
  });

  it('remember me keeps login and phones for next time, never passwords', () => {
    const kept = rememberedDefaults({
      login: 'demo',
      phone: '9161234567',
      phoneBySms: '9160000000',
      passwordLogin: 'secret',
      passwordPhone: 'secret',
      remember: true,
    });
    expect(kept).toEqual({ ...EMPTY_AUTH_DEFAULTS, login: 'demo', phone: '9161234567', phoneBySms: '9160000000' });
    expect(parseAuthDefaults(JSON.stringify({ ...kept, passwordLogin: 'leaked' })).passwordLogin).toBe('');
  });

  it('without remember me only the choice is kept', () => {
    expect(rememberedDefaults({ ...EMPTY_AUTH_DEFAULTS, login: 'demo', remember: false })).toEqual({
      ...EMPTY_AUTH_DEFAULTS,
      remember: false,
    });
  });

  it.each([null, '', 'not json', '42', 'null'])('malformed stored defaults %j give the empty ones', (raw) => {
    expect(parseAuthDefaults(raw)).toEqual(EMPTY_AUTH_DEFAULTS);
  });

  it.each([
    [{ kind: 'success', userId: 1 }, null, 'success'],
    [{ kind: 'two-step-required' }, 'auth_two_step_prompt', 'info'],
    [{ kind: 'captcha-required', challenge: { id: 'c', prompt: '1', imageUrl: null } }, 'auth_captcha_prompt', 'info'],
    [{ kind: 'wrong-credentials', fields: { login: true, password: false } }, 'login_error_invalid_credentials', 'error'],
    [{ kind: 'wrong-code' }, 'auth_error_wrong_code', 'error'],
    [{ kind: 'blocked', until: null }, 'auth_error_blocked', 'error'],
  ] as const)('result %j shows %s (%s)', (result, message, responseType) => {
    expect(loginResultMessage(result)).toEqual({ message, responseType });
  });
});
