import { describe, expect, it } from 'vitest';
import { GameStatus, MarketKind, type Market, type Outcome } from '../../domain/line';
import { FakeClock } from './fake-clock';
import { finalScore, gameEndsAt, outcomeResult } from './fake-results';
import { FakeLine } from './line';

const outcome = (typeId: number): Outcome => ({
  id: `1:1:${typeId}`,
  marketId: 1,
  gameId: 1,
  name: '',
  typeId,
  coef: 2,
  isBlocked: false,
  isDepend: false,
  isBannedExpress: false,
});
const market = (kind: number, typeIds: number[], param?: number): Market => ({
  id: 1,
  kind,
  name: '',
  outcomes: typeIds.map(outcome),
  ...(param === undefined ? {} : { param }),
});
const x12 = market(MarketKind.RESULT_1X2, [1, 2, 3]);
const m12 = market(MarketKind.RESULT_1X2, [1, 3]);

describe('outcomeResult (fake bookmaker rules)', () => {
  it.each([
    { rule: '1X2: home win wins "1"', m: x12, t: 1, score: [2, 1], result: 'won' },
    { rule: '1X2: home win loses "X"', m: x12, t: 2, score: [2, 1], result: 'lost' },
    { rule: '1X2: a draw wins "X"', m: x12, t: 2, score: [1, 1], result: 'won' },
    { rule: '1X2: away win wins "2"', m: x12, t: 3, score: [0, 1], result: 'won' },
    { rule: '12: a tie voids "1"', m: m12, t: 1, score: [1, 1], result: 'returned' },
    { rule: 'total: over 2.5 on 3 goals wins', m: market(MarketKind.TOTAL, [9, 10], 2.5), t: 9, score: [2, 1], result: 'won' },
    { rule: 'total: under 2.5 on 3 goals loses', m: market(MarketKind.TOTAL, [9, 10], 2.5), t: 10, score: [2, 1], result: 'lost' },
    { rule: 'total: exactly on a whole line is void', m: market(MarketKind.TOTAL, [9, 10], 3), t: 9, score: [2, 1], result: 'returned' },
    { rule: 'handicap: home −1.5 on 2:1 loses', m: market(MarketKind.HANDICAP, [7, 8], -1.5), t: 7, score: [2, 1], result: 'lost' },
    { rule: 'handicap: away +1.5 on 2:1 wins', m: market(MarketKind.HANDICAP, [7, 8], -1.5), t: 8, score: [2, 1], result: 'won' },
    { rule: 'handicap: level after the handicap is void', m: market(MarketKind.HANDICAP, [7, 8], -1), t: 7, score: [2, 1], result: 'returned' },
    { rule: 'special: odd total', m: market(MarketKind.SPECIAL, [14, 15]), t: 14, score: [2, 1], result: 'won' },
    { rule: 'special: both teams to score "No" loses on 2:1', m: market(MarketKind.SPECIAL, [180, 181]), t: 181, score: [2, 1], result: 'lost' },
    { rule: 'unknown outcome types are void', m: market(99, [500]), t: 500, score: [2, 1], result: 'returned' },
  ])('$rule', ({ m, t, score, result }) => {
    expect(outcomeResult(m, outcome(t), { home: score[0]!, away: score[1]! }, {})).toBe(result);
  });

  it('a set sport\'s totals and handicaps in games or points are void: its score counts sets', () => {
    const tennis = { winningScore: 2, totalsOffScore: true };
    const volleyball = { winningScore: 3, totalsOffScore: true, handicapsOffScore: true };
    expect(outcomeResult(market(MarketKind.TOTAL, [9, 10], 22.5), outcome(10), { home: 2, away: 1 }, tennis)).toBe('returned');
    expect(outcomeResult(market(MarketKind.HANDICAP, [7, 8], -1.5), outcome(7), { home: 2, away: 0 }, tennis)).toBe('won');
    expect(outcomeResult(market(MarketKind.HANDICAP, [7, 8], -4.5), outcome(8), { home: 3, away: 0 }, volleyball)).toBe('returned');
    expect(outcomeResult(market(MarketKind.RESULT_1X2, [1, 3]), outcome(1), { home: 3, away: 0 }, volleyball)).toBe('won');
  });

  it('deciding set: the loser one set short of the winning score', () => {
    const special = market(MarketKind.SPECIAL, [182, 183]);
    expect(outcomeResult(special, outcome(182), { home: 3, away: 2 }, { winningScore: 3 })).toBe('won');
    expect(outcomeResult(special, outcome(182), { home: 3, away: 0 }, { winningScore: 3 })).toBe('lost');
  });
});

describe('finalScore: a game settles only once the line has it finished', () => {
  it('is null while the line shows the game in play, and the score the line finished it with after', async () => {
    const clock = new FakeClock();
    const line = new FakeLine({ clock });
    const again = new FakeLine({ clock, epoch: line.epoch });
    const id = line.world.liveGameIds()[0]!;
    const end = line.world.endsAt(id)!;
    expect(end).toBeLessThanOrEqual(gameEndsAt(line.world.peekGame(id)!, line.world.plan(id)!.sport));
    clock.advance(end - 1 - clock.now());
    expect(line.world.peekGame(id)!.isLive).toBe(true);
    expect(finalScore(line.world, id, clock.now())).toBeNull();
    clock.advance(1);
    const score = finalScore(line.world, id, clock.now())!;
    const game = (await line.game(id))!;
    expect(game.status).toBe(GameStatus.FINISHED);
    expect(score).toEqual(game.score);
    expect(finalScore(again.world, id, clock.now())).toEqual(score);
  });

  it('the page\'s "Break 0:6 · 51\'" game is not over: no game ends before its start plus its playing time and break', () => {
    const clock = new FakeClock();
    const line = new FakeLine({ clock });
    for (const id of line.world.liveGameIds()) {
      const game = line.world.peekGame(id)!;
      const { sport } = line.world.plan(id)!;
      expect(finalScore(line.world, id, clock.now())).toBeNull();
      // What is left of the game on its clock has to be played before it ends.
      if (sport.winningScore === undefined) {
        expect(line.world.endsAt(id)! - clock.now()).toBeGreaterThanOrEqual((sport.durationMinutes * 60 - game.timeSeconds - 60) * 1000);
      }
    }
  });
});
