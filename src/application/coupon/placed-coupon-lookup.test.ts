import { allSettled, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../adapters/browser/web-storage';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { ManualLineFeed } from '../../adapters/fake/line';
import {
  HISTORY_PAGE_SIZE,
  HISTORY_PERIODS,
  PLACED_COUPON_SEARCH_PAGE_SIZE,
  type BetPlacementPort,
} from '../../domain/coupon';
import { DEMO_PLAYER } from '../../../tests/support/coupon-model-support';
import { book, historyBet as bet, PagedHistory } from '../../../tests/support/paged-history-book';
import { createCouponModel } from './coupon.model';

const DAY_MS = 86_400_000;

function setup(port: BetPlacementPort) {
  const clock = new FakeClock();
  const model = createCouponModel({
    placement: port,
    storage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    clock,
    feed: new ManualLineFeed(),
    $player: createStore(DEMO_PLAYER),
  });
  return { model, clock, scope: fork() };
}

describe('the printed coupon opened directly finds its coupon on any page of the history (print-coupon/{id}, spec 000 §5)', () => {
  it('reads the widest period, 100 a page, page after page until the coupon is found', async () => {
    const port = new PagedHistory(book(250));
    const { model, clock, scope } = setup(port);
    // coupon 30 is the 221st newest: page 12 of the list's 20, page 3 of the look-up's 100
    await allSettled(model.placedCouponRequested, { scope, params: '30' });
    expect(scope.getState(model.$placedCoupon)).toEqual({ couponId: '30', state: 'found', bet: bet('30') });
    expect(port.asked.map((q) => q.page)).toEqual([1, 2, 3]);
    const now = clock.now();
    for (const query of port.asked) {
      expect(query).toMatchObject({ from: now - Math.max(...HISTORY_PERIODS) * DAY_MS, to: now, status: null });
      expect(query.pageSize).toBe(PLACED_COUPON_SEARCH_PAGE_SIZE);
    }
    expect(PLACED_COUPON_SEARCH_PAGE_SIZE).toBe(100); // the contract's getBetHistory maximum pageSize
  });

  it('stops at the first page that holds it', async () => {
    const port = new PagedHistory(book(250));
    const { model, scope } = setup(port);
    await allSettled(model.placedCouponRequested, { scope, params: '240' });
    expect(scope.getState(model.$placedCoupon)).toMatchObject({ couponId: '240', state: 'found' });
    expect(port.asked.map((q) => q.page)).toEqual([1]);
  });

  it('a coupon the whole history does not hold is not found, once the last page is read', async () => {
    const port = new PagedHistory(book(250));
    const { model, scope } = setup(port);
    await allSettled(model.placedCouponRequested, { scope, params: '999' });
    expect(scope.getState(model.$placedCoupon)).toEqual({ couponId: '999', state: 'not-found' });
    expect(port.asked.map((q) => q.page)).toEqual([1, 2, 3]);
  });

  it('a failed read is an error, not "not found"; asked again, it reads afresh', async () => {
    let failPage: number | null = 2;
    const port = new PagedHistory((q) => (q.page === failPage ? { kind: 'network-failure', retryable: true } : book(250)(q)));
    const { model, scope } = setup(port);
    await allSettled(model.placedCouponRequested, { scope, params: '30' });
    expect(scope.getState(model.$placedCoupon)).toEqual({ couponId: '30', state: 'error' });
    failPage = null;
    await allSettled(model.placedCouponRequested, { scope, params: '30' });
    expect(scope.getState(model.$placedCoupon)).toMatchObject({ couponId: '30', state: 'found' });
  });

  it('leaves the list the player sees alone: its coupons, its filter and its Show more coupons', async () => {
    const port = new PagedHistory(book(250));
    const { model, scope } = setup(port);
    await allSettled(model.historyFilterChanged, { scope, params: { periodDays: 7, status: 'won' } });
    await allSettled(model.historyRequested, { scope });
    const before = {
      list: scope.getState(model.$history),
      filter: scope.getState(model.$historyFilter),
      hasMore: scope.getState(model.$historyHasMore),
      status: scope.getState(model.$historyStatus),
    };
    expect(before.list).toHaveLength(HISTORY_PAGE_SIZE);
    await allSettled(model.placedCouponRequested, { scope, params: '30' });
    expect(scope.getState(model.$history)).toBe(before.list);
    expect(scope.getState(model.$historyFilter)).toEqual(before.filter);
    expect(scope.getState(model.$historyHasMore)).toBe(before.hasMore);
    expect(scope.getState(model.$historyStatus)).toBe(before.status);
    // Show more coupons still reads page 2 of the list's own read
    const asked = port.asked.length;
    await allSettled(model.historyMoreRequested, { scope });
    expect(port.asked.slice(asked)).toEqual([{ ...port.asked[0], page: 2 }]);
  });
});
