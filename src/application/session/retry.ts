import { delay, type ClockPort } from '../../domain/shared';

/**
 * Run `attempt` once, then again up to `policy.retries` times with
 * `policy.delayMs` between tries on the clock port; the last error wins.
 * The application layer's one retry helper (the HTTP pipeline has its own
 * for transport-level retries).
 */
export async function withRetry<T>(
  clock: ClockPort,
  policy: { readonly retries: number; readonly delayMs: number },
  attempt: () => Promise<T>,
): Promise<T> {
  let lastError: unknown;
  for (let tryNo = 0; tryNo <= policy.retries; tryNo += 1) {
    if (tryNo > 0 && policy.delayMs > 0) await delay(clock, policy.delayMs);
    try {
      return await attempt();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
