import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  AUTH_DEFAULTS_STORAGE_KEY,
  DEFAULT_SMS_RESEND_SECONDS,
  checkPhone,
  defaultPhoneCountry,
  encodeCredential,
  loginResultMessage,
  maskFor,
  parseAuthDefaults,
  phoneDigits,
  rememberedDefaults,
  type AuthForm,
  type AuthFormDefaults,
  type AuthPort,
  type AuthResponseType,
  type CaptchaAnswer,
  type CaptchaChallenge,
  type LoginResult,
  type PhoneCountry,
  type PhoneMask,
  type PhoneNumber,
  type RejectedFields,
  type SendSmsResult,
  type TokenLoginRequest,
  captchaResponse,
} from '../../domain/auth';
import { delay, type ClockPort, type KeyValueStoragePort, type LoggerPort } from '../../domain/shared';
import { REQUEST_FAILED, createCaptchaStepError } from './captcha-step.model';
import type { FunnelsModel } from './funnels.model';
import { PHONE_COUNTRIES_MISSING, type PhoneDirectoryModel } from './phone-directory.model';

/** Everything the four login forms hold (spec 001 §3 default values plus codes and phone countries). */
export interface LoginValues extends AuthFormDefaults {
  twoStepCode: string;
  smsCode: string;
  /** Phone country of the phone + password form. */
  phoneCountryId: number | null;
  /** Phone country of the SMS form. */
  smsCountryId: number | null;
}

export type LoginField = keyof LoginValues;

export interface LoginFormDeps {
  auth: AuthPort;
  clock: ClockPort;
  local: KeyValueStoragePort;
  logger: LoggerPort;
  funnels: FunnelsModel;
  phones: PhoneDirectoryModel;
}

/** One login call, ready to send (credentials already encoded, spec 001 §5). */
export type LoginCall =
  | { form: 'login_password'; run: (auth: AuthPort) => Promise<LoginResult> }
  | { form: 'phone_password'; run: (auth: AuthPort) => Promise<LoginResult> }
  | { form: 'sms'; run: (auth: AuthPort) => Promise<LoginResult> }
  | { form: 'login_password_two_step_code'; run: (auth: AuthPort) => Promise<LoginResult> };

function phoneOf(
  digits: string,
  countryId: number | null,
  countries: readonly PhoneCountry[],
  masks: readonly PhoneMask[],
): PhoneNumber | { invalid: string } {
  // QA10 #3: no list at all is the directory's failure, not a country the player forgot to choose
  if (countries.length === 0) return { invalid: PHONE_COUNTRIES_MISSING };
  const country = countries.find((c) => c.id === countryId);
  if (!country) return { invalid: 'auth_error_phone_country' };
  const verdict = checkPhone(digits, maskFor(masks, country.id));
  if (verdict === 'empty') return { invalid: 'auth_error_phone_empty' };
  if (verdict !== 'ok') return { invalid: 'auth_error_phone_length' };
  return { countryCode: country.countryCode, telCode: country.telCode, number: digits };
}

/**
 * The call a submit of `form` makes, or the message key of what the player
 * must fix first. The form's own fields only: the other forms' values stay
 * as typed for when the player switches back.
 */
export function buildLoginCall(
  form: AuthForm,
  values: LoginValues,
  countries: readonly PhoneCountry[],
  masks: readonly PhoneMask[],
  captcha: CaptchaAnswer | null,
): LoginCall | { invalid: string } {
  const save = values.remember;
  switch (form) {
    case 'login_password': {
      if (values.login.trim() === '' || values.passwordLogin === '') return { invalid: 'auth_error_fill_fields' };
      const request = {
        login: encodeCredential(values.login.trim()),
        password: encodeCredential(values.passwordLogin),
        save,
        componentsData: null,
        captcha,
      };
      return { form, run: (auth) => auth.loginByPassword(request) };
    }
    case 'phone_password': {
      const phone = phoneOf(values.phone, values.phoneCountryId, countries, masks);
      if ('invalid' in phone) return phone;
      if (values.passwordPhone === '') return { invalid: 'auth_error_fill_fields' };
      const request = { phone, password: encodeCredential(values.passwordPhone), save, captcha };
      return { form, run: (auth) => auth.loginByPhone(request) };
    }
    case 'sms': {
      const phone = phoneOf(values.phoneBySms, values.smsCountryId, countries, masks);
      if ('invalid' in phone) return phone;
      if (values.smsCode.trim() === '') return { invalid: 'auth_error_code_empty' };
      const request = { phone, code: values.smsCode.trim(), save };
      return { form, run: (auth) => auth.loginBySmsCode(request) };
    }
    case 'login_password_two_step_code': {
      if (values.login.trim() === '' || values.passwordLogin === '') return { invalid: 'auth_error_fill_fields' };
      if (values.twoStepCode.trim() === '') return { invalid: 'auth_error_code_empty' };
      const request = {
        login: encodeCredential(values.login.trim()),
        password: encodeCredential(values.passwordLogin),
        code: values.twoStepCode.trim(),
        save,
      };
      return { form, run: (auth) => auth.loginByTwoStepCode(request) };
    }
  }
}

const withoutSecrets = (v: LoginValues): LoginValues => ({
  ...v,
  passwordLogin: '',
  passwordPhone: '',
  twoStepCode: '',
  smsCode: '',
});

/**
 * The login modal and page (spec 001 §3 auth form state, §4 auth forms, §7
 * Login API): the current form, loading, message and response type, the
 * default values, remember me, the captcha step when the server asks, the
 * two-step step after a password accepted for a protected account, SMS
 * send and resend with its countdown on the clock port, and login by token.
 * `signedIn` fires once per successful sign-in; the auth session model
 * takes it from there.
 */
export function createLoginFormModel(deps: LoginFormDeps) {
  const stored = parseAuthDefaults(deps.local.get(AUTH_DEFAULTS_STORAGE_KEY));
  const initialValues: LoginValues = { ...stored, twoStepCode: '', smsCode: '', phoneCountryId: null, smsCountryId: null };

  // ---- events -------------------------------------------------------------
  const opened = createEvent<{ lang: string; siteCountryCode: string | null; popup: boolean }>();
  const closed = createEvent();
  const formSelected = createEvent<AuthForm>();
  const fieldChanged = createEvent<{ field: LoginField; value: string | boolean | number | null }>();
  const submitted = createEvent();
  const smsRequested = createEvent();
  const captchaAnswered = createEvent<string>();
  const captchaDismissed = createEvent();
  const tokenArrived = createEvent<TokenLoginRequest>();
  const signedIn = createEvent<{ userId: number; via: AuthForm | 'token' }>();
  /** The session took the sign-in `signedIn` asked for: the player is signed in. */
  const signInConfirmed = createEvent();
  /** The session did not take it (QA11 #4: the server said success, its session says nobody): not signed in. */
  const signInRefused = createEvent();
  const tokenRejected = createEvent();

  // ---- effects ------------------------------------------------------------
  const loginFx = createEffect((call: LoginCall) => call.run(deps.auth));
  const tokenLoginFx = createEffect((request: TokenLoginRequest) => deps.auth.loginByToken(request));
  const sendSmsFx = createEffect(async (request: { phone: PhoneNumber; captcha: CaptchaAnswer | null }) => ({
    result: await deps.auth.sendSms(request),
    sentAt: deps.clock.now(),
  }));
  const tickFx = createEffect(async () => {
    await delay(deps.clock, 1000);
    return deps.clock.now();
  });
  const saveDefaultsFx = createEffect((values: LoginValues) => {
    deps.local.set(AUTH_DEFAULTS_STORAGE_KEY, JSON.stringify(rememberedDefaults(values)));
  });
  const logFx = createEffect(({ operation, error }: { operation: string; error: unknown }) =>
    deps.logger.error(`${operation} failed`, { operation, error: String(error) }),
  );

  // ---- stores -------------------------------------------------------------
  const $form = createStore<AuthForm>('login_password').on(formSelected, (_, f) => f);
  const $values = createStore<LoginValues>(initialValues)
    .on(fieldChanged, (v, { field, value }) => ({ ...v, [field]: value }))
    .on(closed, withoutSecrets);
  // Back from the captcha step leaves its prompt or an answer's failure with the step; the values stay.
  const $message = createStore<string | null>(null)
    .on([formSelected, closed, captchaDismissed], () => null)
    .on([loginFx, tokenLoginFx, sendSmsFx], () => null)
    // the phone countries arrived: the form may be sent, so the message that they were missing goes
    .on(deps.phones.$countries.updates, (m) => (m === PHONE_COUNTRIES_MISSING ? null : m));
  const $responseType = createStore<AuthResponseType | null>(null)
    .on([formSelected, closed, captchaDismissed], () => null)
    .on([loginFx, tokenLoginFx, sendSmsFx], () => null);
  const $rejected = createStore<RejectedFields | null>(null)
    .on([formSelected, closed, loginFx], () => null)
    .on(loginFx.doneData, (_, r) => (r.kind === 'wrong-credentials' ? r.fields : null));
  const $captcha = createStore<{ challenge: CaptchaChallenge; for: 'login' | 'sms' } | null>(null)
    .on([closed, captchaDismissed, formSelected], () => null)
    .on(loginFx.doneData, (_, r) => (r.kind === 'captcha-required' && r.challenge ? { challenge: r.challenge, for: 'login' } : null))
    .on(sendSmsFx.doneData, (_, { result }) =>
      result.kind === 'captcha-required' && result.challenge ? { challenge: result.challenge, for: 'sms' } : null,
    );
  /** The answer the next call carries; used once. */
  const $captchaAnswer = createStore<CaptchaAnswer | null>(null)
    .on([closed, captchaDismissed, formSelected], () => null)
    .on([loginFx.finally, sendSmsFx.finally], () => null);
  const $smsSent = createStore(false)
    .on(sendSmsFx.doneData, (prev, { result }) => prev || result.kind === 'sent')
    .on(closed, () => false);
  const $siteCountryCode = createStore<string | null>(null).on(opened, (_, o) => o.siteCountryCode);
  const $smsResendAt = createStore<number | null>(null).on(sendSmsFx.doneData, (prev, { result, sentAt }) => {
    if (result.kind === 'sent') return sentAt + (result.resendAfterSeconds || DEFAULT_SMS_RESEND_SECONDS) * 1000;
    if (result.kind === 'too-often') return sentAt + result.retryAfterSeconds * 1000;
    return prev;
  });
  const $now = createStore(deps.clock.now())
    .on(sendSmsFx.doneData, (_, { sentAt }) => sentAt)
    .on(tickFx.doneData, (_, now) => now);
  /** Seconds until the SMS code may be sent again; 0 when it may. */
  const $smsSecondsLeft = combine($smsResendAt, $now, (at, now) => (at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000))));
  /** The sign-in `signedIn` asked for, until the session says whether it took it (QA11 #4). */
  const $pendingVia = createStore<AuthForm | 'token' | null>(null).on(signedIn, (_, { via }) => via);
  // Busy until the session has answered too: the form is not sent twice while the player and the token load.
  const $loading = combine(loginFx.pending, tokenLoginFx.pending, sendSmsFx.pending, $pendingVia, (a, b, c, pending) => a || b || c || pending !== null);

  // ---- opening ------------------------------------------------------------
  sample({ clock: opened, filter: ({ popup }) => popup, target: deps.funnels.loginPopupCalled });
  sample({ clock: opened, fn: ({ lang }) => lang, target: deps.phones.needed });
  // Preselect the site's phone country for both phone forms once the directory is known.
  sample({
    clock: [deps.phones.$countries.updates, opened],
    source: { values: $values, countries: deps.phones.$countries, site: $siteCountryCode },
    filter: ({ values, countries }) => countries.length > 0 && (values.phoneCountryId === null || values.smsCountryId === null),
    fn: ({ values, countries, site }) => {
      const fallback = defaultPhoneCountry(countries, site)?.id ?? null;
      return {
        ...values,
        phoneCountryId: values.phoneCountryId ?? fallback,
        smsCountryId: values.smsCountryId ?? fallback,
      };
    },
    target: $values,
  });

  // ---- submitting ---------------------------------------------------------
  const built = sample({
    clock: submitted,
    source: { form: $form, values: $values, countries: deps.phones.$countries, masks: deps.phones.$masks, captcha: $captchaAnswer, loading: $loading },
    filter: ({ loading }) => !loading,
    fn: ({ form, values, countries, masks, captcha }) => buildLoginCall(form, values, countries, masks, captcha),
  });
  sample({ clock: built, filter: (b): b is LoginCall => 'run' in b, target: loginFx });
  sample({ clock: built, filter: (b) => 'invalid' in b, fn: (b) => ('invalid' in b ? b.invalid : null), target: $message });
  sample({ clock: built, filter: (b) => 'invalid' in b, fn: (): AuthResponseType => 'error', target: $responseType });
  sample({ clock: loginFx, fn: (call) => call.form, target: deps.funnels.loginAttempted });

  const shown = (result: LoginResult) => loginResultMessage(result);
  sample({ clock: [loginFx.doneData, tokenLoginFx.doneData], fn: (r) => shown(r).message, target: $message });
  sample({ clock: [loginFx.doneData, tokenLoginFx.doneData], fn: (r) => shown(r).responseType, target: $responseType });

  // spec 001 §4: a password accepted for a protected account switches to the two-step code form
  sample({
    clock: loginFx.done,
    filter: ({ result }) => result.kind === 'two-step-required',
    fn: (): AuthForm => 'login_password_two_step_code',
    target: $form,
  });
  sample({
    clock: loginFx.done,
    filter: ({ result }) => result.kind === 'wrong-credentials',
    fn: ({ result }) => (result.kind === 'wrong-credentials' ? result.fields : { login: false, password: false }),
    target: deps.funnels.loginRejected,
  });
  const succeeded = sample({
    clock: loginFx.done,
    filter: ({ result }) => result.kind === 'success',
    fn: ({ params, result }) => ({ userId: result.kind === 'success' ? result.userId : 0, via: params.form as AuthForm | 'token' }),
  });
  sample({ clock: succeeded, target: signedIn });

  // QA10 #12: closing the dialog while its sign-in is under way does not cancel the sign-in. The request is already
  // with the server, which may sign the player in whatever the page does, so a "cancel" could not be kept; leading
  // sites do the same: closing takes the form away, and if the sign-in then succeeds the player is signed in. That
  // must not happen silently: the header shows the account, this flag lets the page say so politely, and the focus
  // (which closing gave back to "Log in", gone once signed in) goes where a normal sign-in leaves it.
  const $closedMidRequest = createStore(false).on(opened, () => false);
  sample({ clock: closed, source: loginFx.pending, target: $closedMidRequest });
  /** The last sign-in succeeded after its dialog was closed; until the dialog opens again. */
  const $signedInAfterClose = createStore(false).on(opened, () => false);

  sample({ clock: loginFx.fail, fn: (): string => REQUEST_FAILED, target: $message });
  sample({ clock: loginFx.fail, fn: (): AuthResponseType => 'error', target: $responseType });
  sample({ clock: loginFx.failData, fn: (error) => ({ operation: 'login', error }), target: logFx });

  // ---- captcha step -------------------------------------------------------
  sample({
    clock: captchaAnswered,
    source: $captcha,
    filter: (captcha, answer) => captcha !== null && answer.trim() !== '',
    fn: (captcha, answer) => ({ id: captcha?.challenge.id ?? '', answer: answer.trim() }),
    target: $captchaAnswer,
  });
  const answeredFor = sample({
    clock: captchaAnswered,
    source: $captcha,
    filter: (captcha, answer) => captcha !== null && answer.trim() !== '',
    fn: (captcha) => captcha?.for ?? 'login',
  });
  sample({ clock: answeredFor, filter: (f) => f === 'login', target: submitted });
  sample({ clock: answeredFor, filter: (f) => f === 'sms', target: smsRequested });
  /** What the captcha step says went wrong with the last answer (a dictionary key), or null (QA7 C, D). */
  const $captchaError = createCaptchaStepError({
    answered: answeredFor,
    results: [loginFx.doneData, sendSmsFx.doneData.map(({ result }) => result)],
    failed: [loginFx.fail, sendSmsFx.fail],
    left: [closed, captchaDismissed, formSelected],
  });

  // ---- SMS ----------------------------------------------------------------
  const smsBuilt = sample({
    clock: smsRequested,
    source: {
      values: $values,
      countries: deps.phones.$countries,
      masks: deps.phones.$masks,
      captcha: $captchaAnswer,
      left: $smsSecondsLeft,
      loading: $loading,
    },
    filter: ({ left, loading }) => left === 0 && !loading,
    fn: ({ values, countries, masks, captcha }) => {
      const phone = phoneOf(values.phoneBySms, values.smsCountryId, countries, masks);
      return 'invalid' in phone ? phone : { phone, captcha };
    },
  });
  sample({ clock: smsBuilt, filter: (b): b is { phone: PhoneNumber; captcha: CaptchaAnswer | null } => 'phone' in b, target: sendSmsFx });
  sample({ clock: smsBuilt, filter: (b) => 'invalid' in b, fn: (b) => ('invalid' in b ? b.invalid : null), target: $message });
  sample({ clock: smsBuilt, filter: (b) => 'invalid' in b, fn: (): AuthResponseType => 'error', target: $responseType });
  // QA10 #3: a phone form sent without the phone countries asks for them again (as the account transfer does)
  sample({
    clock: [built, smsBuilt],
    filter: (b) => 'invalid' in b && b.invalid === PHONE_COUNTRIES_MISSING,
    fn: () => undefined,
    target: deps.phones.retried,
  });
  const smsMessage = (result: SendSmsResult): { message: string | null; responseType: AuthResponseType } => {
    switch (result.kind) {
      case 'sent':
        return { message: 'auth_sms_sent', responseType: 'info' };
      case 'captcha-required':
        return captchaResponse(result);
      case 'unknown-phone':
        return { message: 'auth_error_unknown_phone', responseType: 'error' };
      case 'too-often':
        return { message: 'auth_error_sms_too_often', responseType: 'error' };
      case 'server-error':
        return { message: 'auth_error_server', responseType: 'error' };
    }
  };
  sample({ clock: sendSmsFx.doneData, fn: ({ result }) => smsMessage(result).message, target: $message });
  sample({ clock: sendSmsFx.doneData, fn: ({ result }) => smsMessage(result).responseType, target: $responseType });
  sample({ clock: sendSmsFx.fail, fn: (): string => REQUEST_FAILED, target: $message });
  sample({ clock: sendSmsFx.fail, fn: (): AuthResponseType => 'error', target: $responseType });
  sample({ clock: sendSmsFx.failData, fn: (error) => ({ operation: 'send-sms', error }), target: logFx });
  // the resend countdown ticks once a second on the clock port while it runs
  sample({
    clock: [sendSmsFx.doneData, tickFx.doneData],
    source: $smsSecondsLeft,
    filter: (left) => left > 0,
    target: tickFx,
  });

  // ---- token login --------------------------------------------------------
  sample({ clock: tokenArrived, fn: (): AuthForm | 'token' => 'token', target: deps.funnels.loginAttempted });
  sample({ clock: tokenArrived, target: tokenLoginFx });
  const tokenSucceeded = sample({
    clock: tokenLoginFx.doneData,
    filter: (r) => r.kind === 'success',
    fn: (r) => ({ userId: r.kind === 'success' ? r.userId : 0, via: 'token' as const }),
  });
  sample({ clock: tokenSucceeded, target: signedIn });
  sample({ clock: [tokenLoginFx.doneData.filter({ fn: (r) => r.kind !== 'success' }), tokenLoginFx.fail], fn: () => undefined, target: tokenRejected });
  sample({ clock: tokenRejected, fn: (): string => 'auth_error_token', target: $message });
  sample({ clock: tokenRejected, fn: (): AuthResponseType => 'error', target: $responseType });
  sample({ clock: tokenLoginFx.failData, fn: (error) => ({ operation: 'token-login', error }), target: logFx });

  // ---- the session's word on the sign-in ------------------------------------
  // A sign-in counts once the session has the player (QA11 #4): only then is it a success for the funnel, are the
  // defaults remembered and the secrets cleared. Refused, the dialog stays with everything typed and says so.
  const confirmed = sample({ clock: signInConfirmed, source: $pendingVia, filter: (via) => via !== null, fn: (via) => via as AuthForm | 'token' });
  sample({ clock: confirmed, target: deps.funnels.loginSucceeded });
  const formConfirmed = confirmed.filter({ fn: (via) => via !== 'token' });
  sample({ clock: formConfirmed, source: $values, target: saveDefaultsFx });
  sample({ clock: formConfirmed, source: $values, fn: withoutSecrets, target: $values });
  sample({ clock: confirmed, source: $closedMidRequest, filter: (closedMid) => closedMid, fn: () => true, target: $signedInAfterClose });
  const refused = sample({ clock: signInRefused, source: $pendingVia, filter: (via) => via !== null, fn: (via) => via as AuthForm | 'token' });
  sample({ clock: refused, filter: (via) => via === 'token', fn: () => undefined, target: tokenRejected });
  $pendingVia.on([confirmed, refused], () => null);
  const formRefused = refused.filter({ fn: (via) => via !== 'token' });
  sample({ clock: formRefused, fn: (): string => 'auth_error_no_session', target: $message });
  sample({ clock: formRefused, fn: (): AuthResponseType => 'error', target: $responseType });

  return {
    opened,
    closed,
    formSelected,
    fieldChanged,
    submitted,
    smsRequested,
    captchaAnswered,
    captchaDismissed,
    tokenArrived,
    signedIn,
    signInConfirmed,
    signInRefused,
    tokenRejected,
    $form,
    $values,
    $loading,
    $message,
    $responseType,
    $rejected,
    $captcha: $captcha.map((c) => c?.challenge ?? null),
    $captchaError,
    $smsSent,
    $smsSecondsLeft,
    $signedInAfterClose,
    $countries: deps.phones.$countries,
    $masks: deps.phones.$masks,
    /** The phone countries failed to load (QA10 #3): the phone field says so and offers `phonesRetried`. */
    $phonesFailed: deps.phones.$failed,
    $phonesLoading: deps.phones.$loading,
    phonesRetried: deps.phones.retried,
  };
}

export type LoginFormModel = ReturnType<typeof createLoginFormModel>;
