import type { ClockPort } from '../../../domain/shared/clock.port';
import { retryOnClock, type RetryOptions, type RetryPolicy } from '../../../domain/shared/retry';
import { ACCOUNTS_UPDATE_RETRY } from '../../../domain/player/accounts';
import { BLOCK_RETRY, CONFIG_RETRY } from '../../../domain/startup/startup.constants';
import { HttpAdapterError } from '../http-adapter.error';

export type { RetryOptions, RetryPolicy };

/**
 * The transport retries of the calls the spec gives a retry count for (spec
 * 001 §7, §9 and 000 §4), taken from the domain's constants. Polling rules
 * (an account update until an active account exists, the add-currency poll)
 * and the redirect and start-up session retries run in the application on
 * the clock port, in both builds; an adapter does not repeat them.
 */
export const RETRY_POLICIES = {
  /** config/all.json: retried 5 times at 1000 ms. */
  config: CONFIG_RETRY,
  /** v2/block: retried 2 times at 100 ms. */
  block: BLOCK_RETRY,
  /** Account data: a transient failure is retried 5 times at 2500 ms (the until-active poll is the application's). */
  accountData: ACCOUNTS_UPDATE_RETRY,
} as const satisfies Record<string, RetryPolicy>;

/**
 * Whether a request may be sent again: GET/HEAD/PUT/DELETE/OPTIONS are
 * idempotent; a POST only when the contract declares it a lookup
 * (x-idempotent) or it carries an Idempotency-Key.
 */
export type RetrySafety = 'idempotent' | 'keyed' | 'unsafe';

export function retrySafetyOf(
  method: string,
  options: { idempotencyKey?: string | null; declaredIdempotent?: boolean } = {},
): RetrySafety {
  if (['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'].includes(method.toUpperCase())) return 'idempotent';
  if (options.declaredIdempotent) return 'idempotent';
  if (options.idempotencyKey) return 'keyed';
  return 'unsafe';
}

/** Failures worth another attempt: the network, a bad body, 5xx, 408 and 429. Never a cancellation or another 4xx. */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof HttpAdapterError)) return true;
  switch (error.code) {
    case 'cancelled':
      return false;
    case 'network':
    case 'timeout':
    case 'invalid-response':
      return true;
    case 'http':
      return error.status >= 500 || error.status === 408 || error.status === 429;
  }
}

/**
 * The pipeline's retry: the domain's one retry loop (retryOnClock) with retry
 * safety — an 'unsafe' request is attempted exactly once whatever the policy
 * says, so a non-idempotent call is never duplicated — and, by default, only
 * transient failures tried again.
 */
export function retry<T>(
  clock: ClockPort,
  policy: RetryPolicy,
  safety: RetrySafety,
  attempt: (attemptIndex: number) => Promise<T>,
  options: RetryOptions<T> = {},
): Promise<T> {
  return retryOnClock(clock, safety === 'unsafe' ? { ...policy, retries: 0 } : policy, attempt, {
    retryOn: options.retryOn ?? isTransientFailure,
    ...(options.until ? { until: options.until } : {}),
  });
}
