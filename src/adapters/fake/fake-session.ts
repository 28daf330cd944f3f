import { ANONYMOUS_PLAYER, type PlayerState, type SessionPort } from '../../domain/session';
import { accountMoney, isMainAccount } from './fake-accounts';
import type { FakeWorld } from './fake-world';

/** The demo account; the offline login form (FakeAuth) accepts these credentials. */
export const DEMO_PLAYER = { login: 'demo', password: 'demo1234', userId: 1001, name: 'Demo Player' } as const;

export class FakeSession implements SessionPort {
  private readonly beforeCheck: Array<() => void> = [];

  constructor(private readonly world: FakeWorld) {}

  /** Work the demo server does before it answers a session check: FakeBetPlacement settles bets whose games ended. */
  onCheck(work: () => void): void {
    this.beforeCheck.push(work);
  }

  check(): Promise<PlayerState> {
    return this.world.respond('session', () => {
      for (const work of this.beforeCheck) work();
      return this.current();
    });
  }

  logout(): Promise<void> {
    return this.world.respond('logout', () => {
      this.world.update({ signedIn: false, banLevel: 0, banVersion: 0 });
    });
  }

  /** An account's money now (the main account's, the session's balance, when none is named); moves survive a reload. */
  balance(accountId: number | null = null): number {
    return accountMoney(this.world.state, accountId);
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
