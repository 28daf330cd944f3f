import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import type { ClockPort, TimerHandle } from '../../domain/shared';

/**
 * A one-shot timer on the clock port as effector units: `started` (re)arms it,
 * `stopped` disarms it, `fired` comes once when it runs out. Starting again
 * replaces the pending run. The callback is bound to the scope that armed it,
 * so fork() tests drive it with FakeClock.advance and allSettled never waits
 * on a pending timer.
 */
export function createClockTimer<T = void>(clock: ClockPort) {
  const started = createEvent<{ ms: number; payload: T }>();
  const stopped = createEvent();
  const fired = createEvent<T>();

  const $handle = createStore<TimerHandle | null>(null, { serialize: 'ignore', skipVoid: false });
  const armFx = createEffect(({ previous, ms, payload }: { previous: TimerHandle | null; ms: number; payload: T }) => {
    previous?.cancel();
    const fire = scopeBind(fired, { safe: true });
    return clock.setTimeout(() => fire(payload), ms);
  });
  const disarmFx = createEffect((previous: TimerHandle | null) => previous?.cancel());

  $handle
    .on(armFx.doneData, (_, handle) => handle)
    .on(disarmFx.done, () => null)
    .on(fired, () => null);
  sample({ clock: started, source: $handle, fn: (previous, { ms, payload }) => ({ previous, ms, payload }), target: armFx });
  sample({ clock: stopped, source: $handle, target: disarmFx });

  return { started, stopped, fired, $armed: $handle.map((h) => h !== null) };
}

export type ClockTimer<T = void> = ReturnType<typeof createClockTimer<T>>;
