import { GameStatus, MarketKind, type Game, type Market, type Score } from '../../../domain/line';
import type { SportDef } from './catalog';
import { homeEventShare, toCoef, type GamePlan } from './line-generator';

/** The bookmaker's margin before the start and in play. */
const PRE_MATCH_MARGIN = 0.06;
const LIVE_MARGIN = 0.08;
/** A market with an outcome this sure is closed: the score has decided it (a total passed, both teams scored, a line out of reach). */
const DECIDED = 1 - 1e-9;
/**
 * In play a total or handicap line is taken down once one side is a stronger
 * favourite than this (about 1.23 at the live margin): books offer in-play
 * lines near the score. Our lines are fixed for the game (a selection keeps
 * its line), so a line taken down is locked, and opens again if the game
 * swings back.
 */
const LINE_TAKEN_DOWN = 0.75;

/** What the line prices an outcome at from where its game stands: the fair price, and whether its market is closed. */
export interface PricedOutcome {
  coef: number;
  closed: boolean;
}

/**
 * The chances of a game's final score from where it stands, for the markets'
 * prices: the final difference (home − away) and total, from the score so far
 * and what is left to play at the sport's pace, the way the game's script
 * plays it (game-timeline.ts): a timed sport scores each side's events as a
 * Poisson process, a set sport wins sets one by one.
 */
interface Outlook {
  /** P(final difference ≤ diffBase + i): the distribution, summed up, so a line's chance is one look-up. */
  diffUpTo: Float64Array;
  diffBase: number;
  /** P(final total ≤ totalBase + i). */
  totalUpTo: Float64Array;
  totalBase: number;
  /** The final total is odd. */
  oddTotal: number;
  /** Both sides have scored by the end. */
  bothScore: number;
  /** A set sport's match goes to the deciding set. */
  decidingSet: number;
}

/**
 * The outcomes of a game's markets priced from where the game stands:
 * before the start from the sides' strengths alone, in play from the score
 * and the time left, so prices lean toward the side ahead, more so late. A
 * market whose outcome the score has decided (a total already passed, both
 * teams having scored) is closed, and so, in play, is a line one side is a
 * strong favourite on; the match result stays open to the end, at the
 * shortest price if need be. Markets the model does not price (a
 * set sport's totals and handicaps in games or points) are left out.
 */
export function priceMarkets(markets: readonly Market[], plan: GamePlan, clock: Pick<Game, 'status' | 'timeSeconds' | 'score'>): Map<string, PricedOutcome> {
  const live = clock.status !== GameStatus.NOT_STARTED;
  const outlook = outlookOf(plan.sport, homeEventShare(plan), clock.score, live ? clock.timeSeconds : 0);
  const margin = live ? LIVE_MARGIN : PRE_MATCH_MARGIN;
  const priced = new Map<string, PricedOutcome>();
  for (const market of markets) {
    const chances = chancesOf(market, plan.sport, outlook);
    if (!chances) continue;
    const top = Math.max(...chances);
    const isLine = market.kind === MarketKind.TOTAL || market.kind === MarketKind.HANDICAP;
    const closed = top >= DECIDED || (live && isLine && top >= LINE_TAKEN_DOWN);
    market.outcomes.forEach((outcome, i) => priced.set(outcome.id, { coef: toCoef(chances[i]!, margin), closed }));
  }
  return priced;
}

/** The chance of each outcome of a market (in its order, a void result left out), or null when the model does not price it. */
function chancesOf(market: Market, sport: SportDef, o: Outlook): number[] | null {
  const param = market.param ?? 0;
  const types = market.outcomes.map((outcome) => outcome.typeId);
  switch (market.kind) {
    case MarketKind.RESULT_1X2: {
      const home = 1 - upTo(o.diffUpTo, o.diffBase, 0);
      const away = upTo(o.diffUpTo, o.diffBase, -1);
      const draw = 1 - home - away;
      // A "12" market is void on a tie.
      const of = types.includes(2) ? { 1: home, 2: draw, 3: away } : { 1: home, 3: away };
      return normalised(types.map((t) => of[t as keyof typeof of] ?? 0));
    }
    case MarketKind.TOTAL:
      if (sport.totalsOffScore) return null;
      return normalised(types.map((t) => (t === 9 ? above(o.totalUpTo, o.totalBase, param) : below(o.totalUpTo, o.totalBase, param))));
    case MarketKind.HANDICAP:
      if (sport.handicapsOffScore) return null;
      // Home covers when difference + handicap > 0.
      return normalised(types.map((t) => (t === 7 ? above(o.diffUpTo, o.diffBase, -param) : below(o.diffUpTo, o.diffBase, -param))));
    default: {
      const of: Record<number, number> = {
        14: o.oddTotal,
        15: 1 - o.oddTotal,
        180: o.bothScore,
        181: 1 - o.bothScore,
        182: o.decidingSet,
        183: 1 - o.decidingSet,
      };
      return types.every((t) => t in of) ? normalised(types.map((t) => of[t]!)) : null;
    }
  }
}

function normalised(chances: number[]): number[] {
  const sum = chances.reduce((a, b) => a + b, 0);
  return sum > 1e-12 ? chances.map((p) => p / sum) : chances.map(() => 1 / chances.length);
}

/** P(X ≤ k) for a whole k, from X's summed-up distribution starting at `base`. */
function upTo(summed: Float64Array, base: number, k: number): number {
  const i = k - base;
  return i < 0 ? 0 : i >= summed.length ? 1 : summed[i]!;
}

/** P(X > line) and P(X < line) for a whole-valued X. */
function above(summed: Float64Array, base: number, line: number): number {
  return 1 - upTo(summed, base, Math.floor(line));
}

function below(summed: Float64Array, base: number, line: number): number {
  return upTo(summed, base, Math.ceil(line) - 1);
}

/** The outlook from a distribution of final differences and totals. */
function outlookFrom(diff: Float64Array, diffBase: number, total: Float64Array, totalBase: number, bothScore: number, decidingSet: number): Outlook {
  let oddTotal = 0;
  total.forEach((p, i) => {
    if ((totalBase + i) % 2 === 1) oddTotal += p;
  });
  return { diffUpTo: summedUp(diff), diffBase, totalUpTo: summedUp(total), totalBase, oddTotal, bothScore, decidingSet };
}

/** The distribution summed up, in place. */
function summedUp(values: Float64Array): Float64Array {
  for (let i = 1; i < values.length; i++) values[i]! += values[i - 1]!;
  return values;
}

function outlookOf(sport: SportDef, homeShare: number, score: Score, elapsedSeconds: number): Outlook {
  return sport.winningScore === undefined
    ? timedOutlook(sport, homeShare, score, Math.max(0, sport.durationMinutes - elapsedSeconds / 60))
    : setOutlook(sport.winningScore, homeShare, score);
}

/**
 * A timed sport: each side's points in the minutes left, independent, added
 * to the score; worked out exactly, or, with many scoring events to come
 * (basketball, handball), as the normal distribution they make.
 */
function timedOutlook(sport: SportDef, homeShare: number, score: Score, minutesLeft: number): Outlook {
  const events = sport.eventsPerMinute * minutesLeft;
  if (events > MANY_EVENTS) return normalOutlook(sport.points, events, homeShare, score);
  const home = pointsLeft(events * homeShare, sport.points);
  const away = pointsLeft(events * (1 - homeShare), sport.points);
  const diff = new Float64Array(home.length + away.length - 1);
  const total = new Float64Array(home.length + away.length - 1);
  for (let x = 0; x < home.length; x++) {
    const px = home[x]!;
    if (px < 1e-15) continue;
    for (let y = 0; y < away.length; y++) {
      const p = px * away[y]!;
      diff[x - y + away.length - 1]! += p;
      total[x + y]! += p;
    }
  }
  const bothScore = (score.home > 0 ? 1 : 1 - home[0]!) * (score.away > 0 ? 1 : 1 - away[0]!);
  return outlookFrom(diff, score.home - score.away - (away.length - 1), total, score.home + score.away, bothScore, 0);
}

/** Past this many scoring events to come, the difference and total are as good as normal (and far quicker to work out). */
const MANY_EVENTS = 20;

/** Points from a Poisson number of events each worth one of `points`: the difference's and total's mean and spread, discretised. */
function normalOutlook(points: readonly number[], events: number, homeShare: number, score: Score): Outlook {
  const mean = points.reduce((a, b) => a + b, 0) / points.length;
  const spread = Math.sqrt((events * points.reduce((a, b) => a + b * b, 0)) / points.length);
  const diff = discretised(score.home - score.away + events * (2 * homeShare - 1) * mean, spread);
  const total = discretised(score.home + score.away + events * mean, spread);
  const bothScore = (score.home > 0 ? 1 : 1 - Math.exp(-events * homeShare)) * (score.away > 0 ? 1 : 1 - Math.exp(-events * (1 - homeShare)));
  return outlookFrom(diff.chances, diff.from, total.chances, total.from, bothScore, 0);
}

/** A normal distribution on the whole numbers within 7 spreads of its centre: the chance of each, from the first. */
function discretised(centre: number, spread: number): { chances: Float64Array; from: number } {
  const from = Math.floor(centre - 7 * spread);
  const chances = new Float64Array(Math.ceil(centre + 7 * spread) - from + 1);
  let below = normalUpTo((from - 0.5 - centre) / spread);
  for (let i = 0; i < chances.length; i++) {
    const upTo = normalUpTo((from + i + 0.5 - centre) / spread);
    chances[i] = upTo - below;
    below = upTo;
  }
  return { chances, from };
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26, within 1.5e-7). */
function normalUpTo(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * The chances of the points a side scores from `events` expected scoring
 * events, each worth one of `points` (picked evenly): a compound Poisson
 * distribution, by Panjer's recursion, cut where what is left is negligible.
 */
function pointsLeft(events: number, points: readonly number[]): number[] {
  const worth = new Map<number, number>();
  for (const v of points) worth.set(v, (worth.get(v) ?? 0) + 1 / points.length);
  const mean = events * points.reduce((a, b) => a + b, 0) / points.length;
  const g = [Math.exp(-events)];
  let sum = g[0]!;
  for (let n = 1; n < 2_000 && (sum < 1 - 1e-10 || n <= mean); n++) {
    let next = 0;
    for (const [v, f] of worth) if (v <= n) next += v * f * g[n - v]!;
    g.push((events / n) * next);
    sum += g[n]!;
  }
  return g;
}

/** A set sport: sets won one by one (home with `homeShare`) until a side has `wins`. */
function setOutlook(wins: number, homeShare: number, score: Score): Outlook {
  const diff = new Float64Array(2 * wins + 1);
  const total = new Float64Array(2 * wins);
  let bothScore = 0;
  let decidingSet = 0;
  const add = (home: number, away: number, p: number) => {
    diff[home - away + wins]! += p;
    total[home + away]! += p;
    if (home > 0 && away > 0) bothScore += p;
    if (Math.min(home, away) === wins - 1) decidingSet += p;
  };
  if (score.home >= wins || score.away >= wins) add(score.home, score.away, 1);
  else {
    // The winner takes the last set: before it, the loser's sets and the winner's other sets in any order.
    const needHome = wins - score.home;
    const needAway = wins - score.away;
    for (let lost = 0; lost < needAway; lost++) add(wins, score.away + lost, choose(needHome - 1 + lost, lost) * homeShare ** needHome * (1 - homeShare) ** lost);
    for (let lost = 0; lost < needHome; lost++) add(score.home + lost, wins, choose(needAway - 1 + lost, lost) * (1 - homeShare) ** needAway * homeShare ** lost);
  }
  return outlookFrom(diff, -wins, total, 0, bothScore, decidingSet);
}

function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}
