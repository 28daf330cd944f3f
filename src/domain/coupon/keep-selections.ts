import { ownBets } from './bonus-bet';
import type { CouponContext, CouponState } from './coupon';
import { recalculate } from './coupon-reducers';
import { CouponType } from './coupon-types';

/**
 * "Keep selections" (leading books' "retain selections"): after a coupon was placed, the slip it was placed
 * from comes back for the next bet: its selections, type, system value and bankers, a chain's blocks and the
 * stakes, at the prices they were placed at (the slip then reads its games from the line, so each move since
 * is marked). `placed` is the slip as it was sent, with only the selections that were placed. It comes back
 * only into a slip that holds none of the player's own selections (nothing is replaced) and closes the
 * success coupon. Stakes come back from the same account only: after a switch to another account the slip's
 * own stake stands (another currency starts at its initial amount, as a switch does).
 */
export function keepPlacedSelections(state: CouponState, placed: CouponState, now: number, ctx: CouponContext): CouponState {
  const bets = ownBets(placed.bets).map((bet) => ({ ...bet, prevCoef: null, coefChange: null }));
  if (bets.length === 0 || ownBets(state.bets).length > 0) return state;
  const sameAccount = placed.accountId === state.accountId;
  return recalculate(
    {
      ...state,
      successCoupon: null,
      singlesResultCoupons: [],
      typeId: placed.typeId,
      systemValue: placed.systemValue,
      isActiveSystemBanker: placed.isActiveSystemBanker,
      manuallyDeletedBonusBet: placed.manuallyDeletedBonusBet,
      bets,
      addedAtByBetId: Object.fromEntries(bets.map((bet) => [bet.id, now])),
      amount: sameAccount ? placed.amount : state.amount,
      amountByBlockId: sameAccount ? placed.amountByBlockId : {},
      amountByBetId:
        placed.typeId === CouponType.MULTIPLE_SINGLES
          ? Object.fromEntries(bets.map((bet) => [bet.id, sameAccount ? (placed.amountByBetId[bet.id] ?? placed.amount) : state.initialAmount]))
          : {},
    },
    ctx,
  );
}
