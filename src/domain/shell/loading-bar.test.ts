import { describe, expect, it } from 'vitest';
import { LOADING_BAR, layoutWidthFor, shouldReloadAfterChunkError, showScrollToTop } from './loading-bar';

describe('shell constants and rules', () => {
  it('spec 000 §9: loader throttle 200 ms, duration 5000 ms, hide 500 ms', () => {
    expect(LOADING_BAR).toEqual({ startDelayMs: 200, durationMs: 5000, hideDelayMs: 500 });
  });

  it.each([
    ['never reloaded', null, 1_000_000, true],
    ['reloaded 59 999 ms ago', 1_000_000 - 59_999, 1_000_000, false],
    ['reloaded exactly 60 000 ms ago', 1_000_000 - 60_000, 1_000_000, true],
  ])('spec 000 §8: chunk load error reloads once per minute (%s)', (_n, last, now, expected) => {
    expect(shouldReloadAfterChunkError(last, now)).toBe(expected);
  });

  it.each([
    [2560, 1920],
    [1920, 1920],
    [1500, 1366],
    [1100, 1100],
    [1050, 1024],
    [800, 1024],
  ])('spec 000 §9: layout sizes 1920/1366/1100/1024 (viewport %i → %i)', (viewport, width) => {
    expect(layoutWidthFor(viewport)).toBe(width);
  });

  it.each([
    ['desktop, one screen down', 801, 800, false, true],
    ['desktop, less than a screen', 799, 800, false, false],
    ['mobile, two screens', 1600, 800, true, false],
    ['mobile, beyond four screens', 3201, 800, true, true],
  ])('spec 001 §9: scroll-to-top threshold (%s)', (_n, y, h, mobile, shown) => {
    expect(showScrollToTop(y, h, mobile)).toBe(shown);
  });
});
