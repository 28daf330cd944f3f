import { counterKey, type AnalyticsCounter, type AnalyticsCounterInstallerPort, type AnalyticsCountersPort } from '../../domain/analytics-counters';
import type { ClockPort } from '../../domain/shared';
import type { FakeWorld } from './fake-world';

/** The demo site's counters: one of each type, each after the spec's 10000 ms (spec 000 §9). */
export const DEMO_ANALYTICS_COUNTERS: readonly AnalyticsCounter[] = [
  { type: 'gtm', id: 'GTM-DEMO01', delayMs: 10_000 },
  { type: 'ga4', id: 'G-DEMO2025', delayMs: 10_000 },
  { type: 'yandex-metrika', id: '12345678', delayMs: 10_000 },
  { type: 'meta-pixel', id: '1234567890123', delayMs: 10_000 },
];

/**
 * The analytics counters list of the offline demo (spec 001 §7). Operation name for the `fail` and `failTimes`
 * knobs: `analytics-counters`. Keeps every query it was asked, for tests.
 */
export class FakeAnalyticsCounters implements AnalyticsCountersPort {
  readonly queries: Array<{ domain: string; projectId: number }> = [];

  constructor(
    private readonly world: FakeWorld,
    private readonly counters: readonly AnalyticsCounter[] = DEMO_ANALYTICS_COUNTERS,
  ) {}

  list(query: { domain: string; projectId: number }): Promise<AnalyticsCounter[]> {
    this.queries.push({ ...query });
    return this.world.respond('analytics-counters', () => this.counters.map((c) => ({ ...c })));
  }
}

/** What the offline demo would have installed, and when (ms on the app's clock). */
export interface RecordedCounterInstall {
  type: AnalyticsCounter['type'];
  id: string;
  at: number;
}

/**
 * The installer of the offline demo and the tests: adds no script (there is no network, and tests must not reach
 * out), records each install instead, on `window.__analyticsCounters` in the demo as RecordingAnalytics does, so
 * browser tests read what would have been installed. The preloaded payload is the page's, read as the browser
 * adapter reads it.
 */
export class RecordingAnalyticsCounterInstaller implements AnalyticsCounterInstallerPort {
  readonly installed: RecordedCounterInstall[] = [];

  constructor(
    private readonly clock: ClockPort,
    sink: { __analyticsCounters?: RecordedCounterInstall[] } | null = null,
    private readonly readPreloaded: () => unknown[] | null = () => null,
  ) {
    if (sink) sink.__analyticsCounters = this.installed;
  }

  preloaded(): unknown[] | null {
    return this.readPreloaded();
  }

  isOnPage(counter: AnalyticsCounter): boolean {
    return this.installed.some((i) => counterKey(i) === counterKey(counter));
  }

  install(counter: AnalyticsCounter): void {
    this.installed.push({ type: counter.type, id: counter.id, at: this.clock.now() });
  }
}
