import { describe, expect, it } from 'vitest';
import { CouponType } from './coupon-types';
import { settleCoupon, type SelectionStatus, type SettlingCoupon } from './settlement';
import { SYSTEM_BANKER_BLOCK_ID } from './system-bet';

const sel = (coef: number, status: SelectionStatus, blockId = 0, amount: number | null = null) => ({ coef, status, blockId, amount });
const coupon = (patch: Partial<SettlingCoupon>): SettlingCoupon => ({
  typeId: CouponType.SINGLE,
  amount: 100,
  coef: 2,
  systemValue: null,
  amountByBlockId: {},
  selections: [],
  ...patch,
});

describe('settleCoupon', () => {
  it.each([
    { rule: 'single: pending while its selection is', c: coupon({ selections: [sel(2, 'pending')] }), status: 'pending', payout: null },
    { rule: 'single: won pays stake × price', c: coupon({ selections: [sel(2, 'won')] }), status: 'won', payout: 200 },
    { rule: 'single: lost pays nothing', c: coupon({ selections: [sel(2, 'lost')] }), status: 'lost', payout: 0 },
    { rule: 'single: returned gives the stake back', c: coupon({ selections: [sel(2, 'returned')] }), status: 'returned', payout: 100 },
    {
      rule: 'express: lost as soon as one selection loses, others still pending',
      c: coupon({ typeId: CouponType.EXPRESS, coef: 6, selections: [sel(2, 'lost'), sel(3, 'pending')] }),
      status: 'lost',
      payout: 0,
    },
    {
      rule: 'express: pending while a selection is and none lost',
      c: coupon({ typeId: CouponType.EXPRESS, coef: 6, selections: [sel(2, 'won'), sel(3, 'pending')] }),
      status: 'pending',
      payout: null,
    },
    {
      rule: 'express: all won pays stake × product',
      c: coupon({ typeId: CouponType.EXPRESS, coef: 6, selections: [sel(2, 'won'), sel(3, 'won')] }),
      status: 'won',
      payout: 600,
    },
    {
      rule: 'express: a returned selection counts at 1',
      c: coupon({ typeId: CouponType.EXPRESS, coef: 6, selections: [sel(2, 'won'), sel(3, 'returned')] }),
      status: 'won',
      payout: 200,
    },
    {
      rule: 'express: the bonus-bet boost (coupon coef over the product) is kept',
      c: coupon({ typeId: CouponType.EXPRESS, coef: 2 * 2 * 2 * 1.03, selections: [sel(2, 'won'), sel(2, 'won'), sel(2, 'won')] }),
      status: 'won',
      payout: 824,
    },
    {
      rule: 'express: all returned is returned, stake back',
      c: coupon({ typeId: CouponType.EXPRESS, coef: 6, selections: [sel(2, 'returned'), sel(3, 'returned')] }),
      status: 'returned',
      payout: 100,
    },
    {
      rule: 'system 2/3: one lost leaves the one line of the two winners (stake/3 × 2 × 3)',
      c: coupon({ typeId: CouponType.SYSTEM, amount: 90, systemValue: 2, selections: [sel(2, 'won'), sel(3, 'won'), sel(4, 'lost')] }),
      status: 'won',
      payout: 180,
    },
    {
      rule: 'system 2/3: pending until every selection is settled',
      c: coupon({ typeId: CouponType.SYSTEM, amount: 90, systemValue: 2, selections: [sel(2, 'won'), sel(3, 'pending'), sel(4, 'lost')] }),
      status: 'pending',
      payout: null,
    },
    {
      rule: 'system 2/3: two lost lose every line',
      c: coupon({ typeId: CouponType.SYSTEM, amount: 90, systemValue: 2, selections: [sel(2, 'won'), sel(3, 'lost'), sel(4, 'lost')] }),
      status: 'lost',
      payout: 0,
    },
    {
      rule: 'system with a banker: a lost banker loses every line',
      c: coupon({
        typeId: CouponType.SYSTEM,
        amount: 90,
        systemValue: 3,
        selections: [sel(2, 'lost', SYSTEM_BANKER_BLOCK_ID), sel(3, 'won'), sel(4, 'won'), sel(5, 'won')],
      }),
      status: 'lost',
      payout: 0,
    },
    {
      rule: 'system 3/4 with a banker: 3 lines of 30, banker × e_2 of the winners (2 × (3×4 + 3×1 + 4×1))',
      c: coupon({
        typeId: CouponType.SYSTEM,
        amount: 90,
        systemValue: 3,
        selections: [sel(2, 'won', SYSTEM_BANKER_BLOCK_ID), sel(3, 'won'), sel(4, 'won'), sel(5, 'returned')],
      }),
      status: 'won',
      payout: 30 * 2 * (12 + 3 + 4),
    },
    {
      rule: 'multiple singles: each stake × its own factor',
      c: coupon({
        typeId: CouponType.MULTIPLE_SINGLES,
        amount: 300,
        selections: [sel(2, 'won', 0, 100), sel(3, 'lost', 0, 100), sel(4, 'returned', 0, 100)],
      }),
      status: 'won',
      payout: 300,
    },
    {
      rule: 'chain: every block wins; leftovers of a block are paid with the last return',
      c: coupon({
        typeId: CouponType.CHAIN,
        amount: 100,
        amountByBlockId: { '0': 100, '1': 150 },
        selections: [sel(2, 'won', 0), sel(3, 'won', 1)],
      }),
      status: 'won',
      payout: 50 + 450,
    },
    {
      rule: 'chain: a lost later block stops the chain; what the first block kept back is still paid',
      c: coupon({
        typeId: CouponType.CHAIN,
        amount: 100,
        amountByBlockId: { '0': 100, '1': 150 },
        selections: [sel(2, 'won', 0), sel(3, 'lost', 1)],
      }),
      status: 'won',
      payout: 50,
    },
    {
      rule: 'chain: a returned block cannot fund more than it returned',
      c: coupon({
        typeId: CouponType.CHAIN,
        amount: 100,
        amountByBlockId: { '0': 100, '1': 200 },
        selections: [sel(2, 'returned', 0), sel(3, 'won', 1)],
      }),
      status: 'won',
      payout: 300,
    },
    {
      rule: 'chain: the first block lost loses all',
      c: coupon({ typeId: CouponType.CHAIN, amount: 100, amountByBlockId: { '0': 100 }, selections: [sel(2, 'lost', 0), sel(3, 'pending', 1)] }),
      status: 'lost',
      payout: 0,
    },
    {
      rule: 'anti-express: won at its price as soon as one selection loses',
      c: coupon({ typeId: CouponType.ANTI_EXPRESS, coef: 1.3, selections: [sel(2, 'lost'), sel(3, 'pending')] }),
      status: 'won',
      payout: 130,
    },
    {
      rule: 'anti-express: lost when every selection not returned won',
      c: coupon({ typeId: CouponType.ANTI_EXPRESS, coef: 1.3, selections: [sel(2, 'won'), sel(3, 'returned')] }),
      status: 'lost',
      payout: 0,
    },
  ])('$rule', ({ c, status, payout }) => {
    expect(settleCoupon(c)).toEqual({ status, payout });
  });
});
