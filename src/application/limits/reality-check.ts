import { LimitType, type Limit } from '../../domain/limits';
import type { KeyValueStoragePort } from '../../domain/shared';

/** An ACTIVE reality check (spec 001 §3 type 32): its interval and when it took effect. */
export interface RealityCheck {
  minutes: number;
  /** When the limit took effect, ms since 1970. */
  sinceMs: number;
}

/**
 * The player's session as the reality check counts it, one for every tab of the browser: kept in local
 * storage, so a reload and a second tab continue the count, and a Continue in one tab answers them all.
 */
export interface RealityCheckSession {
  userId: number;
  /** When the player signed in (or, restored without a record, when a tab first saw them signed in). */
  signedInAt: number;
  /** When the player last answered a reminder with Continue (in any tab); null before the first. */
  continuedAt: number | null;
}

export const REALITY_CHECK_STORAGE_KEY = 'reality_check_session';

/** How often a tab with the player signed in marks the record as still in use (its `seenAt`). */
export const REALITY_CHECK_HEARTBEAT_MS = 60_000;

/**
 * A record no tab has marked for this long is a visit that ended (every tab closed, the browser quit): a
 * session restored after it (remember me) counts afresh instead of from yesterday's sign-in. Five heartbeats,
 * since a background tab's timers may run a minute late.
 */
export const REALITY_CHECK_GAP_MS = 5 * 60_000;

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

/** A stored record: the count and when a tab last marked it; null when it is not one (a malformed record starts afresh). */
export function parseRealityCheckRecord(raw: string | null): { session: RealityCheckSession; seenAt: number } | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { userId, signedInAt, continuedAt, seenAt } = value as Record<string, unknown>;
    if (typeof userId !== 'number' || !Number.isInteger(userId) || !isTime(signedInAt) || !isTime(seenAt)) return null;
    if (continuedAt !== null && !isTime(continuedAt)) return null;
    return { session: { userId, signedInAt, continuedAt }, seenAt };
  } catch {
    return null;
  }
}

/** The stored count if a tab marked it within REALITY_CHECK_GAP_MS of `nowMs`; else null (none, malformed, or a visit that ended). */
export function readRealityCheckSession(storage: KeyValueStoragePort, nowMs: number): RealityCheckSession | null {
  const record = parseRealityCheckRecord(storage.get(REALITY_CHECK_STORAGE_KEY));
  return record && nowMs - record.seenAt <= REALITY_CHECK_GAP_MS ? record.session : null;
}

export function writeRealityCheckSession(storage: KeyValueStoragePort, session: RealityCheckSession | null, nowMs: number): void {
  if (session) storage.set(REALITY_CHECK_STORAGE_KEY, JSON.stringify({ ...session, seenAt: nowMs }));
  else storage.remove(REALITY_CHECK_STORAGE_KEY);
}

/** The same count (a record's `seenAt` aside). */
export const sameCount = (a: RealityCheckSession | null, b: RealityCheckSession | null): boolean =>
  a === b || (a !== null && b !== null && a.userId === b.userId && a.signedInAt === b.signedInAt && a.continuedAt === b.continuedAt);

/**
 * Two tabs' counts of one player as one: the earlier sign-in (two tabs that each started a count when they
 * saw the player keep the first) and the later Continue (an answer in either tab answers both).
 */
export function mergeCounts(mine: RealityCheckSession, theirs: RealityCheckSession): RealityCheckSession {
  const continued = [mine.continuedAt, theirs.continuedAt].filter((t): t is number => t !== null);
  return {
    userId: mine.userId,
    signedInAt: Math.min(mine.signedInAt, theirs.signedInAt),
    continuedAt: continued.length > 0 ? Math.max(...continued) : null,
  };
}
