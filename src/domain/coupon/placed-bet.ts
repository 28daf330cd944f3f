import { chainBlocks, chainStakes } from './chain';
import { CouponType } from './coupon-types';
import type { PlacedBet, PlacedBetSelection, PlacedBlockStake } from './placement.port';
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

/** One block of a placed chain: its selections in the order placed and what the chain staked on it (null: not said). */
export interface PlacedChainBlock {
  blockId: number;
  selections: PlacedBetSelection[];
  amount: number | null;
}

/**
 * A placed chain as its blocks in play order (ascending blockId), each with its selections and its stake (QA15 #8):
 * the stakes the history gave (blockStakes), else the first block's is the coupon's amount and a later one's is not
 * known (null). Null for a coupon of another type.
 */
export function placedChainBlocks(bet: Pick<PlacedBet, 'typeId' | 'amount' | 'selections' | 'blockStakes'>): PlacedChainBlock[] | null {
  if (bet.typeId !== CouponType.CHAIN) return null;
  const ids = [...new Set(bet.selections.map((s) => s.blockId ?? 0))].sort((a, b) => a - b);
  return ids.map((blockId, index) => {
    const given = bet.blockStakes?.find((stake) => stake.blockId === blockId);
    return {
      blockId,
      selections: bet.selections.filter((s) => (s.blockId ?? 0) === blockId),
      amount: given ? given.amount : index === 0 ? bet.amount : null,
    };
  });
}

/**
 * What a chain staked on each block as it was placed (the history's blockStakes): the first block the coupon's
 * amount, each later one its amountByBlockId entry or, without one, the previous block's whole return (chainStakes).
 */
export function placedChainBlockStakes(
  amount: number,
  amountByBlockId: Readonly<Record<string, number>>,
  selections: readonly { betId: string; blockId: number; coef: number }[],
): PlacedBlockStake[] {
  const blocks = chainBlocks(selections.map((s) => ({ id: s.betId, blockId: s.blockId, coef: s.coef })));
  return chainStakes(blocks, amountByBlockId, amount, Infinity).map((stake) => ({ blockId: stake.blockId, amount: stake.amount }));
}
