import { combine, createEffect, createEvent, createStore, sample, split, type EventCallable, type Store } from 'effector';
import { checkPhone, defaultPhoneCountry, formatPhone, maskFor, type PhoneCountry, type PhoneMask } from '../../domain/auth';
import {
  AccountTransferError,
  shouldOpenAccountTransferModal,
  type AccountTransferPort,
  type AccountTransferResult,
  type AccountTransferStep,
  type PlayerState,
} from '../../domain/session';

/** The message key of a phone the player must correct (in the field, not the form's failure line). */
export const TRANSFER_PHONE_INVALID_KEY = 'account_transfer_phone_invalid';

/** The message key of a phone without a phone country (the directory has not loaded): as the login says it. */
export const TRANSFER_PHONE_COUNTRY_KEY = 'auth_error_phone_country';

/** The phone step's values: the phone country (as the login's phone field picks it) and the national digits. */
export interface TransferPhone {
  countryId: number | null;
  digits: string;
}

/** What send-code takes (contract userTransferSendCode: the dialling code, '7', and the national digits) and the number as shown. */
type CodeRequest = { countryCode: string; phone: string; shown: string };

/**
 * The send-code request for the phone, or the message key of what the player must correct at the field: a
 * listed phone country, and national digits within that country's mask (checkPhone, the rule the login and
 * registration phone fields use).
 */
function transferRequest(phone: TransferPhone, countries: readonly PhoneCountry[], masks: readonly PhoneMask[]): CodeRequest | { problem: string } {
  const country = countries.find((c) => c.id === phone.countryId);
  if (!country) return { problem: TRANSFER_PHONE_COUNTRY_KEY };
  const mask = maskFor(masks, country.id);
  if (checkPhone(phone.digits, mask) !== 'ok') return { problem: TRANSFER_PHONE_INVALID_KEY };
  return { countryCode: country.telCode, phone: phone.digits, shown: `+${country.telCode} ${formatPhone(phone.digits, mask?.mask ?? null)}` };
}

export interface AccountTransferDeps {
  transfer: AccountTransferPort;
  $player: Store<PlayerState>;
  /** Current route name and query (registration routes and redirectToken keep the modal shut). */
  $routeName: Store<string | null>;
  $hasRedirectToken: Store<boolean>;
  /** The phone countries and masks the login's phone field uses (loaded for the page's language when the modal opens). */
  phones: { $countries: Store<PhoneCountry[]>; $masks: Store<PhoneMask[]>; needed: EventCallable<string> };
  $language: Store<string>;
  /** The site's country (config countryCode): the phone country preselected, as on the login. */
  $siteCountryCode: Store<string | null>;
}

/**
 * The account-transfer modal (spec 001 §2, §7): opens when transfer is
 * required, off the registration route and without redirectToken; steps
 * send-code → check-code → user-data, then the new credentials are shown.
 */
export function createAccountTransferModel(deps: AccountTransferDeps) {
  const countrySelected = createEvent<number>();
  /** The national digits as the phone field keeps them (digits only). */
  const phoneChanged = createEvent<string>();
  const codeRequested = createEvent();
  const codeSubmitted = createEvent<string>();
  const closed = createEvent();
  /** Back from the code step to the phone step, to correct the number (QA9 #4). */
  const numberChangeRequested = createEvent();

  const requiredFx = createEffect(() => deps.transfer.isRequired());
  const $userId = deps.$player.map((p) => p.userId);
  sample({ clock: $userId.updates, filter: (id) => id !== null, target: requiredFx });
  const $required = createStore(false)
    .on(requiredFx.doneData, (_, required) => required)
    .on($userId.updates, (required, id) => (id === null ? false : required));

  const sendCodeFx = createEffect(
    ({ userId, request }: { userId: number; request: CodeRequest }) =>
      deps.transfer.sendCode(userId, { countryCode: request.countryCode, phone: request.phone, captcha: null }),
  );
  const checkCodeFx = createEffect(({ userId, code }: { userId: number; code: string }) => deps.transfer.checkCode(userId, code));
  const userDataFx = createEffect(() => deps.transfer.userData(null));

  const $step = createStore<AccountTransferStep | 'done'>('send-code')
    .on(sendCodeFx.done, () => 'check-code')
    .on(numberChangeRequested, (step) => (step === 'check-code' ? 'send-code' : step))
    .on(checkCodeFx.done, () => 'user-data')
    .on(userDataFx.done, () => 'done');
  // A change of country keeps the digits typed (the login's phone field does the same): only the mask shown changes.
  const $phone = createStore<TransferPhone>({ countryId: null, digits: '' })
    .on(countrySelected, (phone, countryId) => ({ ...phone, countryId }))
    .on(phoneChanged, (phone, digits) => ({ ...phone, digits }));
  /** The number the last code went to, as the field showed it (the code step says where it went). */
  const $sentTo = createStore<string | null>(null).on(sendCodeFx.done, (_, { params: { request } }) => request.shown);
  const $result = createStore<AccountTransferResult | null>(null).on(userDataFx.doneData, (_, r) => r);
  // A bad phone is the field's message, not the form's: found before sending, or the server's refusal of it.
  const phoneRejected = createEvent<string>();
  const $error = createStore<string | null>(null)
    .on([sendCodeFx, checkCodeFx, userDataFx, phoneRejected, numberChangeRequested], () => null)
    // a wrong code only when the server said so: a failed request is not the player's mistake
    .on(checkCodeFx.failData, (_, error) =>
      error instanceof AccountTransferError && error.code === 'wrong-code' ? 'account_transfer_wrong_code' : 'main_error_text',
    )
    .on(sendCodeFx.failData, (_, error) => (isPhoneRefused(error) ? null : 'main_error_text'))
    .on(userDataFx.fail, () => 'main_error_text');
  const $phoneError = createStore<string | null>(null)
    .on(sendCodeFx, () => null)
    .on(phoneRejected, (_, key) => key);
  /** Counts rejections, so the view moves the focus to the field on each one, the same message again included. */
  const $phoneRejections = createStore(0).on(phoneRejected, (n) => n + 1);
  sample({ clock: sendCodeFx.failData, filter: isPhoneRefused, fn: () => TRANSFER_PHONE_INVALID_KEY, target: phoneRejected });
  const $dismissed = createStore(false).on(closed, () => true);
  const $pending = combine(sendCodeFx.pending, checkCodeFx.pending, userDataFx.pending, (a, b, c) => a || b || c);

  const built = sample({
    clock: codeRequested,
    source: { phone: $phone, countries: deps.phones.$countries, masks: deps.phones.$masks },
    fn: ({ phone, countries, masks }) => transferRequest(phone, countries, masks),
  });
  const checked = split(built, {
    refused: (b): b is { problem: string } => 'problem' in b,
    sendable: (b): b is CodeRequest => !('problem' in b),
  });
  sample({ clock: checked.refused, fn: ({ problem }) => problem, target: phoneRejected });
  sample({
    clock: checked.sendable,
    source: $userId,
    filter: (id): id is number => id !== null,
    fn: (userId, request) => ({ userId: userId!, request }),
    target: sendCodeFx,
  });
  // no phone country means the directory did not load: Send code asks for it again
  sample({
    clock: phoneRejected,
    source: deps.$language,
    filter: (_, key) => key === TRANSFER_PHONE_COUNTRY_KEY,
    target: deps.phones.needed,
  });
  sample({
    clock: codeSubmitted,
    source: $userId,
    filter: (id): id is number => id !== null,
    fn: (userId, code) => ({ userId: userId!, code }),
    target: checkCodeFx,
  });
  // the user-data step runs as soon as the code is accepted
  sample({ clock: checkCodeFx.done, target: userDataFx });

  const $open = combine(
    { required: $required, route: deps.$routeName, token: deps.$hasRedirectToken, dismissed: $dismissed },
    ({ required, route, token, dismissed }) =>
      !dismissed &&
      shouldOpenAccountTransferModal({
        isRequiredTransfer: required,
        onRegistrationRoute: (route ?? '').startsWith('registration'),
        hasRedirectTokenQuery: token,
      }),
  );

  // the phone countries for the page's language once the modal shows, and the site's country preselected
  sample({
    clock: [$open.updates, deps.$language.updates],
    source: { open: $open, lang: deps.$language },
    filter: ({ open }) => open,
    fn: ({ lang }) => lang,
    target: deps.phones.needed,
  });
  sample({
    clock: [deps.phones.$countries.updates, $open.updates],
    source: { phone: $phone, countries: deps.phones.$countries, site: deps.$siteCountryCode },
    filter: ({ phone, countries }) => phone.countryId === null && countries.length > 0,
    fn: ({ phone, countries, site }) => ({ ...phone, countryId: defaultPhoneCountry(countries, site)?.id ?? null }),
    target: $phone,
  });

  return {
    countrySelected,
    phoneChanged,
    codeRequested,
    codeSubmitted,
    numberChangeRequested,
    closed,
    $phone,
    $countries: deps.phones.$countries,
    $masks: deps.phones.$masks,
    $open,
    $step,
    $sentTo,
    $result,
    $error,
    $phoneError,
    $phoneRejections,
    $pending,
    requiredFx,
  };
}

export type AccountTransferModel = ReturnType<typeof createAccountTransferModel>;

const isPhoneRefused = (error: unknown): boolean => error instanceof AccountTransferError && error.code === 'phone-refused';
