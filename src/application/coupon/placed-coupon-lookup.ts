import { createEffect, createEvent, createStore, sample } from 'effector';
import type { BetPlacementPort, PlacedBet, PlacedBetOutcome } from '../../domain/coupon';

/**
 * One placed coupon looked for by its id: 'loading' while it is asked, then found (with the coupon),
 * 'not-found' (the player has no such coupon) or 'error' (the request failed).
 */
export type PlacedCouponLookup =
  | { couponId: string; state: 'loading' }
  | { couponId: string; state: 'found'; bet: PlacedBet }
  | { couponId: string; state: 'not-found' }
  | { couponId: string; state: 'error' };

/**
 * The printed coupon opened directly (a new tab, a reload, a shared link) asks for its coupon by its id, one
 * request (the port's placedBet), whenever it was placed. A read of its own: the list the player sees
 * (office/history, My bets), its filter and its pages are not touched.
 */
export function createPlacedCouponLookup(deps: { placement: Pick<BetPlacementPort, 'placedBet'> }) {
  /** Find the placed coupon `couponId` (digits only, the print-coupon route's); asked again, it asks afresh. */
  const placedCouponRequested = createEvent<string>();
  const $placedCoupon = createStore<PlacedCouponLookup | null>(null);

  const findPlacedCouponFx = createEffect((couponId: string): Promise<PlacedBetOutcome> => deps.placement.placedBet(couponId));

  sample({ clock: placedCouponRequested, target: findPlacedCouponFx });
  $placedCoupon.on(placedCouponRequested, (_, couponId) => ({ couponId, state: 'loading' }));
  // Only the answer for the coupon asked last counts: a slower read for a coupon asked before does not replace it.
  $placedCoupon.on(findPlacedCouponFx.finally, (lookup, answer) => {
    if (lookup?.couponId !== answer.params || lookup.state !== 'loading') return lookup;
    // The port does not reject; should it, that is a failed request too (Try again), not "no such coupon".
    const found = answer.status === 'done' ? answer.result : null;
    if (found?.kind === 'loaded') return { couponId: answer.params, state: 'found', bet: found.bet };
    return { couponId: answer.params, state: found?.kind === 'not-found' ? 'not-found' : 'error' };
  });

  return { placedCouponRequested, $placedCoupon };
}
