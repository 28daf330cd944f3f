import { allSettled, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../adapters/browser/web-storage';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { ManualLineFeed } from '../../adapters/fake/line';
import { HISTORY_PAGE_SIZE, type BetPlacementPort, type HistoryOutcome } from '../../domain/coupon';
import { DEMO_PLAYER } from '../../../tests/support/coupon-model-support';
import { book, historyBet as bet, PagedHistory } from '../../../tests/support/paged-history-book';
import { createCouponModel } from './coupon.model';
import { HISTORY_FILTER_STORAGE_KEY } from './history-filter-storage';

const ids = (...n: number[]) => n.map(String);

function setup(placement: BetPlacementPort, sessionStorage = new MemoryStorage()) {
  const model = createCouponModel({
    placement,
    storage: new MemoryStorage(),
    sessionStorage,
    clock: new FakeClock(),
    feed: new ManualLineFeed(),
    $player: createStore(DEMO_PLAYER),
  });
  return { model, scope: fork(), sessionStorage };
}

describe('bet history paging (README "bet history": Show more coupons)', () => {
  it('Show more reads the next page of the same read and adds it below; the last page ends the list', async () => {
    const port = new PagedHistory(book(HISTORY_PAGE_SIZE + 5));
    const { model, scope } = setup(port);
    await allSettled(model.historyRequested, { scope });
    expect(scope.getState(model.$history)).toHaveLength(HISTORY_PAGE_SIZE);
    expect(scope.getState(model.$historyHasMore)).toBe(true);
    await allSettled(model.historyMoreRequested, { scope });
    expect(port.asked.map((q) => q.page)).toEqual([1, 2]);
    // the same period and status, the same end: page 2 continues page 1
    expect({ ...port.asked[1], page: 1 }).toEqual(port.asked[0]);
    expect(scope.getState(model.$history).map((b) => b.couponId).slice(-6)).toEqual(ids(6, 5, 4, 3, 2, 1));
    expect(scope.getState(model.$historyHasMore)).toBe(false);
    await allSettled(model.historyMoreRequested, { scope });
    expect(port.asked).toHaveLength(2);
  });

  it('a coupon the next page repeats (a newer bet pushed it down) is listed once; a page with nothing new ends the list', async () => {
    const pages: Record<number, HistoryOutcome> = {
      1: { kind: 'loaded', bets: [bet('5'), bet('4')], hasMore: true },
      2: { kind: 'loaded', bets: [bet('4'), bet('3')], hasMore: true },
      3: { kind: 'loaded', bets: [bet('3')], hasMore: true },
    };
    const port = new PagedHistory((q) => pages[q.page]!);
    const { model, scope } = setup(port);
    await allSettled(model.historyRequested, { scope });
    await allSettled(model.historyMoreRequested, { scope });
    expect(scope.getState(model.$history).map((b) => b.couponId)).toEqual(ids(5, 4, 3));
    expect(scope.getState(model.$historyHasMore)).toBe(true);
    await allSettled(model.historyMoreRequested, { scope });
    expect(scope.getState(model.$history).map((b) => b.couponId)).toEqual(ids(5, 4, 3));
    expect(scope.getState(model.$historyHasMore)).toBe(false);
  });

  it('a filter change starts again at page 1 with the new filter, dropping the pages loaded', async () => {
    const port = new PagedHistory(book(HISTORY_PAGE_SIZE * 2 + 1));
    const { model, scope } = setup(port);
    await allSettled(model.historyRequested, { scope });
    await allSettled(model.historyMoreRequested, { scope });
    expect(scope.getState(model.$history)).toHaveLength(HISTORY_PAGE_SIZE * 2);
    await allSettled(model.historyFilterChanged, { scope, params: { status: 'won' } });
    expect(port.asked.at(-1)).toMatchObject({ page: 1, status: 'won' });
    expect(scope.getState(model.$history)).toHaveLength(HISTORY_PAGE_SIZE);
    await allSettled(model.historyMoreRequested, { scope });
    expect(port.asked.at(-1)).toMatchObject({ page: 2, status: 'won' });
  });

  it('opening the history again re-reads page 1 and shows only it (pages loaded before are dropped)', async () => {
    const port = new PagedHistory(book(HISTORY_PAGE_SIZE * 2));
    const { model, scope } = setup(port);
    await allSettled(model.historyRequested, { scope });
    await allSettled(model.historyMoreRequested, { scope });
    await allSettled(model.historyRequested, { scope });
    expect(port.asked.map((q) => q.page)).toEqual([1, 2, 1]);
    expect(scope.getState(model.$history)).toHaveLength(HISTORY_PAGE_SIZE);
    expect(scope.getState(model.$historyHasMore)).toBe(true);
  });

  it('a failed next page keeps the list, says so, and Try again reads that page again', async () => {
    let failNext = true;
    const port = new PagedHistory((q) => {
      if (q.page === 2 && failNext) {
        failNext = false;
        return { kind: 'network-failure', retryable: true };
      }
      return book(HISTORY_PAGE_SIZE + 3)(q);
    });
    const { model, scope } = setup(port);
    await allSettled(model.historyRequested, { scope });
    await allSettled(model.historyMoreRequested, { scope });
    expect(scope.getState(model.$history)).toHaveLength(HISTORY_PAGE_SIZE);
    expect(scope.getState(model.$historyMore)).toBe('error');
    // the list as a whole stands: no "history could not be loaded" over it
    expect(scope.getState(model.$historyStatus)).toBe('ready');
    await allSettled(model.historyMoreRequested, { scope });
    expect(port.asked.map((q) => q.page)).toEqual([1, 2, 2]);
    expect(scope.getState(model.$history)).toHaveLength(HISTORY_PAGE_SIZE + 3);
    expect(scope.getState(model.$historyMore)).toBe('idle');
  });

  it('a next page asked while one is on its way is not asked twice, and the list read is not "loading" meanwhile', async () => {
    let release: (outcome: HistoryOutcome) => void = () => {};
    const port = new PagedHistory((q) => (q.page === 1 ? book(HISTORY_PAGE_SIZE * 3)(q) : new Promise((resolve) => (release = resolve))));
    const { model, scope } = setup(port);
    await allSettled(model.historyRequested, { scope });
    const more = allSettled(model.historyMoreRequested, { scope });
    await Promise.resolve();
    expect(scope.getState(model.$historyMore)).toBe('loading');
    expect(scope.getState(model.$historyLoading)).toBe(false);
    void allSettled(model.historyMoreRequested, { scope });
    expect(port.asked.map((q) => q.page)).toEqual([1, 2]);
    release(book(HISTORY_PAGE_SIZE * 3)(port.asked[1]!));
    await more;
    expect(scope.getState(model.$history)).toHaveLength(HISTORY_PAGE_SIZE * 2);
  });
});

describe('the history filter kept across a reload of the tab (session storage)', () => {
  it('a chosen period and status are stored, and a model made after a reload starts with them', async () => {
    const port = new PagedHistory(book(0));
    const first = setup(port);
    await allSettled(first.model.historyFilterChanged, { scope: first.scope, params: { periodDays: 7, status: 'lost' } });
    const reloaded = setup(port, first.sessionStorage);
    expect(reloaded.scope.getState(reloaded.model.$historyFilter)).toEqual({ periodDays: 7, status: 'lost' });
    await allSettled(reloaded.model.historyRequested, { scope: reloaded.scope });
    expect(port.asked.at(-1)).toMatchObject({ status: 'lost', page: 1 });
    expect(port.asked.at(-1)!.to - port.asked.at(-1)!.from).toBe(7 * 86_400_000);
  });

  it.each([
    ['not JSON', '{periodDays'],
    ['not an object', '42'],
    ['a period the history does not offer', JSON.stringify({ periodDays: 14, status: null })],
    ['an unknown status', JSON.stringify({ periodDays: 7, status: 'void' })],
    ['no status', JSON.stringify({ periodDays: 7 })],
  ])('a stored filter that is %s is ignored for the defaults (the page never breaks)', async (_, stored) => {
    const storage = new MemoryStorage();
    storage.set(HISTORY_FILTER_STORAGE_KEY, stored);
    const port = new PagedHistory(book(1));
    const { model, scope } = setup(port, storage);
    expect(scope.getState(model.$historyFilter)).toEqual({ periodDays: 30, status: null });
    await allSettled(model.historyRequested, { scope });
    expect(scope.getState(model.$historyStatus)).toBe('ready');
  });
});
