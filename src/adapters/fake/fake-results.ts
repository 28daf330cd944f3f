import type { SelectionStatus } from '../../domain/coupon';
import { MarketKind, type Game, type Market, type Outcome, type Score } from '../../domain/line';
import type { SportDef } from './line/catalog';
import type { FakeLineWorld } from './line/fake-line-world';
import { finalScoreOf, longestGameMs, scriptEndsAt } from './line/game-timeline';

/**
 * The latest a game of the fake line can be over: its start plus the sport's
 * playing time and breaks. A set sport may end sooner (a side reaching the
 * winning score); `FakeLineWorld.endsAt` gives the exact moment. Kept for the
 * coupon model's and the bookmaker's tests, which step their clock past it to
 * have a game over knowing only the game and its sport.
 */
export function gameEndsAt(game: Pick<Game, 'startTime'>, sport: Pick<SportDef, 'durationMinutes' | 'breaks'>): number {
  return game.startTime + longestGameMs(sport);
}

/**
 * The final score of a fake game, or null while the line does not have it
 * finished at `now`. The line plays every game from a script fixed by the
 * seed, the world's epoch and the game id (game-timeline.ts), so this is the
 * score the line's own game shows at its final whistle, whichever page was
 * open and however often it was reloaded; a game settles exactly when the
 * line finishes it, never while the live page still shows it in play.
 */
export function finalScore(world: FakeLineWorld, gameId: number, now: number): Score | null {
  const script = world.script(gameId);
  return script && now >= scriptEndsAt(script) ? finalScoreOf(script) : null;
}

const compare = (a: number, b: number): SelectionStatus => (a > b ? 'won' : a < b ? 'lost' : 'returned');

/**
 * The result of one outcome on a final score, by the fake line's markets
 * (line-generator.ts): 1X2/12 by who won (a tie in a "12" market is void);
 * totals over/under their line (exactly on the line is void); handicaps with
 * the handicap added (level is void); specials: odd/even total, both teams to
 * score, deciding set (the loser one set short of the winning score).
 * Anything else is void, which returns the stake rather than inventing a
 * result: so are the totals and handicaps a set sport counts in games or
 * points, which its fake score (sets won) does not have.
 */
export function outcomeResult(
  market: Market,
  outcome: Outcome,
  score: Score,
  sport: Pick<SportDef, 'winningScore' | 'totalsOffScore' | 'handicapsOffScore'>,
): SelectionStatus {
  const { home, away } = score;
  const total = home + away;
  const param = market.param ?? 0;
  switch (market.kind) {
    case MarketKind.RESULT_1X2:
      if (outcome.typeId === 1) return home === away && !market.outcomes.some((o) => o.typeId === 2) ? 'returned' : home > away ? 'won' : 'lost';
      if (outcome.typeId === 3) return home === away && !market.outcomes.some((o) => o.typeId === 2) ? 'returned' : away > home ? 'won' : 'lost';
      if (outcome.typeId === 2) return home === away ? 'won' : 'lost';
      return 'returned';
    case MarketKind.TOTAL:
      if (sport.totalsOffScore) return 'returned';
      if (outcome.typeId === 9) return compare(total, param);
      if (outcome.typeId === 10) return compare(param, total);
      return 'returned';
    case MarketKind.HANDICAP:
      if (sport.handicapsOffScore) return 'returned';
      if (outcome.typeId === 7) return compare(home + param, away);
      if (outcome.typeId === 8) return compare(away - param, home);
      return 'returned';
    default:
      switch (outcome.typeId) {
        case 14:
          return total % 2 === 1 ? 'won' : 'lost';
        case 15:
          return total % 2 === 0 ? 'won' : 'lost';
        case 180:
          return home > 0 && away > 0 ? 'won' : 'lost';
        case 181:
          return home > 0 && away > 0 ? 'lost' : 'won';
        case 182:
        case 183: {
          if (sport.winningScore === undefined) return 'returned';
          const deciding = Math.min(home, away) === sport.winningScore - 1;
          return deciding === (outcome.typeId === 182) ? 'won' : 'lost';
        }
        default:
          return 'returned';
      }
  }
}
