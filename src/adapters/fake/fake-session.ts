import { ANONYMOUS_PLAYER, type PlayerState, type SessionPort } from '../../domain/session';
import { AccountType } from '../../domain/player';
import { DEMO_ACCOUNTS } from './fake-accounts';
import type { FakeWorld } from './fake-world';

const isMainAccount = (accountId: number | null): boolean =>
  accountId === null || DEMO_ACCOUNTS.some((account) => account.id === accountId && account.type === AccountType.Main);
/** Demo money of an account no bet has moved yet (an account the player added starts empty). */
const openingMoney = (accountId: number): number => DEMO_ACCOUNTS.find((account) => account.id === accountId)?.money ?? 0;

/** The demo account; the offline login form (FakeAuth) accepts these credentials. */
export const DEMO_PLAYER = { login: 'demo', password: 'demo1234', userId: 1001, name: 'Demo Player' } as const;

export class FakeSession implements SessionPort {
  /** Opening balance of the demo account; a placed bet writes the new one into the world (it survives a reload). */
  private readonly openingBalance = 25_000;

  constructor(private readonly world: FakeWorld) {}

  check(): Promise<PlayerState> {
    return this.world.respond('session', () => this.current());
  }

  logout(): Promise<void> {
    return this.world.respond('logout', () => {
      this.world.update({ signedIn: false, banLevel: 0, banVersion: 0 });
    });
  }

  /**
   * An account's money now: the main account's (also when no account is named)
   * is the session's balance; the bonus and extra-currency accounts start from
   * their demo money (an added currency from 0) and move with their own bets.
   */
  balance(accountId: number | null = null): number {
    if (isMainAccount(accountId)) return this.world.state.balance ?? this.openingBalance;
    return this.world.state.accountBalances[String(accountId)] ?? openingMoney(accountId!);
  }

  /** Take a stake from an account; false (and nothing taken) when it does not cover it. */
  debit(amount: number, accountId: number | null = null): boolean {
    const balance = this.balance(accountId);
    if (!(amount > 0) || amount > balance) return false;
    this.setBalance(accountId, balance - amount);
    return true;
  }

  /** Pay a settled coupon's payout into the account it was staked from. */
  credit(amount: number, accountId: number | null = null): void {
    if (!(amount > 0)) return;
    this.setBalance(accountId, this.balance(accountId) + amount);
  }

  private setBalance(accountId: number | null, money: number): void {
    const rounded = Math.round(money * 100) / 100;
    if (isMainAccount(accountId)) this.world.update({ balance: rounded });
    else this.world.update({ accountBalances: { ...this.world.state.accountBalances, [String(accountId)]: rounded } });
  }

  private current(): PlayerState {
    const s = this.world.state;
    if (!s.signedIn) return ANONYMOUS_PLAYER;
    return {
      userId: DEMO_PLAYER.userId,
      banLevel: s.banLevel,
      banVersion: s.banVersion,
      name: DEMO_PLAYER.name,
      currency: 'RUB',
      balance: this.balance(),
    };
  }
}
