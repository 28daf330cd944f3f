import type { Limit } from './limit';

/** spec 001 §7: limitaction query action: 0 reject, 1 approve. */
export const LimitAction = { Reject: 0, Approve: 1 } as const;
export type LimitAction = (typeof LimitAction)[keyof typeof LimitAction];

/** What the limit service says after an action: its title, shown in place of our own message when present. */
export interface LimitActionResult {
  title: string | null;
}

/** The limit service's answer to a keep-alive ping: the hours left of the session limit, null when none is set. */
export interface LimitPing {
  sessionRemainingHours: number | null;
}

/**
 * The limit service (spec 001 §7). Implementations send X-Language and the
 * extra auth header, and reject with a LimitsError on failure.
 */
export interface LimitsPort {
  /** GET v3/limits. */
  list(): Promise<Limit[]>;
  /** POST v3/limitaction?action=0|1 for a pending limit of this type. */
  respondToPending(limitType: number, action: LimitAction): Promise<LimitActionResult>;
  /** DELETE v3/limit: cancels the limit of this type. */
  delete(limitType: number): Promise<LimitActionResult>;
  /** POST v3/ping, every LIMIT_PING_INTERVAL_MS while active. */
  ping(): Promise<LimitPing>;
}
export const LimitsPort = Symbol.for('LimitsPort');
