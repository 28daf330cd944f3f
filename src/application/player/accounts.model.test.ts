import { allSettled, createEffect, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { setupSession } from '../../../tests/support/session-setup';
import { ListLogger } from '../../../tests/unit/auth-env';
import { MemoryStorage } from '../../adapters/browser/web-storage';
import { addedAccountId, DEMO_ACCOUNTS, REMOVE_WITH_MONEY_MESSAGE } from '../../adapters/fake/fake-accounts';
import { FakeClock } from '../../adapters/fake/fake-clock';
import {
  ACCOUNTS_UPDATE_RETRY,
  ACTIVE_ACCOUNT_STORAGE_KEY,
  ADD_CURRENCY_POLL,
  AccountType,
  MAIN_ACCOUNT_WILL_SET_KEY,
  type Account,
  type AccountOfficePort,
} from '../../domain/player';
import { SESSION_LOADED_STORAGE_KEY } from '../../domain/startup';
import { createNotificationsModel } from '../notices/notifications.model';
import { ACCOUNT_MESSAGE_KEYS, createAccountsModel } from './accounts.model';

type Setup = ReturnType<typeof setupSession>;

async function signedIn(fake: Record<string, unknown> = {}, routeName = 'office.account') {
  const s = setupSession({ signedIn: true, ...fake });
  s.sessionStorage.set(SESSION_LOADED_STORAGE_KEY, '1');
  const scope = fork();
  await allSettled(s.shell.appStarted, { scope, params: { language: 'en', url: '/en/office/account' } });
  await allSettled(s.models.session.routeChanged, { scope, params: { path: '/en/office/account', routeName, lng: 'en' } });
  return { s, scope };
}

const activeId = (s: Setup, scope: ReturnType<typeof fork>) => scope.getState(s.models.session.$activeAccount)?.id ?? null;
const current = (s: Setup, scope: ReturnType<typeof fork>) => scope.getState(s.models.notifications.$current);

describe('accounts model (spec 000 §3, §4, §8)', () => {
  it('spec 000 §4: activating an account stores it, refreshes the accounts, fires accountActivated and says main_account_will_set with the id', async () => {
    const { s, scope } = await signedIn();
    expect(activeId(s, scope)).toBe(5001);
    const activated: Account[] = [];
    s.models.accounts.accountActivated.watch((a) => activated.push(a));
    let rechecks = 0;
    s.models.session.recheckFx.watch(() => (rechecks += 1));
    await allSettled(s.models.accounts.activeAccountSelected, { scope, params: 5003 });
    // "refreshes data": the session's player is checked again too
    expect(rechecks).toBe(1);
    expect(activeId(s, scope)).toBe(5003);
    expect(s.local.get(ACTIVE_ACCOUNT_STORAGE_KEY)).toBe('5003');
    expect(s.world.state.activeAccountId).toBe(5003);
    expect(activated.map((a) => a.id)).toEqual([5003]);
    expect(current(s, scope)).toMatchObject({ titleKey: 'main_done', textKey: MAIN_ACCOUNT_WILL_SET_KEY, values: { id: 5003 } });
  });

  it.each([
    { rule: 'QA: the notice names the extra-currency account, not its internal id', id: 5003, name: 'EUR €', type: 'account_type_9' },
    { rule: 'QA: the bonus account is told from the main one in the same currency by its kind', id: 5002, name: 'RUB ₽', type: 'account_type_4' },
  ])('spec 000 §4, §8: main_account_will_set keeps the id and gives the player-facing name and kind: $rule', async ({ id, name, type }) => {
    const { s, scope } = await signedIn();
    await allSettled(s.models.accounts.activeAccountSelected, { scope, params: id });
    expect(current(s, scope)).toMatchObject({ textKey: MAIN_ACCOUNT_WILL_SET_KEY, values: { id, name }, valueKeys: { type } });
  });

  it('spec 000 §4: on a bingo route the activation shows no message', async () => {
    const { s, scope } = await signedIn({}, 'casino.bingo');
    await allSettled(s.models.accounts.activeAccountSelected, { scope, params: 5003 });
    expect(activeId(s, scope)).toBe(5003);
    expect(current(s, scope)).toBeNull();
  });

  it(`spec 000 §4: the account update retries ${ACCOUNTS_UPDATE_RETRY.retries} × ${ACCOUNTS_UPDATE_RETRY.delayMs} ms until an active account exists, then the main account`, async () => {
    // start-up signs the player in; the account load is left running in fake time
    const begin = (fake: Record<string, unknown>) => {
      const s = setupSession({ signedIn: true, ...fake });
      s.sessionStorage.set(SESSION_LOADED_STORAGE_KEY, '1');
      const scope = fork();
      const started = allSettled(s.shell.appStarted, { scope, params: { language: 'en', url: '/en' } });
      return { s, scope, started };
    };
    const polling = begin({ activeAccountId: null });
    await polling.s.clock.advanceAsync(0);
    expect(polling.scope.getState(polling.s.shell.$player).userId).toBe(1001);
    expect(polling.scope.getState(polling.s.models.session.$accounts)).toEqual([]);
    await polling.s.clock.advanceAsync(ACCOUNTS_UPDATE_RETRY.delayMs);
    expect(polling.scope.getState(polling.s.models.session.$accounts)).toEqual([]);
    // the server sets one before the next try: the loop stops there
    polling.s.world.update({ activeAccountId: 5003 });
    await polling.s.clock.advanceAsync(ACCOUNTS_UPDATE_RETRY.delayMs);
    await polling.started;
    expect(activeId(polling.s, polling.scope)).toBe(5003);

    const none = begin({ activeAccountId: null });
    await none.s.clock.advanceAsync(ACCOUNTS_UPDATE_RETRY.retries * ACCOUNTS_UPDATE_RETRY.delayMs - 1);
    expect(none.scope.getState(none.s.models.session.$accounts)).toEqual([]);
    await none.s.clock.advanceAsync(1);
    await none.started;
    // spec 000 §4: if none is active, the main account becomes active
    expect(activeId(none.s, none.scope)).toBe(5001);
  });

  it('QA7 7: a failed account load is said (not "Loading…" for good), offers no currencies, and loads again on request', async () => {
    const { s, scope } = await signedIn({ failTimes: { accounts: 1 } });
    const model = s.models.accounts;
    await allSettled(model.officeOpened, { scope });
    expect(scope.getState(s.models.session.$accounts)).toEqual([]);
    expect(scope.getState(model.$accountsStatus)).toBe('error');
    // the offer is built on accounts: with none known it would offer RUB and EUR, which the player holds
    expect(scope.getState(model.$offeredStatus)).toBe('ready');
    expect(scope.getState(model.$currenciesToAdd)).toEqual([]);

    await allSettled(model.accountsReloadRequested, { scope });
    expect(scope.getState(model.$accountsStatus)).toBe('ready');
    expect(scope.getState(s.models.session.$accounts).map((a) => a.iso)).toEqual(['RUB', 'RUB', 'EUR']);
    expect(scope.getState(model.$currenciesToAdd).map((c) => c.iso)).toEqual(['USD', 'KZT']);
  });

  it(`spec 000 §4: adding a currency polls every ${ADD_CURRENCY_POLL.intervalMs} ms, up to ${ADD_CURRENCY_POLL.repeats} repeats, until it appears`, async () => {
    const clock = new FakeClock();
    const base = DEMO_ACCOUNTS.map((a) => ({ ...a, isActive: a.type === AccountType.Main }));
    const usd: Account = { ...base[2]!, id: 7002, iso: 'USD', symbol: '$', currencyId: 2, labelWithSymbol: 'USD $', isActive: false };
    const build = (appearsOnLoad: number | null) => {
      const loadTimes: number[] = [];
      const office: AccountOfficePort = {
        setActive: async () => undefined,
        addCurrency: async () => undefined,
        removeCurrency: async () => undefined,
        offeredCurrencies: async () => [],
      };
      const accounts = {
        load: async () => {
          loadTimes.push(clock.now());
          return appearsOnLoad !== null && loadTimes.length >= appearsOnLoad ? [...base, usd] : base;
        },
        convertStatus: async () => 0,
      };
      const notifications = createNotificationsModel({ clock });
      const model = createAccountsModel({
        accounts,
        office,
        clock,
        local: new MemoryStorage(),
        logger: new ListLogger(),
        notifications,
        $accounts: createStore<Account[]>(base),
        loadAccountsFx: createEffect(async () => base),
        $routeName: createStore<string | null>('office.account'),
        $language: createStore('en'),
      });
      return { model, notifications, loadTimes };
    };

    const t0 = clock.now();
    const appears = build(3);
    const scope = fork();
    const adding = allSettled(appears.model.currencyAddRequested, { scope, params: 2 });
    await clock.advanceAsync(2 * ADD_CURRENCY_POLL.intervalMs);
    await adding;
    expect(appears.loadTimes.map((t) => t - t0)).toEqual([0, 1000, 2000]);
    expect(scope.getState(appears.model.$currenciesToAdd)).toEqual([]);
    expect(scope.getState(appears.notifications.$current)).toMatchObject({ textKey: ACCOUNT_MESSAGE_KEYS.currencyAdded });

    const t1 = clock.now();
    const never = build(null);
    const neverScope = fork();
    const waiting = allSettled(never.model.currencyAddRequested, { scope: neverScope, params: 2 });
    await clock.advanceAsync(ADD_CURRENCY_POLL.repeats * ADD_CURRENCY_POLL.intervalMs + 5000);
    await waiting;
    expect(never.loadTimes.map((t) => t - t1)).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    expect(neverScope.getState(never.notifications.$current)).toMatchObject({ textKey: ACCOUNT_MESSAGE_KEYS.currencyPending });
  });

  it('add then remove a currency over the fake office; the currencies offered shrink and grow back', async () => {
    const { s, scope } = await signedIn();
    await allSettled(s.models.accounts.officeOpened, { scope });
    expect(scope.getState(s.models.accounts.$offeredStatus)).toBe('ready');
    // the player holds RUB and EUR
    expect(scope.getState(s.models.accounts.$currenciesToAdd).map((c) => c.iso)).toEqual(['USD', 'KZT']);
    await allSettled(s.models.accounts.currencyAddRequested, { scope, params: 2 });
    expect(scope.getState(s.models.session.$accounts).map((a) => a.iso)).toContain('USD');
    expect(scope.getState(s.models.accounts.$currenciesToAdd).map((c) => c.iso)).toEqual(['KZT']);
    await allSettled(s.models.notifications.closed, { scope, params: current(s, scope)!.id });
    await allSettled(s.models.accounts.currencyRemoveRequested, { scope, params: addedAccountId(2) });
    expect(scope.getState(s.models.session.$accounts).map((a) => a.iso)).not.toContain('USD');
    expect(current(s, scope)).toMatchObject({ textKey: ACCOUNT_MESSAGE_KEYS.currencyRemoved });
    // the active account survived the refreshes
    expect(activeId(s, scope)).toBe(5001);
  });

  const act = async (s: Setup, scope: ReturnType<typeof fork>, action: 'activate' | 'add' | 'remove') => {
    if (action === 'remove') await allSettled(s.models.accounts.currencyRemoveRequested, { scope, params: 5003 });
    else if (action === 'add') await allSettled(s.models.accounts.currencyAddRequested, { scope, params: 2 });
    else await allSettled(s.models.accounts.activeAccountSelected, { scope, params: 5003 });
  };

  it.each([
    ['spec 000 §8: a refused remove shows the server message and changes nothing', 'remove', {}, REMOVE_WITH_MONEY_MESSAGE],
    ['spec 000 §8: a refused add (a currency already held) shows the server message', 'add', { addedCurrencyIds: [2] }, 'You already have an account in this currency.'],
  ] as const)('%s', async (_rule, action, fake, message) => {
    const { s, scope } = await signedIn(fake);
    const before = scope.getState(s.models.session.$accounts);
    await act(s, scope, action);
    expect(current(s, scope)).toMatchObject({ titleKey: 'main_error', text: message, textKey: null });
    expect(scope.getState(s.models.session.$accounts)).toEqual(before);
  });

  it.each([
    ['QA10 #1: a failed activation says it in the page\'s words, not "Fake set-active-account failure"', 'activate', 'set-active-account', ACCOUNT_MESSAGE_KEYS.activateFailed],
    ['QA10 #1: a failed add says it in the page\'s words, not "Fake add-currency failure"', 'add', 'add-currency', ACCOUNT_MESSAGE_KEYS.addFailed],
    ['QA10 #1: a failed remove says it in the page\'s words, not "Fake remove-currency failure"', 'remove', 'remove-currency', ACCOUNT_MESSAGE_KEYS.removeFailed],
  ] as const)('%s; the exception goes to the log and nothing changes', async (_rule, action, operation, textKey) => {
    const { s, scope } = await signedIn({ fail: [operation], accountBalances: { 5003: 0 } });
    const before = scope.getState(s.models.session.$accounts);
    await act(s, scope, action);
    expect(current(s, scope)).toMatchObject({ titleKey: 'main_error', textKey, text: null });
    expect(scope.getState(s.models.session.$accounts)).toEqual(before);
    expect(s.logger.lines).toContainEqual(['warn', `${operation} failed`, { operation, error: `Error: Fake ${operation} failure` }]);
  });
});
