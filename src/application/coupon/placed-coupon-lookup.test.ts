import { allSettled, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../adapters/browser/web-storage';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { ManualLineFeed } from '../../adapters/fake/line';
import { HISTORY_PAGE_SIZE, type BetPlacementPort, type PlacedBetOutcome } from '../../domain/coupon';
import { DEMO_PLAYER } from '../../../tests/support/coupon-model-support';
import { book, bookCoupon, historyBet as bet, PagedHistory } from '../../../tests/support/paged-history-book';
import { createCouponModel } from './coupon.model';
import { createPlacedCouponLookup } from './placed-coupon-lookup';

function setup(port: BetPlacementPort) {
  const model = createCouponModel({
    placement: port,
    storage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    clock: new FakeClock(),
    feed: new ManualLineFeed(),
    $player: createStore(DEMO_PLAYER),
  });
  return { model, scope: fork() };
}

describe('the printed coupon opened directly asks for its coupon by its id (print-coupon/{id}, spec 000 §5; getPlacedCoupon)', () => {
  it('one request for that id, however old the coupon: found, with the coupon; the history is not read', async () => {
    const port = new PagedHistory(book(250), bookCoupon(250));
    const { model, scope } = setup(port);
    // coupon 30 is the 221st newest: page 12 of the list's 20, which the former look-up read its way to
    await allSettled(model.placedCouponRequested, { scope, params: '30' });
    expect(scope.getState(model.$placedCoupon)).toEqual({ couponId: '30', state: 'found', bet: bet('30') });
    expect(port.askedIds).toEqual(['30']);
    expect(port.asked).toEqual([]);
  });

  it('a coupon the player does not have is not found, from that one answer', async () => {
    const port = new PagedHistory(book(250), bookCoupon(250));
    const { model, scope } = setup(port);
    await allSettled(model.placedCouponRequested, { scope, params: '999' });
    expect(scope.getState(model.$placedCoupon)).toEqual({ couponId: '999', state: 'not-found' });
    expect(port.askedIds).toEqual(['999']);
    expect(port.asked).toEqual([]);
  });

  it('a failed request is an error (the page\'s Try again), not "not found"; asked again, it asks afresh', async () => {
    let failing = true;
    const port = new PagedHistory(book(250), (id) => (failing ? { kind: 'network-failure', retryable: true } : bookCoupon(250)(id)));
    const { model, scope } = setup(port);
    await allSettled(model.placedCouponRequested, { scope, params: '30' });
    expect(scope.getState(model.$placedCoupon)).toEqual({ couponId: '30', state: 'error' });
    failing = false;
    await allSettled(model.placedCouponRequested, { scope, params: '30' });
    expect(scope.getState(model.$placedCoupon)).toMatchObject({ couponId: '30', state: 'found' });
    expect(port.askedIds).toEqual(['30', '30']);
  });

  it('a port that rejects after all (the port says it does not) is an error too, never "not found"', async () => {
    const port = new PagedHistory(book(3), () => Promise.reject(new Error('boom')));
    const lookup = createPlacedCouponLookup({ placement: port });
    const scope = fork();
    await allSettled(lookup.placedCouponRequested, { scope, params: '2' });
    expect(scope.getState(lookup.$placedCoupon)).toEqual({ couponId: '2', state: 'error' });
  });

  it('only the coupon asked last counts: a slower answer for one asked before does not replace it', async () => {
    // the answer for 30 comes after the one for 31, which was asked after it
    const port = new PagedHistory(book(250), (id) =>
      id === '30' ? new Promise<PlacedBetOutcome>((resolve) => setTimeout(() => resolve(bookCoupon(250)(id)), 20)) : bookCoupon(250)(id),
    );
    const lookup = createPlacedCouponLookup({ placement: port });
    const scope = fork();
    const first = allSettled(lookup.placedCouponRequested, { scope, params: '30' });
    await allSettled(lookup.placedCouponRequested, { scope, params: '31' });
    await first;
    expect(port.askedIds).toEqual(['30', '31']);
    expect(scope.getState(lookup.$placedCoupon)).toEqual({ couponId: '31', state: 'found', bet: bet('31') });
  });

  it('leaves the list the player sees alone: its coupons, its filter and its Show more coupons', async () => {
    const port = new PagedHistory(book(250), bookCoupon(250));
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
    const asked = port.asked.length;
    await allSettled(model.placedCouponRequested, { scope, params: '30' });
    expect(port.asked).toHaveLength(asked);
    expect(scope.getState(model.$history)).toBe(before.list);
    expect(scope.getState(model.$historyFilter)).toEqual(before.filter);
    expect(scope.getState(model.$historyHasMore)).toBe(before.hasMore);
    expect(scope.getState(model.$historyStatus)).toBe(before.status);
    // Show more coupons still reads page 2 of the list's own read
    await allSettled(model.historyMoreRequested, { scope });
    expect(port.asked.slice(asked)).toEqual([{ ...port.asked[0], page: 2 }]);
  });
});
