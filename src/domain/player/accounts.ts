/** spec 000 §3, §9: account types 0 main, 4 bonus, 9 extra currency. */
export const AccountType = {
  Main: 0,
  Bonus: 4,
  ExtraCurrency: 9,
} as const;
export type AccountType = (typeof AccountType)[keyof typeof AccountType];

/** spec 000 §3 Account. */
export interface Account {
  id: number;
  /** ISO code, or an amount template holding a placeholder (see accountLabel). */
  iso: string;
  symbol: string;
  currencyId: number;
  money: number;
  type: AccountType;
  label: string;
  labelWithSymbol: string;
  isActive: boolean;
  points: number | null;
  isPointsTypeBalance: boolean;
}

/** spec 000 §3 Bonus. */
export interface AccountBonus {
  idBonus: number;
  money: number;
}

/** spec 000 §3 Accounts state. */
export interface AccountsState {
  accounts: Account[];
  all_accounts: Account[];
  bonuses: AccountBonus[];
  mainAccount: Account | null;
  activeAccount: Account | null;
  isAddInProcess: boolean;
  isDeleteInProcess: boolean;
  isChangeInProcess: boolean;
  isUpdateBalanceInProcess: boolean;
  isAvailableFirstDepositBonus: boolean;
  isAccountFrozen: boolean;
  selectedAddCurrency: number | null;
}

export const EMPTY_ACCOUNTS_STATE: AccountsState = {
  accounts: [],
  all_accounts: [],
  bonuses: [],
  mainAccount: null,
  activeAccount: null,
  isAddInProcess: false,
  isDeleteInProcess: false,
  isChangeInProcess: false,
  isUpdateBalanceInProcess: false,
  isAvailableFirstDepositBonus: false,
  isAccountFrozen: false,
  selectedAddCurrency: null,
};

/** spec 000 §4: account update retries up to 5 times every 2500 ms until an active account exists. */
export const ACCOUNTS_UPDATE_RETRY = { retries: 5, delayMs: 2500 } as const;

/** spec 000 §4: adding a currency polls every 1000 ms, up to 5 repeats, until it appears. */
export const ADD_CURRENCY_POLL = { repeats: 5, intervalMs: 1000 } as const;

/** spec 000 §8: message returned on activation. */
export const MAIN_ACCOUNT_WILL_SET_KEY = 'main_account_will_set';

export const findMainAccount = (accounts: readonly Account[]): Account | null =>
  accounts.find((account) => account.type === AccountType.Main) ?? null;

/** spec 000 §4: if none is active, the main account becomes active. */
export function withActiveAccount(accounts: readonly Account[]): Account[] {
  if (accounts.some((account) => account.isActive)) return [...accounts];
  const main = findMainAccount(accounts);
  return accounts.map((account) => (account === main ? { ...account, isActive: true } : account));
}

export const activeAccountOf = (accounts: readonly Account[]): Account | null =>
  withActiveAccount(accounts).find((account) => account.isActive) ?? null;

/** The currency an account's money is in: its ISO code; none where the iso is an amount template (points). */
export const accountCurrency = (account: Pick<Account, 'iso'>): string | null => (/^[A-Z]{3}$/.test(account.iso) ? account.iso : null);

/**
 * spec 000 §6: the bonus account, whose own one-click amount a one-click bet from it stakes: the active
 * account when that is a bonus account, else the first bonus account; none when the player has none.
 */
export const bonusAccountOf = (accounts: readonly Account[], active: Account | null): Account | null =>
  active?.type === AccountType.Bonus ? active : (accounts.find((account) => account.type === AccountType.Bonus) ?? null);

/** spec 000 §4: the update loop stops once an active account exists. */
export const hasActiveAccount = (accounts: readonly Account[]): boolean => accounts.some((account) => account.isActive);

/** spec 000 §4: the add-currency poll stops once the currency appears. */
export const hasCurrency = (accounts: readonly Account[], currencyId: number): boolean =>
  accounts.some((account) => account.currencyId === currencyId);

/**
 * Placeholder in an iso amount template. Design: the server marks a template
 * with a brace token ('{amount} pts', '{0}') or printf '%s'/'%d'.
 */
const ISO_TEMPLATE_PLACEHOLDER = /\{[^{}]*\}|%[sd]/;

export const isIsoTemplate = (iso: string): boolean => ISO_TEMPLATE_PLACEHOLDER.test(iso);

/** spec 000 §4: an account whose iso amount template holds a placeholder uses the symbol label. */
export const accountLabel = (account: Pick<Account, 'iso' | 'symbol'>): string =>
  isIsoTemplate(account.iso) ? account.symbol : account.iso;

/**
 * The account's name as the player reads it (spec 000 §4): its symbol when the iso amount template holds a
 * placeholder, otherwise its label with symbol ("RUB ₽"). Two accounts in one currency share it, so where
 * the player tells accounts apart it goes with the account's kind (accountTypeKey).
 */
export const accountDisplayName = (account: Pick<Account, 'iso' | 'symbol' | 'labelWithSymbol'>): string =>
  isIsoTemplate(account.iso) ? account.symbol : account.labelWithSymbol;

/** Dictionary key of an account's kind (spec 000 §3, §9: 0 main, 4 bonus, 9 extra currency): account_type_4. */
export const accountTypeKey = (account: Pick<Account, 'type'>): string => `account_type_${account.type}`;

/**
 * The remembered active account (local storage, cleared on logout) wins over
 * the server's flag when the player still has it; otherwise spec 000 §4: if
 * none is active, the main account becomes active.
 */
export function withRememberedActive(accounts: readonly Account[], rememberedId: number | null): Account[] {
  const marked =
    rememberedId !== null && accounts.some((a) => a.id === rememberedId)
      ? accounts.map((a) => ({ ...a, isActive: a.id === rememberedId }))
      : accounts;
  return withActiveAccount(marked);
}

/** Bingo routes (route map: casino.bingo and anything under a bingo segment). */
export const isBingoRoute = (routeName: string | null): boolean => routeName !== null && /(^|\.)bingo(\.|$)/.test(routeName);

/** Offered currencies the player holds no account in yet (what "add currency" may choose from). */
export const currenciesToAdd = <C extends { id: number }>(offered: readonly C[], accounts: readonly Account[]): C[] =>
  offered.filter((c) => !hasCurrency(accounts, c.id));

/**
 * Design (the spec names no rule): only an extra-currency account can be
 * removed, and not while it is the active one (switch first), so the player
 * never loses the account their bets are taken from.
 */
export const canRemoveAccount = (account: Pick<Account, 'type' | 'isActive'>): boolean =>
  account.type === AccountType.ExtraCurrency && !account.isActive;

/** spec 000 §4: activating an account returns main_account_will_set unless on a bingo route. */
export const activationMessageKey = (onBingoRoute: boolean): string | null =>
  onBingoRoute ? null : MAIN_ACCOUNT_WILL_SET_KEY;
