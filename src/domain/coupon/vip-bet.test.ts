import { describe, expect, it } from 'vitest';
import { needsVipReview, reviewedBet } from './vip-bet';
import type { PlacedBetStatus } from './settlement';

describe('VIP bet review (spec 000 §5: a request to stake above the maximum, reviewed by the bookmaker; QA12 #5)', () => {
  it.each([
    { rule: 'a VIP coupon above the maximum is sent for review', isVipBet: true, amount: 200_000, maxBetAmount: 100_000, review: true },
    { rule: 'a VIP coupon at the maximum is placed at once', isVipBet: true, amount: 100_000, maxBetAmount: 100_000, review: false },
    { rule: 'a VIP coupon below the maximum is placed at once', isVipBet: true, amount: 150, maxBetAmount: 100_000, review: false },
    { rule: 'no review without the VIP choice (above the maximum is a refusal)', isVipBet: false, amount: 200_000, maxBetAmount: 100_000, review: false },
    { rule: 'no maximum, nothing to go above: no review', isVipBet: true, amount: 200_000, maxBetAmount: Infinity, review: false },
  ])('$rule', ({ isVipBet, amount, maxBetAmount, review }) => {
    expect(needsVipReview({ isVipBet, amount, maxBetAmount })).toBe(review);
  });

  const underReview = { status: 'under-review' as PlacedBetStatus, amount: 200_000, payout: null as number | null, couponId: '1' };

  it('the review accepted: the coupon is a normal pending bet, nothing paid', () => {
    expect(reviewedBet(underReview, 'accepted')).toEqual({ ...underReview, status: 'pending', payout: null });
  });

  it('the review declined: the coupon is declined and its held stake paid back (payout = stake)', () => {
    expect(reviewedBet(underReview, 'declined')).toEqual({ ...underReview, status: 'declined', payout: 200_000 });
  });

  it('a coupon not under review is left as it is (a review ends once)', () => {
    const settled = { ...underReview, status: 'declined' as PlacedBetStatus, payout: 200_000 };
    expect(reviewedBet(settled, 'accepted')).toBe(settled);
  });
});
