import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { setupAuth } from '../../../tests/unit/auth-env';
import { PHONE_COUNTRIES_MISSING } from './phone-directory.model';

type Env = ReturnType<typeof setupAuth>;

/** Each phone form: how to open it with a number typed, send it, and read what it says. */
const FORMS = {
  'login, phone and password': {
    open: async (env: Env) => {
      await allSettled(env.shell.modalOpened, { scope: env.scope, params: 'login' });
      await allSettled(env.login.formSelected, { scope: env.scope, params: 'phone_password' });
      await allSettled(env.login.fieldChanged, { scope: env.scope, params: { field: 'phone', value: '9031112233' } });
      await allSettled(env.login.fieldChanged, { scope: env.scope, params: { field: 'passwordPhone', value: 'demo1234' } });
    },
    send: (env: Env) => allSettled(env.login.submitted, { scope: env.scope }),
    retry: (env: Env) => allSettled(env.login.phonesRetried, { scope: env.scope }),
    message: (env: Env) => env.scope.getState(env.login.$message),
    failed: (env: Env) => env.scope.getState(env.login.$phonesFailed),
    typed: (env: Env) => ({ digits: env.scope.getState(env.login.$values).phone, countryId: env.scope.getState(env.login.$values).phoneCountryId }),
  },
  'login, SMS code': {
    open: async (env: Env) => {
      await allSettled(env.shell.modalOpened, { scope: env.scope, params: 'login' });
      await allSettled(env.login.formSelected, { scope: env.scope, params: 'sms' });
      await allSettled(env.login.fieldChanged, { scope: env.scope, params: { field: 'phoneBySms', value: '9031112233' } });
    },
    send: (env: Env) => allSettled(env.login.smsRequested, { scope: env.scope }),
    retry: (env: Env) => allSettled(env.login.phonesRetried, { scope: env.scope }),
    message: (env: Env) => env.scope.getState(env.login.$message),
    failed: (env: Env) => env.scope.getState(env.login.$phonesFailed),
    typed: (env: Env) => ({ digits: env.scope.getState(env.login.$values).phoneBySms, countryId: env.scope.getState(env.login.$values).smsCountryId }),
  },
  'registration by phone': {
    open: async (env: Env) => {
      await allSettled(env.registrationFlow.requested, { scope: env.scope, params: { routeName: 'home', lng: 'en' } });
      await allSettled(env.registration.typeSelected, { scope: env.scope, params: 'phone' });
      await allSettled(env.registration.fieldChanged, { scope: env.scope, params: { field: 'phone', value: '9031112233' } });
      await allSettled(env.registration.fieldChanged, { scope: env.scope, params: { field: 'password', value: 'secret1' } });
    },
    send: (env: Env) => allSettled(env.registration.submitted, { scope: env.scope }),
    retry: (env: Env) => allSettled(env.registration.phonesRetried, { scope: env.scope }),
    message: (env: Env) => env.scope.getState(env.registration.$message),
    failed: (env: Env) => env.scope.getState(env.registration.$phonesFailed),
    typed: (env: Env) => ({ digits: env.scope.getState(env.registration.$values).phone, countryId: env.scope.getState(env.registration.$values).phoneCountryId }),
  },
  'password recovery by phone': {
    open: async (env: Env) => {
      await allSettled(env.shell.modalOpened, { scope: env.scope, params: 'forgot-password' });
      await allSettled(env.recovery.fieldChanged, { scope: env.scope, params: { field: 'by', value: 'phone' } });
      await allSettled(env.recovery.fieldChanged, { scope: env.scope, params: { field: 'phone', value: '9031112233' } });
    },
    send: (env: Env) => allSettled(env.recovery.requestSubmitted, { scope: env.scope }),
    retry: (env: Env) => allSettled(env.recovery.phonesRetried, { scope: env.scope }),
    message: (env: Env) => env.scope.getState(env.recovery.$message),
    failed: (env: Env) => env.scope.getState(env.recovery.$phonesFailed),
    typed: (env: Env) => ({ digits: env.scope.getState(env.recovery.$values).phone, countryId: env.scope.getState(env.recovery.$values).phoneCountryId }),
  },
};

describe('QA10 #3: the phone countries failing to load', () => {
  it.each(Object.keys(FORMS) as Array<keyof typeof FORMS>)(
    '%s: says the list failed (never the number), asks for it again when sent, and Try again brings it back with the number kept',
    async (name) => {
      const form = FORMS[name];
      const env = setupAuth({ fake: { fail: ['phones'] } });
      await form.open(env);
      expect(form.failed(env)).toBe(true);
      const loads = () => env.logger.lines.filter(([, m]) => m === 'phone directory failed').length;
      const before = loads();
      await form.send(env);
      expect(form.message(env)).toBe(PHONE_COUNTRIES_MISSING);
      // sending without the list asked for it again
      expect(loads()).toBe(before + 1);
      env.world.update({ fail: [] });
      await form.retry(env);
      expect(form.failed(env)).toBe(false);
      expect(form.message(env)).toBeNull();
      expect(form.typed(env)).toEqual({ digits: '9031112233', countryId: expect.any(Number) });
      await form.send(env);
      expect(form.message(env)).not.toBe(PHONE_COUNTRIES_MISSING);
    },
  );
});

describe("QA10 #14: every phone form preselects the site's country (one rule, as the account transfer's)", () => {
  it.each(Object.keys(FORMS) as Array<keyof typeof FORMS>)('%s', async (name) => {
    // Germany is neither the first listed country (Russia) nor the registration options' default country (the UK)
    const env = setupAuth({ config: { countryCode: 'DE' } });
    await FORMS[name].open(env);
    const germany = env.scope.getState(env.phones.$countries).find((c) => c.countryCode === 'de');
    expect(germany).toBeDefined();
    expect(FORMS[name].typed(env).countryId).toBe(germany?.id);
  });
});
