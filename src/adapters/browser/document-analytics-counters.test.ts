import { afterEach, describe, expect, it } from 'vitest';
import type { AnalyticsCounter } from '../../domain/analytics-counters';
import type { LoggerPort } from '../../domain/shared';
import { counterScriptUrl, DocumentAnalyticsCounters, PRELOADED_COUNTERS_ELEMENT_ID } from './document-analytics-counters';

const warnings: unknown[][] = [];
const logger: LoggerPort = { info: () => undefined, warn: (...args) => void warnings.push(args), error: () => undefined };
const adapter = () => new DocumentAnalyticsCounters(document, window, logger, () => 1_700_000_000_000);
const scripts = () => Array.from(document.head.querySelectorAll('script')).map((s) => [s.getAttribute('data-analytics-counter'), s.src, s.async]);
type Tags = { dataLayer?: unknown[]; ym?: { a?: unknown[] }; fbq?: { queue?: unknown[] }; gtag?: unknown };

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  const win = window as unknown as Tags;
  delete win.dataLayer;
  delete win.ym;
  delete win.fbq;
  delete win.gtag;
  warnings.length = 0;
});

const COUNTERS: AnalyticsCounter[] = [
  { type: 'gtm', id: 'GTM-ABC123', delayMs: 10_000 },
  { type: 'ga4', id: 'G-ABCD1234', delayMs: 10_000 },
  { type: 'yandex-metrika', id: '98765432', delayMs: 10_000 },
  { type: 'meta-pixel', id: '123456789012345', delayMs: 10_000 },
];

describe('DocumentAnalyticsCounters (spec 000 §9 installers)', () => {
  it("adds each type's well-known script, async, marked with its counter", () => {
    for (const counter of COUNTERS) adapter().install(counter);
    expect(scripts()).toEqual([
      ['gtm:GTM-ABC123', 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123', true],
      ['ga4:G-ABCD1234', 'https://www.googletagmanager.com/gtag/js?id=G-ABCD1234', true],
      ['yandex-metrika:98765432', 'https://mc.yandex.ru/metrika/tag.js?id=98765432', true],
      ['meta-pixel:123456789012345', 'https://connect.facebook.net/en_US/fbevents.js', true],
    ]);
  });

  it("starts each vendor's queue with the counter's id, as their snippets do", () => {
    for (const counter of COUNTERS) adapter().install(counter);
    const win = window as unknown as Tags;
    expect(win.dataLayer![0]).toEqual({ 'gtm.start': 1_700_000_000_000, event: 'gtm.js' });
    expect(win.dataLayer!.map((entry) => Array.from(entry as ArrayLike<unknown>)).slice(1)).toEqual([
      ['js', new Date(1_700_000_000_000)],
      ['config', 'G-ABCD1234'],
    ]);
    expect(Array.from(win.ym!.a![0] as ArrayLike<unknown>)).toEqual([98765432, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true }]);
    expect(win.fbq!.queue).toEqual([
      ['init', '123456789012345'],
      ['track', 'PageView'],
    ]);
  });

  it('design: a counter the page already carries (server-rendered, or added before) is on the page', () => {
    const gtm = COUNTERS[0]!;
    expect(adapter().isOnPage(gtm)).toBe(false);
    const rendered = document.createElement('script');
    rendered.src = counterScriptUrl(gtm);
    document.head.appendChild(rendered);
    expect(adapter().isOnPage(gtm)).toBe(true);
    const pixel = COUNTERS[3]!;
    adapter().install(pixel);
    expect(adapter().isOnPage(pixel)).toBe(true);
    expect(adapter().isOnPage({ ...pixel, id: '999999999999' })).toBe(false);
  });

  it('design: a hostile id that reached the adapter is refused, no script is added', () => {
    expect(() => adapter().install({ type: 'gtm', id: 'GTM-A"><script>alert(1)</script>', delayMs: 0 })).toThrow(/refused/);
    expect(scripts()).toEqual([]);
  });

  it('spec 001 §8: a script that fails to load is a warning only', () => {
    adapter().install(COUNTERS[0]!);
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    expect(warnings).toEqual([['analytics counter script failed to load', { counter: 'gtm:GTM-ABC123' }]]);
  });

  it('spec 001 §7 "if not preloaded": the page\'s JSON payload is the preloaded list; none, or not JSON, is null', () => {
    expect(adapter().preloaded()).toBeNull();
    const payload = document.createElement('script');
    payload.type = 'application/json';
    payload.id = PRELOADED_COUNTERS_ELEMENT_ID;
    payload.textContent = JSON.stringify({ counters: [COUNTERS[0]] });
    document.body.appendChild(payload);
    expect(adapter().preloaded()).toEqual([COUNTERS[0]]);
    payload.textContent = '{not json';
    expect(adapter().preloaded()).toBeNull();
  });
});
