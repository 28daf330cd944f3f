import { delay, type ClockPort } from '../../../domain/shared/clock.port';
import { HttpAdapterError } from '../http-adapter.error';

/** `retries` repeats after the first attempt, `delayMs` apart. */
export interface RetryPolicy {
  readonly retries: number;
  readonly delayMs: number;
}

/** Per-call policies (spec 001 §7, §9 and 000 §4). */
export const RETRY_POLICIES = {
  /** config/all.json: retried 5 times at 1000 ms. */
  config: { retries: 5, delayMs: 1000 },
  /** redirect-light: retried 5 times; the spec gives no delay, 1000 ms is ours (same as config). */
  redirects: { retries: 5, delayMs: 1000 },
  /** v2/block: retried 2 times at 100 ms. */
  block: { retries: 2, delayMs: 100 },
  /** Start-up session check: 2 retries at 1500 ms. */
  startupSessionCheck: { retries: 2, delayMs: 1500 },
  /** Account update: up to 5 times every 2500 ms until an active account exists. */
  accountUpdate: { retries: 5, delayMs: 2500 },
  /** After adding a currency: poll every 1000 ms, up to 5 repeats, until it appears. */
  addCurrencyPoll: { retries: 5, delayMs: 1000 },
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
    case 'invalid-response':
      return true;
    case 'http':
      return error.status >= 500 || error.status === 408 || error.status === 429;
  }
}

export interface RetryOptions<T> {
  /** Which failures to retry; transient ones by default. */
  retryOn?: (error: unknown) => boolean;
  /** Polling: a successful value that is not yet good enough is fetched again (the last one is returned). */
  until?: (value: T) => boolean;
}

/**
 * The one retry helper. An 'unsafe' request is attempted exactly once
 * whatever the policy says, so a non-idempotent call is never duplicated.
 */
export async function retry<T>(
  clock: ClockPort,
  policy: RetryPolicy,
  safety: RetrySafety,
  attempt: (attemptIndex: number) => Promise<T>,
  options: RetryOptions<T> = {},
): Promise<T> {
  const retries = safety === 'unsafe' ? 0 : policy.retries;
  const retryOn = options.retryOn ?? isTransientFailure;
  for (let index = 0; ; index++) {
    let value: T;
    try {
      value = await attempt(index);
    } catch (error) {
      if (index >= retries || !retryOn(error)) throw error;
      await delay(clock, policy.delayMs);
      continue;
    }
    if (options.until && !options.until(value) && index < retries) {
      await delay(clock, policy.delayMs);
      continue;
    }
    return value;
  }
}
