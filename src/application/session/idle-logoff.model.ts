import { combine, createEffect, createEvent, createStore, sample, type EventCallable, type Store } from 'effector';
import type { SiteConfig } from '../../domain/config';
import {
  IDLE_THROTTLE_MS,
  idleDecision,
  isIdleLogoffEnabled,
  LAST_ACTIVE_STORAGE_KEY,
  parseLastActive,
  serializeLastActive,
  type IdleDecision,
} from '../../domain/session';
import type { ClockPort, KeyValueStoragePort } from '../../domain/shared';
import { createClockTimer } from './clock-timer';

export interface IdleLogoffDeps {
  /** Local storage: the last-active time is shared by the player's tabs and survives a closed browser. */
  local: KeyValueStoragePort;
  clock: ClockPort;
  $siteConfig: Store<SiteConfig | null>;
  $isAuthenticated: Store<boolean>;
  $ready: Store<boolean>;
  /** Called when the limit is reached (the session model logs out and leaves the notice flag). */
  idleLogoutRequested: EventCallable<void>;
}

/**
 * Idle auto-logoff (spec 000 §4, §9): with siteConfig.idleLogoffMinutes set,
 * a signed-in player with no activity (the view reports mousemove, mousedown,
 * resize, keydown, touchstart, touchend, wheel) for that many minutes is
 * logged out, unless media is playing. Activity is stored at most every
 * 100 ms; the stored time is what the check reads, so a return after the
 * limit (a closed tab, a sleeping laptop) signs out at once.
 */
export function createIdleLogoffModel(deps: IdleLogoffDeps) {
  const activityDetected = createEvent();
  const mediaPlayingChanged = createEvent<boolean>();

  const $mediaPlaying = createStore(false).on(mediaPlayingChanged, (_, playing) => playing);
  const $limitMinutes = deps.$siteConfig.map((c) => c?.idleLogoffMinutes ?? null);
  const $watching = combine(
    deps.$ready,
    deps.$isAuthenticated,
    $limitMinutes,
    (ready, auth, limit) => ready && auth && isIdleLogoffEnabled(limit),
  );
  const timer = createClockTimer(deps.clock);

  // ---- activity, throttled to 100 ms -------------------------------------
  const $lastWrittenAt = createStore<number | null>(null);
  const recordActivityFx = createEffect((lastWrittenAt: number | null) => {
    const now = deps.clock.now();
    if (lastWrittenAt !== null && now - lastWrittenAt < IDLE_THROTTLE_MS) return lastWrittenAt;
    deps.local.set(LAST_ACTIVE_STORAGE_KEY, serializeLastActive(now));
    return now;
  });
  $lastWrittenAt.on(recordActivityFx.doneData, (_, at) => at);
  sample({ clock: activityDetected, source: $lastWrittenAt, filter: $watching, target: recordActivityFx });

  // ---- the check ---------------------------------------------------------
  const checkFx = createEffect(
    ({ limitMinutes, mediaPlaying, fresh }: { limitMinutes: number | null; mediaPlaying: boolean; fresh: boolean }): IdleDecision => {
      const now = deps.clock.now();
      // a fresh login starts a new idle period; playing media counts as activity
      if (fresh || mediaPlaying) deps.local.set(LAST_ACTIVE_STORAGE_KEY, serializeLastActive(now));
      const stored = parseLastActive(deps.local.get(LAST_ACTIVE_STORAGE_KEY));
      if (stored === null) deps.local.set(LAST_ACTIVE_STORAGE_KEY, serializeLastActive(now));
      return idleDecision({ lastActiveAt: stored ?? now, now, limitMinutes, mediaPlaying });
    },
  );
  const $decision = createStore<IdleDecision>({ kind: 'disabled' }).on(checkFx.doneData, (_, d) => d);

  // a session restored at start-up keeps the stored time (a return after the limit signs out) ...
  sample({
    clock: deps.$ready.updates,
    source: { watching: $watching, limitMinutes: $limitMinutes, mediaPlaying: $mediaPlaying },
    filter: ({ watching }, ready) => ready && watching,
    fn: ({ limitMinutes, mediaPlaying }) => ({ limitMinutes, mediaPlaying, fresh: false }),
    target: checkFx,
  });
  // ... a login after start-up starts a new idle period
  sample({
    clock: deps.$isAuthenticated.updates,
    source: { ready: deps.$ready, limitMinutes: $limitMinutes, mediaPlaying: $mediaPlaying },
    filter: ({ ready, limitMinutes }, auth) => ready && auth && isIdleLogoffEnabled(limitMinutes),
    fn: ({ limitMinutes, mediaPlaying }) => ({ limitMinutes, mediaPlaying, fresh: true }),
    target: checkFx,
  });
  sample({ clock: $watching.updates, filter: (w) => !w, target: timer.stopped });
  sample({
    clock: timer.fired,
    source: { limitMinutes: $limitMinutes, mediaPlaying: $mediaPlaying, watching: $watching },
    filter: ({ watching }) => watching,
    fn: ({ limitMinutes, mediaPlaying }) => ({ limitMinutes, mediaPlaying, fresh: false }),
    target: checkFx,
  });
  sample({
    clock: checkFx.doneData,
    filter: (d) => d.kind === 'wait',
    fn: (d) => ({ ms: d.kind === 'wait' ? d.remainingMs : 0, payload: undefined }),
    target: timer.started,
  });
  const limitReached = sample({ clock: checkFx.doneData, filter: (d) => d.kind === 'logout' });
  sample({ clock: limitReached, fn: () => undefined, target: deps.idleLogoutRequested });

  return { activityDetected, mediaPlayingChanged, $watching, $decision, $mediaPlaying };
}

export type IdleLogoffModel = ReturnType<typeof createIdleLogoffModel>;
