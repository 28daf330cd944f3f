import { AccountType, type Account, type AccountOfficePort, type AccountsPort, type OfferedCurrency } from '../../domain/player';
import { ServerRefusalError } from '../../domain/notices';
import type { FakeWorld, FakeWorldState } from './fake-world';

const account = (a: Pick<Account, 'id' | 'iso' | 'symbol' | 'currencyId' | 'money' | 'type'>): Account => ({
  ...a,
  label: a.iso,
  labelWithSymbol: `${a.iso} ${a.symbol}`,
  isActive: false,
  points: null,
  isPointsTypeBalance: false,
});

/** The demo player's accounts: main RUB, a bonus account and an extra EUR account. */
export const DEMO_ACCOUNTS: readonly Account[] = [
  account({ id: 5001, iso: 'RUB', symbol: '₽', currencyId: 1, money: 25_000, type: AccountType.Main }),
  account({ id: 5002, iso: 'RUB', symbol: '₽', currencyId: 1, money: 1_500, type: AccountType.Bonus }),
  account({ id: 5003, iso: 'EUR', symbol: '€', currencyId: 3, money: 120.5, type: AccountType.ExtraCurrency }),
];

/** Currencies the demo site offers (the registration fake offers the same ids). */
export const DEMO_OFFERED_CURRENCIES: readonly OfferedCurrency[] = [
  { id: 1, iso: 'RUB', symbol: '₽' },
  { id: 2, iso: 'USD', symbol: '$' },
  { id: 3, iso: 'EUR', symbol: '€' },
  { id: 4, iso: 'KZT', symbol: '₸' },
];

/** An extra account opened in a currency gets this id. */
export const addedAccountId = (currencyId: number): number => 6000 + currencyId;

/** The currency (ISO code) of a demo account, a demo account the player added, or the main account's (RUB) for none. */
export function accountCurrency(accountId: number | null): string {
  const demo = DEMO_ACCOUNTS.find((a) => a.id === accountId);
  if (demo) return demo.iso;
  const added = accountId === null ? undefined : DEMO_OFFERED_CURRENCIES.find((c) => addedAccountId(c.id) === accountId);
  return added?.iso ?? 'RUB';
}

/** The main account's (also when no account is named); the fake session's balance is its money. */
export const isMainAccount = (accountId: number | null): boolean =>
  accountId === null || DEMO_ACCOUNTS.some((a) => a.id === accountId && a.type === AccountType.Main);

/**
 * An account's money now: the demo money until a bet or a payout moved it
 * (`balance` for the main account, `accountBalances` for the others; an
 * account the player added starts empty).
 */
export function accountMoney(state: Pick<FakeWorldState, 'balance' | 'accountBalances'>, accountId: number | null): number {
  if (isMainAccount(accountId)) return state.balance ?? DEMO_ACCOUNTS.find((a) => a.type === AccountType.Main)!.money;
  return state.accountBalances[String(accountId)] ?? DEMO_ACCOUNTS.find((a) => a.id === accountId)?.money ?? 0;
}

/** The server's refusal to remove an account that still holds money (shown to the player as is, as its refusals are). */
export const REMOVE_WITH_MONEY_MESSAGE = 'An account with money on it cannot be removed.';

export class FakeAccounts implements AccountsPort, AccountOfficePort {
  constructor(private readonly world: FakeWorld) {}

  private current(): Account[] {
    const { activeAccountId, addedCurrencyIds, removedAccountIds } = this.world.state;
    const added = addedCurrencyIds.flatMap((currencyId) => {
      const currency = DEMO_OFFERED_CURRENCIES.find((c) => c.id === currencyId);
      return currency
        ? [account({ id: addedAccountId(currencyId), iso: currency.iso, symbol: currency.symbol, currencyId, money: 0, type: AccountType.ExtraCurrency })]
        : [];
    });
    return [...DEMO_ACCOUNTS, ...added]
      .filter((a) => !removedAccountIds.includes(a.id))
      .map((a) => ({
        ...a,
        money: accountMoney(this.world.state, a.id),
        isActive: a.id === activeAccountId,
      }));
  }

  private signedIn(operation: string): void {
    if (!this.world.state.signedIn) throw new Error(`Fake ${operation}: nobody is signed in`);
  }

  load(): Promise<Account[]> {
    return this.world.respond('accounts', () => {
      this.signedIn('accounts');
      return this.current();
    });
  }

  convertStatus(): Promise<number> {
    return this.world.respond('convert-status', () => this.world.state.convertStatus);
  }

  setActive(accountId: number): Promise<void> {
    return this.world.respond('set-active-account', () => {
      this.signedIn('set-active-account');
      if (!this.current().some((a) => a.id === accountId)) throw new ServerRefusalError('No such account.');
      this.world.update({ activeAccountId: accountId });
    });
  }

  addCurrency(currencyId: number): Promise<void> {
    return this.world.respond('add-currency', () => {
      this.signedIn('add-currency');
      if (!DEMO_OFFERED_CURRENCIES.some((c) => c.id === currencyId)) throw new ServerRefusalError('This currency is not offered.');
      if (this.current().some((a) => a.currencyId === currencyId)) throw new ServerRefusalError('You already have an account in this currency.');
      const removed = this.world.state.removedAccountIds.filter((id) => id !== addedAccountId(currencyId));
      this.world.update({ addedCurrencyIds: [...this.world.state.addedCurrencyIds, currencyId], removedAccountIds: removed });
    });
  }

  removeCurrency(accountId: number): Promise<void> {
    return this.world.respond('remove-currency', () => {
      this.signedIn('remove-currency');
      const target = this.current().find((a) => a.id === accountId);
      if (!target || target.type !== AccountType.ExtraCurrency) throw new ServerRefusalError('This account cannot be removed.');
      if (target.money > 0) throw new ServerRefusalError(REMOVE_WITH_MONEY_MESSAGE);
      const addedCurrencyIds = this.world.state.addedCurrencyIds.filter((id) => addedAccountId(id) !== accountId);
      this.world.update({ addedCurrencyIds, removedAccountIds: [...this.world.state.removedAccountIds, accountId] });
    });
  }

  offeredCurrencies(): Promise<OfferedCurrency[]> {
    return this.world.respond('offered-currencies', () => [...DEMO_OFFERED_CURRENCIES]);
  }
}
