import { sample, type Event, type EventCallable, type Store, type StoreWritable } from 'effector';
import { DEFAULT_COUPON_CONFIG, type CouponConfig } from '../../domain/coupon';
import { AccountType, type Account } from '../../domain/player';
import type { SiteConfig } from '../../domain/config';
import type { PlayerState } from '../../domain/session';
import type { StakeAccountBalance } from './coupon.model';

/**
 * An accepted bet answers with the new balance of the account the stake came
 * from. The header shows the active account's money once the accounts are in
 * (the session's balance before), so the balance goes to that account at once
 * instead of waiting for the next load (the session then has nothing to
 * reload); the session's balance, which is the main account's, changes only
 * when the stake came from the main account (or the coupon named none).
 */
export function linkBalanceToShell(
  coupon: { balanceChanged: EventCallable<StakeAccountBalance> },
  shell: { $player: StoreWritable<PlayerState> },
  session: { $accounts: StoreWritable<Account[]> },
): void {
  sample({
    clock: coupon.balanceChanged,
    source: session.$accounts,
    filter: (accounts, { accountId }) => accounts.some((a) => a.id === accountId),
    fn: (accounts, { accountId, balance }) => accounts.map((a) => (a.id === accountId ? { ...a, money: balance } : a)),
    target: session.$accounts,
  });
  sample({
    clock: coupon.balanceChanged,
    source: { player: shell.$player, accounts: session.$accounts },
    filter: ({ player, accounts }, { accountId }) => {
      if (player.userId === null) return false;
      const account = accounts.find((a) => a.id === accountId);
      return !account || account.type === AccountType.Main;
    },
    fn: ({ player }, { balance }) => ({ ...player, balance }),
    target: shell.$player,
  });
}

/** The coupon config from the site config: one-click follows it (spec 000 §5); the rest are our defaults. */
export function couponConfigFrom($siteConfig: Store<SiteConfig | null>): Store<CouponConfig> {
  return $siteConfig.map((config) =>
    config ? { ...DEFAULT_COUPON_CONFIG, oneClickEnabled: config.oneClickEnabled } : DEFAULT_COUPON_CONFIG,
  );
}

/** spec 000 §4: activating an account sets the coupon's prepaid amount to 0. */
export function linkPrepaidToAccounts(
  coupon: { prepaidReset: EventCallable<void> },
  accounts: { accountActivated: Event<unknown> },
): void {
  sample({ clock: accounts.accountActivated, fn: () => undefined, target: coupon.prepaidReset });
}
