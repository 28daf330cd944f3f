import type { ClockPort, TimerHandle } from '../../domain/shared';

/** 2025-01-06 12:00:00 UTC: a fixed, ordinary Monday noon, so fake dates read naturally. */
export const FAKE_CLOCK_EPOCH = Date.UTC(2025, 0, 6, 12, 0, 0);

interface Timer {
  id: number;
  due: number;
  /** Repeat period for intervals; null for a one-shot timeout. */
  every: number | null;
  callback: () => void;
}

/**
 * A ClockPort that moves only when told to. Timers fire in due order (ties in
 * the order they were scheduled), each seeing now() equal to its own due
 * time; timers scheduled by a callback fire in the same advance when they fall
 * due inside it. Shared by the tests and by any fake that needs repeatable time.
 */
export class FakeClock implements ClockPort {
  private current: number;
  private nextId = 1;
  private readonly timers = new Map<number, Timer>();

  constructor(startMs: number = FAKE_CLOCK_EPOCH) {
    this.current = startMs;
  }

  now(): number {
    return this.current;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    return this.schedule(callback, ms, null);
  }

  /** Like the browser, a period below 1 ms is treated as 1 ms (so advance always ends). */
  setInterval(callback: () => void, ms: number): TimerHandle {
    return this.schedule(callback, ms, Math.max(1, ms));
  }

  /** Cancel a timer by its handle; the same as handle.cancel(). */
  cancel(handle: TimerHandle): void {
    handle.cancel();
  }

  /** Cancel every pending timer. */
  cancelAll(): void {
    this.timers.clear();
  }

  /** How many timers are waiting (intervals count until cancelled). */
  get pendingCount(): number {
    return this.timers.size;
  }

  /** Move time forward by `ms`, firing every timer that falls due on the way. */
  advance(ms: number): void {
    if (ms < 0) throw new RangeError('FakeClock cannot go back in time');
    const target = this.current + ms;
    for (let timer = this.nextDue(target); timer; timer = this.nextDue(target)) {
      this.fire(timer);
    }
    this.current = target;
  }

  /**
   * Like advance, but lets promise continuations run after each timer, so
   * code that awaits one delay and then schedules the next (latency, retries)
   * completes within the same call.
   */
  async advanceAsync(ms: number): Promise<void> {
    if (ms < 0) throw new RangeError('FakeClock cannot go back in time');
    const target = this.current + ms;
    await flushMicrotasks();
    for (let timer = this.nextDue(target); timer; timer = this.nextDue(target)) {
      this.fire(timer);
      await flushMicrotasks();
    }
    this.current = target;
  }

  /** Advance to the next pending timer and fire it; false when none is pending. */
  runNext(): boolean {
    const timer = this.nextDue(Number.POSITIVE_INFINITY);
    if (!timer) return false;
    this.fire(timer);
    return true;
  }

  private schedule(callback: () => void, ms: number, every: number | null): TimerHandle {
    const id = this.nextId++;
    const delay = Number.isFinite(ms) && ms > 0 ? ms : 0;
    this.timers.set(id, { id, due: this.current + (every ?? delay), every, callback });
    return { cancel: () => void this.timers.delete(id) };
  }

  private nextDue(limit: number): Timer | null {
    let best: Timer | null = null;
    for (const timer of this.timers.values()) {
      if (timer.due > limit) continue;
      if (!best || timer.due < best.due || (timer.due === best.due && timer.id < best.id)) best = timer;
    }
    return best;
  }

  private fire(timer: Timer): void {
    this.current = Math.max(this.current, timer.due);
    // Reschedule or drop before the call, so the callback may cancel it or throw.
    if (timer.every === null) this.timers.delete(timer.id);
    else timer.due += timer.every;
    timer.callback();
  }
}

/** Let queued promise continuations (and theirs) run: one macrotask turn drains them all. */
function flushMicrotasks(): Promise<void> {
  return new Promise((resolve) => globalThis.setTimeout(resolve, 0));
}
