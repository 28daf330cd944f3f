import { describe, expect, it } from 'vitest';
import { chipOffset } from './sports-menu';

describe('the chosen chip of the phone menu row comes into view', () => {
  const row = { left: 10, right: 380 };
  it.each([
    ['a chip already inside the row stays', { left: 122, right: 279 }, 0],
    ['a chip past the right edge: its end comes in, with the margin', { left: 734, right: 875 }, 875 - 380 + 24],
    ['a chip cut at the right edge comes in the same way', { left: 285, right: 432 }, 432 - 380 + 24],
    ['a chip past the left edge: its start comes in, with the margin', { left: -200, right: -60 }, -200 - 10 - 24],
    ['a chip wider than the row shows its start', { left: 500, right: 1000 }, 500 - 10 - 24],
  ])('%s', (_, chip, offset) => {
    expect(chipOffset(row, chip, 24)).toBe(offset);
  });
});
