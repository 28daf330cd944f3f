import { AccountType, type Account, type AccountsPort } from '../../domain/player';
import type { FakeWorld } from './fake-world';

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

export class FakeAccounts implements AccountsPort {
  constructor(private readonly world: FakeWorld) {}

  load(): Promise<Account[]> {
    return this.world.respond('accounts', () => {
      if (!this.world.state.signedIn) throw new Error('Fake accounts: nobody is signed in');
      const balance = this.world.state.balance;
      return DEMO_ACCOUNTS.map((a) => (a.type === AccountType.Main && balance !== null ? { ...a, money: balance } : { ...a }));
    });
  }

  convertStatus(): Promise<number> {
    return this.world.respond('convert-status', () => this.world.state.convertStatus);
  }
}
