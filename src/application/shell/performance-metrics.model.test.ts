import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { RecordingAnalytics } from '../../adapters/fake/recording-analytics';
import type { PerformanceMetrics } from '../../domain/shell';
import { createPerformanceMetricsModel } from './performance-metrics.model';

const MEASURED: PerformanceMetrics = {
  ttfbMs: 40,
  domContentLoadedMs: 300,
  loadMs: 800,
  firstContentfulPaintMs: 350,
  largestContentfulPaintMs: 1200,
  cumulativeLayoutShift: 0.01,
};

function setup() {
  const clock = new FakeClock();
  const analytics = new RecordingAnalytics();
  let reads = 0;
  const page = { path: '/en' };
  const model = createPerformanceMetricsModel({
    clock,
    analytics,
    currentPath: () => page.path,
    metrics: {
      read: () => {
        reads += 1;
        return MEASURED;
      },
    },
  });
  return { clock, analytics, model, page, scope: fork(), reads: () => reads };
}

describe('performance metrics model (spec 001 §9)', () => {
  it('spec 001 §9: performance metrics sent after 10000 ms, once, with the path the player is on by then', async () => {
    const { clock, analytics, model, page, scope, reads } = setup();
    await allSettled(model.appStarted, { scope });
    await clock.advance(9_999);
    expect(analytics.events).toEqual([]);
    expect(reads()).toBe(0);
    page.path = '/en/line/all';
    await clock.advance(1);
    await allSettled(scope);
    expect(analytics.events).toEqual([
      {
        name: 'performance_metrics',
        params: { page_path: '/en/line/all', ttfb_ms: 40, dom_content_loaded_ms: 300, load_ms: 800, fcp_ms: 350, lcp_ms: 1200, cls: 0.01 },
      },
    ]);
    await clock.advance(60_000);
    expect(analytics.events).toHaveLength(1);
  });

  it('design: a second start (the shell mounted again) is the same page load and sends nothing more', async () => {
    const { clock, analytics, model, scope } = setup();
    await allSettled(model.appStarted, { scope });
    await clock.advance(5_000);
    await allSettled(model.appStarted, { scope });
    await clock.advance(5_000);
    await allSettled(scope);
    await clock.advance(10_000);
    await allSettled(scope);
    expect(analytics.events).toHaveLength(1);
  });
});
