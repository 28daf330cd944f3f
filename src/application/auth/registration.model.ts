import { combine, createEffect, createEvent, createStore, sample, type Store } from 'effector';
import type { RegistrationType } from '../../domain/analytics';
import {
  FIRST_DEPOSIT_BONUS_CHOICES,
  MIN_PASSWORD_LENGTH,
  checkPhone,
  defaultPhoneCountry,
  encodeCredential,
  maskFor,
  type CaptchaAnswer,
  type CaptchaChallenge,
  type FirstDepositBonusChoice,
  type OAuthProvider,
  type PhoneCountry,
  type PhoneMask,
  type RegistrationCommon,
  type RegistrationField,
  type RegistrationOptions,
  type RegistrationPort,
  type RegistrationResult,
  captchaMessage,
} from '../../domain/auth';
import type { LoggerPort } from '../../domain/shared';
import { REQUEST_FAILED, createCaptchaStepError } from './captcha-step.model';
import type { FunnelsModel } from './funnels.model';
import { PHONE_COUNTRIES_MISSING, type PhoneDirectoryModel } from './phone-directory.model';

export interface RegistrationValues {
  countryId: number | null;
  currencyId: number | null;
  /** The promo (ref) code as typed. */
  promoCode: string;
  /** The chosen first-deposit bonus id from the options; null until options are known. */
  bonusId: number | null;
  phone: string;
  phoneCountryId: number | null;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  provider: OAuthProvider | null;
}

const EMPTY_VALUES: RegistrationValues = {
  countryId: null,
  currencyId: null,
  promoCode: '',
  bonusId: null,
  phone: '',
  phoneCountryId: null,
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  provider: null,
};

/** How the registration was opened (spec 000 §4): a 95% modal, the page, or the deposit modal by config. */
export type RegistrationOpening = 'modal' | 'page' | 'deposit';

type Call = { type: RegistrationType; run: (port: RegistrationPort) => Promise<RegistrationResult>; common: RegistrationCommon };
type FieldErrors = Partial<Record<RegistrationField, string>>;

/** The first-deposit bonus choice of the form's bonus (the first choice when none is known); the welcome notice names it too. */
export function choiceOf(options: RegistrationOptions | null, bonusId: number | null): FirstDepositBonusChoice {
  return options?.bonuses.find((b) => b.id === bonusId)?.choice ?? FIRST_DEPOSIT_BONUS_CHOICES[0];
}

/** The call a submit of `type` makes, or the field errors to show first. */
export function buildRegistrationCall(
  type: RegistrationType,
  v: RegistrationValues,
  options: RegistrationOptions | null,
  countries: readonly PhoneCountry[],
  masks: readonly PhoneMask[],
  captcha: CaptchaAnswer | null,
): Call | { invalid: FieldErrors; message?: string } {
  const errors: FieldErrors = {};
  if (v.countryId === null) errors.countryId = 'registration_error_required';
  if (v.currencyId === null) errors.currencyId = 'registration_error_required';
  const common: RegistrationCommon = {
    countryId: v.countryId ?? 0,
    currencyId: v.currencyId ?? 0,
    refCode: v.promoCode.trim() === '' ? null : v.promoCode.trim(),
    firstDepositBonusChoice: choiceOf(options, v.bonusId),
    captcha,
  };
  const password = () => {
    if (v.password.length < MIN_PASSWORD_LENGTH) errors.password = 'auth_error_password_short';
    return encodeCredential(v.password);
  };
  let run: Call['run'];
  let unavailable: string | null = null;
  switch (type) {
    case 'one_click':
      run = (port) => port.oneClick(common);
      break;
    case 'phone': {
      const country = countries.find((c) => c.id === v.phoneCountryId);
      // QA10 #3: without the phone countries the number cannot be checked; that is the list's failure, not the number's
      if (countries.length === 0) unavailable = PHONE_COUNTRIES_MISSING;
      else if (!country || checkPhone(v.phone, maskFor(masks, country.id)) !== 'ok') errors.phone = 'auth_error_phone_length';
      const request = {
        ...common,
        phone: { countryCode: country?.countryCode ?? '', telCode: country?.telCode ?? '', number: v.phone },
        password: password(),
      };
      run = (port) => port.phone(request);
      break;
    }
    case 'full': {
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) errors.email = 'registration_error_email';
      if (v.firstName.trim() === '') errors.firstName = 'registration_error_required';
      if (v.lastName.trim() === '') errors.lastName = 'registration_error_required';
      const request = { ...common, email: v.email.trim(), password: password(), firstName: v.firstName.trim(), lastName: v.lastName.trim() };
      run = (port) => port.full(request);
      break;
    }
    case 'social': {
      const provider = v.provider;
      if (provider === null) return { invalid: { ...errors, email: 'registration_error_provider' } };
      run = (port) => port.social({ ...common, provider });
      break;
    }
  }
  if (unavailable !== null) return { invalid: errors, message: unavailable };
  return Object.keys(errors).length > 0 ? { invalid: errors } : { type, run, common };
}

/**
 * Registration of the four types (spec 001 §3: one_click, phone, full,
 * social) with country, currency, promo code and first-deposit bonus
 * choice. Counts each opening in the funnel (regTryCounter) and marks it
 * done on completion. One-click shows the generated login and password
 * once; the player is signed in when they acknowledge it.
 */
export function createRegistrationModel(deps: {
  registration: RegistrationPort;
  logger: LoggerPort;
  funnels: FunnelsModel;
  phones: PhoneDirectoryModel;
  /** The site's country (config countryCode): the phone country preselected, as on the login (QA10 #14). */
  $siteCountryCode: Store<string | null>;
}) {
  const opened = createEvent<{ lang: string; opening: RegistrationOpening; type?: RegistrationType | null }>();
  const closed = createEvent();
  const typeSelected = createEvent<RegistrationType>();
  const fieldChanged = createEvent<{ field: keyof RegistrationValues; value: string | number | null }>();
  const submitted = createEvent();
  const captchaAnswered = createEvent<string>();
  const captchaDismissed = createEvent();
  const bonusPreselected = createEvent<number>();
  const credentialsAcknowledged = createEvent();
  /** Try again after the options (countries, currencies, bonuses) failed to load. */
  const optionsRetried = createEvent();
  /** The new account is signed in. */
  const registered = createEvent<{ userId: number; type: RegistrationType; opening: RegistrationOpening }>();
  /** The session took the new account's sign-in: the player is signed in. */
  const signInConfirmed = createEvent();
  /**
   * The session did not take it (it says nobody is signed in although the server answered "registered"): the
   * account exists, but the player is a visitor. The dialog says so and offers the login with the new details.
   */
  const signInRefused = createEvent();
  /** Log in with the new account after a refused sign-in: the login dialog, its login (and a one-click password) filled in. */
  const loginRequested = createEvent();

  const optionsFx = createEffect((lang: string) => deps.registration.options(lang));
  const registerFx = createEffect(async (call: Call) => ({ result: await call.run(deps.registration), call }));
  const logFx = createEffect(({ operation, error }: { operation: string; error: unknown }) =>
    deps.logger.error(`${operation} failed`, { operation, error: String(error) }),
  );

  const $type = createStore<RegistrationType>('one_click')
    .on(typeSelected, (_, t) => t)
    .on(opened, (t, o) => o.type ?? t);
  const $opening = createStore<RegistrationOpening>('modal').on(opened, (_, o) => o.opening);
  const $options = createStore<RegistrationOptions | null>(null).on(optionsFx.doneData, (_, o) => o);
  // QA10 #2: the failure stays shown (with its Try again) while a retry runs, so the button keeps the focus
  const $optionsFailed = createStore(false).on(optionsFx.fail, () => true).on(optionsFx.done, () => false);
  const $optionsLoading = optionsFx.pending;
  const $lang = createStore('en').on(opened, (_, o) => o.lang);
  const $preselectedBonus = createStore<number | null>(null).on(bonusPreselected, (_, id) => id);
  const $values = createStore<RegistrationValues>(EMPTY_VALUES)
    .on(fieldChanged, (v, { field, value }) => ({ ...v, [field]: value }))
    .on(bonusPreselected, (v, id) => ({ ...v, bonusId: id }))
    .on(closed, (v) => ({ ...v, password: '' }));
  const $fieldErrors = createStore<FieldErrors>({})
    .on([typeSelected, closed, registerFx], () => ({}))
    .on(registerFx.doneData, (_, { result }) => (result.kind === 'invalid' ? result.fields : {}));
  // Back from the captcha step leaves its prompt or failure with the step, as recovery's Back does; the values stay
  const $message = createStore<string | null>(null)
    .on([typeSelected, closed, captchaDismissed, registerFx], () => null)
    .on(registerFx.doneData, (_, { result }) =>
      result.kind === 'invalid'
        ? 'registration_error_check_fields'
        : result.kind === 'captcha-required'
          ? captchaMessage(result)
          : result.kind === 'server-error'
            ? 'registration_error_server'
            : null,
    )
    // QA10 #2: what happened and what to do, as the login says it (not a bare "Error")
    .on(registerFx.fail, () => REQUEST_FAILED)
    // the account exists, so the way on is the login with the new details, not this form again
    .on(signInRefused, () => 'registration_error_no_session')
    // the phone countries arrived: the form may be sent, so the message that they were missing goes
    .on(deps.phones.$countries.updates, (m) => (m === PHONE_COUNTRIES_MISSING ? null : m));
  const $captcha = createStore<CaptchaChallenge | null>(null)
    .on([closed, captchaDismissed, typeSelected], () => null)
    .on(registerFx.doneData, (_, { result }) => (result.kind === 'captcha-required' ? result.challenge : null));
  const $captchaAnswer = createStore<CaptchaAnswer | null>(null)
    .on([closed, captchaDismissed, typeSelected], () => null)
    .on(registerFx.finally, () => null);
  /**
   * One-click credentials, shown until the session has taken the sign-in they lead to: acknowledging them signs in,
   * and if the session refuses it the player still needs them to log in (they are shown only once).
   */
  const $credentials = createStore<{ login: string; password: string } | null>(null)
    .on(registerFx.doneData, (s, { result }) => (result.kind === 'registered' ? result.credentials : s))
    .on(signInConfirmed, () => null);
  const $pendingUser = createStore<{ userId: number; type: RegistrationType } | null>(null)
    .on(registerFx.doneData, (s, { result }) => (result.kind === 'registered' ? { userId: result.userId, type: result.type } : s))
    .on(registered, () => null);
  /** From "registered" until the session has answered whether it took the sign-in: the form is not sent again meanwhile. */
  const $awaitingSession = createStore(false)
    .on(registered, () => true)
    .on([signInConfirmed, signInRefused, closed], () => false);
  /** The new account could not be signed in (signInRefused); cleared by a new attempt or another type. */
  const $signInRefused = createStore(false)
    .on(signInRefused, () => true)
    .on([registered, typeSelected, registerFx], () => false);
  const $loading = combine(registerFx.pending, $awaitingSession, (sending, awaiting) => sending || awaiting);
  /**
   * The server failed the last attempt (QA14 #3): whether the account exists cannot be told, so beside Register
   * the form offers the login with what the player entered.
   */
  const $serverFailed = createStore(false)
    .on(registerFx.doneData, (_, { result }) => result.kind === 'server-error')
    .on([registerFx.fail, typeSelected, closed], () => false);

  // spec 001 §4: the registration counter increments per registration page call
  sample({ clock: opened, target: deps.funnels.registrationCalled });
  sample({ clock: opened, fn: ({ lang }) => lang, target: deps.phones.needed });
  sample({ clock: opened, source: $options, filter: (o) => o === null, fn: (_, { lang }) => lang, target: optionsFx });
  sample({ clock: optionsRetried, source: { lang: $lang, loading: optionsFx.pending }, filter: ({ loading }) => !loading, fn: ({ lang }) => lang, target: optionsFx });
  // defaults from the options, the preselected bonus winning over the first offered
  sample({
    clock: [optionsFx.doneData, deps.phones.$countries.updates],
    source: { v: $values, o: $options, pre: $preselectedBonus, countries: deps.phones.$countries, site: deps.$siteCountryCode },
    filter: ({ o }) => o !== null,
    fn: ({ v, o, pre, countries, site }) => {
      const options = o as RegistrationOptions;
      const bonusKnown = (id: number | null) => id !== null && options.bonuses.some((b) => b.id === id);
      return {
        ...v,
        countryId: v.countryId ?? options.defaultCountryId,
        currencyId: v.currencyId ?? options.defaultCurrencyId,
        bonusId: bonusKnown(v.bonusId) ? v.bonusId : bonusKnown(pre) ? pre : (options.bonuses[0]?.id ?? null),
        provider: v.provider ?? options.socialProviders[0] ?? null,
        // QA10 #14: the site's country, as the login, recovery and account transfer preselect it (one rule for all)
        phoneCountryId: v.phoneCountryId ?? defaultPhoneCountry(countries, site)?.id ?? null,
      };
    },
    target: $values,
  });

  const built = sample({
    clock: submitted,
    source: { type: $type, v: $values, o: $options, countries: deps.phones.$countries, masks: deps.phones.$masks, captcha: $captchaAnswer, loading: $loading },
    filter: ({ loading }) => !loading,
    fn: ({ type, v, o, countries, masks, captcha }) => buildRegistrationCall(type, v, o, countries, masks, captcha),
  });
  sample({ clock: built, filter: (b): b is Call => 'run' in b, target: registerFx });
  sample({ clock: built, filter: (b) => 'invalid' in b, fn: (b) => ('invalid' in b ? b.invalid : {}), target: $fieldErrors });
  sample({
    clock: built,
    filter: (b) => 'invalid' in b,
    fn: (b) => ('message' in b && b.message ? b.message : 'registration_error_check_fields'),
    target: $message,
  });
  // QA10 #3: sent without the phone countries, the form asks for them again (as the account transfer does)
  sample({ clock: built, filter: (b) => 'message' in b && b.message === PHONE_COUNTRIES_MISSING, fn: () => undefined, target: deps.phones.retried });

  sample({
    clock: captchaAnswered,
    source: $captcha,
    filter: (c, a) => c !== null && a.trim() !== '',
    fn: (c, a) => ({ id: c?.id ?? '', answer: a.trim() }),
    target: $captchaAnswer,
  });
  const answerSent = sample({ clock: $captchaAnswer.updates, filter: (a) => a !== null, fn: () => undefined });
  sample({ clock: answerSent, target: submitted });
  /** What the captcha step says went wrong with the last answer (a dictionary key), or null (QA7 C, as the login's). */
  const $captchaError = createCaptchaStepError({
    answered: answerSent,
    results: [registerFx.doneData.map(({ result }) => result)],
    failed: [registerFx.fail],
    left: [closed, captchaDismissed, typeSelected],
  });

  const done = sample({
    clock: registerFx.doneData,
    filter: ({ result }) => result.kind === 'registered',
  });
  sample({
    clock: done,
    source: $options,
    fn: (options, { call }) => ({
      type: call.type,
      socialData: {
        currencyId: call.common.currencyId,
        countryId: call.common.countryId,
        regType: call.type,
        promocode: call.common.refCode,
        countryCode: options?.countries.find((c) => c.id === call.common.countryId)?.code ?? null,
      },
    }),
    target: deps.funnels.registrationCompleted,
  });
  // one-click waits for the player to see the credentials; the others sign in at once
  sample({
    clock: done,
    source: $opening,
    filter: (_, { result }) => result.kind === 'registered' && result.credentials === null,
    fn: (opening, { result }) => ({
      userId: result.kind === 'registered' ? result.userId : 0,
      type: result.kind === 'registered' ? result.type : ('full' as RegistrationType),
      opening,
    }),
    target: registered,
  });
  sample({
    clock: credentialsAcknowledged,
    source: { pending: $pendingUser, opening: $opening },
    filter: ({ pending }) => pending !== null,
    fn: ({ pending, opening }) => ({ userId: pending?.userId ?? 0, type: pending?.type ?? 'one_click', opening }),
    target: registered,
  });

  sample({ clock: optionsFx.failData, fn: (error) => ({ operation: 'registration options', error }), target: logFx });
  sample({ clock: registerFx.failData, fn: (error) => ({ operation: 'registration', error }), target: logFx });

  return {
    opened,
    closed,
    typeSelected,
    fieldChanged,
    submitted,
    captchaAnswered,
    captchaDismissed,
    bonusPreselected,
    credentialsAcknowledged,
    optionsRetried,
    registered,
    signInConfirmed,
    signInRefused,
    loginRequested,
    $signInRefused,
    $serverFailed,
    $type,
    $opening,
    $options,
    $optionsFailed,
    $optionsLoading,
    $values,
    $fieldErrors,
    $message,
    $captcha,
    $captchaError,
    $credentials,
    $loading,
    $countries: deps.phones.$countries,
    $masks: deps.phones.$masks,
    /** The phone countries failed to load (QA10 #3): the phone field says so and offers `phonesRetried`. */
    $phonesFailed: deps.phones.$failed,
    $phonesLoading: deps.phones.$loading,
    phonesRetried: deps.phones.retried,
  };
}

export type RegistrationModel = ReturnType<typeof createRegistrationModel>;
