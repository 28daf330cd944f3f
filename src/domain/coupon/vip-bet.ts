import { isBetLine } from './bet-state';
import { CouponType } from './coupon-types';
import type { PlacedBetStatus } from './settlement';

/**
 * spec 000 §5: a VIP bet (a request to stake above the maximum, reviewed by the
 * bookmaker) is available when config allows, the max bet is finite, all bets
 * are line, there is at least one bet and the type is not multiple singles.
 */
export function isVipBetAvailable(input: {
  vipBetEnabled: boolean;
  maxBetAmount: number;
  typeId: number;
  bets: readonly Parameters<typeof isBetLine>[0][];
}): boolean {
  return (
    input.vipBetEnabled &&
    Number.isFinite(input.maxBetAmount) &&
    input.bets.length >= 1 &&
    input.bets.every((bet) => isBetLine(bet)) &&
    input.typeId !== CouponType.MULTIPLE_SINGLES
  );
}

/**
 * spec 000 §5, QA12 #5: a VIP bet is "reviewed by the bookmaker" (bet referral, as leading bookmakers do it).
 * A VIP coupon whose stake is above the normal maximum is not placed at once: it is sent for review (the
 * placement answers `under-review` with its coupon number), its stake is held (it leaves the available
 * balance) and the history lists it as 'under-review' until the bookmaker decides (reviewedBet). A VIP coupon
 * at or below the maximum needs no review: it is placed as any coupon. No maximum (Infinity), no review.
 */
export function needsVipReview(input: { isVipBet: boolean; amount: number; maxBetAmount: number }): boolean {
  return input.isVipBet && Number.isFinite(input.maxBetAmount) && input.amount > input.maxBetAmount;
}

/** How the bookmaker's review of a VIP coupon ended. */
export type VipReviewVerdict = 'accepted' | 'declined';

/**
 * A coupon under review once the bookmaker decided: accepted, it is a normal pending bet (settled as any
 * other); declined, it is 'declined' and the held stake is paid back (payout = stake). A coupon not under
 * review is left as it is.
 */
export function reviewedBet<T extends { status: PlacedBetStatus; amount: number; payout: number | null }>(bet: T, verdict: VipReviewVerdict): T {
  if (bet.status !== 'under-review') return bet;
  return verdict === 'accepted' ? { ...bet, status: 'pending', payout: null } : { ...bet, status: 'declined', payout: bet.amount };
}
