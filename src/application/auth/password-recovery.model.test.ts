import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { FAKE_CAPTCHA } from '../../adapters/fake/fake-auth';
import { FAKE_RECOVERY_CODE_TTL_MS } from '../../adapters/fake/fake-password-recovery';
import { setupAuth } from '../../../tests/unit/auth-env';
import type { RecoveryValues } from './password-recovery.model';

type Env = ReturnType<typeof setupAuth>;
const set = (env: Env, field: keyof RecoveryValues, value: string | number | null) =>
  allSettled(env.recovery.fieldChanged, { scope: env.scope, params: { field, value } });
const steps = (env: Env) => env.events('password_recovery').map((e) => e.params?.code === undefined ? e.params?.step : `${e.params.step}:${e.params.code}`);

async function toCodeStep(env: Env) {
  await allSettled(env.shell.modalOpened, { scope: env.scope, params: 'forgot-password' });
  await set(env, 'login', 'demo');
  await allSettled(env.recovery.requestSubmitted, { scope: env.scope });
}

describe('password recovery model (spec 001 §4 funnel: called, wrong code or time up, password saved, success, error, exit, cancel)', () => {
  it('called → wrong_code → success → password_saved_passive; the login counter resets on recovery success', async () => {
    const env = setupAuth();
    await allSettled(env.funnels.loginAttempted, { scope: env.scope, params: 'login_password' });
    await toCodeStep(env);
    expect(env.scope.getState(env.recovery.$step)).toBe('code');
    await set(env, 'code', '9999');
    await allSettled(env.recovery.codeSubmitted, { scope: env.scope });
    expect(env.scope.getState(env.recovery.$message)).toBe('auth_error_wrong_code');
    await set(env, 'code', '1234');
    await allSettled(env.recovery.codeSubmitted, { scope: env.scope });
    expect(env.scope.getState(env.recovery.$step)).toBe('password');
    await set(env, 'password', 'newpass1');
    await set(env, 'passwordRepeat', 'other');
    await allSettled(env.recovery.passwordSubmitted, { scope: env.scope });
    expect(env.scope.getState(env.recovery.$message)).toBe('recovery_error_passwords_differ');
    await set(env, 'passwordRepeat', 'newpass1');
    await allSettled(env.recovery.passwordSubmitted, { scope: env.scope });
    expect(env.scope.getState(env.recovery.$step)).toBe('done');
    expect(env.scope.getState(env.funnels.$record).authTryCounter).toBe(0);
    expect(env.world.state.demoPassword).toBe('newpass1');
    await allSettled(env.shell.modalClosed, { scope: env.scope });
    expect(steps(env)).toEqual(['called', 'wrong_code:code_invalid', 'success', 'password_saved_passive']);
  });

  it('spec 001 §5: a code rejected after its validity is time_up', async () => {
    const env = setupAuth();
    await toCodeStep(env);
    env.clock.advance(FAKE_RECOVERY_CODE_TTL_MS);
    await set(env, 'code', '1234');
    await allSettled(env.recovery.codeSubmitted, { scope: env.scope });
    expect(env.scope.getState(env.recovery.$message)).toBe('recovery_error_time_up');
    expect(steps(env)).toEqual(['called', 'time_up:code_expired']);
  });

  it('"log in" from the done screen is password_saved_active and opens the login form with the login filled', async () => {
    const env = setupAuth();
    await toCodeStep(env);
    await set(env, 'code', '1234');
    await allSettled(env.recovery.codeSubmitted, { scope: env.scope });
    await set(env, 'password', 'newpass1');
    await set(env, 'passwordRepeat', 'newpass1');
    await allSettled(env.recovery.passwordSubmitted, { scope: env.scope });
    await allSettled(env.recovery.loginChosen, { scope: env.scope });
    expect(env.scope.getState(env.shell.$modal)).toBe('login');
    expect(env.scope.getState(env.login.$values).login).toBe('demo');
    expect(steps(env)).toEqual(['called', 'success', 'password_saved_active']);
  });

  it('cancel, exit and error outcomes; error codes go to analytics only', async () => {
    const cancel = setupAuth();
    await toCodeStep(cancel);
    await allSettled(cancel.recovery.cancelled, { scope: cancel.scope });
    expect(cancel.scope.getState(cancel.shell.$modal)).toBeNull();
    expect(steps(cancel)).toEqual(['called', 'cancel']);

    const exit = setupAuth();
    await toCodeStep(exit);
    await allSettled(exit.shell.modalClosed, { scope: exit.scope });
    expect(steps(exit)).toEqual(['called', 'exit']);

    const unknown = setupAuth();
    await allSettled(unknown.shell.modalOpened, { scope: unknown.scope, params: 'forgot-password' });
    await set(unknown, 'login', 'ghost');
    await allSettled(unknown.recovery.requestSubmitted, { scope: unknown.scope });
    expect(unknown.scope.getState(unknown.recovery.$message)).toBe('recovery_error_not_found');
    expect(steps(unknown)).toEqual(['called', 'error:user_not_found']);

    const down = setupAuth({ fake: { fail: ['recovery'] } });
    await toCodeStep(down);
    expect(down.scope.getState(down.recovery.$message)).toBe('auth_error_request_failed');
    expect(steps(down)).toEqual(['called', 'error']);
  });

  it.each(['request', 'code', 'password'] as const)(
    'QA10 #2: a failed %s step says the request did not go through and to try again (not a bare "Error"); the fields are kept',
    async (failing) => {
      const env = setupAuth();
      await allSettled(env.shell.modalOpened, { scope: env.scope, params: 'forgot-password' });
      await set(env, 'login', 'demo');
      if (failing === 'request') env.world.update({ fail: ['recovery'] });
      await allSettled(env.recovery.requestSubmitted, { scope: env.scope });
      if (failing !== 'request') {
        await set(env, 'code', '1234');
        if (failing === 'code') env.world.update({ fail: ['recovery'] });
        await allSettled(env.recovery.codeSubmitted, { scope: env.scope });
      }
      if (failing === 'password') {
        await set(env, 'password', 'newpass1');
        await set(env, 'passwordRepeat', 'newpass1');
        env.world.update({ fail: ['recovery'] });
        await allSettled(env.recovery.passwordSubmitted, { scope: env.scope });
      }
      expect(env.scope.getState(env.recovery.$message)).toBe('auth_error_request_failed');
      expect(env.scope.getState(env.recovery.$step)).toBe(failing);
      expect(env.scope.getState(env.recovery.$values)).toMatchObject({ login: 'demo', ...(failing === 'password' ? { password: 'newpass1', passwordRepeat: 'newpass1' } : {}) });
    },
  );

  it.each([
    ['login', { login: 'demo' }, 'email'],
    ['phone', { phoneCountryId: 1, phone: '9161234567' }, 'sms'],
  ] as const)('QA7 C: by %s: a wrong captcha answer is asked again saying the code did not match; the fields are kept', async (by, values, channel) => {
    const env = setupAuth({ fake: { captcha: true } });
    await allSettled(env.shell.modalOpened, { scope: env.scope, params: 'forgot-password' });
    await set(env, 'by', by);
    for (const [field, value] of Object.entries(values)) await set(env, field as keyof RecoveryValues, value);
    await allSettled(env.recovery.requestSubmitted, { scope: env.scope });
    expect(env.scope.getState(env.recovery.$captcha)).toEqual(FAKE_CAPTCHA);
    // the first challenge is a question, not a mistake
    expect(env.scope.getState(env.recovery.$captchaError)).toBeNull();
    await allSettled(env.recovery.captchaAnswered, { scope: env.scope, params: '1111' });
    expect(env.scope.getState(env.recovery.$captcha)).toEqual(FAKE_CAPTCHA);
    expect(env.scope.getState(env.recovery.$captchaError)).toBe('captcha_wrong_answer');
    expect(env.scope.getState(env.recovery.$values)).toMatchObject({ by, ...values });
    await allSettled(env.recovery.captchaAnswered, { scope: env.scope, params: FAKE_CAPTCHA.prompt });
    expect(env.scope.getState(env.recovery.$captchaError)).toBeNull();
    expect(env.scope.getState(env.recovery.$step)).toBe('code');
    expect(env.scope.getState(env.recovery.$sent)?.channel).toBe(channel);
  });

  it('QA7 C: Back from the captcha step returns to the form as typed; the next challenge is a fresh question; a failed answer keeps the step and says so', async () => {
    const env = setupAuth({ fake: { captcha: true } });
    await allSettled(env.shell.modalOpened, { scope: env.scope, params: 'forgot-password' });
    await set(env, 'login', 'demo');
    await allSettled(env.recovery.requestSubmitted, { scope: env.scope });
    await allSettled(env.recovery.captchaAnswered, { scope: env.scope, params: '1111' });
    await allSettled(env.recovery.captchaDismissed, { scope: env.scope });
    expect(env.scope.getState(env.recovery.$captcha)).toBeNull();
    expect(env.scope.getState(env.recovery.$captchaError)).toBeNull();
    expect(env.scope.getState(env.recovery.$message)).toBeNull();
    expect(env.scope.getState(env.recovery.$values).login).toBe('demo');
    expect(steps(env)).toEqual(['called']);
    await allSettled(env.recovery.requestSubmitted, { scope: env.scope });
    expect(env.scope.getState(env.recovery.$captcha)).toEqual(FAKE_CAPTCHA);
    expect(env.scope.getState(env.recovery.$captchaError)).toBeNull();
    env.world.update({ fail: ['recovery'] });
    await allSettled(env.recovery.captchaAnswered, { scope: env.scope, params: FAKE_CAPTCHA.prompt });
    expect(env.scope.getState(env.recovery.$captcha)).toEqual(FAKE_CAPTCHA);
    expect(env.scope.getState(env.recovery.$captchaError)).toBe('auth_error_request_failed');
  });

  it('by phone: the country mask is checked, then an SMS code is sent', async () => {
    const env = setupAuth();
    await allSettled(env.shell.modalOpened, { scope: env.scope, params: 'forgot-password' });
    await set(env, 'by', 'phone');
    await set(env, 'phoneCountryId', 1);
    await set(env, 'phone', '91612');
    await allSettled(env.recovery.requestSubmitted, { scope: env.scope });
    expect(env.scope.getState(env.recovery.$message)).toBe('auth_error_phone_length');
    await set(env, 'phone', '9161234567');
    await allSettled(env.recovery.requestSubmitted, { scope: env.scope });
    expect(env.scope.getState(env.recovery.$sent)?.channel).toBe('sms');
  });
});
