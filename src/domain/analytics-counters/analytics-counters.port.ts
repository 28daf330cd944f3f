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

/**
 * Puts a counter's tag on the page (spec 000 §9 "analytics counter installers"). The browser adapter adds the
 * counter's well-known script; the offline build records what it would add. Never throws into the caller for a
 * script that fails to load (analytics failures are warnings only, spec 001 §8); `install` may throw when the page
 * cannot take a script at all, and the caller logs it.
 */
export interface AnalyticsCounterInstallerPort {
  /**
   * The counters the page came with (spec 001 §7 "if not preloaded"): the server's start-up payload, as it arrived
   * (validated by the domain's readCounters); null when the page carries none, so the list is fetched.
   */
  preloaded(): unknown[] | null;
  /** The page already carries this counter's tag (server-rendered, or added before): it is not added again. */
  isOnPage(counter: AnalyticsCounter): boolean;
  install(counter: AnalyticsCounter): void;
}
export const AnalyticsCounterInstallerPort = Symbol.for('AnalyticsCounterInstallerPort');
