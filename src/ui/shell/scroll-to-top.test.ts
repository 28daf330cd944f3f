import { describe, expect, it } from 'vitest';
import { boxesOverlap } from './scroll-to-top';

const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });

describe('scroll-to-top steps aside from the slip', () => {
  // The button: 16 px from the left and bottom of a 390×844 window.
  const button = box(16, 794, 126, 828);
  it.each([
    ['the slip spans the window and reaches its foot (phone)', box(10, 300, 380, 1400), true],
    ['the slip ends just above the button', box(10, 300, 380, 794), false],
    ['the slip starts below the window', box(10, 900, 380, 1900), false],
    ['the slip is in a right column (desktop)', box(950, 0, 1270, 828), false],
    ['the slip starts level with the button\'s middle', box(10, 810, 380, 1400), true],
  ])('%s', (_name, slip, covers) => {
    expect(boxesOverlap(button, slip)).toBe(covers);
    expect(boxesOverlap(slip, button)).toBe(covers);
  });
});
