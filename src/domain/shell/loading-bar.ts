import { scrollThresholdPx } from './scroll-thresholds';

/** spec 000 §4/§9: the loading bar starts after 200 ms, runs 5000 ms, hides 500 ms after finishing. */
export const LOADING_BAR = { startDelayMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;

/** spec 000 §8/§9: a route chunk that fails to load reloads the page at most once per 60000 ms. */
export const CHUNK_RELOAD_THROTTLE_MS = 60_000;
export const CHUNK_RELOAD_MARKER_KEY = 'chunk-reload-at';

/** Reload after a chunk failure only when no reload happened within the throttle window. */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_THROTTLE_MS;
}

/** spec 000 §9: layout widths. The shell snaps to the largest that fits. */
export const LAYOUT_WIDTHS = [1920, 1366, 1100, 1024] as const;

export function layoutWidthFor(viewportWidth: number): number {
  return LAYOUT_WIDTHS.find((w) => viewportWidth >= w) ?? LAYOUT_WIDTHS[LAYOUT_WIDTHS.length - 1]!;
}

/** spec 001 §9: scroll-to-top shows after 1 screen on desktop, 4 on mobile. */
export function showScrollToTop(scrollY: number, viewportHeight: number, isMobile: boolean): boolean {
  return scrollY > scrollThresholdPx(viewportHeight, isMobile);
}
