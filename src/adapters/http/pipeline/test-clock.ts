import type { ClockPort, TimerHandle } from '../../../domain/shared/clock.port';

interface Timer {
  id: number;
  at: number;
  every: number | null;
  callback: () => void;
}

/**
 * A clock for tests: time moves only through `advance`, which fires due timers
 * in order and lets the promises they start settle between them.
 */
export class FakeClock implements ClockPort {
  private time: number;
  private timers: Timer[] = [];
  private nextId = 1;

  constructor(startMs = Date.UTC(2026, 0, 1)) {
    this.time = startMs;
  }

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    return this.add(callback, ms, null);
  }

  setInterval(callback: () => void, ms: number): TimerHandle {
    return this.add(callback, ms, Math.max(1, ms));
  }

  /** Timers still waiting. */
  get pending(): number {
    return this.timers.length;
  }

  async advance(ms: number): Promise<void> {
    const target = this.time + ms;
    await settle();
    for (;;) {
      const next = [...this.timers].sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!next || next.at > target) break;
      this.time = next.at;
      if (next.every === null) this.timers = this.timers.filter((t) => t !== next);
      else next.at += next.every;
      next.callback();
      await settle();
    }
    this.time = target;
    await settle();
  }

  private add(callback: () => void, ms: number, every: number | null): TimerHandle {
    const timer: Timer = { id: this.nextId++, at: this.time + Math.max(0, ms), every, callback };
    this.timers.push(timer);
    return { cancel: () => (this.timers = this.timers.filter((t) => t !== timer)) };
  }
}

/** Let pending promise chains (including Response body reads) run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => globalThis.setTimeout(resolve, 0));
}
