import { sample, type Event, type EventCallable, type Store, type StoreWritable } from 'effector';
import { DEFAULT_COUPON_CONFIG, type CouponConfig } from '../../domain/coupon';
import type { SiteConfig } from '../../domain/config';
import type { PlayerState } from '../../domain/session';

/**
 * An accepted bet answers with the account's new balance; the header shows
 * the shell's player, so the balance goes there at once instead of waiting
 * for the next session check.
 */
export function linkBalanceToShell(
  coupon: { balanceChanged: EventCallable<number> },
  shell: { $player: StoreWritable<PlayerState> },
): void {
  sample({
    clock: coupon.balanceChanged,
    source: shell.$player,
    filter: (player) => player.userId !== null,
    fn: (player, balance) => ({ ...player, balance }),
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
