import { collectorAnalyticsAvailable, HELD_ANALYTICS_EVENTS_MAX } from '../../domain/analytics-counters';
import type { AnalyticsEvent, AnalyticsPort } from '../../domain/shared';

/**
 * The site config's isFatmanAnalyticsAvailable in front of the analytics port (spec 001 §3, designed): the page's
 * analytics events (page views, funnels, load metrics, the home page variant) reach the collector only when the
 * site allows it. Events tracked before the config is known (the home page variant is assigned at boot) are held
 * and then sent or dropped; a later config that changes its mind decides the events after it. The counters' own
 * tags are not this gate's: marketing consent decides those (the analytics counters model).
 */
export function createCollectorGate() {
  let allowed: boolean | null = null;
  let held: Array<{ inner: AnalyticsPort; event: AnalyticsEvent }> = [];

  const wrap = (inner: AnalyticsPort): AnalyticsPort => ({
    track(event) {
      if (allowed === true) inner.track(event);
      else if (allowed === null) held = [...held, { inner, event }].slice(-HELD_ANALYTICS_EVENTS_MAX);
    },
  });

  /** The site config arrived (or changed). */
  const configured = (config: { isFatmanAnalyticsAvailable?: boolean } | null) => {
    const next = collectorAnalyticsAvailable(config);
    if (next === null) return;
    allowed = next;
    const waiting = held;
    held = [];
    if (allowed) for (const { inner, event } of waiting) inner.track(event);
  };

  return { wrap, configured };
}

export type CollectorGate = ReturnType<typeof createCollectorGate>;
