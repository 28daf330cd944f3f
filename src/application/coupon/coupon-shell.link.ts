import { combine, sample, type Effect, type Event, type EventCallable, type Store, type StoreWritable } from 'effector';
import { couponConfigFromGroup, DEFAULT_COUPON_CONFIG, type CouponConfig, type PlacementOutcome } from '../../domain/coupon';
import type { ConfigGroup } from '../../domain/config-groups';
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

/**
 * QA14 #7: a placement whose answer never came or could not be read (network-failure, or a failure the
 * adapter threw) may have been placed, and its stake taken: the accounts are read again at once, so the
 * header and "Pay from" show what is really left while the player decides whether to place again (they kept
 * the old figure until the next session check).
 */
export function linkUnknownPlacementToAccounts<P, O, A>(
  coupon: { placeFx: Effect<P, PlacementOutcome>; oneClickFx: Effect<O, PlacementOutcome> },
  session: { loadAccountsFx: Effect<void, A> },
): void {
  const unknown = [
    coupon.placeFx.doneData.filter({ fn: (outcome) => outcome.kind === 'network-failure' }),
    coupon.oneClickFx.doneData.filter({ fn: (outcome) => outcome.kind === 'network-failure' }),
    coupon.placeFx.fail,
    coupon.oneClickFx.fail,
  ];
  sample({ clock: unknown, source: session.loadAccountsFx.pending, filter: (pending) => !pending, fn: () => undefined, target: session.loadAccountsFx });
}

/**
 * The coupon config: limits and switches from the "coupon" config group (spec 001 §7), one-click from
 * config/all.json (spec 000 §5). Until both load, and when the group failed, our defaults.
 */
export function couponConfigFrom(
  $siteConfig: Store<SiteConfig | null>,
  $configGroups: Store<Readonly<Record<string, ConfigGroup>>>,
): Store<CouponConfig> {
  return combine($siteConfig, $configGroups, (config, groups) =>
    couponConfigFromGroup(groups.coupon, config?.oneClickEnabled ?? DEFAULT_COUPON_CONFIG.oneClickEnabled),
  );
}

/** spec 000 §4: activating an account sets the coupon's prepaid amount to 0. */
export function linkPrepaidToAccounts(
  coupon: { prepaidReset: EventCallable<void> },
  accounts: { accountActivated: Event<unknown> },
): void {
  sample({ clock: accounts.accountActivated, fn: () => undefined, target: coupon.prepaidReset });
}
