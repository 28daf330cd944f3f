import { combine, createEffect, createEvent, createStore, sample, type Store } from 'effector';
import {
  shouldOpenAccountTransferModal,
  type AccountTransferPort,
  type AccountTransferResult,
  type AccountTransferStep,
  type PlayerState,
} from '../../domain/session';

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
  const codeRequested = createEvent<{ countryCode: string; phone: string; captcha?: string | null }>();
  const codeSubmitted = createEvent<string>();
  const closed = createEvent();

  const requiredFx = createEffect(() => deps.transfer.isRequired());
  const $userId = deps.$player.map((p) => p.userId);
  sample({ clock: $userId.updates, filter: (id) => id !== null, target: requiredFx });
  const $required = createStore(false)
    .on(requiredFx.doneData, (_, required) => required)
    .on($userId.updates, (required, id) => (id === null ? false : required));

  const sendCodeFx = createEffect(
    ({ userId, request }: { userId: number; request: { countryCode: string; phone: string; captcha?: string | null } }) =>
      deps.transfer.sendCode(userId, { countryCode: request.countryCode, phone: request.phone, captcha: request.captcha ?? null }),
  );
  const checkCodeFx = createEffect(({ userId, code }: { userId: number; code: string }) => deps.transfer.checkCode(userId, code));
  const userDataFx = createEffect(() => deps.transfer.userData(null));

  const $step = createStore<AccountTransferStep | 'done'>('send-code')
    .on(sendCodeFx.done, () => 'check-code')
    .on(checkCodeFx.done, () => 'user-data')
    .on(userDataFx.done, () => 'done');
  const $result = createStore<AccountTransferResult | null>(null).on(userDataFx.doneData, (_, r) => r);
  const $error = createStore<string | null>(null)
    .on([sendCodeFx, checkCodeFx, userDataFx], () => null)
    .on(checkCodeFx.fail, () => 'account_transfer_wrong_code')
    .on([sendCodeFx.fail, userDataFx.fail], () => 'main_error_text');
  const $dismissed = createStore(false).on(closed, () => true);
  const $pending = combine(sendCodeFx.pending, checkCodeFx.pending, userDataFx.pending, (a, b, c) => a || b || c);

  sample({
    clock: codeRequested,
    source: $userId,
    filter: (id): id is number => id !== null,
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

  return { codeRequested, codeSubmitted, closed, $open, $step, $result, $error, $pending, requiredFx };
}

export type AccountTransferModel = ReturnType<typeof createAccountTransferModel>;
