import type { SelectionStatus } from '../../domain/coupon';
import { GameStatus, MarketKind, type Game, type Market, type Outcome, type Score } from '../../domain/line';
import type { SportDef } from './line/catalog';
import type { FakeLineWorld } from './line/fake-line-world';
import { homeEventShare } from './line/line-generator';
import { mixSeed, Random } from './line/random';

/** Seed key of the results, apart from the generator's and the feed's streams. */
const RESULT_STREAM = 0x5e771e;
const MINUTE = 60_000;

/**
 * When a game of the fake line is over on the bookmaker's clock: its start
 * plus the sport's playing time. The feed may finish a live game earlier (a
 * set sport reaching its winning score); whichever comes first counts.
 */
export function gameEndsAt(game: Pick<Game, 'startTime'>, sport: Pick<SportDef, 'durationMinutes'>): number {
  return game.startTime + sport.durationMinutes * MINUTE;
}

/**
 * The final score of a fake game, or null while it is not over. A game the
 * feed finished keeps the score it finished with; a game past its end time
 * that the feed never played out (the feed runs only while a page is open)
 * is played out here from its current score, with the same scoring pace and
 * home share the feed uses, from a seed of the line and the game id — so the
 * same game always ends the same way from the same state. The caller records
 * the result once, so every coupon on that game agrees.
 */
export function finalScore(world: FakeLineWorld, gameId: number, now: number): Score | null {
  const game = world.peekGame(gameId);
  const plan = world.plan(gameId);
  if (!game || !plan) return null;
  if (game.status === GameStatus.FINISHED) return game.score;
  if (now < gameEndsAt(game, plan.sport)) return null;
  const rng = new Random(mixSeed(mixSeed(world.seed, RESULT_STREAM), gameId));
  const { sport } = plan;
  const score = { ...game.score };
  const share = homeEventShare(plan);
  const event = () => {
    const side = rng.chance(share) ? 'home' : 'away';
    score[side] += sport.points[rng.int(0, sport.points.length - 1)] ?? 1;
  };
  if (sport.winningScore !== undefined) {
    while (Math.max(score.home, score.away) < sport.winningScore) event();
    return score;
  }
  const minutesLeft = Math.max(0, sport.durationMinutes - game.timeSeconds / 60);
  const events = Math.round(sport.eventsPerMinute * minutesLeft * rng.float(0.5, 1.5));
  for (let i = 0; i < events; i++) event();
  return score;
}

const compare = (a: number, b: number): SelectionStatus => (a > b ? 'won' : a < b ? 'lost' : 'returned');

/**
 * The result of one outcome on a final score, by the fake line's markets
 * (line-generator.ts): 1X2/12 by who won (a tie in a "12" market is void);
 * totals over/under their line (exactly on the line is void); handicaps with
 * the handicap added (level is void); specials: odd/even total, both teams to
 * score, deciding set (the loser one set short of the winning score).
 * Anything else is void, which returns the stake rather than inventing a result.
 */
export function outcomeResult(market: Market, outcome: Outcome, score: Score, sport: Pick<SportDef, 'winningScore'>): SelectionStatus {
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
      if (outcome.typeId === 9) return compare(total, param);
      if (outcome.typeId === 10) return compare(param, total);
      return 'returned';
    case MarketKind.HANDICAP:
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
