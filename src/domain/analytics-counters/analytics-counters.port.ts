export type AnalyticsCounterType = 'gtm' | 'ga4' | 'yandex-metrika' | 'meta-pixel';

/** One analytics counter to install, after `delayMs` (spec 000 §7). */
export interface AnalyticsCounter {
  type: AnalyticsCounterType;
  id: string;
  delayMs: number;
}

/** The analytics counters configured for a domain and project (spec 000 §7). */
export interface AnalyticsCountersPort {
  list(query: { domain: string; projectId: number }): Promise<AnalyticsCounter[]>;
}
export const AnalyticsCountersPort = Symbol.for('AnalyticsCountersPort');
