import type { AnalyticsEvent, AnalyticsPort } from '../../domain/shared';

/**
 * Keeps every event in memory (and on `window.__analytics` in the offline
 * demo, so browser tests and developers can read what would be sent).
 */
export class RecordingAnalytics implements AnalyticsPort {
  readonly events: AnalyticsEvent[] = [];

  constructor(private readonly sink: { __analytics?: AnalyticsEvent[] } | null = null) {
    if (sink) sink.__analytics = this.events;
  }

  track(event: AnalyticsEvent): void {
    this.events.push(event);
  }
}
