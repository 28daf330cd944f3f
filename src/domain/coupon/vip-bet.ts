import { isBetLine } from './bet-state';
import { CouponType } from './coupon-types';

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
