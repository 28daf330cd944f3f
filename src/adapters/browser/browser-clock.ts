import type { ClockPort, TimerHandle } from '../../domain/shared';

/** The real clock: Date.now and the window's timers. */
export class BrowserClock implements ClockPort {
  now(): number {
    return Date.now();
  }
  setTimeout(callback: () => void, ms: number): TimerHandle {
    const id = globalThis.setTimeout(callback, ms);
    return { cancel: () => globalThis.clearTimeout(id) };
  }
  setInterval(callback: () => void, ms: number): TimerHandle {
    const id = globalThis.setInterval(callback, ms);
    return { cancel: () => globalThis.clearInterval(id) };
  }
}
