import type { AnalyticsEvent } from '../shared/analytics.port';

/** spec 001 §9: performance metrics are sent after 10000 ms. */
export const PERFORMANCE_METRICS_DELAY_MS = 10_000;

/**
 * What the page measured of its own load, in ms from the navigation's start (null: the browser gave none). The
 * spec names no metric; these are the ones leading sites report (Core Web Vitals and the navigation timings):
 * 10 s after start the load is over and the largest paint is known for a page nobody has touched yet.
 */
export interface PerformanceMetrics {
  /** Time to the response's first byte. */
  ttfbMs: number | null;
  domContentLoadedMs: number | null;
  loadMs: number | null;
  firstContentfulPaintMs: number | null;
  /** The largest contentful paint seen so far (the last candidate). */
  largestContentfulPaintMs: number | null;
  /** Layout shifts without recent input, summed (unitless). */
  cumulativeLayoutShift: number | null;
}

/** Reads the metrics the browser has gathered since the page began. */
export interface PerformanceMetricsPort {
  read(): PerformanceMetrics;
}
export const PerformanceMetricsPort = Symbol.for('PerformanceMetricsPort');

const ms = (value: number | null) => (value === null || !Number.isFinite(value) || value < 0 ? null : Math.round(value));

/** The analytics event the metrics are sent as: whole milliseconds, the layout shift to 3 decimals. */
export function performanceMetricsEvent(metrics: PerformanceMetrics, path: string): AnalyticsEvent {
  const cls = metrics.cumulativeLayoutShift;
  return {
    name: 'performance_metrics',
    params: {
      page_path: path,
      ttfb_ms: ms(metrics.ttfbMs),
      dom_content_loaded_ms: ms(metrics.domContentLoadedMs),
      load_ms: ms(metrics.loadMs),
      fcp_ms: ms(metrics.firstContentfulPaintMs),
      lcp_ms: ms(metrics.largestContentfulPaintMs),
      cls: cls === null || !Number.isFinite(cls) || cls < 0 ? null : Math.round(cls * 1000) / 1000,
    },
  };
}
