/**
 * Loading one remote view (spec 000 §4 "Remote view", spec 001 §6 "Remote
 * views", §9): states, the automatic retry schedule after a failed load, and
 * the throttle on the player's reload button.
 */
export type RemoteViewStatus = 'not-exist' | 'loading' | 'ready' | 'error';

/** spec 001 §9: remote view retries 3, at 1000 ms doubling. */
export const REMOTE_VIEW_RETRY = { retries: 3, firstDelayMs: 1000, factor: 2 } as const;

/** spec 001 §9: reload throttled to 1000 ms. */
export const REMOTE_VIEW_RELOAD_THROTTLE_MS = 1000;

/**
 * How long to wait before the next automatic retry after `retriesDone`
 * automatic retries have already run: 1000, 2000, 4000 ms, then null
 * (retrying stops, spec 001 §6).
 */
export function retryDelayMs(retriesDone: number): number | null {
  if (!Number.isInteger(retriesDone) || retriesDone < 0 || retriesDone >= REMOTE_VIEW_RETRY.retries) return null;
  return REMOTE_VIEW_RETRY.firstDelayMs * REMOTE_VIEW_RETRY.factor ** retriesDone;
}

/**
 * Whether a reload asked for at `now` runs: the first one always, later ones
 * only when 1000 ms have passed since the last one that ran (a leading-edge
 * throttle; a press inside the window is dropped, not deferred).
 */
export function reloadAllowed(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= REMOTE_VIEW_RELOAD_THROTTLE_MS;
}
