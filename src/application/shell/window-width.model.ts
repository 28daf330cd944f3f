import { createEffect, createEvent, createStore, sample, scopeBind, type EventCallable } from 'effector';
import { WINDOW_RESIZE_DEBOUNCE_MS, type ViewportPort } from '../../domain/shell';
import type { Preferences } from '../../domain/preferences';
import type { ClockPort } from '../../domain/shared';
import { createClockTimer } from '../session/clock-timer';

/**
 * The window's width as the preference windowSize (spec 000 §3), which the shell writes as the window_width
 * cookie when functional cookies are agreed (spec 001 §3, §5). Read once at start, then again when a resize
 * has rested for WINDOW_RESIZE_DEBOUNCE_MS (spec 001 §9): dragging a window's edge fires resize events every
 * frame, and each would rewrite the stored preferences and the cookies.
 */
export function createWindowWidthModel(deps: {
  viewport: ViewportPort;
  clock: ClockPort;
  preferencesChanged: EventCallable<Partial<Preferences>>;
}) {
  const started = createEvent();
  const resized = createEvent();
  const timer = createClockTimer(deps.clock);

  const $started = createStore(false);
  const firstStart = sample({ clock: started, source: $started, filter: (was) => !was });
  $started.on(firstStart, () => true);

  const listenFx = createEffect(() => {
    const resize = scopeBind(resized, { safe: true });
    deps.viewport.onResize(() => resize());
  });
  const measureFx = createEffect(() => Math.round(deps.viewport.width()));

  sample({ clock: firstStart, target: [listenFx, measureFx] });
  sample({ clock: resized, fn: () => ({ ms: WINDOW_RESIZE_DEBOUNCE_MS, payload: undefined }), target: timer.started });
  sample({ clock: timer.fired, target: measureFx });
  sample({ clock: measureFx.doneData, fn: (windowSize): Partial<Preferences> => ({ windowSize }), target: deps.preferencesChanged });

  return { started };
}
