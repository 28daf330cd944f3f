import { describe, expect, it } from 'vitest';
import { LINK_PREFETCH_IDLE_TIMEOUT_MS, linkPrefetchAllowed } from './link-prefetch';

describe('link prefetch (spec 000 §9)', () => {
  it('spec 000 §9: link prefetch idle timeout 2000 ms', () => {
    expect(LINK_PREFETCH_IDLE_TIMEOUT_MS).toBe(2000);
  });
  it.each([
    ['spec 000 §9: skipped on 2g', { effectiveType: '2g' }, false],
    ['spec 000 §9: skipped on slow-2g (a 2g connection too)', { effectiveType: 'slow-2g' }, false],
    ['spec 000 §9: skipped with the data saver on', { effectiveType: '4g', saveData: true }, false],
    ['spec 000 §9: 3g prefetches', { effectiveType: '3g' }, true],
    ['spec 000 §9: 4g without data saver prefetches', { effectiveType: '4g', saveData: false }, true],
    ['design: a browser that says nothing of its connection prefetches', undefined, true],
  ])('%s', (_name, connection, allowed) => {
    expect(linkPrefetchAllowed(connection)).toBe(allowed);
  });
});
