import { combine, createEffect, createEvent, createStore, sample, type Store } from 'effector';
import { LIMIT_PING_INTERVAL_MS, sessionLimitTimerMs, type LimitsPort } from '../../domain/limits';
import type { ClockPort, LoggerPort } from '../../domain/shared';
import { createClockTimer } from '../session/clock-timer';

export interface SessionLimitDeps {
  limits: Pick<LimitsPort, 'ping'>;
  clock: ClockPort;
  logger?: LoggerPort;
  $isAuthenticated: Store<boolean>;
}

/**
 * The limit service's keep-alive and the session limit (spec 001 §4, §7):
 * - while a player is signed in, the limit service is pinged at once and then every 30 s
 *   (LIMIT_PING_INTERVAL_MS, counted from the end of the previous ping, so slow answers never pile up);
 *   a failed ping is logged and the next one comes on time;
 * - a ping that names the hours left of a session limit (re)arms a timer for its end
 *   (sessionLimitTimerMs; none set, -1 or null, disarms it);
 * - at its end the player sees a permanent error, session limit ended, visit tomorrow ($ended): it has
 *   no way to close it but to go, and closing or submitting it disconnects the player (`disconnected`,
 *   wired to the shell's logout). Signing out ends the pings and the timer.
 */
export function createSessionLimitModel(deps: SessionLimitDeps) {
  /** The page is up: pings may start once a player is signed in. */
  const started = createEvent();
  /** The player closed or submitted the session-limit-ended error. */
  const acknowledged = createEvent();
  /** The player must be signed out (spec 001 §4: on close or submit the user is disconnected). */
  const disconnected = createEvent();

  const $started = createStore(false).on(started, () => true);
  const $ended = createStore(false);
  const $active = combine($started, deps.$isAuthenticated, $ended, (on, signedIn, ended) => on && signedIn && !ended);

  const pingFx = createEffect(() => deps.limits.ping());
  const nextPing = createClockTimer(deps.clock);
  const sessionEnd = createClockTimer(deps.clock);

  // Pings: at once when the player is signed in, then 30 s after each answer while that lasts.
  sample({ clock: $active.updates, filter: (active) => active, target: pingFx });
  sample({
    clock: pingFx.finally,
    source: $active,
    filter: (active) => active,
    fn: () => ({ ms: LIMIT_PING_INTERVAL_MS, payload: undefined }),
    target: nextPing.started,
  });
  sample({ clock: nextPing.fired, source: $active, filter: (active) => active, target: pingFx });
  const logFailureFx = createEffect((error: unknown) => deps.logger?.warn('limit-service ping failed', { error: String(error) }));
  sample({ clock: pingFx.failData, target: logFailureFx });

  // The session limit's end: armed from each ping's answer.
  const remaining = sample({ clock: pingFx.doneData, source: $active, filter: (active) => active, fn: (_, ping) => sessionLimitTimerMs(ping.sessionRemainingHours) });
  sample({ clock: remaining, filter: (ms) => ms !== null, fn: (ms) => ({ ms: ms ?? 0, payload: undefined }), target: sessionEnd.started });
  sample({ clock: remaining, filter: (ms) => ms === null, target: sessionEnd.stopped });
  $ended.on(sample({ clock: sessionEnd.fired, source: $active, filter: (active) => active }), () => true);

  // Signed out (by the player, the idle logoff, or here): no pings, no timer, no error.
  const signedOut = sample({ clock: deps.$isAuthenticated.updates, filter: (signedIn) => !signedIn });
  sample({ clock: signedOut, target: [nextPing.stopped, sessionEnd.stopped] });
  $ended.reset(signedOut);
  sample({ clock: acknowledged, source: $ended, filter: (ended) => ended, fn: () => undefined, target: disconnected });

  return { started, acknowledged, disconnected, $ended };
}

export type SessionLimitModel = ReturnType<typeof createSessionLimitModel>;
