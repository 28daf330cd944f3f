import { delay, type ClockPort } from './clock.port';

/** `retries` repeats after the first attempt, `delayMs` apart. */
export interface RetryPolicy {
  readonly retries: number;
  readonly delayMs: number;
}

export interface RetryOptions<T> {
  /** Which failures to try again; every failure by default. */
  retryOn?: (error: unknown) => boolean;
  /** Polling: a value that is not yet good enough is fetched again; the last one is returned when the tries run out. */
  until?: (value: T) => boolean;
}

/**
 * The one retry loop: run `attempt`, then again up to `policy.retries` times
 * with `policy.delayMs` between tries on the clock port (no wait for 0 ms).
 * A failure `retryOn` refuses is thrown at once; otherwise the last failure
 * wins. The application uses it as is; the HTTP pipeline's `retry` adds
 * retry safety (an unsafe request is tried once) and retries only transient
 * failures.
 */
export async function retryOnClock<T>(
  clock: ClockPort,
  policy: RetryPolicy,
  attempt: (attemptIndex: number) => Promise<T>,
  options: RetryOptions<T> = {},
): Promise<T> {
  const retryOn = options.retryOn ?? (() => true);
  const wait = () => (policy.delayMs > 0 ? delay(clock, policy.delayMs) : Promise.resolve());
  for (let index = 0; ; index++) {
    let value: T;
    try {
      value = await attempt(index);
    } catch (error) {
      if (index >= policy.retries || !retryOn(error)) throw error;
      await wait();
      continue;
    }
    if (options.until && !options.until(value) && index < policy.retries) {
      await wait();
      continue;
    }
    return value;
  }
}
