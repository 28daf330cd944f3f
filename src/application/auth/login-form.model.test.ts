import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { FAKE_CAPTCHA } from '../../adapters/fake/fake-auth';
import { AUTH_DEFAULTS_STORAGE_KEY, decodeCredential, type AuthPort, type PasswordLoginRequest } from '../../domain/auth';
import { FUNNEL_STORAGE_KEY } from '../../domain/analytics';
import { setupAuth } from '../../../tests/unit/auth-env';
import { buildLoginCall, type LoginValues } from './login-form.model';

type Env = ReturnType<typeof setupAuth>;

async function openLogin(env: Env) {
  await allSettled(env.shell.modalOpened, { scope: env.scope, params: 'login' });
}
async function set(env: Env, field: keyof LoginValues, value: string | boolean | number | null) {
  await allSettled(env.login.fieldChanged, { scope: env.scope, params: { field, value } });
}
async function submit(env: Env) {
  await allSettled(env.login.submitted, { scope: env.scope });
}
async function at(env: Env, path: string, returnUrl: string | null = null, previousRoute: string | null = null) {
  await allSettled(env.session.locationChanged, {
    scope: env.scope,
    params: { returnUrl, previousRoute, home: '/en', current: path },
  });
}

describe('login form model (spec 001 §3 auth form state, §4 auth forms, §7 Login API)', () => {
  it('login_password: the demo player signs in, the shell gets the player, the modal closes and the player goes to the safe return URL', async () => {
    const env = setupAuth();
    await at(env, '/en/user/login?returnUrl=%2Fen%2Foffice%2Fhistory', '/en/office/history');
    await openLogin(env);
    await set(env, 'login', 'demo');
    await set(env, 'passwordLogin', 'demo1234');
    await submit(env);
    expect(env.scope.getState(env.shell.$player).userId).toBe(1001);
    expect(env.scope.getState(env.shell.$modal)).toBeNull();
    expect(env.scope.getState(env.session.$navigateTo)).toBe('/en/office/history');
    expect(env.scope.getState(env.login.$values).passwordLogin).toBe('');
  });

  it.each(['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'https://evil.example/', '/%2F%2Fevil.example'])(
    'a hostile return URL %j sends the player home instead (issue 5 §4)',
    async (returnUrl) => {
      const env = setupAuth();
      await at(env, '/en/user/login', returnUrl, null);
      await set(env, 'login', 'demo');
      await set(env, 'passwordLogin', 'demo1234');
      await submit(env);
      expect(env.scope.getState(env.session.$navigateTo)).toBe('/en');
    },
  );

  it('QA10 #12: closing the dialog while the sign-in is under way does not cancel it; the player is signed in and the model says it happened after the close', async () => {
    const env = setupAuth();
    await openLogin(env);
    await set(env, 'login', 'demo');
    await set(env, 'passwordLogin', 'demo1234');
    const sent = allSettled(env.login.submitted, { scope: env.scope });
    expect(env.scope.getState(env.login.$loading)).toBe(true);
    await allSettled(env.shell.modalClosed, { scope: env.scope });
    await sent;
    expect(env.scope.getState(env.shell.$player).userId).toBe(1001);
    expect(env.scope.getState(env.login.$signedInAfterClose)).toBe(true);
    // a sign-in in the open dialog is not one "after the close"
    const open = setupAuth();
    await openLogin(open);
    await set(open, 'login', 'demo');
    await set(open, 'passwordLogin', 'demo1234');
    await submit(open);
    expect(open.scope.getState(open.shell.$player).userId).toBe(1001);
    expect(open.scope.getState(open.login.$signedInAfterClose)).toBe(false);
  });

  it('spec 001 §5: login and password leave encoded (base64 of UTF-8)', async () => {
    const sent: PasswordLoginRequest[] = [];
    const auth = {
      loginByPassword: async (r: PasswordLoginRequest) => {
        sent.push(r);
        return { kind: 'wrong-credentials', fields: { login: true, password: true } } as const;
      },
    } as unknown as AuthPort;
    const call = buildLoginCall(
      'login_password',
      { login: ' игрок ', passwordLogin: 'п@ss', phone: '', phoneBySms: '', passwordPhone: '', remember: false, twoStepCode: '', smsCode: '', phoneCountryId: null, smsCountryId: null },
      [],
      [],
      null,
    );
    if (!('run' in call)) throw new Error('not built');
    await call.run(auth);
    expect(sent[0]?.login).toBe(Buffer.from('игрок').toString('base64'));
    expect(decodeCredential(sent[0]!.password)).toBe('п@ss');
    expect(sent[0]?.save).toBe(false);
  });

  it('wrong credentials: message, field classification to analytics, attempt counter; success resets it to 0 (spec 001 §4, §5)', async () => {
    const env = setupAuth();
    await openLogin(env);
    await set(env, 'login', 'demo');
    await set(env, 'passwordLogin', 'wrong');
    await submit(env);
    await submit(env);
    expect(env.scope.getState(env.login.$message)).toBe('login_error_invalid_credentials');
    expect(env.scope.getState(env.login.$rejected)).toEqual({ login: false, password: true });
    expect(env.events('login_field_error').map((e) => e.params)).toEqual([
      { field: 'pass', attempt: 1 },
      { field: 'pass', attempt: 2 },
    ]);
    expect(env.scope.getState(env.funnels.$record).authTryCounter).toBe(2);
    expect(env.events('login_popup_called')).toHaveLength(1);
    expect(env.scope.getState(env.funnels.$record).lastAuthPopUpCallTime).toBe(env.clock.now());
    await set(env, 'passwordLogin', 'demo1234');
    await submit(env);
    expect(env.scope.getState(env.funnels.$record).authTryCounter).toBe(0);
    expect(JSON.parse(env.local.get(FUNNEL_STORAGE_KEY) ?? '{}').record.authTryCounter).toBe(0);
    expect(env.events('login_success')[0]?.params).toEqual({ form: 'login_password', attempts: 3 });
  });

  it('an empty form is not sent', async () => {
    const env = setupAuth();
    await submit(env);
    expect(env.scope.getState(env.login.$message)).toBe('auth_error_fill_fields');
    expect(env.scope.getState(env.funnels.$record).authTryCounter).toBe(0);
  });

  it('two-step: a protected account switches to login_password_two_step_code, then the code signs in', async () => {
    const env = setupAuth();
    await set(env, 'login', 'twostep');
    await set(env, 'passwordLogin', 'demo1234');
    await submit(env);
    expect(env.scope.getState(env.login.$form)).toBe('login_password_two_step_code');
    expect(env.scope.getState(env.login.$message)).toBe('auth_two_step_prompt');
    await set(env, 'twoStepCode', '000000');
    await submit(env);
    expect(env.scope.getState(env.login.$message)).toBe('auth_error_wrong_code');
    await set(env, 'twoStepCode', '123456');
    await submit(env);
    expect(env.scope.getState(env.shell.$player).userId).toBe(1001);
  });

  it('captcha when the server asks: the answer step resubmits with the answer', async () => {
    const env = setupAuth({ fake: { captcha: true } });
    await set(env, 'login', 'demo');
    await set(env, 'passwordLogin', 'demo1234');
    await submit(env);
    expect(env.scope.getState(env.login.$captcha)).toEqual(FAKE_CAPTCHA);
    await allSettled(env.login.captchaAnswered, { scope: env.scope, params: '0000' });
    expect(env.scope.getState(env.login.$captcha)).toEqual(FAKE_CAPTCHA);
    await allSettled(env.login.captchaAnswered, { scope: env.scope, params: FAKE_CAPTCHA.prompt });
    expect(env.scope.getState(env.login.$captcha)).toBeNull();
    expect(env.scope.getState(env.shell.$player).userId).toBe(1001);
  });

  it('QA7 C: a wrong captcha answer is asked again saying the code did not match; the login fields are kept', async () => {
    const env = setupAuth({ fake: { captcha: true } });
    await set(env, 'login', 'demo');
    await set(env, 'passwordLogin', 'demo1234');
    await submit(env);
    // the first challenge is a question, not a mistake
    expect(env.scope.getState(env.login.$captchaError)).toBeNull();
    await allSettled(env.login.captchaAnswered, { scope: env.scope, params: '1111' });
    expect(env.scope.getState(env.login.$captcha)).toEqual(FAKE_CAPTCHA);
    expect(env.scope.getState(env.login.$captchaError)).toBe('captcha_wrong_answer');
    expect(env.scope.getState(env.login.$values)).toMatchObject({ login: 'demo', passwordLogin: 'demo1234' });
    await allSettled(env.login.captchaAnswered, { scope: env.scope, params: FAKE_CAPTCHA.prompt });
    expect(env.scope.getState(env.login.$captchaError)).toBeNull();
    expect(env.scope.getState(env.shell.$player).userId).toBe(1001);
  });

  it("Back from the captcha step clears the login's message (the captcha prompt or an answer's failure), not the form's values, as registration and recovery do", async () => {
    for (const how of ['unanswered', 'refused', 'failed'] as const) {
      const env = setupAuth({ fake: { captcha: true } });
      await set(env, 'login', 'demo');
      await set(env, 'passwordLogin', 'demo1234');
      await submit(env);
      if (how === 'failed') env.world.update({ fail: ['login'] });
      if (how !== 'unanswered') await allSettled(env.login.captchaAnswered, { scope: env.scope, params: how === 'refused' ? '1111' : FAKE_CAPTCHA.prompt });
      expect(env.scope.getState(env.login.$message), how).not.toBeNull();
      await allSettled(env.login.captchaDismissed, { scope: env.scope });
      expect(env.scope.getState(env.login.$captcha), how).toBeNull();
      expect(env.scope.getState(env.login.$message), how).toBeNull();
      expect(env.scope.getState(env.login.$responseType), how).toBeNull();
      expect(env.scope.getState(env.login.$values), how).toMatchObject({ login: 'demo', passwordLogin: 'demo1234' });
    }
  });

  it('QA7 C: after a right answer and a wrong password, the next challenge is a fresh question, not "did not match"', async () => {
    const env = setupAuth({ fake: { captcha: true } });
    await set(env, 'login', 'demo');
    await set(env, 'passwordLogin', 'wrong');
    await submit(env);
    await allSettled(env.login.captchaAnswered, { scope: env.scope, params: FAKE_CAPTCHA.prompt });
    expect(env.scope.getState(env.login.$message)).toBe('login_error_invalid_credentials');
    await set(env, 'passwordLogin', 'demo1234');
    await submit(env);
    expect(env.scope.getState(env.login.$captcha)).toEqual(FAKE_CAPTCHA);
    expect(env.scope.getState(env.login.$captchaError)).toBeNull();
  });

  it('a captcha already refused in the captcha modal (HTTP build, null challenge): no second step, captcha_not_passed as an error, the form kept', async () => {
    const env = setupAuth({
      wrapAuth: (auth) =>
        Object.assign(Object.create(auth) as AuthPort, { loginByPassword: async () => ({ kind: 'captcha-required', challenge: null }) as const }),
    });
    await set(env, 'login', 'demo');
    await set(env, 'passwordLogin', 'demo1234');
    await submit(env);
    expect(env.scope.getState(env.login.$captcha)).toBeNull();
    expect(env.scope.getState(env.login.$message)).toBe('captcha_not_passed');
    expect(env.scope.getState(env.login.$responseType)).toBe('error');
    expect(env.scope.getState(env.login.$values)).toMatchObject({ login: 'demo', passwordLogin: 'demo1234' });
    expect(env.scope.getState(env.shell.$player).userId).toBeNull();
  });

  it('QA11 #4: a login answered success while the session then says nobody is signed in is a failed sign-in: the dialog stays, says so, and keeps what was typed', async () => {
    // the fake world stays signed out, as the reference provider did for any phone or SMS sign-in
    const env = setupAuth({
      wrapAuth: (auth) => Object.assign(Object.create(auth) as AuthPort, { loginByPassword: async () => ({ kind: 'success', userId: 1001 }) as const }),
    });
    await openLogin(env);
    await set(env, 'login', 'demo');
    await set(env, 'passwordLogin', 'demo1234');
    await submit(env);
    expect(env.scope.getState(env.shell.$player).userId).toBeNull();
    expect(env.scope.getState(env.shell.$modal)).toBe('login');
    expect(env.scope.getState(env.login.$message)).toBe('auth_error_no_session');
    expect(env.scope.getState(env.login.$responseType)).toBe('error');
    expect(env.scope.getState(env.login.$values)).toMatchObject({ login: 'demo', passwordLogin: 'demo1234' });
    expect(env.scope.getState(env.session.$navigateTo)).toBeNull();
    expect(env.local.get(AUTH_DEFAULTS_STORAGE_KEY)).toBeNull();
  });

  it('QA11 #4: the form stays busy until the session has answered the sign-in, so it is not sent twice meanwhile', async () => {
    const sent: PasswordLoginRequest[] = [];
    // the login answers at once; the demo server takes 500 ms over the session check that follows
    const env = setupAuth({
      fake: { latencyMs: 500 },
      wrapAuth: (auth) =>
        Object.assign(Object.create(auth) as AuthPort, {
          loginByPassword: async (r: PasswordLoginRequest) => {
            sent.push(r);
            return { kind: 'success', userId: 1001 } as const;
          },
        }),
    });
    env.world.update({ signedIn: true });
    await set(env, 'login', 'demo');
    await set(env, 'passwordLogin', 'demo1234');
    const first = allSettled(env.login.submitted, { scope: env.scope });
    await env.clock.advanceAsync(0);
    expect(sent).toHaveLength(1);
    expect(env.scope.getState(env.shell.$player).userId).toBeNull();
    expect(env.scope.getState(env.login.$loading)).toBe(true);
    const second = allSettled(env.login.submitted, { scope: env.scope });
    await env.clock.advanceAsync(0);
    expect(sent).toHaveLength(1);
    await env.clock.advanceAsync(500);
    await Promise.all([first, second]);
    expect(sent).toHaveLength(1);
    expect(env.scope.getState(env.shell.$player).userId).toBe(1001);
    expect(env.scope.getState(env.login.$loading)).toBe(false);
  });

  it('QA11 #4: a token sign-in the session does not take opens the login form with the token message', async () => {
    const env = setupAuth({
      wrapAuth: (auth) => Object.assign(Object.create(auth) as AuthPort, { loginByToken: async () => ({ kind: 'success', userId: 1001 }) as const }),
    });
    await allSettled(env.login.tokenArrived, { scope: env.scope, params: { methodId: 1, token: 't', sign: 's', lng: 'en' } });
    expect(env.scope.getState(env.shell.$player).userId).toBeNull();
    expect(env.scope.getState(env.shell.$modal)).toBe('login');
    expect(env.scope.getState(env.login.$message)).toBe('auth_error_token');
  });

  it('QA11 #15: a server failure at sign-in says it is on our side; a request that did not get through still asks to check the connection', async () => {
    const server = setupAuth({
      wrapAuth: (auth) => Object.assign(Object.create(auth) as AuthPort, { loginByPassword: async () => ({ kind: 'server-error' }) as const }),
    });
    await set(server, 'login', 'demo');
    await set(server, 'passwordLogin', 'demo1234');
    await submit(server);
    expect(server.scope.getState(server.login.$message)).toBe('auth_error_server');
    expect(server.scope.getState(server.login.$responseType)).toBe('error');
    expect(server.scope.getState(server.login.$values)).toMatchObject({ login: 'demo', passwordLogin: 'demo1234' });
    const network = setupAuth({
      wrapAuth: (auth) => Object.assign(Object.create(auth) as AuthPort, { loginByPassword: () => Promise.reject(new TypeError('Failed to fetch')) }),
    });
    await set(network, 'login', 'demo');
    await set(network, 'passwordLogin', 'demo1234');
    await submit(network);
    expect(network.scope.getState(network.login.$message)).toBe('auth_error_request_failed');
  });

  it('phone_password: phone countries and masks load on open; the mask Min/Max is checked before sending', async () => {
    const env = setupAuth();
    await openLogin(env);
    // the demo site's country is GB: the phone forms preselect it
    expect(env.scope.getState(env.login.$values).phoneCountryId).toBe(2);
    await allSettled(env.login.formSelected, { scope: env.scope, params: 'phone_password' });
    await set(env, 'phoneCountryId', 1);
    await set(env, 'phone', '916123');
    await set(env, 'passwordPhone', 'demo1234');
    await submit(env);
    expect(env.scope.getState(env.login.$message)).toBe('auth_error_phone_length');
    await set(env, 'phone', '9161234567');
    await submit(env);
    expect(env.scope.getState(env.shell.$player).userId).toBe(1001);
  });

  it('sms: send, a 60 s resend countdown on the clock port, then code 1234 signs in', async () => {
    const env = setupAuth();
    await openLogin(env);
    await allSettled(env.login.formSelected, { scope: env.scope, params: 'sms' });
    await set(env, 'smsCountryId', 1);
    await set(env, 'phoneBySms', '9161234567');
    const sending = allSettled(env.login.smsRequested, { scope: env.scope });
    await env.clock.advanceAsync(0);
    expect(env.scope.getState(env.login.$smsSent)).toBe(true);
    expect(env.scope.getState(env.login.$smsSecondsLeft)).toBe(60);
    expect(env.scope.getState(env.login.$message)).toBe('auth_sms_sent');
    await env.clock.advanceAsync(30_000);
    expect(env.scope.getState(env.login.$smsSecondsLeft)).toBe(30);
    await env.clock.advanceAsync(30_000);
    await sending;
    expect(env.scope.getState(env.login.$smsSecondsLeft)).toBe(0);
    await set(env, 'smsCode', '1234');
    await submit(env);
    expect(env.scope.getState(env.shell.$player).userId).toBe(1001);
  });

  it('sms: a server failure when sending the code is said as the server\'s, not the connection (QA11 #15)', async () => {
    const env = setupAuth({
      wrapAuth: (auth) => Object.assign(Object.create(auth) as AuthPort, { sendSms: async () => ({ kind: 'server-error' as const }) }),
    });
    await openLogin(env);
    await allSettled(env.login.formSelected, { scope: env.scope, params: 'sms' });
    await set(env, 'smsCountryId', 1);
    await set(env, 'phoneBySms', '9161234567');
    await allSettled(env.login.smsRequested, { scope: env.scope });
    expect(env.scope.getState(env.login.$message)).toBe('auth_error_server');
    expect(env.scope.getState(env.login.$responseType)).toBe('error');
    expect(env.scope.getState(env.login.$values).phoneBySms).toBe('9161234567');
  });

  it('token login: the demo token signs in; a forged one opens the login modal with a message', async () => {
    const env = setupAuth();
    await allSettled(env.login.tokenArrived, {
      scope: env.scope,
      params: { methodId: 1, token: 'demo-token', sign: 'forged', lng: 'en' },
    });
    expect(env.scope.getState(env.shell.$modal)).toBe('login');
    expect(env.scope.getState(env.login.$message)).toBe('auth_error_token');
    await allSettled(env.login.tokenArrived, {
      scope: env.scope,
      params: { methodId: 1, token: 'demo-token', sign: 'demo-sign', lng: 'en' },
    });
    expect(env.scope.getState(env.shell.$player).userId).toBe(1001);
  });

  it('remember me keeps the login (never the password) for the next visit; off keeps nothing', async () => {
    const env = setupAuth();
    await set(env, 'login', 'demo');
    await set(env, 'passwordLogin', 'demo1234');
    await submit(env);
    expect(JSON.parse(env.local.get(AUTH_DEFAULTS_STORAGE_KEY) ?? '{}')).toMatchObject({ login: 'demo', passwordLogin: '', remember: true });
    const other = setupAuth();
    await set(other, 'login', 'demo');
    await set(other, 'passwordLogin', 'demo1234');
    await set(other, 'remember', false);
    await submit(other);
    expect(JSON.parse(other.local.get(AUTH_DEFAULTS_STORAGE_KEY) ?? '{}')).toMatchObject({ login: '', remember: false });
  });

  it('QA7 D: a failing login request says it did not go through and to try again (not a bare "Error"), keeps the fields and is logged', async () => {
    const env = setupAuth({ fake: { fail: ['login'] } });
    await set(env, 'login', 'demo');
    await set(env, 'passwordLogin', 'demo1234');
    await submit(env);
    expect(env.scope.getState(env.login.$message)).toBe('auth_error_request_failed');
    expect(env.scope.getState(env.login.$responseType)).toBe('error');
    expect(env.scope.getState(env.login.$values)).toMatchObject({ login: 'demo', passwordLogin: 'demo1234' });
    expect(env.logger.lines.some(([level, m]) => level === 'error' && m.includes('login'))).toBe(true);
  });

  it('QA7 D: a request failing on the captcha step says so on the step, which stays for another try', async () => {
    const env = setupAuth({ fake: { captcha: true } });
    await set(env, 'login', 'demo');
    await set(env, 'passwordLogin', 'demo1234');
    await submit(env);
    env.world.update({ fail: ['login'] });
    await allSettled(env.login.captchaAnswered, { scope: env.scope, params: FAKE_CAPTCHA.prompt });
    expect(env.scope.getState(env.login.$captcha)).toEqual(FAKE_CAPTCHA);
    expect(env.scope.getState(env.login.$captchaError)).toBe('auth_error_request_failed');
  });

  it('QA7 D: a failing SMS send says the request did not go through', async () => {
    const env = setupAuth({ fake: { fail: ['sms'] } });
    await openLogin(env);
    await allSettled(env.login.formSelected, { scope: env.scope, params: 'sms' });
    await set(env, 'smsCountryId', 1);
    await set(env, 'phoneBySms', '9161234567');
    await allSettled(env.login.smsRequested, { scope: env.scope });
    expect(env.scope.getState(env.login.$message)).toBe('auth_error_request_failed');
  });
});
