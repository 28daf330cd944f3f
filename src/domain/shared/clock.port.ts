/** A cancellable handle for a scheduled callback. */
export interface TimerHandle {
  cancel(): void;
}

/**
 * Time and timers. Every timer in the product goes through this port so that
 * tests run in fake time instead of sleeping.
 */
export interface ClockPort {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /** Run `callback` once after `ms` milliseconds. */
  setTimeout(callback: () => void, ms: number): TimerHandle;
  /** Run `callback` every `ms` milliseconds until cancelled. */
  setInterval(callback: () => void, ms: number): TimerHandle;
}
export const ClockPort = Symbol.for('ClockPort');

/** Resolve after `ms` on the given clock (a retry delay, a polling gap). */
export function delay(clock: ClockPort, ms: number): Promise<void> {
  return new Promise((resolve) => {
    clock.setTimeout(resolve, ms);
  });
}
