import { describe, expect, it } from 'vitest';
import { ANALYTICS_COUNTER_DELAY_MS, counterKey, isOnRegistration, isValidCounterId, planCounterInstalls, readCounters } from './analytics-counters';
import type { AnalyticsCounter } from './analytics-counters.port';

const GTM: AnalyticsCounter = { type: 'gtm', id: 'GTM-ABC123', delayMs: 10_000 };
const YM: AnalyticsCounter = { type: 'yandex-metrika', id: '98765432', delayMs: 10_000 };
const START = 1_000_000;
const plan = (over: Partial<Parameters<typeof planCounterInstalls>[0]>) =>
  planCounterInstalls({ counters: [GTM, YM], installed: [], startedAt: START, now: START, marketingAgreed: true, onRegistration: false, ...over });

describe('analytics counters: when a counter is installed (spec 000 §9, spec 001 §5)', () => {
  it('spec 001 §5: no counter is installed without marketing cookie consent, and none waits for it', () => {
    expect(plan({ marketingAgreed: false, now: START + 60_000 })).toEqual({ due: [], nextInMs: null });
  });
  it('spec 001 §5: consent given later installs the counters then (their 10000 ms since start already passed)', () => {
    expect(plan({ marketingAgreed: true, now: START + 30_000 })).toEqual({ due: [GTM, YM], nextInMs: null });
  });
  it('spec 000 §9: counter installers after 10000 ms: nothing before, both at 10000 ms from start', () => {
    expect(plan({ now: START })).toEqual({ due: [], nextInMs: 10_000 });
    expect(plan({ now: START + 9_999 })).toEqual({ due: [], nextInMs: 1 });
    expect(plan({ now: START + 10_000 })).toEqual({ due: [GTM, YM], nextInMs: null });
  });
  it('spec 000 §9: 0 ms on registration: every counter at once', () => {
    expect(plan({ now: START, onRegistration: true })).toEqual({ due: [GTM, YM], nextInMs: null });
  });
  it('design: a counter is installed once per page: one already installed is not due again', () => {
    expect(plan({ now: START + 10_000, installed: [counterKey(GTM)] })).toEqual({ due: [YM], nextInMs: null });
    expect(plan({ now: START + 10_000, counters: [GTM, { ...GTM }] })).toEqual({ due: [GTM], nextInMs: null });
  });
  it('design: before the app started nothing is due', () => {
    expect(plan({ startedAt: null })).toEqual({ due: [], nextInMs: null });
  });
});

describe('analytics counters: "on registration" (spec 000 §9, designed from the route map)', () => {
  it.each([
    ['the registration route (registration/:type?) is registration', { routeName: 'registration', modal: null }, true],
    ['the registration dialog over any page is registration', { routeName: 'home', modal: 'registration' }, true],
    ['the login dialog is not', { routeName: 'home', modal: 'login' }, false],
    ['the home page is not', { routeName: 'home', modal: null }, false],
    ['before the first page is known, not', { routeName: null, modal: null }, false],
  ])('%s', (_rule, page, expected) => {
    expect(isOnRegistration(page)).toBe(expected);
  });
});

describe('analytics counters: what the service gives is checked (design: hostile ids dropped and logged)', () => {
  it.each([
    ['gtm', 'GTM-ABC123', true],
    ['ga4', 'G-12AB34CD', true],
    ['yandex-metrika', '98765432', true],
    ['meta-pixel', '123456789012345', true],
    ['gtm', 'GTM-ABC123"><script>alert(1)</script>', false],
    ['gtm', 'GTM-ABC123&l=evil', false],
    ['ga4', '../../evil.js', false],
    ['yandex-metrika', '1);alert(1);(', false],
    ['meta-pixel', 'javascript:alert(1)', false],
    ['gtm', '', false],
  ] as const)('%s id %j valid: %s', (type, id, valid) => {
    expect(isValidCounterId(type, id)).toBe(valid);
  });

  it('design: a hostile id or an unknown type is dropped and reported for the log; the rest are kept once', () => {
    const { counters, rejected } = readCounters([
      GTM,
      { type: 'gtm', id: 'GTM-X"><script>', delayMs: 10_000 },
      { type: 'tiktok', id: '1', delayMs: 0 },
      { ...GTM },
      YM,
      null,
    ]);
    expect(counters).toEqual([GTM, YM]);
    expect(rejected.map((r) => r.reason)).toEqual(['hostile-id', 'unknown-type', 'unknown-type']);
    expect(rejected[0]!.value).toContain('GTM-X');
  });

  it('spec 000 §9: a delay that is not a whole number of ms ≥ 0 becomes 10000 ms', () => {
    const { counters } = readCounters([{ type: 'gtm', id: 'GTM-ABC123', delayMs: -5 }, { type: 'ga4', id: 'G-ABCD1234', delayMs: '0' }]);
    expect(counters.map((c) => c.delayMs)).toEqual([ANALYTICS_COUNTER_DELAY_MS, ANALYTICS_COUNTER_DELAY_MS]);
  });

  it('design: a very long reported value is cut for the log', () => {
    const { rejected } = readCounters([{ type: 'gtm', id: 'x'.repeat(500), delayMs: 0 }]);
    expect(rejected[0]!.value.length).toBeLessThanOrEqual(81);
  });
});
