import type { ConfigGroup } from '../config-groups';
import { DEFAULT_COUPON_CONFIG, type CouponConfig } from './coupon';
import { COUPON_TYPE_IDS } from './coupon-types';

/** The coupon types a config may list: the ones this product offers. */
const KNOWN_TYPES: ReadonlySet<number> = new Set(COUPON_TYPE_IDS);

/** Most selections a config may allow in one coupon; a bigger number is read as this. */
export const MAX_BETS_CEILING = 100;

/**
 * The coupon's switches from the site's "coupon" config group (spec 001 §7: config/group/get, loaded at
 * start), with one-click from config/all.json (spec 000 §5). Keys, all optional:
 *
 * - `minBetTypes`, `maxBetTypes`: the coupon types a minimum / maximum bet applies to (spec 000 §5);
 * - `bonusBetEnabled`, `vipBetEnabled`: the bonus bet and VIP bet features (spec 000 §5);
 * - `systemBankerEnabled`: the lobby block exists, so a system may have bankers (spec 000 §4);
 * - `chainEnabled`, `antiExpressEnabled`: the two types we designed beside the spec's four (README);
 * - `maxBets`: most selections in one coupon (1–100; ours is 30).
 *
 * A key that is absent or of the wrong kind keeps our default, and type ids we do not offer are dropped,
 * so a bad group can switch nothing off by accident: the slip keeps working as the defaults say.
 */
export function couponConfigFromGroup(group: ConfigGroup | undefined, oneClickEnabled: boolean): CouponConfig {
  const g = group ?? {};
  const d = DEFAULT_COUPON_CONFIG;
  return {
    maxBets: positiveInt(g.maxBets) ? Math.min(g.maxBets, MAX_BETS_CEILING) : d.maxBets,
    minBetTypeIds: typeList(g.minBetTypes) ?? d.minBetTypeIds,
    maxBetTypeIds: typeList(g.maxBetTypes) ?? d.maxBetTypeIds,
    bonusBetEnabled: bool(g.bonusBetEnabled) ?? d.bonusBetEnabled,
    systemBankerBlockEnabled: bool(g.systemBankerEnabled) ?? d.systemBankerBlockEnabled,
    vipBetEnabled: bool(g.vipBetEnabled) ?? d.vipBetEnabled,
    oneClickEnabled,
    chainEnabled: bool(g.chainEnabled) ?? d.chainEnabled,
    antiExpressEnabled: bool(g.antiExpressEnabled) ?? d.antiExpressEnabled,
  };
}

const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);
const positiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1;

/**
 * A list of type ids, the ones we offer kept in order without repeats; null (the default) when it is not a
 * list of numbers, or when it names types but none we offer — read as a mistake, not as "no limits".
 */
function typeList(v: unknown): number[] | null {
  if (!Array.isArray(v) || !v.every((id) => typeof id === 'number')) return null;
  const known = [...new Set(v.filter((id) => KNOWN_TYPES.has(id)))];
  return known.length === 0 && v.length > 0 ? null : known;
}
