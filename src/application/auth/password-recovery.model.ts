import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { classifyRecoveryCodeError, type RecoveryFunnelStep } from '../../domain/analytics';
import {
  MIN_PASSWORD_LENGTH,
  checkPhone,
  defaultPhoneCountry,
  encodeCredential,
  maskFor,
  type CaptchaAnswer,
  type CaptchaChallenge,
  type PasswordRecoveryPort,
  type RecoveryCodeCheckResult,
  type RecoveryCodeRequestResult,
  type RecoveryTarget,
  type SavePasswordResult,
  captchaMessage,
} from '../../domain/auth';
import type { ClockPort, LoggerPort } from '../../domain/shared';
import { REQUEST_FAILED, createCaptchaStepError } from './captcha-step.model';
import type { FunnelsModel } from './funnels.model';
import { PHONE_COUNTRIES_MISSING, type PhoneDirectoryModel } from './phone-directory.model';

export type RecoveryStep = 'request' | 'code' | 'password' | 'done';
export type RecoveryBy = 'login' | 'phone';

export interface RecoveryValues {
  by: RecoveryBy;
  login: string;
  phone: string;
  phoneCountryId: number | null;
  code: string;
  password: string;
  passwordRepeat: string;
}

const EMPTY_VALUES: RecoveryValues = {
  by: 'login',
  login: '',
  phone: '',
  phoneCountryId: null,
  code: '',
  password: '',
  passwordRepeat: '',
};

interface CodeSent {
  recoveryId: string;
  channel: 'email' | 'sms';
  validUntil: number;
}

/**
 * The forgot-password modal's recovery flow: ask for a code by login/e-mail
 * or phone, check it, save a new password. Funnel outcomes (spec 001 §4):
 * called on open; wrong_code or time_up for a rejected code (spec 001 §5:
 * wrong_code while the code is still valid, else time_up); success when the
 * password is saved (the login counter resets, spec 001 §4); then
 * password_saved_active when the player goes on to log in from the done
 * screen, or password_saved_passive when they close it; error for any other
 * failure (the server's code goes to analytics only, spec 001 §8); cancel
 * for the Cancel button; exit for closing the modal mid-flow.
 */
export function createPasswordRecoveryModel(deps: {
  recovery: PasswordRecoveryPort;
  clock: ClockPort;
  logger: LoggerPort;
  funnels: FunnelsModel;
  phones: PhoneDirectoryModel;
}) {
  const opened = createEvent<{ lang: string; siteCountryCode: string | null }>();
  /** The modal closed, whatever closed it. */
  const closed = createEvent();
  const cancelled = createEvent();
  const fieldChanged = createEvent<{ field: keyof RecoveryValues; value: string | number | null }>();
  const requestSubmitted = createEvent();
  const codeSubmitted = createEvent();
  const codeResent = createEvent();
  const passwordSubmitted = createEvent();
  const captchaAnswered = createEvent<string>();
  /** Back from the captcha step to the form, as typed. */
  const captchaDismissed = createEvent();
  const loginChosen = createEvent();
  /** Asks the shell to close the modal. */
  const finished = createEvent();
  /** The player chose to log in after saving; carries the login to prefill. */
  const loginRequested = createEvent<{ login: string }>();

  const requestFx = createEffect((request: { target: RecoveryTarget; captcha: CaptchaAnswer | null }) =>
    deps.recovery.requestCode(request),
  );
  const checkFx = createEffect(async (request: { recoveryId: string; code: string }) => ({
    result: await deps.recovery.checkCode(request),
    at: deps.clock.now(),
  }));
  const saveFx = createEffect((request: { resetToken: string; password: string }) =>
    deps.recovery.savePassword({ resetToken: request.resetToken, password: encodeCredential(request.password) }),
  );
  const logFx = createEffect((error: unknown) => deps.logger.error('password recovery failed', { error: String(error) }));

  const $step = createStore<RecoveryStep>('request')
    .on(opened, () => 'request')
    .on(requestFx.doneData, (s, r) => (r.kind === 'code-sent' ? 'code' : s))
    .on(checkFx.doneData, (s, { result }) => (result.kind === 'accepted' ? 'password' : s))
    .on(saveFx.doneData, (s, r) => (r.kind === 'saved' ? 'done' : s));
  const $siteCountryCode = createStore<string | null>(null).on(opened, (_, o) => o.siteCountryCode);
  const $values = createStore<RecoveryValues>(EMPTY_VALUES)
    .on(opened, (v) => ({ ...EMPTY_VALUES, phoneCountryId: v.phoneCountryId }))
    .on(fieldChanged, (v, { field, value }) => ({ ...v, [field]: value }));
  const $sent = createStore<CodeSent | null>(null)
    .on(opened, () => null)
    .on(requestFx.doneData, (s, r) => (r.kind === 'code-sent' ? { recoveryId: r.recoveryId, channel: r.channel, validUntil: r.validUntil } : s));
  const $resetToken = createStore<string | null>(null)
    .on(opened, () => null)
    .on(checkFx.doneData, (s, { result }) => (result.kind === 'accepted' ? result.resetToken : s));
  const $captcha = createStore<CaptchaChallenge | null>(null)
    .on([opened, captchaDismissed], () => null)
    .on(requestFx.doneData, (_, r) => (r.kind === 'captcha-required' ? r.challenge : null));
  const $captchaAnswer = createStore<CaptchaAnswer | null>(null)
    .on([opened, captchaDismissed], () => null)
    .on(requestFx.finally, () => null);
  const $message = createStore<string | null>(null)
    .on([opened, captchaDismissed, requestFx, checkFx, saveFx], () => null)
    // QA10 #2: what happened and what to do, as the login says it (not a bare "Error"); the fields stay
    .on([requestFx.fail, checkFx.fail, saveFx.fail], () => REQUEST_FAILED)
    // the phone countries arrived: the form may be sent, so the message that they were missing goes
    .on(deps.phones.$countries.updates, (m) => (m === PHONE_COUNTRIES_MISSING ? null : m));
  const $savedLogin = createStore<string | null>(null)
    .on(opened, () => null)
    .on(saveFx.doneData, (s, r) => (r.kind === 'saved' ? r.login : s));
  /** Whether a closing outcome (cancel, active, passive, exit) was already sent for this opening. */
  const $outcomeSent = createStore(false)
    .on(opened, () => false)
    .on([cancelled, loginChosen], () => true);
  const $busy = combine(requestFx.pending, checkFx.pending, saveFx.pending, (a, b, c) => a || b || c);

  const funnel = (step: RecoveryFunnelStep, code?: string) => ({ step, ...(code === undefined ? {} : { code }) });

  sample({ clock: opened, fn: () => funnel('called'), target: deps.funnels.recoveryStep });
  sample({ clock: opened, fn: ({ lang }) => lang, target: deps.phones.needed });
  sample({
    clock: [deps.phones.$countries.updates, opened],
    source: { values: $values, countries: deps.phones.$countries, site: $siteCountryCode },
    filter: ({ values, countries }) => values.phoneCountryId === null && countries.length > 0,
    // QA10 #14: the site's country, as the login, registration and account transfer preselect it (it was the first listed)
    fn: ({ values, countries, site }) => ({ ...values, phoneCountryId: defaultPhoneCountry(countries, site)?.id ?? null }),
    target: $values,
  });

  // ---- request a code -----------------------------------------------------
  const target = sample({
    clock: [requestSubmitted, codeResent],
    source: { values: $values, countries: deps.phones.$countries, masks: deps.phones.$masks, captcha: $captchaAnswer, busy: $busy },
    filter: ({ busy }) => !busy,
    fn: ({ values, countries, masks, captcha }): { target: RecoveryTarget; captcha: CaptchaAnswer | null } | { invalid: string } => {
      if (values.by === 'login') {
        return values.login.trim() === ''
          ? { invalid: 'auth_error_fill_fields' }
          : { target: { kind: 'login', login: values.login.trim() }, captcha };
      }
      // QA10 #3: no list at all is the directory's failure, not a country the player forgot to choose
      if (countries.length === 0) return { invalid: PHONE_COUNTRIES_MISSING };
      const country = countries.find((c) => c.id === values.phoneCountryId);
      if (!country) return { invalid: 'auth_error_phone_country' };
      if (checkPhone(values.phone, maskFor(masks, country.id)) !== 'ok') return { invalid: 'auth_error_phone_length' };
      return {
        target: { kind: 'phone', phone: { countryCode: country.countryCode, telCode: country.telCode, number: values.phone } },
        captcha,
      };
    },
  });
  sample({ clock: target, filter: (t): t is { target: RecoveryTarget; captcha: CaptchaAnswer | null } => 'target' in t, target: requestFx });
  sample({ clock: target, filter: (t) => 'invalid' in t, fn: (t) => ('invalid' in t ? t.invalid : null), target: $message });
  // QA10 #3: sent without the phone countries, the form asks for them again (as the account transfer does)
  sample({ clock: target, filter: (t) => 'invalid' in t && t.invalid === PHONE_COUNTRIES_MISSING, fn: () => undefined, target: deps.phones.retried });
  const requestMessage = (r: RecoveryCodeRequestResult): string | null =>
    r.kind === 'not-found' ? 'recovery_error_not_found' : r.kind === 'captcha-required' ? captchaMessage(r) : null;
  sample({ clock: requestFx.doneData, fn: requestMessage, target: $message });
  sample({
    clock: requestFx.doneData,
    filter: (r) => r.kind === 'not-found',
    fn: (r) => funnel('error', r.kind === 'not-found' ? r.errorCode : undefined),
    target: deps.funnels.recoveryStep,
  });
  sample({
    clock: captchaAnswered,
    source: $captcha,
    filter: (c, answer) => c !== null && answer.trim() !== '',
    fn: (c, answer) => ({ id: c?.id ?? '', answer: answer.trim() }),
    target: $captchaAnswer,
  });
  const answerSent = sample({ clock: $captchaAnswer.updates, filter: (a) => a !== null, fn: () => undefined });
  sample({ clock: answerSent, target: requestSubmitted });
  /** What the captcha step says went wrong with the last answer (a dictionary key), or null (QA7 C, as the login's). */
  const $captchaError = createCaptchaStepError({
    answered: answerSent,
    results: [requestFx.doneData],
    failed: [requestFx.fail],
    left: [opened, captchaDismissed],
  });

  // ---- check the code -----------------------------------------------------
  sample({
    clock: codeSubmitted,
    source: { sent: $sent, values: $values, busy: $busy },
    filter: ({ sent, values, busy }) => sent !== null && values.code.trim() !== '' && !busy,
    fn: ({ sent, values }) => ({ recoveryId: sent?.recoveryId ?? '', code: values.code.trim() }),
    target: checkFx,
  });
  sample({
    clock: codeSubmitted,
    source: $values,
    filter: (v) => v.code.trim() === '',
    fn: () => 'auth_error_code_empty',
    target: $message,
  });
  const rejected = sample({
    clock: checkFx.doneData,
    source: $sent,
    filter: (_, { result }) => result.kind === 'rejected',
    fn: (sent, { result, at }) => ({
      // spec 001 §5: wrong_code while the code is still valid, otherwise time_up
      kind: classifyRecoveryCodeError(sent?.validUntil ?? null, at),
      code: (result as Extract<RecoveryCodeCheckResult, { kind: 'rejected' }>).errorCode,
    }),
  });
  sample({ clock: rejected, fn: ({ kind, code }) => funnel(kind, code), target: deps.funnels.recoveryStep });
  sample({
    clock: rejected,
    fn: ({ kind }) => (kind === 'time_up' ? 'recovery_error_time_up' : 'auth_error_wrong_code'),
    target: $message,
  });

  // ---- save the new password ---------------------------------------------
  const passwordCheck = sample({
    clock: passwordSubmitted,
    source: { values: $values, token: $resetToken, busy: $busy },
    filter: ({ busy }) => !busy,
    fn: ({ values, token }): { invalid: string } | { resetToken: string; password: string } => {
      if (values.password.length < MIN_PASSWORD_LENGTH) return { invalid: 'auth_error_password_short' };
      if (values.password !== values.passwordRepeat) return { invalid: 'recovery_error_passwords_differ' };
      return { resetToken: token ?? '', password: values.password };
    },
  });
  sample({ clock: passwordCheck, filter: (p): p is { resetToken: string; password: string } => 'resetToken' in p, target: saveFx });
  sample({ clock: passwordCheck, filter: (p) => 'invalid' in p, fn: (p) => ('invalid' in p ? p.invalid : null), target: $message });
  const saveOutcome = (r: SavePasswordResult) => (r.kind === 'saved' ? null : 'auth_error_password_short');
  sample({ clock: saveFx.doneData, fn: saveOutcome, target: $message });
  sample({
    clock: saveFx.doneData,
    fn: (r) => (r.kind === 'saved' ? funnel('success') : funnel('error', r.errorCode)),
    target: deps.funnels.recoveryStep,
  });

  // ---- failures -----------------------------------------------------------
  sample({ clock: [requestFx.failData, checkFx.failData, saveFx.failData], fn: () => funnel('error'), target: deps.funnels.recoveryStep });
  sample({ clock: [requestFx.failData, checkFx.failData, saveFx.failData], target: logFx });

  // ---- leaving ------------------------------------------------------------
  sample({ clock: cancelled, fn: () => funnel('cancel'), target: deps.funnels.recoveryStep });
  sample({ clock: cancelled, target: finished });
  sample({ clock: loginChosen, fn: () => funnel('password_saved_active'), target: deps.funnels.recoveryStep });
  sample({ clock: loginChosen, source: $savedLogin, fn: (login) => ({ login: login ?? '' }), target: loginRequested });
  sample({
    clock: closed,
    source: { step: $step, sent: $outcomeSent },
    filter: ({ sent }) => !sent,
    fn: ({ step }) => funnel(step === 'done' ? 'password_saved_passive' : 'exit'),
    target: deps.funnels.recoveryStep,
  });

  return {
    opened,
    closed,
    cancelled,
    fieldChanged,
    requestSubmitted,
    codeSubmitted,
    codeResent,
    passwordSubmitted,
    captchaAnswered,
    captchaDismissed,
    loginChosen,
    finished,
    loginRequested,
    $step,
    $values,
    $sent,
    $captcha,
    $captchaError,
    $message,
    $busy,
    $countries: deps.phones.$countries,
    $masks: deps.phones.$masks,
    /** The phone countries failed to load (QA10 #3): the phone field says so and offers `phonesRetried`. */
    $phonesFailed: deps.phones.$failed,
    $phonesLoading: deps.phones.$loading,
    phonesRetried: deps.phones.retried,
  };
}

export type PasswordRecoveryModel = ReturnType<typeof createPasswordRecoveryModel>;
