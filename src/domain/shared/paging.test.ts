import { describe, expect, it } from 'vitest';
import { appendNew, pageHasMore } from './paging';

describe('appendNew: a next page added under a list (the bet history and the payments list)', () => {
  it('adds the page below, each item once where it was first shown, and says what was new', () => {
    const { items, added } = appendNew([{ id: 3 }, { id: 2 }], [{ id: 2 }, { id: 1 }, { id: 1 }], (x) => x.id);
    expect(items.map((x) => x.id)).toEqual([3, 2, 1]);
    expect(added.map((x) => x.id)).toEqual([1]);
  });

  it('a page of items already shown adds nothing', () => {
    expect(appendNew([{ id: 'a' }], [{ id: 'a' }], (x) => x.id).added).toEqual([]);
  });
});

describe('pageHasMore', () => {
  it.each([
    ['the total counts more than the pages read', { page: 2, pageSize: 20 }, 20, 41, true],
    ['the pages read reach the total', { page: 2, pageSize: 20 }, 20, 40, false],
    ['no total: a full page may have more after it', { page: 1, pageSize: 20 }, 20, null, true],
    ['no total: a short page is the last', { page: 1, pageSize: 20 }, 19, null, false],
  ] as const)('%s', (_, page, received, total, expected) => {
    expect(pageHasMore(page, received, total)).toBe(expected);
  });
});
