export interface AnalyticsEvent {
  name: string;
  params?: Record<string, string | number | boolean | null>;
}

/**
 * Analytics sink. Failures are warnings only (spec 001 §8): implementations
 * never throw into callers.
 */
export interface AnalyticsPort {
  track(event: AnalyticsEvent): void;
}
export const AnalyticsPort = Symbol.for('AnalyticsPort');
