/** spec 001 §9: snow and scroll-to-top threshold, 4 screens on mobile, 1 on desktop. */
export const SCROLL_THRESHOLD_SCREENS = { mobile: 4, desktop: 1 } as const;

/** The scroll depth in px past which the page counts as "scrolled down" (spec 001 §9). */
export const scrollThresholdPx = (viewportHeight: number, isMobile: boolean): number =>
  viewportHeight * SCROLL_THRESHOLD_SCREENS[isMobile ? 'mobile' : 'desktop'];

/**
 * Whether the home page's snowfall shows (spec 001 §1 "Snowfall may appear on the home page", §9 threshold).
 * Design: the site config switches it (the `customize` group's `snowfall`); it falls only near the top of the page,
 * while the page is scrolled less than the threshold, the same depth at which the scroll-to-top button appears, so
 * the two never show together; and never for a player who asked the system for reduced motion (WCAG 2.3.3): snow
 * is decoration, there is nothing to keep for them.
 */
export function showsSnowfall(input: {
  enabled: boolean;
  isHomePage: boolean;
  reducedMotion: boolean;
  scrollY: number;
  viewportHeight: number;
  isMobile: boolean;
}): boolean {
  if (!input.enabled || !input.isHomePage || input.reducedMotion) return false;
  return input.scrollY < scrollThresholdPx(input.viewportHeight, input.isMobile);
}

/** The `customize` config group's snowfall switch (spec 001 §7 config groups); anything but `true` is off. */
export const snowfallEnabled = (customize: Readonly<Record<string, unknown>> | undefined): boolean =>
  customize?.['snowfall'] === true;
