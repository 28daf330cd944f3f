/**
 * spec 000 §9: "Fetch minimum display delay 200 ms" (Nuxt's fetchDelay). Once a page's data load has put its
 * loading placeholder on screen, the placeholder stays at least this long, so a fast answer does not flash the
 * placeholder for a frame before the content. A load that takes longer is never lengthened, and nothing that shows
 * no placeholder waits at all.
 */
export const FETCH_MIN_DISPLAY_MS = 200;

/**
 * How much longer a placeholder shown since `shownAtMs` stays once its load has ended at `nowMs`: the rest of the
 * minimum, or 0 when it has been on screen that long already.
 */
export function placeholderHoldMs(shownAtMs: number, nowMs: number, minMs: number = FETCH_MIN_DISPLAY_MS): number {
  return Math.max(0, minMs - (nowMs - shownAtMs));
}
