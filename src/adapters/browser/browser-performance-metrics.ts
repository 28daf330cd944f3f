import type { PerformanceMetrics, PerformanceMetricsPort } from '../../domain/shell';

type PerformanceLike = Pick<Performance, 'getEntriesByType' | 'getEntriesByName'>;
type ObserverClass = typeof PerformanceObserver;

interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

/**
 * The load metrics from the browser's Performance API: navigation timings and first contentful paint from the
 * timeline, the largest contentful paint and layout shifts from observers started at construction (buffered, so
 * what happened before is counted too). A browser without an API gives null for what it lacks.
 */
export class BrowserPerformanceMetrics implements PerformanceMetricsPort {
  private largestContentfulPaint: number | null = null;
  private layoutShift: number | null = null;

  constructor(
    private readonly performance: PerformanceLike | null,
    Observer: ObserverClass | null,
  ) {
    const supported = Observer?.supportedEntryTypes ?? [];
    if (Observer && supported.includes('largest-contentful-paint')) {
      new Observer((list) => {
        const last = list.getEntries().at(-1);
        if (last) this.largestContentfulPaint = last.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    }
    if (Observer && supported.includes('layout-shift')) {
      this.layoutShift = 0;
      new Observer((list) => {
        for (const entry of list.getEntries() as LayoutShiftEntry[]) {
          if (!entry.hadRecentInput) this.layoutShift = (this.layoutShift ?? 0) + entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    }
  }

  read(): PerformanceMetrics {
    const navigation = this.performance?.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const paint = this.performance?.getEntriesByName('first-contentful-paint')[0];
    const positive = (value: number | undefined) => (value !== undefined && value > 0 ? value : null);
    return {
      ttfbMs: positive(navigation?.responseStart),
      domContentLoadedMs: positive(navigation?.domContentLoadedEventEnd),
      loadMs: positive(navigation?.loadEventEnd),
      firstContentfulPaintMs: paint ? paint.startTime : null,
      largestContentfulPaintMs: this.largestContentfulPaint,
      cumulativeLayoutShift: this.layoutShift,
    };
  }
}
