import { delay, type ClockPort } from '../../domain/shared';

/**
 * Run `attempt` once, then again up to `policy.retries` times with
 * `policy.delayMs` between tries on the clock port; the last error wins.
 * With `until`, a value that is not yet good enough is also tried again
 * (polling), and the last value is returned when the tries run out;
 * `retryOn` narrows which errors are tried again (all by default).
 * The application layer's one retry helper (the HTTP pipeline has its own
 * for transport-level retries).
 */
export async function withRetry<T>(
  clock: ClockPort,
  policy: { readonly retries: number; readonly delayMs: number },
  attempt: () => Promise<T>,
  options: { until?: (value: T) => boolean; retryOn?: (error: unknown) => boolean } = {},
): Promise<T> {
  let last: { ok: true; value: T } | { ok: false; error: unknown } | null = null;
  for (let tryNo = 0; tryNo <= policy.retries; tryNo += 1) {
    if (tryNo > 0 && policy.delayMs > 0) await delay(clock, policy.delayMs);
    try {
      const value = await attempt();
      if (!options.until || options.until(value)) return value;
      last = { ok: true, value };
    } catch (error) {
      if (options.retryOn && !options.retryOn(error)) throw error;
      last = { ok: false, error };
    }
  }
  if (last?.ok) return last.value;
  throw last?.error;
}
