import { combine, createEffect, createEvent, createStore, sample, type Effect, type Store, type StoreWritable } from 'effector';
import {
  accountDisplayName,
  ACCOUNTS_UPDATE_RETRY,
  accountTypeKey,
  ACTIVE_ACCOUNT_STORAGE_KEY,
  activationMessageKey,
  ADD_CURRENCY_POLL,
  currenciesToAdd,
  hasActiveAccount,
  hasCurrency,
  isBingoRoute,
  withRememberedActive,
  type Account,
  type AccountOfficePort,
  type AccountsPort,
  type OfferedCurrency,
} from '../../domain/player';
import { errorText, isCancelledRequest, NOTICE_TITLE_KEYS } from '../../domain/notices';
import { retryOnClock, type ClockPort, type KeyValueStoragePort, type LoggerPort } from '../../domain/shared';
import type { NotificationInput, NotificationsModel } from '../notices/notifications.model';

export interface AccountsModelDeps {
  accounts: AccountsPort;
  office: AccountOfficePort;
  clock: ClockPort;
  local: KeyValueStoragePort;
  logger: LoggerPort;
  notifications: Pick<NotificationsModel, 'notified'>;
  /** The session model's accounts: this model writes the refreshed list into it. */
  $accounts: StoreWritable<Account[]>;
  /** The session model's account load (spec 000 §4 update): the office says when it failed and loads again on request. */
  loadAccountsFx: Effect<void, Account[]>;
  $routeName: Store<string | null>;
  $language: Store<string>;
}

/** Dictionary keys of the messages this model shows besides the spec's main_account_will_set. */
export const ACCOUNT_MESSAGE_KEYS = {
  currencyAdded: 'office_currency_added',
  /** The poll ran out before the new account appeared (it may still come with the next update). */
  currencyPending: 'office_currency_pending',
  currencyRemoved: 'office_currency_removed',
  /** QA10 #1: a failed change without a server text says what failed and to try again, in the page's language. */
  activateFailed: 'office_account_make_active_failed',
  addFailed: 'office_currency_add_failed',
  removeFailed: 'office_currency_remove_failed',
} as const;

/**
 * spec 000 §8: a failed change shows the server's message (main_error as title); without one (a network failure, a
 * JS error) the dictionary text of the change, never the exception's own English text (QA10 #1), which is logged.
 */
const failureNotice = (textKey: string) => (error: unknown): NotificationInput => {
  const text = errorText(error);
  return { kind: 'alert', titleKey: NOTICE_TITLE_KEYS.error, text, textKey: text ? null : textKey };
};
const notCancelled = (error: unknown) => !isCancelledRequest(error);

/** spec 000 §4: the add-currency poll as a retry policy (every 1000 ms, up to 5 repeats). */
const ADD_CURRENCY_POLICY = { retries: ADD_CURRENCY_POLL.repeats, delayMs: ADD_CURRENCY_POLL.intervalMs };

export type OfferedStatus = 'idle' | 'loading' | 'ready' | 'error';
/** Whether the player's accounts are known: a failed load is said, never left as "Loading…" (QA7 7). */
export type AccountsStatus = 'loading' | 'ready' | 'error';

/**
 * The player's accounts in the header and the office (spec 000 §3, §4, §8):
 * activating an account stores it, refreshes the accounts and says
 * main_account_will_set unless on a bingo route; adding a currency polls the
 * accounts every 1000 ms up to 5 repeats until it appears; add and remove
 * errors show the server's message, or say what failed when the server gave none. `accountActivated` tells the coupon to
 * set its prepaid amount to 0.
 */
export function createAccountsModel(deps: AccountsModelDeps) {
  const activeAccountSelected = createEvent<number>();
  const currencyAddRequested = createEvent<number>();
  const currencyRemoveRequested = createEvent<number>();
  /** The office account page opened: load the currencies on offer. */
  const officeOpened = createEvent();
  /** The player asked to load the accounts again after a failed load. */
  const accountsReloadRequested = createEvent();
  /** Output: the active account changed (spec 000 §4: the coupon's prepaid amount becomes 0). */
  const accountActivated = createEvent<Account>();

  const refresh = () => retryOnClock(deps.clock, ACCOUNTS_UPDATE_RETRY, () => deps.accounts.load(), {
      until: hasActiveAccount,
      // the rule polls for an active account; a failed load is not retried here (the HTTP pipeline retries transient ones)
      retryOn: () => false,
    });

  const activateFx = createEffect(async (accountId: number) => {
    await deps.office.setActive(accountId);
    deps.local.set(ACTIVE_ACCOUNT_STORAGE_KEY, String(accountId));
    return { accountId, accounts: withRememberedActive(await refresh(), accountId) };
  });
  const addFx = createEffect(async (currencyId: number) => {
    await deps.office.addCurrency(currencyId);
    const accounts = await retryOnClock(deps.clock, ADD_CURRENCY_POLICY, () => deps.accounts.load(), {
      until: (list) => hasCurrency(list, currencyId),
    });
    return { appeared: hasCurrency(accounts, currencyId), accounts };
  });
  const removeFx = createEffect(async (accountId: number) => {
    await deps.office.removeCurrency(accountId);
    return refresh();
  });
  const offeredFx = createEffect((lang: string) => deps.office.offeredCurrencies(lang));

  const remembered = (): number | null => {
    const id = Number(deps.local.get(ACTIVE_ACCOUNT_STORAGE_KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  };
  const rememberedFx = createEffect((accounts: Account[]) => withRememberedActive(accounts, remembered()));

  // one change at a time: a second click while a call runs is ignored
  const $busy = combine(activateFx.pending, addFx.pending, removeFx.pending, (a, b, c) => a || b || c);
  sample({ clock: activeAccountSelected, filter: $busy.map((busy) => !busy), target: activateFx });
  sample({ clock: currencyAddRequested, filter: $busy.map((busy) => !busy), target: addFx });
  sample({ clock: currencyRemoveRequested, filter: $busy.map((busy) => !busy), target: removeFx });
  sample({ clock: officeOpened, source: deps.$language, target: offeredFx });

  sample({ clock: activateFx.doneData, fn: ({ accounts }) => accounts, target: deps.$accounts });
  sample({ clock: [addFx.doneData.map(({ accounts }) => accounts), removeFx.doneData], target: rememberedFx });
  sample({ clock: rememberedFx.doneData, target: deps.$accounts });

  const activated = activateFx.doneData.map(({ accountId, accounts }) => accounts.find((a) => a.id === accountId) ?? null);
  sample({ clock: activated, filter: (account): account is Account => account !== null, target: accountActivated });
  // spec 000 §4, §8: main_account_will_set with the account id, unless on a bingo route. The id is internal, so
  // the text names the account as the player knows it (QA: "Account 5003 will be set as active."): its name and
  // its kind, which the view says in the player's language ("Account EUR € (Extra currency) …"). An account the
  // refreshed list does not hold was not made active, so nothing is said.
  sample({
    clock: accountActivated,
    source: deps.$routeName,
    filter: (routeName) => activationMessageKey(isBingoRoute(routeName)) !== null,
    fn: (routeName, account) => ({
      kind: 'alert' as const,
      titleKey: NOTICE_TITLE_KEYS.done,
      textKey: activationMessageKey(isBingoRoute(routeName)),
      values: { id: account.id, name: accountDisplayName(account) },
      valueKeys: { type: accountTypeKey(account) },
    }),
    target: deps.notifications.notified,
  });
  sample({
    clock: addFx.doneData,
    fn: ({ appeared }) => ({
      kind: 'alert' as const,
      titleKey: appeared ? NOTICE_TITLE_KEYS.done : NOTICE_TITLE_KEYS.ok,
      textKey: appeared ? ACCOUNT_MESSAGE_KEYS.currencyAdded : ACCOUNT_MESSAGE_KEYS.currencyPending,
    }),
    target: deps.notifications.notified,
  });
  sample({
    clock: removeFx.done,
    fn: () => ({ kind: 'alert' as const, titleKey: NOTICE_TITLE_KEYS.done, textKey: ACCOUNT_MESSAGE_KEYS.currencyRemoved }),
    target: deps.notifications.notified,
  });
  // spec 000 §8: add or remove errors show the server's message (main_error as title); a cancelled request says nothing
  sample({ clock: activateFx.failData, filter: notCancelled, fn: failureNotice(ACCOUNT_MESSAGE_KEYS.activateFailed), target: deps.notifications.notified });
  sample({ clock: addFx.failData, filter: notCancelled, fn: failureNotice(ACCOUNT_MESSAGE_KEYS.addFailed), target: deps.notifications.notified });
  sample({ clock: removeFx.failData, filter: notCancelled, fn: failureNotice(ACCOUNT_MESSAGE_KEYS.removeFailed), target: deps.notifications.notified });

  const $offered = createStore<OfferedCurrency[]>([]).on(offeredFx.doneData, (_, list) => list);
  const $offeredStatus = createStore<OfferedStatus>('idle')
    .on(offeredFx, () => 'loading')
    .on(offeredFx.done, () => 'ready')
    .on(offeredFx.fail, () => 'error');
  const $accountsStatus = createStore<AccountsStatus>('loading')
    .on(deps.loadAccountsFx, () => 'loading')
    .on(deps.loadAccountsFx.done, () => 'ready')
    .on(deps.loadAccountsFx.fail, () => 'error');
  sample({ clock: accountsReloadRequested, filter: deps.loadAccountsFx.pending.map((pending) => !pending), target: deps.loadAccountsFx });
  // QA7 7: nothing is offered against accounts that are not known (an empty list would offer what the player holds)
  const $currenciesToAdd = combine($offered, deps.$accounts, (offered, accounts) =>
    accounts.length === 0 ? [] : currenciesToAdd(offered, accounts),
  );

  const logFx = createEffect(({ operation, error }: { operation: string; error: unknown }) =>
    deps.logger.warn(`${operation} failed`, { operation, error: String(error) }),
  );
  sample({ clock: activateFx.failData, fn: (error) => ({ operation: 'set-active-account', error }), target: logFx });
  sample({ clock: addFx.failData, fn: (error) => ({ operation: 'add-currency', error }), target: logFx });
  sample({ clock: removeFx.failData, fn: (error) => ({ operation: 'remove-currency', error }), target: logFx });
  sample({ clock: offeredFx.failData, fn: (error) => ({ operation: 'offered-currencies', error }), target: logFx });

  return {
    activeAccountSelected,
    currencyAddRequested,
    currencyRemoveRequested,
    officeOpened,
    accountsReloadRequested,
    accountActivated,
    activateFx,
    addFx,
    removeFx,
    $offered,
    $offeredStatus,
    $currenciesToAdd,
    $accountsStatus,
    $busy,
    /** spec 000 §3 process flags. */
    $isChangeInProcess: activateFx.pending,
    $isAddInProcess: addFx.pending,
    $isDeleteInProcess: removeFx.pending,
  };
}

export type AccountsModel = ReturnType<typeof createAccountsModel>;
