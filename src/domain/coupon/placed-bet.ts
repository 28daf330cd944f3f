import { CouponType } from './coupon-types';
import type { PlacedBet, PlacedBetSelection } from './placement.port';
import { SYSTEM_BANKER_BLOCK_ID, systemLines } from './system-bet';

/** A placed selection is a banker only in a system, in the banker block (as isBanker says it of the slip's). */
export function isPlacedBanker(bet: Pick<PlacedBet, 'typeId'>, selection: Pick<PlacedBetSelection, 'blockId'>): boolean {
  return bet.typeId === CouponType.SYSTEM && selection.blockId === SYSTEM_BANKER_BLOCK_ID;
}

/**
 * The lines of a placed system as the slip counted them (couponLines: C(n−b, k−b)), so "System 2/4" with a
 * banker says its 3 lines, not the 6 of 2/4 alone (QA14 #6); null for a coupon of another type.
 */
export function placedSystemLines(bet: Pick<PlacedBet, 'typeId' | 'systemValue' | 'selections'>): number | null {
  if (bet.typeId !== CouponType.SYSTEM || bet.systemValue === null) return null;
  const banker = (s: PlacedBetSelection) => isPlacedBanker(bet, s);
  return systemLines({
    coefs: bet.selections.filter((s) => !banker(s)).map((s) => s.coef),
    bankerCoefs: bet.selections.filter(banker).map((s) => s.coef),
    value: bet.systemValue,
  });
}
