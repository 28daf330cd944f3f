import { describe, expect, it } from 'vitest';
import { SCROLL_THRESHOLD_SCREENS, scrollThresholdPx, showsSnowfall, snowfallEnabled } from './scroll-thresholds';
import { showScrollToTop } from './loading-bar';

describe('spec 001 §9: snow and scroll-to-top threshold', () => {
  it('spec 001 §9: snow and scroll-to-top threshold: 4 screens on mobile, 1 on desktop', () => {
    expect(SCROLL_THRESHOLD_SCREENS).toEqual({ mobile: 4, desktop: 1 });
    expect(scrollThresholdPx(800, true)).toBe(3200);
    expect(scrollThresholdPx(800, false)).toBe(800);
  });

  const snow = { enabled: true, isHomePage: true, reducedMotion: false, scrollY: 0, viewportHeight: 800, isMobile: false };
  it.each([
    ['spec 001 §1: snowfall on the home page at the top', snow, true],
    ['spec 001 §9: desktop, just under 1 screen down: still snowing', { ...snow, scrollY: 799 }, true],
    ['spec 001 §9: desktop, 1 screen down: stops', { ...snow, scrollY: 800 }, false],
    ['spec 001 §9: mobile, 3 screens down: still snowing', { ...snow, isMobile: true, scrollY: 2400 }, true],
    ['spec 001 §9: mobile, 4 screens down: stops', { ...snow, isMobile: true, scrollY: 3200 }, false],
    ['spec 001 §1: only on the home page', { ...snow, isHomePage: false }, false],
    ['design: the site config switches it', { ...snow, enabled: false }, false],
    ['design: never with prefers-reduced-motion', { ...snow, reducedMotion: true }, false],
  ])('%s', (_name, input, shown) => {
    expect(showsSnowfall(input)).toBe(shown);
  });

  it.each([0, 500, 800, 801, 2000, 3200, 3201])('design: snow and scroll-to-top never show together (desktop and mobile, y=%i)', (y) => {
    for (const isMobile of [false, true]) {
      const both = showsSnowfall({ ...snow, isMobile, scrollY: y }) && showScrollToTop(y, 800, isMobile);
      expect(both).toBe(false);
    }
  });

  it.each([
    ['design: customize.snowfall true switches it on', { snowfall: true }, true],
    ['design: a string "true" is not a switch', { snowfall: 'true' }, false],
    ['design: absent is off', {}, false],
    ['design: no customize group is off', undefined, false],
  ])('%s', (_name, group, on) => {
    expect(snowfallEnabled(group)).toBe(on);
  });
});
