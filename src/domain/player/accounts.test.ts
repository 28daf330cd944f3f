import { describe, expect, it } from 'vitest';
import {
  ACCOUNTS_UPDATE_RETRY,
  ADD_CURRENCY_POLL,
  type Account,
  AccountType,
  accountCurrency,
  accountLabel,
  bonusAccountOf,
  activationMessageKey,
  activeAccountOf,
  canRemoveAccount,
  currenciesToAdd,
  hasCurrency,
  isBingoRoute,
  withActiveAccount,
  withRememberedActive,
} from './accounts';
import {
  TEAM_CASH_MARKER_EXPIRY_MS,
  countCompletedPayments,
  shouldLoadSecondPaymentsPage,
  teamCashModalDecision,
} from './team-cash';

const account = (over: Partial<Account>): Account => ({
  id: 1,
  iso: 'RUB',
  symbol: '₽',
  currencyId: 1,
  money: 0,
  type: AccountType.Main,
  label: 'RUB',
  labelWithSymbol: '₽',
  isActive: false,
  points: null,
  isPointsTypeBalance: false,
  ...over,
});

describe('accounts (spec 000 §3, §4, §9)', () => {
  it('spec 000 §9: account types 0 main, 4 bonus, 9 extra currency', () => {
    expect(AccountType).toEqual({ Main: 0, Bonus: 4, ExtraCurrency: 9 });
  });
  it('spec 000 §4: update retries 5 x 2500 ms; add-currency poll 5 x 1000 ms', () => {
    expect(ACCOUNTS_UPDATE_RETRY).toEqual({ retries: 5, delayMs: 2500 });
    expect(ADD_CURRENCY_POLL).toEqual({ repeats: 5, intervalMs: 1000 });
  });
  it.each([
    ['spec 000 §4: none active makes main active', [account({ id: 1, type: 9 }), account({ id: 2, type: 0 })], 2],
    ['spec 000 §4: an active account is kept', [account({ id: 1, type: 9, isActive: true }), account({ id: 2, type: 0 })], 1],
    ['spec 000 §4: none active and no main leaves none active', [account({ id: 1, type: 9 }), account({ id: 3, type: 4 })], null],
    ['spec 000 §4: no accounts, no active account', [], null],
  ])('%s', (_rule, accounts, activeId) => {
    expect(activeAccountOf(accounts)?.id ?? null).toBe(activeId);
    expect(withActiveAccount(accounts).filter((a) => a.isActive).length).toBe(activeId === null ? 0 : 1);
  });
  it('spec 000 §4: add-currency poll stops once the currency appears', () => {
    expect(hasCurrency([account({ currencyId: 2 })], 2)).toBe(true);
    expect(hasCurrency([account({ currencyId: 2 })], 3)).toBe(false);
  });
  it.each([
    ['spec 000 §4: plain iso is the label', 'USD', '$', 'USD'],
    ['spec 000 §4: brace placeholder uses the symbol', '{amount} pts', 'pts', 'pts'],
    ['spec 000 §4: numbered placeholder uses the symbol', '{0} BP', 'BP', 'BP'],
    ['spec 000 §4: printf placeholder uses the symbol', '%s coins', 'coins', 'coins'],
  ])('%s', (_rule, iso, symbol, label) => {
    expect(accountLabel({ iso, symbol })).toBe(label);
  });
  it.each([
    ['spec 000 §4, §8: activation returns main_account_will_set', false, 'main_account_will_set'],
    ['spec 000 §4: but not on a bingo route', true, null],
  ])('%s', (_rule, bingo, key) => {
    expect(activationMessageKey(bingo)).toBe(key);
  });
});

describe('accounts: remembered active account, bingo routes, currencies to add, removal (spec 000 §4; design)', () => {
  const main = account({ id: 1, type: AccountType.Main });
  const eur = account({ id: 3, currencyId: 3, type: AccountType.ExtraCurrency });
  it.each([
    ['the remembered account wins when the player still has it', [main, { ...eur, isActive: false }], 3, 3],
    ['spec 000 §4: a remembered account that is gone: main becomes active when none is', [main, eur], 99, 1],
    ['the server flag stays when nothing is remembered', [main, { ...eur, isActive: true }], null, 3],
  ] as const)('%s', (_rule, accounts, remembered, activeId) => {
    const marked = withRememberedActive(accounts, remembered);
    expect(marked.filter((a) => a.isActive).map((a) => a.id)).toEqual([activeId]);
  });
  it.each([
    ['casino.bingo', true],
    ['bingo.room', true],
    ['office.account', false],
    ['casino.bingolike', false],
    [null, false],
  ] as const)('spec 000 §4: %s is a bingo route: %s', (name, bingo) => {
    expect(isBingoRoute(name)).toBe(bingo);
  });
  it('currencies to add are the offered ones the player holds no account in', () => {
    const offered = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(currenciesToAdd(offered, [main, eur]).map((c) => c.id)).toEqual([2]);
  });
  it.each([
    ['an inactive extra-currency account can be removed', { type: AccountType.ExtraCurrency, isActive: false }, true],
    ['not while it is the active one', { type: AccountType.ExtraCurrency, isActive: true }, false],
    ['never the main account', { type: AccountType.Main, isActive: false }, false],
    ['never the bonus account', { type: AccountType.Bonus, isActive: false }, false],
  ] as const)('design: %s', (_rule, a, removable) => {
    expect(canRemoveAccount(a)).toBe(removable);
  });
});

describe('team-cash modal (spec 001 §4, §9)', () => {
  const none = { stepOneShown: false, activated: false };
  it('spec 001 §9: marker expiry 372 days = 321408e5 ms', () => {
    expect(TEAM_CASH_MARKER_EXPIRY_MS).toBe(372 * 24 * 60 * 60 * 1000);
  });
  it('spec 001 §4: counts payments with status 2', () => {
    expect(countCompletedPayments([{ status_id: 2 }, { status_id: 1 }, { status_id: 2 }, { status_id: 3 }])).toBe(2);
  });
  it.each([
    ['spec 001 §4: exactly 3 shows the step modal once', 3, none, { kind: 'show', step: 'step-one', mark: 'stepOneShown' }],
    ['spec 001 §4: 3 again after it was shown shows nothing', 3, { stepOneShown: true, activated: false }, { kind: 'none' }],
    ['spec 001 §4: 4 shows it and marks activated', 4, { stepOneShown: true, activated: false }, { kind: 'show', step: 'step-two', mark: 'activated' }],
    ['spec 001 §4: 4 after activation shows nothing', 4, { stepOneShown: true, activated: true }, { kind: 'none' }],
    ['spec 001 §4: 2 shows nothing', 2, none, { kind: 'none' }],
    ['spec 001 §4: 5 shows nothing', 5, none, { kind: 'none' }],
  ] as const)('%s', (_rule, completedCount, markers, decision) => {
    expect(teamCashModalDecision({ isAuthenticated: true, completedCount, markers })).toEqual(decision);
  });
  it('spec 001 §6: only for a logged-in user', () => {
    expect(teamCashModalDecision({ isAuthenticated: false, completedCount: 3, markers: none })).toEqual({ kind: 'none' });
  });
  it.each([
    ['spec 001 §4: 4 completed on page 1 loads page 2', 4, true],
    ['spec 001 §4: 5 completed on page 1 does not', 5, false],
    ['spec 001 §4: 0 completed on page 1 loads page 2', 0, true],
  ])('%s', (_rule, count, load) => {
    expect(shouldLoadSecondPaymentsPage(count)).toBe(load);
  });
});

describe('the bonus account and an account\'s currency (spec 000 §6: a bonus account has its own one-click amount)', () => {
  const main = account({ id: 1, isActive: true });
  const bonusA = account({ id: 2, iso: 'EUR', type: AccountType.Bonus });
  const bonusB = account({ id: 3, iso: 'USD', type: AccountType.Bonus });
  it.each([
    { rule: 'the active account when it is a bonus account', accounts: [main, bonusA, { ...bonusB, isActive: true }], active: { ...bonusB, isActive: true }, id: 3 },
    { rule: 'else the first bonus account', accounts: [main, bonusA, bonusB], active: main, id: 2 },
    { rule: 'none for a player without one', accounts: [main], active: main, id: null },
    { rule: 'none before the accounts load', accounts: [], active: null, id: null },
  ])('$rule', ({ accounts, active, id }) => {
    expect(bonusAccountOf(accounts, active)?.id ?? null).toBe(id);
  });
  it.each([
    { iso: 'EUR', currency: 'EUR' },
    { iso: '{amount} pts', currency: null },
    { iso: 'eur', currency: null },
  ])('an account with iso $iso is in $currency', ({ iso, currency }) => {
    expect(accountCurrency({ iso })).toBe(currency);
  });
});
