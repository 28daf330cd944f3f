import { createEffect, createEvent, createStore, sample } from 'effector';
import { PERFORMANCE_METRICS_DELAY_MS, performanceMetricsEvent, type PerformanceMetricsPort } from '../../domain/shell';
import type { AnalyticsPort, ClockPort } from '../../domain/shared';
import { createClockTimer } from '../session/clock-timer';

/**
 * Sends the page's load metrics once, PERFORMANCE_METRICS_DELAY_MS after the app started (spec 001 §9), with the
 * path the player is on by then. A second start (the shell mounted again) sends nothing more: it is one page load.
 */
export function createPerformanceMetricsModel(deps: {
  clock: ClockPort;
  metrics: PerformanceMetricsPort;
  analytics: AnalyticsPort;
  /** The path the player is on now (the page's location). */
  currentPath: () => string;
}) {
  const appStarted = createEvent();
  const timer = createClockTimer(deps.clock);
  const $started = createStore(false);
  const firstStart = sample({ clock: appStarted, source: $started, filter: (was) => !was });
  $started.on(firstStart, () => true);
  sample({ clock: firstStart, fn: () => ({ ms: PERFORMANCE_METRICS_DELAY_MS, payload: undefined }), target: timer.started });

  // Analytics failures are warnings only (spec 001 §8): the port never throws, and a metric read that does is dropped.
  const sendFx = createEffect(() => deps.analytics.track(performanceMetricsEvent(deps.metrics.read(), deps.currentPath())));
  sample({ clock: timer.fired, target: sendFx });

  return { appStarted, $armed: timer.$armed };
}

export type PerformanceMetricsModel = ReturnType<typeof createPerformanceMetricsModel>;
