import { requestPossibleWin, roundCoef, type CouponRequest, type PlacementOutcome } from '../../src/domain/coupon';

/**
 * A bookmaker's "accepted" for `request`, as a bookmaker records it: at the request's prices (no change
 * taken over), its possible win by the slip's own maths, its coefficient as it travels (three decimals).
 */
export function acceptedFor(
  request: CouponRequest,
  over: Partial<Extract<PlacementOutcome, { kind: 'accepted' }>> = {},
): Extract<PlacementOutcome, { kind: 'accepted' }> {
  const priced = requestPossibleWin(request, Infinity);
  return { kind: 'accepted', couponId: '100000001', placedAt: 1, balance: 24_850, coef: roundCoef(priced.coef), possibleWin: priced.possibleWin, ...over };
}
