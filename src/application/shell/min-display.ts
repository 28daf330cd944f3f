import { FETCH_MIN_DISPLAY_MS, placeholderHoldMs } from '../../domain/shell';
import type { ClockPort, TimerHandle } from '../../domain/shared';

/**
 * spec 000 §9 "fetch minimum display delay 200 ms" for one placeholder, on the app's clock (fake time in tests).
 * The view says when its load is pending; `shown` answers whether the placeholder is on screen: while the load is
 * pending, and after it ends until the placeholder has been up FETCH_MIN_DISPLAY_MS. When that hold ends,
 * `onReleased` is called so the view can show its content.
 */
export interface MinDisplay {
  /** The load is pending (true) or has ended (false); answers whether the placeholder shows now. */
  update(pending: boolean): boolean;
  /** Whether the placeholder shows now. */
  readonly shown: boolean;
  /** Stop the hold's timer (the view went away). */
  dispose(): void;
}

export function createMinDisplay(clock: ClockPort, onReleased: () => void, minMs: number = FETCH_MIN_DISPLAY_MS): MinDisplay {
  let shownAt: number | null = null;
  let pending = false;
  let hold: TimerHandle | null = null;
  const stopHold = () => {
    hold?.cancel();
    hold = null;
  };
  return {
    update(next) {
      if (next === pending) return this.shown;
      pending = next;
      if (pending) {
        stopHold();
        shownAt ??= clock.now();
        return true;
      }
      if (shownAt === null || hold !== null) return this.shown;
      const rest = placeholderHoldMs(shownAt, clock.now(), minMs);
      if (rest === 0) {
        shownAt = null;
        return false;
      }
      hold = clock.setTimeout(() => {
        hold = null;
        shownAt = null;
        onReleased();
      }, rest);
      return true;
    },
    get shown() {
      return pending || hold !== null;
    },
    dispose: stopHold,
  };
}
