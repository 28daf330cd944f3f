import type { Bet } from './bet';
import { maxBlockAmount, roundMoney, ownValue } from './amount';

/**
 * Chain (our design of the spec's "types with blocks or chain behaviour").
 * Selections are grouped in blocks; each block is an express of its
 * selections (coefficient = product). Blocks are played in ascending blockId:
 * the player stakes the first block from the account; every later block is
 * staked out of the previous block's return, so its amount is at most the
 * previous block's coefficient × its amount (spec 000 §5, maximum per block).
 * Whatever a block returns and the next one does not stake is paid out. If a
 * block loses, the chain stops and later blocks are not played.
 * An unset block amount reinvests the whole previous return.
 */
export interface ChainBlock {
  blockId: number;
  /** Product of the block's coefficients. */
  coef: number;
  betIds: string[];
}

/** Blocks in play order with their express coefficient. */
export function chainBlocks(bets: readonly Pick<Bet, 'id' | 'blockId' | 'coef'>[]): ChainBlock[] {
  const byId = new Map<number, ChainBlock>();
  for (const bet of bets) {
    const block = byId.get(bet.blockId) ?? { blockId: bet.blockId, coef: 1, betIds: [] };
    block.coef *= bet.coef;
    block.betIds.push(bet.id);
    byId.set(bet.blockId, block);
  }
  return [...byId.values()].sort((a, b) => a.blockId - b.blockId);
}

/** One block with its stake and the most it may stake. */
export interface ChainStake {
  blockId: number;
  coef: number;
  amount: number;
  /** First block: the coupon maximum; later: previous coefficient × previous amount. */
  max: number;
}

/**
 * Resolve every block's stake: the first block stakes `firstAmount`, a later
 * block its amountByBlockId entry or, when unset, the whole previous return.
 */
export function chainStakes(
  blocks: readonly ChainBlock[],
  amountByBlockId: Readonly<Record<string, number>>,
  firstAmount: number,
  firstMax: number,
): ChainStake[] {
  const stakes: ChainStake[] = [];
  blocks.forEach((block, index) => {
    const previous = stakes[index - 1];
    const max = previous ? maxBlockAmount(previous.coef, previous.amount) : firstMax;
    const amount = previous ? (ownValue(amountByBlockId, String(block.blockId)) ?? max) : firstAmount;
    stakes.push({ blockId: block.blockId, coef: block.coef, amount, max });
  });
  return stakes;
}

/**
 * What the chain pays when every block wins: each block's return minus what
 * the next block stakes from it, plus the last block's whole return.
 */
export function chainPossibleWin(stakes: readonly ChainStake[]): number {
  let win = 0;
  stakes.forEach((stake, index) => {
    const next = stakes[index + 1];
    win += stake.coef * stake.amount - (next ? next.amount : 0);
  });
  return roundMoney(win);
}
