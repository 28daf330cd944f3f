/** spec 000 §4, §9: the session is re-checked every 60 s while the page is visible. */
export const SESSION_RECHECK_INTERVAL_MS = 60_000;

/** spec 000 §4: the start-up session check retries 2 times with a 1500 ms delay. */
export const STARTUP_SESSION_CHECK_RETRY = { retries: 2, delayMs: 1500 } as const;

export type PageVisibility = 'visible' | 'hidden';

/** spec 000 §4: the recheck runs only while the page is visible; it pauses when hidden. */
export const shouldRecheckSession = (visibility: PageVisibility): boolean => visibility === 'visible';

/**
 * spec 000 §4: on return to a visible page the recheck resumes. Design: if a
 * full interval passed while hidden, check at once rather than waiting
 * another interval; otherwise wait out the rest of the interval.
 */
export function recheckDelayOnResume(lastCheckedAt: number | null, now: number): number {
  if (lastCheckedAt === null) return 0;
  return Math.max(0, lastCheckedAt + SESSION_RECHECK_INTERVAL_MS - now);
}

/** spec 000 §4: a user id from the session check signs the player in; none disconnects. */
export type SessionCheckOutcome = { kind: 'signed-in'; userId: number } | { kind: 'disconnect' };

export function sessionCheckOutcome(userId: number | null | undefined): SessionCheckOutcome {
  return typeof userId === 'number' && Number.isInteger(userId) && userId > 0
    ? { kind: 'signed-in', userId }
    : { kind: 'disconnect' };
}
