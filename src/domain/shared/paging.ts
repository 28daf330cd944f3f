/**
 * A list read page by page ("Show more"): the items of the next page that the list does not hold yet, added under
 * it. A page can repeat items already shown when the list moved on between two reads (a newer item pushed an
 * older one onto the next page); each is listed once, where it was first shown. `added` is what the page brought
 * that is new: none means the list is at its end whatever a count said.
 */
export function appendNew<T>(shown: readonly T[], page: readonly T[], idOf: (item: T) => string | number): { items: T[]; added: T[] } {
  const known = new Set(shown.map(idOf));
  const added = page.filter((item) => {
    const id = idOf(item);
    if (known.has(id)) return false;
    known.add(id);
    return true;
  });
  return { items: [...shown, ...added], added };
}

/**
 * Whether a page read may have items after it: by the server's count when it gives one (the items of pages 1 to
 * `page` against `totalCount`), else a full page means there may be more (an empty next page ends it).
 */
export function pageHasMore(page: { page: number; pageSize: number }, received: number, totalCount: number | null): boolean {
  if (totalCount !== null) return page.page * page.pageSize < totalCount;
  return received >= page.pageSize;
}
