import { createEffect, createEvent, createStore, sample } from 'effector';
import { nextHistoryPage, placedCouponSearch, type BetPlacementPort, type PlacedBet } from '../../domain/coupon';
import type { ClockPort } from '../../domain/shared';

/**
 * One placed coupon looked for by its id: 'loading' while the history is read, then found (with the coupon),
 * 'not-found' (the history the contract can answer does not hold it) or 'error' (a read failed).
 */
export type PlacedCouponLookup =
  | { couponId: string; state: 'loading' }
  | { couponId: string; state: 'found'; bet: PlacedBet }
  | { couponId: string; state: 'not-found' }
  | { couponId: string; state: 'error' };

type LookupAnswer = { kind: 'found'; bet: PlacedBet } | { kind: 'not-found' } | { kind: 'error' };

/**
 * The printed coupon opened directly (a new tab, a reload, a shared link) finds its coupon on whatever page of
 * the history it is: the widest period, 100 coupons a read, page after page until it is found or the history
 * ends. A read of its own: the list the player sees (office/history, My bets) and its filter are not touched.
 */
export function createPlacedCouponLookup(deps: { placement: BetPlacementPort; clock: ClockPort }) {
  /** Find the placed coupon `couponId` (digits only, the print-coupon route's); asked again, it reads afresh. */
  const placedCouponRequested = createEvent<string>();
  const $placedCoupon = createStore<PlacedCouponLookup | null>(null);

  const findPlacedCouponFx = createEffect(async (couponId: string): Promise<LookupAnswer> => {
    let query = placedCouponSearch(deps.clock.now());
    for (;;) {
      const outcome = await deps.placement.history(query);
      if (outcome.kind !== 'loaded') return { kind: 'error' };
      const bet = outcome.bets.find((b) => b.couponId === couponId);
      if (bet) return { kind: 'found', bet };
      // An empty page ends the read even if it said more might follow: nothing further to read into.
      if (!outcome.hasMore || outcome.bets.length === 0) return { kind: 'not-found' };
      query = nextHistoryPage(query);
    }
  });

  sample({ clock: placedCouponRequested, target: findPlacedCouponFx });
  $placedCoupon.on(placedCouponRequested, (_, couponId) => ({ couponId, state: 'loading' }));
  // Only the answer for the coupon asked last counts: a slower read for a coupon asked before does not replace it.
  $placedCoupon.on(findPlacedCouponFx.finally, (lookup, answer) => {
    if (lookup?.couponId !== answer.params || lookup.state !== 'loading') return lookup;
    const found = answer.status === 'done' ? answer.result : ({ kind: 'error' } as const);
    if (found.kind === 'found') return { couponId: answer.params, state: 'found', bet: found.bet };
    return { couponId: answer.params, state: found.kind };
  });

  return { placedCouponRequested, $placedCoupon };
}
