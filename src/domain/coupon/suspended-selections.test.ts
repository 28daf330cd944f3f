import { describe, expect, it } from 'vitest';
import { createBet, type Bet } from './bet';
import { createBonusBet, isBonusBetOffered, syncBonusBet } from './bonus-bet';
import { CouponType, type CouponTypeId } from './coupon-types';
import { couponHold, suspendedSelectionIds } from './related-selections';

/** Outcome `id` of game `gameId` at 2.00. */
const bet = (id: string, gameId: number, fields: Partial<Bet> = {}): Bet =>
  createBet({ id, gameId, coef: 2, market: { id: 1, kind: 1, name: '', isLive: false }, ...fields });

const open = [bet('7:1:1', 7), bet('8:1:1', 8), bet('9:1:1', 9)];
const withSuspended = [bet('7:1:1', 7), bet('8:1:1', 8, { isBlocked: true }), bet('9:1:1', 9)];

describe('QA15 #6: a suspended selection holds the coupon until it reopens or is removed', () => {
  it.each<{ rule: string; typeId: CouponTypeId; bets: Bet[]; hold: ReturnType<typeof couponHold> }>([
    { rule: 'QA15 #6: a blocked selection in an express', typeId: CouponType.EXPRESS, bets: withSuspended, hold: 'suspended' },
    { rule: 'QA15 #6: a dependent selection (spec 000 §5 locked)', typeId: CouponType.SYSTEM, bets: [bet('7:1:1', 7), bet('8:1:1', 8, { isDepend: true }), bet('9:1:1', 9)], hold: 'suspended' },
    { rule: 'QA15 #6: one banned from express', typeId: CouponType.EXPRESS, bets: [bet('7:1:1', 7, { isBannedExpress: true }), bet('8:1:1', 8)], hold: 'suspended' },
    { rule: 'QA15 #6: multiple singles too (the bookmaker takes no coupon holding a locked selection)', typeId: CouponType.MULTIPLE_SINGLES, bets: withSuspended, hold: 'suspended' },
    { rule: 'QA15 #6: a single', typeId: CouponType.SINGLE, bets: [bet('7:1:1', 7, { isBlocked: true })], hold: 'suspended' },
    { rule: 'QA12 #2: a finished selection is said first (waiting never brings it back)', typeId: CouponType.EXPRESS, bets: [...withSuspended, bet('6:1:1', 6, { isFinished: true })], hold: 'finished' },
    { rule: 'QA12 #4: same game is said first', typeId: CouponType.EXPRESS, bets: [...withSuspended, bet('7:2:1', 7)], hold: 'same-game' },
    { rule: 'QA15 #6: reopened, nothing holds the coupon', typeId: CouponType.EXPRESS, bets: open, hold: null },
  ])('$rule', ({ typeId, bets, hold }) => {
    expect(couponHold({ typeId, bets })).toBe(hold);
  });

  it('QA15 #6: suspendedSelectionIds names the locked own selections in coupon order', () => {
    expect(suspendedSelectionIds([bet('7:1:1', 7, { isBlocked: true }), bet('8:1:1', 8), bet('9:1:1', 9, { isDepend: true }), createBonusBet(3)])).toEqual([
      '7:1:1',
      '9:1:1',
    ]);
  });

  it('QA15 #6: no bonus bet while a selection is suspended, and it comes back by itself when the selection reopens', () => {
    const four = [...open, bet('6:1:1', 6)];
    expect(isBonusBetOffered({ enabled: true, typeId: CouponType.EXPRESS, bets: four })).toBe(true);
    const withBonus = syncBonusBet({ enabled: true, typeId: CouponType.EXPRESS, bets: four, manuallyDeletedBonusBet: false });
    expect(withBonus).toHaveLength(5);

    const locked = withBonus.map((b) => (b.id === '8:1:1' ? { ...b, isBlocked: true } : b));
    expect(isBonusBetOffered({ enabled: true, typeId: CouponType.EXPRESS, bets: locked })).toBe(false);
    const without = syncBonusBet({ enabled: true, typeId: CouponType.EXPRESS, bets: locked, manuallyDeletedBonusBet: false });
    expect(without.map((b) => b.id)).toEqual(four.map((b) => b.id));

    const reopened = without.map((b) => ({ ...b, isBlocked: false }));
    expect(syncBonusBet({ enabled: true, typeId: CouponType.EXPRESS, bets: reopened, manuallyDeletedBonusBet: false })).toHaveLength(5);
  });
});
