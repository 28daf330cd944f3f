import { describe, expect, it } from 'vitest';
import { CouponType } from '../../domain/coupon';
import { fakeAmountIn, FAKE_MAX_PAYOUT, settlePlacedCoupon, type SettlementLine, type SettlingPlacedCoupon } from './fake-bet-placement';

/** A line on which every game is over and every selection won. */
const ALL_WON: SettlementLine = { finalScore: () => ({ home: 1, away: 0 }), result: () => 'won' };

/** A pending single of `amount` at odds 100 in `currency`: it wins 100 × the stake. */
function single(currency: string, amount: number): SettlingPlacedCoupon {
  return {
    typeId: CouponType.SINGLE,
    currency,
    systemValue: null,
    amount,
    coef: 100,
    status: 'pending',
    payout: null,
    selections: [{ betId: 'b1', gameId: 1, coef: 100, status: 'pending', score: null }],
  };
}

describe('the demo bookmaker caps a payout at its maximum in the coupon\'s currency (the offer it was placed under)', () => {
  it('a EUR coupon is capped at the EUR maximum (125,000), not the RUB figure', () => {
    const cap = fakeAmountIn('EUR', FAKE_MAX_PAYOUT);
    expect(cap).toBe(125_000);
    const { bet, credit } = settlePlacedCoupon(single('EUR', 2_000), undefined, 0, ALL_WON);
    expect(bet.status).toBe('won');
    expect(bet.payout).toBe(cap);
    expect(credit).toBe(cap);
  });

  it('a RUB coupon under the RUB maximum is paid in full', () => {
    const { bet, credit } = settlePlacedCoupon(single('RUB', 2_000), undefined, 0, ALL_WON);
    expect(bet.payout).toBe(200_000);
    expect(credit).toBe(200_000);
  });
});
