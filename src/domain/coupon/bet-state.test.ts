import { describe, expect, it } from 'vitest';
import { createBet, GameStatus, type Bet } from './bet';
import { isBetFinished, isBetLine, isBetLive, isBetLocked } from './bet-state';

const bet = (fields: Partial<Bet> = {}): Bet => createBet({ id: 'o1', gameId: 1, coef: 2, ...fields });

describe('bet state', () => {
  it.each([
    { rule: 'spec 000 §5: an ordinary bet is not locked', fields: {}, locked: false },
    { rule: 'spec 000 §5: locked if blocked', fields: { isBlocked: true }, locked: true },
    { rule: 'spec 000 §5: locked if dependent', fields: { isDepend: true }, locked: true },
    { rule: 'spec 000 §5: locked if banned from express', fields: { isBannedExpress: true }, locked: true },
  ])('$rule', ({ fields, locked }) => {
    expect(isBetLocked(bet(fields))).toBe(locked);
  });

  it.each([
    { rule: 'spec 000 §5: finished if flagged', fields: { isFinished: true }, finished: true },
    { rule: 'spec 000 §5: finished if game status 4', fields: { gameStatusId: GameStatus.FINISHED }, finished: true },
    { rule: 'spec 000 §5: status 2 is not finished', fields: { gameStatusId: GameStatus.IN_PLAY }, finished: false },
  ])('$rule', ({ fields, finished }) => {
    expect(isBetFinished(bet(fields))).toBe(finished);
  });

  const liveMarket = { id: 1, kind: 1, name: '1X2', isLive: true };
  it.each([
    { rule: 'spec 000 §5: a bet without any live sign is line', fields: {}, live: false },
    { rule: 'spec 000 §5: live if it has game time', fields: { timeSec: 600 }, live: true },
    { rule: 'spec 000 §5: live if live-in-live', fields: { isLiveInLive: true }, live: true },
    { rule: 'spec 000 §5: live if status 2', fields: { gameStatusId: 2 }, live: true },
    { rule: 'spec 000 §5: live if status 3', fields: { gameStatusId: 3 }, live: true },
    { rule: 'spec 000 §5: live if a live market', fields: { market: liveMarket }, live: true },
    { rule: 'spec 000 §5: not live once finished (flag)', fields: { timeSec: 600, isFinished: true }, live: false },
    { rule: 'spec 000 §5: not live once finished (status 4)', fields: { gameStatusId: 4, isLiveInLive: true }, live: false },
  ])('$rule', ({ fields, live }) => {
    expect(isBetLive(bet(fields))).toBe(live);
    expect(isBetLine(bet(fields))).toBe(!live && !isBetFinished(bet(fields)));
  });

  it('spec 000 §3: a bet statusId defaults to -2', () => {
    expect(bet().statusId).toBe(-2);
  });
});
