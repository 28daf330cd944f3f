import { ANONYMOUS_PLAYER, type PlayerState, type SessionPort } from '../../domain/session';
import type { FakeWorld } from './fake-world';

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

  /** The demo account's balance now. */
  balance(): number {
    return this.world.state.balance ?? this.openingBalance;
  }

  /** Take a stake from the balance; false (and nothing taken) when it does not cover it. */
  debit(amount: number): boolean {
    const balance = this.balance();
    if (!(amount > 0) || amount > balance) return false;
    this.world.update({ balance: Math.round((balance - amount) * 100) / 100 });
    return true;
  }

  /** Pay a settled coupon's payout into the balance. */
  credit(amount: number): void {
    if (!(amount > 0)) return;
    this.world.update({ balance: Math.round((this.balance() + amount) * 100) / 100 });
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
