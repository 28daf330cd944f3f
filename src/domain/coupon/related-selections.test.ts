import { describe, expect, it } from 'vitest';
import { createBet, type Bet } from './bet';
import { createBonusBet } from './bonus-bet';
import { CouponType, type CouponTypeId } from './coupon-types';
import { betLockReasonsIn, couponBlocker, dependentSelectionIds, finishedSelectionIds, hasLockedBetsIn, relatedSelectionIds } from './related-selections';

/** Outcome `id` of game `gameId`, in market `marketId`. */
const bet = (id: string, gameId: number, marketId = 1, fields: Partial<Bet> = {}): Bet =>
  createBet({ id, gameId, coef: 2, market: { id: marketId, kind: 1, name: '', isLive: false }, ...fields });

// "1" of the 1X2 and "Over" of the total of game 7; a pick of game 8.
const sameGame = [bet('7:1:1', 7, 1), bet('7:2:9', 7, 2), bet('8:1:1', 8, 1)];
const differentGames = [bet('7:1:1', 7), bet('8:1:1', 8), bet('9:1:1', 9)];

describe('selections of one game in one coupon', () => {
  it.each<{ rule: string; typeId: CouponTypeId; bets: Bet[]; locked: string[] }>([
    { rule: 'spec 000 §5: same game in an express → dependent, so locked, both of them', typeId: CouponType.EXPRESS, bets: sameGame, locked: ['7:1:1', '7:2:9'] },
    { rule: 'spec 000 §5: same game in a system → locked', typeId: CouponType.SYSTEM, bets: sameGame, locked: ['7:1:1', '7:2:9'] },
    { rule: 'spec 000 §5: same game in a chain → locked', typeId: CouponType.CHAIN, bets: sameGame, locked: ['7:1:1', '7:2:9'] },
    { rule: 'spec 000 §5: same game in an anti-express → locked', typeId: CouponType.ANTI_EXPRESS, bets: sameGame, locked: ['7:1:1', '7:2:9'] },
    {
      rule: 'spec 000 §5: three of one game and two of another → all five locked, in coupon order',
      typeId: CouponType.EXPRESS,
      bets: [bet('7:1:1', 7, 1), bet('8:1:1', 8, 1), bet('7:2:9', 7, 2), bet('8:2:9', 8, 2), bet('7:3:7', 7, 3)],
      locked: ['7:1:1', '8:1:1', '7:2:9', '8:2:9', '7:3:7'],
    },
    { rule: 'different games in an express → none locked', typeId: CouponType.EXPRESS, bets: differentGames, locked: [] },
    { rule: 'same game in multiple singles → none locked (each single is a bet of its own)', typeId: CouponType.MULTIPLE_SINGLES, bets: sameGame, locked: [] },
    { rule: 'a single → never locked by this rule', typeId: CouponType.SINGLE, bets: [bet('7:1:1', 7)], locked: [] },
    {
      rule: 'the bonus bet never counts: it is no game of the coupon, even beside a selection of its game id',
      typeId: CouponType.EXPRESS,
      bets: [bet('1:1:1', 1), bet('2:1:1', 2), bet('0:1:1', 0), createBonusBet(3)],
      locked: [],
    },
  ])('$rule', ({ typeId, bets, locked }) => {
    const coupon = { typeId, bets };
    expect(dependentSelectionIds(coupon)).toEqual(locked);
    const reasons = betLockReasonsIn(coupon);
    expect(bets.filter((b) => reasons.get(b.id) !== null).map((b) => b.id)).toEqual(locked);
    expect(hasLockedBetsIn(coupon)).toBe(locked.length > 0);
  });

  it('relatedSelectionIds names the own selections sharing a game whatever the type; the bonus bet is never one', () => {
    expect(relatedSelectionIds([...sameGame, createBonusBet(3)])).toEqual(['7:1:1', '7:2:9']);
    expect(relatedSelectionIds(differentGames)).toEqual([]);
  });

  it('spec 000 §5: the line flags come first as the reason; a same-game pick says same-game; others none', () => {
    const suspended = bet('7:1:1', 7, 1, { isBlocked: true });
    const coupon = { typeId: CouponType.EXPRESS, bets: [suspended, bet('7:2:9', 7, 2), bet('8:1:1', 8)] };
    expect([...betLockReasonsIn(coupon).values()]).toEqual(['line', 'same-game', null]);
    expect(hasLockedBetsIn(coupon)).toBe(true);
    // A selection the line locks stays locked in multiple singles too.
    const singles = { ...coupon, typeId: CouponType.MULTIPLE_SINGLES };
    expect([...betLockReasonsIn(singles).values()]).toEqual(['line', null, null]);
    expect(hasLockedBetsIn(singles)).toBe(true);
  });
});

describe('couponBlocker: what stops the coupon until the player changes it', () => {
  it.each<{ rule: string; typeId: CouponTypeId; bets: Bet[]; blocker: ReturnType<typeof couponBlocker> }>([
    { rule: 'QA12 #2: a finished selection', typeId: CouponType.EXPRESS, bets: [...differentGames.slice(0, 2), bet('9:1:1', 9, 1, { isFinished: true })], blocker: 'finished' },
    { rule: 'QA12 #2: finished is said before same game', typeId: CouponType.EXPRESS, bets: [...sameGame, bet('9:1:1', 9, 1, { gameStatusId: 4 })], blocker: 'finished' },
    { rule: 'QA12 #4: selections of one game in an express', typeId: CouponType.EXPRESS, bets: sameGame, blocker: 'same-game' },
    { rule: 'QA12 #4: multiple singles place them apart: nothing blocks', typeId: CouponType.MULTIPLE_SINGLES, bets: sameGame, blocker: null },
    { rule: 'QA12 #2: a suspended selection is no blocker (waiting may bring it back)', typeId: CouponType.EXPRESS, bets: [...differentGames.slice(0, 2), bet('9:1:1', 9, 1, { isBlocked: true })], blocker: null },
    { rule: 'QA17 #4: an anti-express at long prices, which would pay back no more than the stake, is no offer', typeId: CouponType.ANTI_EXPRESS, bets: [bet('7:1:1', 7, 1, { coef: 29.21 }), bet('8:1:1', 8, 1, { coef: 4 }), bet('9:1:1', 9, 1, { coef: 6.5 })], blocker: 'no-anti-express' },
    { rule: 'QA17 #4: an anti-express at prices it is offered at', typeId: CouponType.ANTI_EXPRESS, bets: differentGames, blocker: null },
    { rule: 'QA17 #4: an anti-express of one selection is not a type to offer (not a blocker: the type list leaves it out)', typeId: CouponType.ANTI_EXPRESS, bets: [bet('7:1:1', 7, 1, { coef: 29.21 })], blocker: null },
    { rule: 'QA17 #4: an express of the same long prices is offered', typeId: CouponType.EXPRESS, bets: [bet('7:1:1', 7, 1, { coef: 29.21 }), bet('8:1:1', 8, 1, { coef: 4 }), bet('9:1:1', 9, 1, { coef: 6.5 })], blocker: null },
    { rule: 'QA17 #4: same game is said before the anti-express', typeId: CouponType.ANTI_EXPRESS, bets: [bet('7:1:1', 7, 1, { coef: 29.21 }), bet('7:2:9', 7, 2, { coef: 29.21 }), bet('8:1:1', 8, 1, { coef: 29.21 })], blocker: 'same-game' },
  ])('$rule', ({ typeId, bets, blocker }) => {
    expect(couponBlocker({ typeId, bets })).toBe(blocker);
  });

  it('QA12 #2: finishedSelectionIds lists the finished own selections in coupon order, never the bonus bet', () => {
    const bets = [bet('7:1:1', 7, 1, { isFinished: true }), bet('8:1:1', 8), bet('9:1:1', 9, 1, { gameStatusId: 4 }), createBonusBet(3)];
    expect(finishedSelectionIds(bets)).toEqual(['7:1:1', '9:1:1']);
  });
});
