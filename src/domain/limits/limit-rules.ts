import { type Limit, LimitType, SESSION_LIMIT_NOT_SET, isDepositLimitType, knownTime } from './limit';

/** spec 001 §4, §7, §9: the limit service is pinged every 30 s while active. */
export const LIMIT_PING_INTERVAL_MS = 30_000;

/** spec 001 §9: a pending deposit limit can be approved within 86400 s after its start. */
export const PENDING_DEPOSIT_APPROVAL_WINDOW_S = 86_400;

export type PendingChange = 'increase' | 'decrease';

/** spec 001 §5: a new limit below the current one is a decrease; above it, an increase; equal, no marker. */
export function pendingChangeMarker(currentValue: number | null, pendingValue: number): PendingChange | null {
  if (currentValue === null || currentValue === pendingValue) return null;
  return pendingValue > currentValue ? 'increase' : 'decrease';
}

/** spec 001 §4: a pending deposit limit with needApprove waits for the player's approval. */
export const isAwaitingApproval = (limit: Limit): boolean =>
  limit.limitState === 'PENDING' && limit.needApprove && isDepositLimitType(limit.limitType);

/** spec 001 §9: hours left to approve, shown as the ceiling of hours; 0 once the window has passed. */
export function approvalHoursLeft(limit: Pick<Limit, 'startedAt'>, nowSeconds: number): number {
  const secondsLeft = limit.startedAt + PENDING_DEPOSIT_APPROVAL_WINDOW_S - nowSeconds;
  return secondsLeft > 0 ? Math.ceil(secondsLeft / 3600) : 0;
}

/** spec 001 §4: the approval notice shows for a limit awaiting approval while hours remain. */
export const showsApprovalNotice = (limit: Limit, nowSeconds: number): boolean =>
  isAwaitingApproval(limit) && approvalHoursLeft(limit, nowSeconds) > 0;

const LOCKED_WHILE_ACTIVE: readonly number[] = [LimitType.SelfExclusion, LimitType.DepositTimeout];

/** spec 001 §4: self-exclusion and time-out are disabled and not cancellable while ACTIVE. */
export const isLockedWhileActive = (limit: Limit): boolean =>
  limit.limitState === 'ACTIVE' && LOCKED_WHILE_ACTIVE.includes(limit.limitType);

/** spec 001 §4: a notice shows the start and end of a locked self-exclusion or time-out; a time the service did not send is null (QA18 #4). */
export const lockNotice = (limit: Limit): { startedAt: number | null; endsAt: number | null } | null =>
  isLockedWhileActive(limit) ? { startedAt: knownTime(limit.startedAt), endsAt: knownTime(limit.endsAt) } : null;

/**
 * Whether the field of a limit is disabled. spec 001 §4 locks self-exclusion
 * and time-out while ACTIVE. Design: a deposit limit awaiting approval is
 * also disabled until it is approved or cancelled, so a second change cannot
 * stack on an unanswered one; this is the "disabled field" that disables
 * the other money sections under the feature flag.
 */
export const isLimitFieldDisabled = (limit: Limit): boolean => isLockedWhileActive(limit) || isAwaitingApproval(limit);

/**
 * spec 001 §4: a pending deposit limit with needApprove is cancellable;
 * self-exclusion and time-out are not while ACTIVE. Design: any other ACTIVE
 * or PENDING limit is cancellable; an INACTIVE one has nothing to cancel.
 */
export const isLimitCancellable = (limit: Limit): boolean =>
  !isLockedWhileActive(limit) && limit.limitState !== 'INACTIVE';

/** spec 001 §4: warn in the extra-limits section when a chosen self-exclusion has not yet started. */
export const isSelfExclusionNotStarted = (limit: Limit, nowSeconds: number): boolean =>
  limit.limitType === LimitType.SelfExclusion && limit.limitState !== 'INACTIVE' && limit.startedAt > nowSeconds;

/** spec 001 §4: rejecting refreshes the list, which drops pending deposit limits. */
export const withoutPendingDepositLimits = (limits: readonly Limit[]): Limit[] =>
  limits.filter((limit) => !(limit.limitState === 'PENDING' && isDepositLimitType(limit.limitType)));

/**
 * spec 001 §4: when a remaining session limit in hours is known, a timer
 * fires at its end. Returns the delay in ms, or null when not known or not
 * set (-1). A limit already used up fires at once (0).
 */
export function sessionLimitTimerMs(remainingHours: number | null): number | null {
  if (remainingHours === null || !Number.isFinite(remainingHours) || remainingHours === SESSION_LIMIT_NOT_SET) return null;
  return Math.max(0, remainingHours * 3_600_000);
}

/**
 * spec 001 §4, §8: the session-limit end is a permanent error (session limit
 * ended, visit tomorrow); on close or submit the player is disconnected.
 */
export const SESSION_LIMIT_END = {
  messageKey: 'limits_session_limit_ended',
  permanent: true,
  onCloseOrSubmit: 'disconnect',
} as const;
