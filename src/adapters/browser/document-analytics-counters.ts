import { counterKey, isValidCounterId, type AnalyticsCounter, type AnalyticsCounterInstallerPort } from '../../domain/analytics-counters';
import type { LoggerPort } from '../../domain/shared';

/**
 * The preloaded counters (spec 001 §7 "if not preloaded", designed): a server that renders the page may put the
 * counters in it as `<script type="application/json" id="analytics-counters">{"counters":[…]}</script>`; then
 * they are not fetched. The domain validates each entry.
 */
export const PRELOADED_COUNTERS_ELEMENT_ID = 'analytics-counters';
/** Set on every counter script this adapter adds (and on a server-rendered one, to say it is there already). */
export const COUNTER_DATA_ATTRIBUTE = 'data-analytics-counter';

/** The counters a page carries as its start-up payload; null when it carries none or it is not a list. */
export function readPreloadedCounters(doc: Pick<Document, 'getElementById'> | null): unknown[] | null {
  const element = doc?.getElementById(PRELOADED_COUNTERS_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const payload: unknown = JSON.parse(element.textContent);
    const counters = Array.isArray(payload) ? payload : (payload as { counters?: unknown } | null)?.counters;
    return Array.isArray(counters) ? counters : null;
  } catch {
    return null;
  }
}

/** Each counter type's well-known tag script. The id was validated (isValidCounterId) and is URL-encoded anyway. */
export function counterScriptUrl(counter: AnalyticsCounter): string {
  const id = encodeURIComponent(counter.id);
  switch (counter.type) {
    case 'gtm':
      return `https://www.googletagmanager.com/gtm.js?id=${id}`;
    case 'ga4':
      return `https://www.googletagmanager.com/gtag/js?id=${id}`;
    case 'yandex-metrika':
      return `https://mc.yandex.ru/metrika/tag.js?id=${id}`;
    case 'meta-pixel':
      return 'https://connect.facebook.net/en_US/fbevents.js';
  }
}

type Queue = unknown[] & { push(...items: unknown[]): number };
interface TagGlobals {
  dataLayer?: Queue;
  gtag?: (...args: unknown[]) => void;
  ym?: ((...args: unknown[]) => void) & { a?: unknown[]; l?: number };
  fbq?: ((...args: unknown[]) => void) & { queue?: unknown[]; loaded?: boolean; version?: string; push?: unknown };
  _fbq?: unknown;
}

/**
 * The queue each vendor's script reads when it arrives (their documented snippets, without inline script), so
 * the counter starts with its id: GTM's gtm.js event, gtag's config, Metrika's init, the pixel's init and page view.
 */
function prepareQueue(win: TagGlobals, counter: AnalyticsCounter, now: number): void {
  switch (counter.type) {
    case 'gtm':
      (win.dataLayer ??= [] as unknown as Queue).push({ 'gtm.start': now, event: 'gtm.js' });
      return;
    case 'ga4': {
      const dataLayer = (win.dataLayer ??= [] as unknown as Queue);
      // gtag reads the arguments object itself, as in Google's snippet
      win.gtag ??= function gtag() {
        // eslint-disable-next-line prefer-rest-params
        dataLayer.push(arguments);
      };
      win.gtag('js', new Date(now));
      win.gtag('config', counter.id);
      return;
    }
    case 'yandex-metrika': {
      if (!win.ym) {
        const ym: NonNullable<TagGlobals['ym']> = function () {
          // eslint-disable-next-line prefer-rest-params
          (ym.a ??= []).push(arguments);
        };
        ym.l = now;
        win.ym = ym;
      }
      win.ym(Number(counter.id), 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true });
      return;
    }
    case 'meta-pixel': {
      if (!win.fbq) {
        const fbq: NonNullable<TagGlobals['fbq']> = (...args: unknown[]) => {
          fbq.queue!.push(args);
        };
        fbq.queue = [];
        fbq.loaded = true;
        fbq.version = '2.0';
        fbq.push = fbq;
        win.fbq = fbq;
        win._fbq ??= fbq;
      }
      win.fbq('init', counter.id);
      win.fbq('track', 'PageView');
      return;
    }
  }
}

/**
 * AnalyticsCounterInstallerPort on the real page: the counter's vendor queue, then its script, async, in
 * document.head, marked with data-analytics-counter="type:id". A script that fails to load (offline, blocked by
 * the player) is logged as a warning and left; analytics failures are warnings only (spec 001 §8).
 */
export class DocumentAnalyticsCounters implements AnalyticsCounterInstallerPort {
  constructor(
    private readonly doc: Document | null,
    private readonly win: Window | null,
    private readonly logger: LoggerPort,
    private readonly now: () => number = () => Date.now(),
  ) {}

  preloaded(): unknown[] | null {
    return readPreloadedCounters(this.doc);
  }

  isOnPage(counter: AnalyticsCounter): boolean {
    if (!this.doc) return false;
    const key = counterKey(counter);
    // A counter with a URL of its own (every type but the pixel) is on the page when its script is, however added.
    const byUrl = counter.type === 'meta-pixel' ? [] : Array.from(this.doc.scripts).filter((s) => s.src === counterScriptUrl(counter));
    return byUrl.length > 0 || Array.from(this.doc.querySelectorAll(`script[${COUNTER_DATA_ATTRIBUTE}]`)).some((s) => s.getAttribute(COUNTER_DATA_ATTRIBUTE) === key);
  }

  install(counter: AnalyticsCounter): void {
    if (!this.doc || !this.win) return;
    // The domain validated the id already; this adapter refuses one that was not, whoever calls it.
    if (!isValidCounterId(counter.type, counter.id)) throw new Error(`analytics counter id refused: ${counter.type}`);
    prepareQueue(this.win as unknown as TagGlobals, counter, this.now());
    const script = this.doc.createElement('script');
    script.async = true;
    script.src = counterScriptUrl(counter);
    script.setAttribute(COUNTER_DATA_ATTRIBUTE, counterKey(counter));
    script.onerror = () => this.logger.warn('analytics counter script failed to load', { counter: counterKey(counter) });
    this.doc.head.appendChild(script);
  }
}
