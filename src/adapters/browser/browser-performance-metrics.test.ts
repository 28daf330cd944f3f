import { describe, expect, it } from 'vitest';
import { BrowserPerformanceMetrics } from './browser-performance-metrics';

type Callback = (list: { getEntries: () => PerformanceEntry[] }) => void;

/** A PerformanceObserver stand-in: each observer gets the entries of its type when `emit` is called. */
function observers(supported: string[]) {
  const byType = new Map<string, Callback>();
  class Observer {
    static supportedEntryTypes = supported;
    constructor(private readonly callback: Callback) {}
    observe({ type }: { type: string }) {
      byType.set(type, this.callback);
    }
  }
  const emit = (type: string, entries: object[]) => byType.get(type)?.({ getEntries: () => entries as PerformanceEntry[] });
  return { Observer: Observer as unknown as typeof PerformanceObserver, emit };
}

const timeline = {
  getEntriesByType: (type: string) =>
    type === 'navigation' ? [{ responseStart: 41.5, domContentLoadedEventEnd: 380, loadEventEnd: 910 }] : [],
  getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{ startTime: 402 }] : []),
} as unknown as Performance;

describe('BrowserPerformanceMetrics (spec 001 §9 performance metrics)', () => {
  it('reads the navigation timings, the first paint, the last largest paint and the layout shifts without recent input', () => {
    const { Observer, emit } = observers(['largest-contentful-paint', 'layout-shift']);
    const metrics = new BrowserPerformanceMetrics(timeline, Observer);
    emit('largest-contentful-paint', [{ startTime: 900 }, { startTime: 1250 }]);
    emit('layout-shift', [
      { value: 0.02, hadRecentInput: false },
      { value: 0.5, hadRecentInput: true },
      { value: 0.01, hadRecentInput: false },
    ]);
    const read = metrics.read();
    expect({ ...read, cumulativeLayoutShift: Number(read.cumulativeLayoutShift?.toFixed(6)) }).toEqual({
      ttfbMs: 41.5,
      domContentLoadedMs: 380,
      loadMs: 910,
      firstContentfulPaintMs: 402,
      largestContentfulPaintMs: 1250,
      cumulativeLayoutShift: 0.03,
    });
  });

  it('a browser without the APIs gives null, never 0', () => {
    expect(new BrowserPerformanceMetrics(null, null).read()).toEqual({
      ttfbMs: null,
      domContentLoadedMs: null,
      loadMs: null,
      firstContentfulPaintMs: null,
      largestContentfulPaintMs: null,
      cumulativeLayoutShift: null,
    });
  });
});
