import { describe, expect, it } from 'vitest';
import { componentRetryAllowed, REMOTE_HEADER } from './remote-component';

describe('remote header retries (spec 000 §9: remote header retries 5, timeout 1000 ms)', () => {
  it('the header is asked for by name, each attempt has 1000 ms, 5 retries', () => {
    expect(REMOTE_HEADER).toEqual({ name: 'header', retries: 5, timeoutMs: 1000 });
  });

  it.each([
    ['after the first attempt failed a retry runs', 0, true],
    ['after the fourth retry failed the fifth runs', 4, true],
    ['after the fifth retry failed retrying stops', 5, false],
    ['a nonsense count retries nothing', -1, false],
  ])('%s', (_rule, retriesDone, allowed) => {
    expect(componentRetryAllowed(retriesDone)).toBe(allowed);
  });
});
