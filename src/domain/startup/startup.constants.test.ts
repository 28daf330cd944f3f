import { describe, expect, it } from 'vitest';
import {
  APP_VERSION_CHECK_START_MS,
  BLOCK_RETRY,
  CONFIG_GROUPS,
  CONFIG_RETRY,
  REDIRECT_RETRY,
  SESSION_LOAD_DELAY_MS,
  configGroupCacheTtlSeconds,
  configGroupsParam,
} from './startup.constants';

describe('start-up constants', () => {
  it.each([
    ['spec 001 §9: config retries 5', CONFIG_RETRY.retries, 5],
    ['spec 001 §9: config retry delay 1000 ms', CONFIG_RETRY.delayMs, 1000],
    ['spec 001 §9: block retries 2', BLOCK_RETRY.retries, 2],
    ['spec 001 §9: block retry delay 100 ms', BLOCK_RETRY.delayMs, 100],
    ['spec 001 §7: redirect retries 5', REDIRECT_RETRY.retries, 5],
    ['spec 001 §9: session load delay 8000 ms', SESSION_LOAD_DELAY_MS, 8000],
    ['spec 001 §9: app version check starts after 60000 ms', APP_VERSION_CHECK_START_MS, 60000],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('spec 001 §7: config groups loaded at start, in order', () => {
    expect(configGroupsParam()).toBe(
      'core,other,application,auth,banner,betting,customize,dicts,footer,global,header,information,modules,office,reg,responsible,support,thirdparty,toto,white_feature,coupon,common',
    );
    expect(CONFIG_GROUPS).toHaveLength(22);
  });

  it.each([
    ['spec 001 §7: cache 600–900 s, random 0 gives the minimum', 0, 600],
    ['spec 001 §7: cache 600–900 s, random 0.5 gives the middle', 0.5, 750],
    ['spec 001 §7: cache 600–900 s, random just below 1 gives the maximum', 0.999999, 900],
    ['spec 001 §7: cache 600–900 s, an out-of-range random is clamped high', 1.5, 900],
    ['spec 001 §7: cache 600–900 s, an out-of-range random is clamped low', -1, 600],
  ])('%s', (_rule, random, expected) => {
    expect(configGroupCacheTtlSeconds(() => random)).toBe(expected);
  });

  it('spec 001 §7: every jittered TTL is a whole second within 600–900', () => {
    for (let i = 0; i <= 1000; i += 1) {
      const ttl = configGroupCacheTtlSeconds(() => i / 1001);
      expect(Number.isInteger(ttl)).toBe(true);
      expect(ttl).toBeGreaterThanOrEqual(600);
      expect(ttl).toBeLessThanOrEqual(900);
    }
  });
});
