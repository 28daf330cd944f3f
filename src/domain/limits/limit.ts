/** spec 001 §3, §4: limit states. */
export const LIMIT_STATES = ['ACTIVE', 'PENDING', 'INACTIVE'] as const;
export type LimitState = (typeof LIMIT_STATES)[number];

/**
 * spec 001 §3 Limit (from the limit service). Times are seconds since the epoch; 0 is a time the service did
 * not send (a limit not started, an open-ended one, a time-out whose end it did not say): not known, never a
 * date (QA18 #4: an endsAt of 0 read "until 1 Jan 1970"). See knownTime.
 */
export interface Limit {
  limitType: number;
  limitValue: number;
  limitState: LimitState;
  startedAt: number;
  endsAt: number;
  limitBalance: number | null;
  needApprove: boolean;
  measure: string;
  label: string;
}

export type LimitKind = 'wagering' | 'loss' | 'deposit' | 'self-exclusion' | 'session' | 'reality-check' | 'deposit-timeout';
export type LimitPeriod = '24h' | '7d' | '30d';
/** What limitValue counts: money amounts, or a duration unit. */
export type LimitUnit = 'money' | 'days' | 'hours' | 'minutes';

export interface LimitTypeInfo {
  type: number;
  kind: LimitKind;
  unit: LimitUnit;
  period: LimitPeriod | null;
}

/** spec 001 §3 Limit types. */
export const LIMIT_TYPES: readonly LimitTypeInfo[] = [
  { type: 1, kind: 'wagering', unit: 'money', period: '24h' },
  { type: 2, kind: 'wagering', unit: 'money', period: '7d' },
  { type: 3, kind: 'wagering', unit: 'money', period: '30d' },
  { type: 10, kind: 'loss', unit: 'money', period: '24h' },
  { type: 11, kind: 'loss', unit: 'money', period: '7d' },
  { type: 12, kind: 'loss', unit: 'money', period: '30d' },
  { type: 20, kind: 'deposit', unit: 'money', period: '24h' },
  { type: 21, kind: 'deposit', unit: 'money', period: '7d' },
  { type: 22, kind: 'deposit', unit: 'money', period: '30d' },
  { type: 30, kind: 'self-exclusion', unit: 'days', period: null },
  { type: 31, kind: 'session', unit: 'hours', period: null },
  { type: 32, kind: 'reality-check', unit: 'minutes', period: null },
  { type: 33, kind: 'deposit-timeout', unit: 'days', period: null },
];

export const LimitType = {
  Wagering24h: 1,
  Wagering7d: 2,
  Wagering30d: 3,
  Loss24h: 10,
  Loss7d: 11,
  Loss30d: 12,
  Deposit24h: 20,
  Deposit7d: 21,
  Deposit30d: 22,
  SelfExclusion: 30,
  Session: 31,
  RealityCheck: 32,
  DepositTimeout: 33,
} as const;

/** spec 001 §3: a session limit of -1 means not set. */
export const SESSION_LIMIT_NOT_SET = -1;

export const limitTypeInfo = (type: number): LimitTypeInfo | null => LIMIT_TYPES.find((info) => info.type === type) ?? null;

export const isDepositLimitType = (type: number): boolean => limitTypeInfo(type)?.kind === 'deposit';

/** A limit's time when the service sent one: seconds above 0; 0, a negative or a non-number is not known (null). */
export const knownTime = (seconds: number): number | null => (Number.isFinite(seconds) && seconds > 0 ? seconds : null);
