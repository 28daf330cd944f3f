import { describe, expect, it } from 'vitest';
import { FETCH_MIN_DISPLAY_MS, placeholderHoldMs } from './fetch-delay';

describe('spec 000 §9: fetch minimum display delay 200 ms', () => {
  it('the minimum is 200 ms', () => {
    expect(FETCH_MIN_DISPLAY_MS).toBe(200);
  });

  it.each([
    ['a load that ended at once keeps the placeholder the whole 200 ms', 1000, 1000, 200],
    ['a 50 ms load keeps it 150 ms more', 1000, 1050, 150],
    ['a load of exactly 200 ms is not lengthened', 1000, 1200, 0],
    ['a 500 ms load is not lengthened', 1000, 1500, 0],
  ])('%s', (_rule, shownAt, now, expected) => {
    expect(placeholderHoldMs(shownAt, now)).toBe(expected);
  });
});
