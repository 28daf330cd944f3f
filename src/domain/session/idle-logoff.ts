/** spec 000 §9: activity events that reset the idle timer. */
export const IDLE_ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'resize', 'keydown', 'touchstart', 'touchend', 'wheel'] as const;
export type IdleActivityEvent = (typeof IDLE_ACTIVITY_EVENTS)[number];

/** spec 000 §9: activity handling is throttled to 100 ms. */
export const IDLE_THROTTLE_MS = 100;

/** spec 000 §3: local-storage key of the player's last active time (ms since epoch, decimal string). */
export const LAST_ACTIVE_STORAGE_KEY = 'user_last_active_time';

/** spec 000 §3, §4: local-storage flag that makes the next visit show the inactivity notice. */
export const AUTO_LOGOFF_NOTICE_STORAGE_KEY = 'auto_logoff_modal';

/** spec 000 §8: dictionary key of the inactivity notice. */
export const AUTO_LOGOFF_NOTICE_KEY = 'modal_autologoff_inactivity';

/** spec 000 §9: limit = configured minutes x 60000 ms. */
export const idleLimitMs = (limitMinutes: number): number => limitMinutes * 60_000;

/** Auto-logoff is on only with a positive configured limit (spec 000 §4: "when enabled"). */
export const isIdleLogoffEnabled = (limitMinutes: number | null | undefined): limitMinutes is number =>
  typeof limitMinutes === 'number' && Number.isFinite(limitMinutes) && limitMinutes > 0;

export type IdleDecision =
  | { kind: 'disabled' }
  | { kind: 'logout' }
  /** Check again after `remainingMs`. */
  | { kind: 'wait'; remainingMs: number };

export interface IdleInput {
  /** Last activity, ms since epoch; null when never recorded (treated as now). */
  lastActiveAt: number | null;
  now: number;
  limitMinutes: number | null;
  mediaPlaying: boolean;
}

/**
 * spec 000 §4: log out after the configured inactive minutes unless media is
 * playing. Design: playing media counts as activity, so the wait restarts
 * with the full limit; reaching the limit exactly logs out.
 */
export function idleDecision({ lastActiveAt, now, limitMinutes, mediaPlaying }: IdleInput): IdleDecision {
  if (!isIdleLogoffEnabled(limitMinutes)) return { kind: 'disabled' };
  const limit = idleLimitMs(limitMinutes);
  if (mediaPlaying || lastActiveAt === null) return { kind: 'wait', remainingMs: limit };
  const idleFor = Math.max(0, now - lastActiveAt);
  return idleFor >= limit ? { kind: 'logout' } : { kind: 'wait', remainingMs: limit - idleFor };
}

/** Reads the stored last-active time; anything but a finite non-negative integer is null. */
export function parseLastActive(stored: string | null): number | null {
  if (stored === null || !/^\d{1,16}$/.test(stored.trim())) return null;
  return Number(stored.trim());
}

export const serializeLastActive = (at: number): string => String(Math.floor(at));
