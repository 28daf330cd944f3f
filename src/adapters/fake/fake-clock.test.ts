import { describe, expect, it, vi } from 'vitest';
import { delay } from '../../domain/shared';
import { FAKE_CLOCK_EPOCH, FakeClock } from './fake-clock';

describe('FakeClock', () => {
  it('starts at the epoch it is given, or the fixed default', () => {
    expect(new FakeClock().now()).toBe(FAKE_CLOCK_EPOCH);
    expect(new FakeClock(1000).now()).toBe(1000);
  });

  it('fires a timeout once when time reaches it, seeing its own due time', () => {
    const clock = new FakeClock(0);
    const seen: number[] = [];
    clock.setTimeout(() => seen.push(clock.now()), 100);
    clock.advance(99);
    expect(seen).toEqual([]);
    clock.advance(1);
    clock.advance(500);
    expect(seen).toEqual([100]);
    expect(clock.now()).toBe(600);
    expect(clock.pendingCount).toBe(0);
  });

  it('fires an interval every period until cancelled', () => {
    const clock = new FakeClock(0);
    const seen: number[] = [];
    const handle = clock.setInterval(() => seen.push(clock.now()), 250);
    clock.advance(1000);
    expect(seen).toEqual([250, 500, 750, 1000]);
    clock.cancel(handle);
    clock.advance(1000);
    expect(seen).toHaveLength(4);
  });

  it('orders timers by due time, then by scheduling order', () => {
    const clock = new FakeClock(0);
    const order: string[] = [];
    clock.setTimeout(() => order.push('b'), 20);
    clock.setTimeout(() => order.push('a'), 10);
    clock.setTimeout(() => order.push('c'), 20);
    clock.advance(20);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('fires timers scheduled by a callback when they fall due in the same advance', () => {
    const clock = new FakeClock(0);
    const seen: number[] = [];
    clock.setTimeout(() => {
      seen.push(clock.now());
      clock.setTimeout(() => seen.push(clock.now()), 30);
    }, 10);
    clock.advance(40);
    expect(seen).toEqual([10, 40]);
  });

  it('lets a timer cancel itself or another, and cancelAll clears everything', () => {
    const clock = new FakeClock(0);
    const spy = vi.fn();
    const later = clock.setTimeout(spy, 50);
    const self = clock.setInterval(() => {
      later.cancel();
      self.cancel();
    }, 10);
    clock.advance(100);
    expect(spy).not.toHaveBeenCalled();
    clock.setInterval(spy, 1);
    clock.setTimeout(spy, 1);
    clock.cancelAll();
    clock.advance(10);
    expect(spy).not.toHaveBeenCalled();
  });

  it('treats a zero or negative delay as due now and a zero period as 1 ms', () => {
    const clock = new FakeClock(0);
    const spy = vi.fn();
    clock.setTimeout(spy, -5);
    clock.advance(0);
    expect(spy).toHaveBeenCalledTimes(1);
    const tick = vi.fn();
    clock.setInterval(tick, 0);
    clock.advance(5);
    expect(tick).toHaveBeenCalledTimes(5);
  });

  it('refuses to go back in time', () => {
    expect(() => new FakeClock(0).advance(-1)).toThrow(RangeError);
  });

  it('runNext jumps to the next timer', () => {
    const clock = new FakeClock(0);
    const spy = vi.fn();
    clock.setTimeout(spy, 5000);
    expect(clock.runNext()).toBe(true);
    expect(clock.now()).toBe(5000);
    expect(clock.runNext()).toBe(false);
  });

  it('advanceAsync completes chains of awaited delays', async () => {
    const clock = new FakeClock(0);
    const done = vi.fn();
    void (async () => {
      await delay(clock, 100);
      await delay(clock, 100);
      done(clock.now());
    })();
    clock.advance(200);
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();

    const again = new FakeClock(0);
    void (async () => {
      await delay(again, 100);
      await delay(again, 100);
      done(again.now());
    })();
    await again.advanceAsync(200);
    expect(done).toHaveBeenCalledWith(200);
  });
});
