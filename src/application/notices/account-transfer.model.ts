import { combine, createEffect, createEvent, createStore, sample, type Store } from 'effector';
import { checkPhone, phoneDigits } from '../../domain/auth';
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

type CodeRequest = { countryCode: string; phone: string; captcha?: string | null };

/**
 * Whether the typed phone can be sent: the site's phone length rule (checkPhone, as login and registration
 * use it). The form takes a free-text country code rather than a phone country, so no country mask applies:
 * 5–15 national digits.
 */
const phoneProblem = (phone: string): string | null => (checkPhone(phoneDigits(phone), null) === 'ok' ? null : TRANSFER_PHONE_INVALID_KEY);

export interface AccountTransferDeps {
  transfer: AccountTransferPort;
  $player: Store<PlayerState>;
  /** Current route name and query (registration routes and redirectToken keep the modal shut). */
  $routeName: Store<string | null>;
  $hasRedirectToken: Store<boolean>;
}

/**
 * The account-transfer modal (spec 001 §2, §7): opens when transfer is
 * required, off the registration route and without redirectToken; steps
 * send-code → check-code → user-data, then the new credentials are shown.
 */
export function createAccountTransferModel(deps: AccountTransferDeps) {
  const codeRequested = createEvent<CodeRequest>();
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
      deps.transfer.sendCode(userId, { countryCode: request.countryCode, phone: request.phone, captcha: request.captcha ?? null }),
  );
  const checkCodeFx = createEffect(({ userId, code }: { userId: number; code: string }) => deps.transfer.checkCode(userId, code));
  const userDataFx = createEffect(() => deps.transfer.userData(null));

  const $step = createStore<AccountTransferStep | 'done'>('send-code')
    .on(sendCodeFx.done, () => 'check-code')
    .on(numberChangeRequested, (step) => (step === 'check-code' ? 'send-code' : step))
    .on(checkCodeFx.done, () => 'user-data')
    .on(userDataFx.done, () => 'done');
  /** The number the last code went to, as typed (the code step says where it went). */
  const $sentTo = createStore<string | null>(null).on(sendCodeFx.done, (_, { params: { request } }) =>
    `${request.countryCode.trim()} ${request.phone.trim()}`.trim(),
  );
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

  sample({
    clock: codeRequested,
    filter: (request) => phoneProblem(request.phone) !== null,
    fn: (request) => phoneProblem(request.phone)!,
    target: phoneRejected,
  });
  sample({
    clock: codeRequested,
    source: $userId,
    filter: (id, request): id is number => id !== null && phoneProblem(request.phone) === null,
    fn: (userId, request) => ({ userId: userId!, request }),
    target: sendCodeFx,
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

  return { codeRequested, codeSubmitted, numberChangeRequested, closed, $open, $step, $sentTo, $result, $error, $phoneError, $phoneRejections, $pending, requiredFx };
}

export type AccountTransferModel = ReturnType<typeof createAccountTransferModel>;

const isPhoneRefused = (error: unknown): boolean => error instanceof AccountTransferError && error.code === 'phone-refused';
