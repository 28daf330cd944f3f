import { describe, expect, it } from 'vitest';
import { PERFORMANCE_METRICS_DELAY_MS, performanceMetricsEvent } from './performance-metrics';

describe('performance metrics (spec 001 §9)', () => {
  it('spec 001 §9: performance metrics sent after 10000 ms', () => {
    expect(PERFORMANCE_METRICS_DELAY_MS).toBe(10_000);
  });

  it.each([
    [
      'design: whole milliseconds and the layout shift to 3 decimals',
      { ttfbMs: 41.6, domContentLoadedMs: 380.2, loadMs: 912.49, firstContentfulPaintMs: 402.5, largestContentfulPaintMs: 1203.7, cumulativeLayoutShift: 0.04567 },
      { ttfb_ms: 42, dom_content_loaded_ms: 380, load_ms: 912, fcp_ms: 403, lcp_ms: 1204, cls: 0.046 },
    ],
    [
      'design: what the browser did not give is null, never 0',
      { ttfbMs: null, domContentLoadedMs: -1, loadMs: Number.NaN, firstContentfulPaintMs: null, largestContentfulPaintMs: null, cumulativeLayoutShift: null },
      { ttfb_ms: null, dom_content_loaded_ms: null, load_ms: null, fcp_ms: null, lcp_ms: null, cls: null },
    ],
  ])('%s', (_name, metrics, params) => {
    expect(performanceMetricsEvent(metrics, '/en/line/all')).toEqual({ name: 'performance_metrics', params: { page_path: '/en/line/all', ...params } });
  });
});
