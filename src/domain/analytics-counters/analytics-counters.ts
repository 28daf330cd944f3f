import type { AnalyticsCounter, AnalyticsCounterType } from './analytics-counters.port';

/** spec 000 §9: analytics counter installers run 10000 ms after start… */
export const ANALYTICS_COUNTER_DELAY_MS = 10_000;
/** …and at once (0 ms) on registration. */
export const REGISTRATION_COUNTER_DELAY_MS = 0;

/** The route of the registration page (route-map: registration/:type?, where user/registration.php redirects). */
export const REGISTRATION_ROUTE_NAME = 'registration';
/** The registration dialog (the shell's modal of that name, opened by the registration flow of spec 000 §4). */
export const REGISTRATION_MODAL_NAME = 'registration';

/**
 * spec 000 §9 "0 on registration", designed: the player is on registration while the page is the registration
 * route (registration/:type?, any type, and user/registration.php, which redirects there) or the registration
 * dialog is open over any page (spec 000 §4: registration is a modal or a page). Counters not yet installed by
 * then are installed at once; ones already installed stay as they are.
 */
export const isOnRegistration = (page: { routeName: string | null; modal: string | null }): boolean =>
  page.routeName === REGISTRATION_ROUTE_NAME || page.modal === REGISTRATION_MODAL_NAME;

/**
 * Tag ids each counter type takes. An id lands in a script URL or a tag's init call, so anything else (a quote, a
 * slash, an ampersand, script text) is a hostile id: the counter is dropped and logged, never installed.
 */
const COUNTER_ID_PATTERNS: Record<AnalyticsCounterType, RegExp> = {
  gtm: /^GTM-[A-Z0-9]{4,12}$/,
  ga4: /^G-[A-Z0-9]{4,16}$/,
  'yandex-metrika': /^[1-9]\d{0,11}$/,
  'meta-pixel': /^[1-9]\d{4,19}$/,
};

export const isCounterType = (value: unknown): value is AnalyticsCounterType =>
  typeof value === 'string' && Object.hasOwn(COUNTER_ID_PATTERNS, value);

export const isValidCounterId = (type: AnalyticsCounterType, id: unknown): id is string =>
  typeof id === 'string' && COUNTER_ID_PATTERNS[type].test(id);

/** One counter per type and id on a page (spec 000 §9 installers, designed: installed once per page). */
export const counterKey = (counter: Pick<AnalyticsCounter, 'type' | 'id'>): string => `${counter.type}:${counter.id}`;

/** A counter the rules refused, with a printable, bounded form of what arrived (for the log only). */
export interface RejectedCounter {
  reason: 'unknown-type' | 'hostile-id';
  value: string;
}

const printable = (value: unknown): string => {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
};

/**
 * The counters to install from what the service (or the page's preloaded payload) gave: an unknown type or a
 * hostile id is rejected (to be logged); a counter already listed (same type and id) is listed once; a delay that
 * is not a whole number of ms ≥ 0 becomes the spec's 10000 ms.
 */
export function readCounters(raw: readonly unknown[]): { counters: AnalyticsCounter[]; rejected: RejectedCounter[] } {
  const counters: AnalyticsCounter[] = [];
  const rejected: RejectedCounter[] = [];
  const seen = new Set<string>();
  for (const item of raw) {
    const entry = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const { type, id, delayMs } = entry;
    if (!isCounterType(type)) {
      rejected.push({ reason: 'unknown-type', value: printable(item) });
      continue;
    }
    if (!isValidCounterId(type, id)) {
      rejected.push({ reason: 'hostile-id', value: printable(item) });
      continue;
    }
    const key = counterKey({ type, id });
    if (seen.has(key)) continue;
    seen.add(key);
    const delay = typeof delayMs === 'number' && Number.isSafeInteger(delayMs) && delayMs >= 0 ? delayMs : ANALYTICS_COUNTER_DELAY_MS;
    counters.push({ type, id, delayMs: delay });
  }
  return { counters, rejected };
}

/**
 * How long after start a counter is installed: its own delay (the service says 10000 ms, spec 000 §9), 0 on
 * registration.
 */
export const counterDelayMs = (counter: AnalyticsCounter, onRegistration: boolean): number =>
  onRegistration ? REGISTRATION_COUNTER_DELAY_MS : counter.delayMs;

export interface CounterInstallPlan {
  /** Counters to install now. */
  due: AnalyticsCounter[];
  /** When the next counter falls due (ms from now); null when none waits. */
  nextInMs: number | null;
}

/**
 * What to install now and when to look again (spec 000 §9, spec 001 §5):
 * - nothing without marketing consent (spec 001 §5); consent withdrawn stops what has not been installed yet, and
 *   consent given later installs what is due by then;
 * - a counter falls due its delay after start (10000 ms), at once on registration;
 * - a counter already installed on this page is never installed again.
 */
export function planCounterInstalls(input: {
  counters: readonly AnalyticsCounter[];
  installed: readonly string[];
  startedAt: number | null;
  now: number;
  marketingAgreed: boolean;
  onRegistration: boolean;
}): CounterInstallPlan {
  if (!input.marketingAgreed || input.startedAt === null) return { due: [], nextInMs: null };
  const installed = new Set(input.installed);
  const due: AnalyticsCounter[] = [];
  let nextInMs: number | null = null;
  for (const counter of input.counters) {
    const key = counterKey(counter);
    if (installed.has(key)) continue;
    installed.add(key);
    const wait = input.startedAt + counterDelayMs(counter, input.onRegistration) - input.now;
    if (wait <= 0) due.push(counter);
    else nextInMs = nextInMs === null ? wait : Math.min(nextInMs, wait);
  }
  return { due, nextInMs };
}

/**
 * spec 001 §3 isFatmanAnalyticsAvailable, designed: whether the analytics collector (spec 001 §8 "events go to a
 * collector service") takes this site's events. Only a config that says false stops them; an older config without
 * the field keeps them. Null: the config is not known yet (the gate holds the events until it is).
 */
export const collectorAnalyticsAvailable = (config: { isFatmanAnalyticsAvailable?: boolean } | null): boolean | null =>
  config === null ? null : config.isFatmanAnalyticsAvailable !== false;

/** Events the gate holds while the config is not known; beyond this the oldest go (a page that never configures). */
export const HELD_ANALYTICS_EVENTS_MAX = 50;
