import { type Limit, LimitType, SESSION_LIMIT_NOT_SET } from './limit';

/** Why a record of the limit service is not a limit: a value that is not a number, or below zero (QA18 #6). */
export type LimitProblem = 'value-not-a-number' | 'negative-value';

/** A record of the limit service that could not be read as a limit: not shown, counted and logged. */
export interface UnreadableLimit {
  limitType: number;
  limitValue: number;
  problem: LimitProblem;
}

/** The limit service's records sorted out: the limits to show, and the ones that could not be read. */
export interface ReadLimits {
  limits: Limit[];
  unreadable: UnreadableLimit[];
}

const problemOf = (limit: Limit): LimitProblem | null => {
  if (!Number.isFinite(limit.limitValue)) return 'value-not-a-number';
  // spec 001 §3: a session limit of -1 is "not set", the one value below zero a limit may have
  if (limit.limitValue < 0 && !(limit.limitType === LimitType.Session && limit.limitValue === SESSION_LIMIT_NOT_SET)) return 'negative-value';
  return null;
};

/** A time the service did not send, or sent as 0, below it or not a number, is 0: not known (see Limit). */
const time = (seconds: number): number => (Number.isFinite(seconds) && seconds > 0 ? seconds : 0);

/**
 * The limit service's records as limits the screen can show (QA18 #4, #6). A record whose value is below
 * zero (the session limit's -1 aside) or not a number is malformed: it is no limit, so it is left out and
 * reported as unreadable, and the others are kept. Design: an amount left below zero is the limit used up (a
 * limit lowered under what was already deposited or staked), so it reads 0, not a negative amount; an amount
 * left that is not a number is none (null). A time not sent or not above 0 is 0, not known.
 */
export function readLimits(records: readonly Limit[]): ReadLimits {
  const limits: Limit[] = [];
  const unreadable: UnreadableLimit[] = [];
  for (const record of records) {
    const problem = problemOf(record);
    if (problem) {
      unreadable.push({ limitType: record.limitType, limitValue: record.limitValue, problem });
      continue;
    }
    const balance = record.limitBalance;
    limits.push({
      ...record,
      startedAt: time(record.startedAt),
      endsAt: time(record.endsAt),
      limitBalance: balance === null || !Number.isFinite(balance) ? null : Math.max(0, balance),
    });
  }
  return { limits, unreadable };
}
