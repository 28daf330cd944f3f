import { describe, expect, it } from 'vitest';
import { REMOTE_VIEW_RELOAD_THROTTLE_MS, reloadAllowed, retryDelayMs } from './remote-view-retry';

describe('remote view retry schedule (spec 000 §4, spec 001 §9: up to 3 retries, first 1000 ms, doubling, then stops)', () => {
  it.each([
    ['first retry after 1000 ms', 0, 1000],
    ['second retry after 2000 ms (doubling)', 1, 2000],
    ['third retry after 4000 ms (doubling)', 2, 4000],
    ['after the third retry retrying stops', 3, null],
    ['and stays stopped', 4, null],
    ['a nonsense count retries nothing', -1, null],
  ])('%s', (_rule, retriesDone, delay) => {
    expect(retryDelayMs(retriesDone)).toBe(delay);
  });
});

describe('remote view reload throttle (spec 001 §9: reload throttled to 1000 ms)', () => {
  it.each([
    ['the first reload runs', null, 5000, true],
    ['a reload 999 ms after the last one is dropped', 5000, 5999, false],
    ['a reload at once after the last one is dropped', 5000, 5000, false],
    ['a reload 1000 ms after the last one runs', 5000, 6000, true],
  ])('%s', (_rule, last, now, allowed) => {
    expect(reloadAllowed(last, now)).toBe(allowed);
  });

  it('the window is 1000 ms', () => {
    expect(REMOTE_VIEW_RELOAD_THROTTLE_MS).toBe(1000);
  });
});
