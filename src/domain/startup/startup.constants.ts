import type { RetryPolicy } from '../shared/retry';

/** spec 001 §7, §9: config/all.json is retried 5 times at 1000 ms. */
export const CONFIG_RETRY: RetryPolicy = { retries: 5, delayMs: 1000 };

/** spec 001 §7, §9: the block service is retried 2 times at 100 ms. */
export const BLOCK_RETRY: RetryPolicy = { retries: 2, delayMs: 100 };

/** spec 001 §7: the redirect service is retried 5 times (no delay is specified). */
export const REDIRECT_RETRY: RetryPolicy = { retries: 5, delayMs: 0 };

/** spec 001 §7, §9: the session is loaded about 8000 ms after start when none is stored. */
export const SESSION_LOAD_DELAY_MS = 8000;

/** spec 001 §9: the app-version check starts after 60000 ms. */
export const APP_VERSION_CHECK_START_MS = 60000;

/** spec 001 §7: config groups loaded at start, in this order. */
export const CONFIG_GROUPS = [
  'core',
  'other',
  'application',
  'auth',
  'banner',
  'betting',
  'customize',
  'dicts',
  'footer',
  'global',
  'header',
  'information',
  'modules',
  'office',
  'reg',
  'responsible',
  'support',
  'thirdparty',
  'toto',
  'white_feature',
  'coupon',
  'common',
] as const;
export type ConfigGroup = (typeof CONFIG_GROUPS)[number];

/** spec 001 §7: config groups are cached 600–900 s. */
export const CONFIG_GROUP_CACHE_TTL_SECONDS = { min: 600, max: 900 } as const;

/**
 * A uniform random number in [0, 1), injected so tests are deterministic
 * (Math.random in production).
 */
export type RandomSource = () => number;

/**
 * Cache lifetime of one config-group response. The spec gives a range, not a
 * value; a per-entry jitter spreads refetches so many tabs opened together do
 * not expire (and hit the config service) at the same second.
 * Whole seconds, inclusive of both ends.
 */
export function configGroupCacheTtlSeconds(random: RandomSource): number {
  const { min, max } = CONFIG_GROUP_CACHE_TTL_SECONDS;
  const r = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  return min + Math.floor(r * (max - min + 1));
}

/** The comma list sent as the `groups` parameter of config/group/get (spec 001 §7). */
export const configGroupsParam = (groups: readonly string[] = CONFIG_GROUPS): string => groups.join(',');
