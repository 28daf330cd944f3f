import { LimitType, type Limit } from '../../domain/limits';
import type { KeyValueStoragePort } from '../../domain/shared';

/** An ACTIVE reality check (spec 001 §3 type 32): its interval and when it took effect. */
export interface RealityCheck {
  minutes: number;
  /** When the limit took effect, ms since 1970. */
  sinceMs: number;
}

/** This tab's session as the reality check counts it, kept in session storage so a reload keeps the count. */
export interface RealityCheckSession {
  userId: number;
  /** When the player signed in (or, restored without a record, when this tab first saw them signed in). */
  signedInAt: number;
  /** When the player last answered a reminder with Continue; null before the first. */
  continuedAt: number | null;
}

export const REALITY_CHECK_STORAGE_KEY = 'reality_check_session';

/**
 * The player's reality check, if one is ACTIVE now: spec 001 §3 type 32 in minutes. A limit whose end has
 * come (endsAt in the past, a cancellation taking effect) no longer reminds.
 */
export function activeRealityCheck(limits: readonly Limit[], nowMs: number): RealityCheck | null {
  const limit = limits.find(
    (l) =>
      l.limitType === LimitType.RealityCheck &&
      l.limitState === 'ACTIVE' &&
      Number.isFinite(l.limitValue) &&
      l.limitValue > 0 &&
      !(l.endsAt > 0 && l.endsAt * 1000 <= nowMs),
  );
  return limit ? { minutes: limit.limitValue, sinceMs: limit.startedAt * 1000 } : null;
}

/**
 * When the next reminder is due: N minutes after the latest of the sign-in, the limit's taking effect and the
 * player's last Continue. A limit set before the sign-in counts from the sign-in; one set during the session
 * (or made stricter, which starts it again) counts from then.
 */
export const nextReminderAt = (session: RealityCheckSession, check: RealityCheck): number =>
  Math.max(session.signedInAt, check.sinceMs, session.continuedAt ?? 0) + check.minutes * 60_000;

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The stored session record; null when there is none or it is not one (a malformed record starts afresh). */
export function readRealityCheckSession(storage: KeyValueStoragePort): RealityCheckSession | null {
  const raw = storage.get(REALITY_CHECK_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { userId, signedInAt, continuedAt } = value as Record<string, unknown>;
    if (typeof userId !== 'number' || !Number.isInteger(userId) || !isTime(signedInAt)) return null;
    if (continuedAt !== null && !isTime(continuedAt)) return null;
    return { userId, signedInAt, continuedAt };
  } catch {
    return null;
  }
}

export function writeRealityCheckSession(storage: KeyValueStoragePort, session: RealityCheckSession | null): void {
  if (session) storage.set(REALITY_CHECK_STORAGE_KEY, JSON.stringify(session));
  else storage.remove(REALITY_CHECK_STORAGE_KEY);
}
