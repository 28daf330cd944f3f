/**
 * A remote component: a named part of a page (the header) that a remote app
 * renders for the shell (spec 000 §8, §9).
 */

/** spec 000 §9: remote header retries 5, timeout 1000 ms. */
export const REMOTE_HEADER = { name: 'header', retries: 5, timeoutMs: 1000 } as const;

/**
 * Whether another attempt runs after `retriesDone` retries failed: up to
 * `retries` of them, then the failure with Refresh (spec 000 §8).
 */
export function componentRetryAllowed(retriesDone: number, retries: number = REMOTE_HEADER.retries): boolean {
  return Number.isInteger(retriesDone) && retriesDone >= 0 && retriesDone < retries;
}
