import type { Container } from 'inversify';
import { BrowserPerformanceMetrics } from '../adapters/browser/browser-performance-metrics';
import { createPerformanceMetricsModel, type PerformanceMetricsModel } from '../application/shell/performance-metrics.model';
import { AnalyticsPort, ClockPort, type AnalyticsPort as Analytics, type ClockPort as Clock } from '../domain/shared';

/**
 * The load metrics of spec 001 §9, sent through the analytics port 10000 ms after start. Built here, beside the
 * container, since only the browser has the metrics: the entry point starts it.
 */
export function createBrowserPerformanceMetrics(container: Container): PerformanceMetricsModel {
  const metrics = new BrowserPerformanceMetrics(
    typeof performance === 'undefined' ? null : performance,
    typeof PerformanceObserver === 'undefined' ? null : PerformanceObserver,
  );
  return createPerformanceMetricsModel({
    clock: container.get<Clock>(ClockPort),
    analytics: container.get<Analytics>(AnalyticsPort),
    metrics,
    currentPath: () => (typeof window === 'undefined' ? '' : window.location.pathname),
  });
}
