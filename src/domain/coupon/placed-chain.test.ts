import { describe, expect, it } from 'vitest';
import { CouponType } from './coupon-types';
import { placedChainBlocks, placedChainBlockStakes } from './placed-bet';
import type { PlacedBetSelection } from './placement.port';

const selection = (betId: string, blockId: number | undefined, coef = 2): PlacedBetSelection =>
  ({ betId, blockId, coef }) as unknown as PlacedBetSelection;

describe('QA15 #8: a placed chain is shown as its blocks, each with its selections and stake', () => {
  it('groups the selections by block in play order (ascending blockId), the stakes as the history gave them', () => {
    const bet = {
      typeId: CouponType.CHAIN,
      amount: 150,
      selections: [selection('a', 2), selection('b', 0), selection('c', 1), selection('d', 0)],
      blockStakes: [
        { blockId: 0, amount: 150 },
        { blockId: 1, amount: 200 },
        { blockId: 2, amount: 364 },
      ],
    };
    expect(placedChainBlocks(bet)).toEqual([
      { blockId: 0, selections: [bet.selections[1], bet.selections[3]], amount: 150 },
      { blockId: 1, selections: [bet.selections[2]], amount: 200 },
      { blockId: 2, selections: [bet.selections[0]], amount: 364 },
    ]);
  });

  it('without blockStakes (a backend that does not send them) the first block stakes the coupon amount, later ones are not said', () => {
    const blocks = placedChainBlocks({ typeId: CouponType.CHAIN, amount: 150, selections: [selection('a', 0), selection('b', 1)] });
    expect(blocks?.map((b) => b.amount)).toEqual([150, null]);
  });

  it('is null for a coupon of another type (an express, a system with a banker block)', () => {
    expect(placedChainBlocks({ typeId: CouponType.EXPRESS, amount: 150, selections: [selection('a', 0)] })).toBeNull();
    expect(placedChainBlocks({ typeId: CouponType.SYSTEM, amount: 150, selections: [selection('a', 1), selection('b', 0)] })).toBeNull();
  });

  it('placedChainBlockStakes: the first block the amount, a later one its amountByBlockId entry or the whole previous return', () => {
    const selections = [
      { betId: 'a', blockId: 0, coef: 2.66 },
      { betId: 'b', blockId: 1, coef: 1.5 },
      { betId: 'c', blockId: 2, coef: 1.6 },
    ];
    expect(placedChainBlockStakes(150, { '0': 150, '1': 200, '2': 250 }, selections)).toEqual([
      { blockId: 0, amount: 150 },
      { blockId: 1, amount: 200 },
      { blockId: 2, amount: 250 },
    ]);
    // block 2 sent without a stake reinvests block 1's whole return: 200 × 1.5
    expect(placedChainBlockStakes(150, { '1': 200 }, selections).map((s) => s.amount)).toEqual([150, 200, 300]);
  });
});
