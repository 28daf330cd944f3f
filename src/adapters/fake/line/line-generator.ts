import { GameStatus, MarketKind, type Champ, type Game, type Market, type Outcome, type Sport } from '../../../domain/line';
import { CITIES, INITIALS, SPORTS, SURNAMES, type SportDef } from './catalog';
import { mixSeed, Random } from './random';

/** The seed of the demo line; tests and the offline demo see the same games. */
export const DEFAULT_LINE_SEED = 20_250_106;
/** Games generated in all, spread over every championship. */
export const TARGET_GAME_COUNT = 1_200;
/** Share of games that are in play when the line is generated. */
const LIVE_SHARE = 0.12;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** What the generator decided about a game, kept to build its markets later, on demand. */
export interface GamePlan {
  sport: SportDef;
  /** 0..1; the gap between the two drives every price. */
  strengthHome: number;
  strengthAway: number;
  totals: number;
  handicaps: number;
  specials: number;
  isTop: boolean;
}

export interface GeneratedLine {
  sports: Sport[];
  /** In menu order: by sport, then as the catalogue lists them. */
  champs: Champ[];
  /** Games without markets; generateMarkets fills them in when first needed. */
  games: Game[];
  plans: Map<number, GamePlan>;
}

/**
 * The sports tree, games included but markets left out: that part is cheap
 * (a few milliseconds) and the costly one, markets, is built per game on
 * demand from a seed derived from the game id, so the result does not depend
 * on the order games are opened in.
 */
export function generateLine(seed: number, now: number): GeneratedLine {
  const rng = new Random(mixSeed(seed, 1));
  const sports: Sport[] = [];
  const champs: Champ[] = [];
  const champDefs: { champ: Champ; sport: SportDef; teams: string[]; strengths: number[]; weight: number; first: boolean }[] = [];

  SPORTS.forEach((def, sportIndex) => {
    const sport: Sport = { id: sportIndex + 1, name: def.name, slug: def.slug };
    sports.push(sport);
    def.champs.forEach(([country, name], champIndex) => {
      const champ: Champ = { id: 1_001 + champs.length, sportId: sport.id, name, country };
      champs.push(champ);
      const teams = def.individual ? playerNames(rng, rng.int(16, 32)) : teamNames(rng, def, rng.int(10, 20));
      champDefs.push({
        champ,
        sport: def,
        teams,
        strengths: teams.map(() => rng.next()),
        weight: rng.float(0.6, 1.4),
        first: champIndex === 0,
      });
    });
  });

  const totalWeight = champDefs.reduce((sum, c) => sum + c.weight, 0);
  const games: Game[] = [];
  const plans = new Map<number, GamePlan>();
  for (const { champ, sport, teams, strengths, weight, first } of champDefs) {
    const count = Math.max(6, Math.round((weight / totalWeight) * TARGET_GAME_COUNT));
    for (let i = 0; i < count; i++) {
      const id = 100_001 + games.length;
      // Two distinct teams without building arrays: this loop runs 1,200 times.
      const homeIndex = rng.int(0, teams.length - 1);
      let awayIndex = rng.int(0, teams.length - 2);
      if (awayIndex >= homeIndex) awayIndex++;
      const plan: GamePlan = {
        sport,
        strengthHome: strengths[homeIndex]!,
        strengthAway: strengths[awayIndex]!,
        totals: rng.int(1, 4),
        handicaps: rng.int(1, 3),
        specials: rng.chance(0.5) ? rng.int(1, 2) : 0,
        isTop: (first && rng.chance(0.35)) || rng.chance(0.02),
      };
      const state = rng.chance(LIVE_SHARE) ? liveState(rng, plan, now) : lineState(rng, now);
      games.push({
        id,
        champId: champ.id,
        sportId: champ.sportId,
        sportName: sport.name,
        champName: champ.name,
        number: 100 + (games.length % 900),
        home: teams[homeIndex]!,
        away: teams[awayIndex]!,
        startTime: state.startTime,
        isLive: state.isLive,
        status: state.status,
        timeSeconds: state.timeSeconds,
        score: state.score,
        formattedScore: state.formattedScore,
        markets: [],
        marketCount: 1 + plan.totals + plan.handicaps + plan.specials,
      });
      plans.set(id, plan);
    }
  }
  return { sports, champs, games, plans };
}

type GameState = Pick<Game, 'startTime' | 'isLive' | 'status' | 'timeSeconds' | 'score' | 'formattedScore'>;

function lineState(rng: Random, now: number): GameState {
  // Squaring skews start times toward the next hours, as a real line is.
  const start = now + 15 * MINUTE + Math.floor(rng.next() ** 2 * 7 * DAY);
  return {
    startTime: Math.ceil(start / (5 * MINUTE)) * 5 * MINUTE,
    isLive: false,
    status: GameStatus.NOT_STARTED,
    timeSeconds: 0,
    score: { home: 0, away: 0 },
    formattedScore: '',
  };
}

function liveState(rng: Random, plan: GamePlan, now: number): GameState {
  const { sport } = plan;
  const timeSeconds = rng.int(60, Math.floor(sport.durationMinutes * 60 * 0.9));
  const score = { home: 0, away: 0 };
  const events = Math.round(((sport.eventsPerMinute * timeSeconds) / 60) * rng.float(0.5, 1.5));
  const cap = sport.winningScore === undefined ? Infinity : sport.winningScore - 1;
  for (let i = 0; i < events; i++) {
    const side = rng.chance(homeEventShare(plan)) ? 'home' : 'away';
    score[side] = Math.min(cap, score[side] + rng.pick(sport.points));
  }
  return {
    startTime: Math.floor((now - timeSeconds * 1000) / MINUTE) * MINUTE - rng.int(0, 15) * MINUTE,
    isLive: true,
    status: rng.chance(0.1) ? GameStatus.BREAK : GameStatus.IN_PLAY,
    timeSeconds,
    score,
    formattedScore: formatScore(score),
  };
}

/** The provider's score format: "home:away". */
export function formatScore(score: { home: number; away: number }): string {
  return `${score.home}:${score.away}`;
}

/** Chance that the next scoring event is the home side's. */
export function homeEventShare(plan: GamePlan): number {
  return clamp(0.5 + (plan.strengthHome - plan.strengthAway) * 0.4, 0.1, 0.9);
}

function teamNames(rng: Random, sport: SportDef, count: number): string[] {
  return rng.sample(CITIES, count).map((city) => rng.pick(sport.teamPatterns).replace('{city}', city));
}

function playerNames(rng: Random, count: number): string[] {
  return rng.sample(SURNAMES, count).map((surname) => `${surname} ${rng.pick(INITIALS)}.`);
}

/**
 * Every market of a game, main ones first in each kind: 1X2 (or 12), totals
 * around the sport's main line, handicaps around the strength gap, and
 * sometimes specials (kind 7). Prices carry a bookmaker margin; a few
 * outcomes come blocked, dependent or banned from express.
 */
export function generateMarkets(seed: number, game: Game, plan: GamePlan): Market[] {
  const rng = new Random(mixSeed(seed, game.id));
  const { sport } = plan;
  const margin = game.isLive ? 0.08 : 0.06;
  const gap = plan.strengthHome - plan.strengthAway;
  const markets: Market[] = [];
  const outcome = (marketId: number, typeId: number, name: string, p: number): Outcome => ({
    id: `${game.id}:${marketId}:${typeId}`,
    marketId,
    gameId: game.id,
    name,
    typeId,
    coef: toCoef(p, margin),
    isBlocked: rng.chance(game.isLive ? 0.06 : 0.03),
    isDepend: rng.chance(0.02),
    isBannedExpress: rng.chance(0.01),
  });
  const add = (kind: number, name: string, param: number | undefined, build: (marketId: number) => Outcome[]) => {
    const id = game.id * 100 + markets.length;
    const market: Market = { id, kind, name, outcomes: build(id) };
    if (param !== undefined) market.param = param;
    markets.push(market);
  };

  const pHome = clamp(0.54 + gap * 0.45, 0.06, 0.94);
  if (sport.draw) {
    const pDraw = clamp(0.28 - Math.abs(gap) * 0.15, 0.08, 0.32);
    add(MarketKind.RESULT_1X2, '1X2', undefined, (id) => [
      outcome(id, 1, '1', pHome * (1 - pDraw)),
      outcome(id, 2, 'X', pDraw),
      outcome(id, 3, '2', (1 - pHome) * (1 - pDraw)),
    ]);
  } else {
    add(MarketKind.RESULT_1X2, '12', undefined, (id) => [outcome(id, 1, '1', pHome), outcome(id, 3, '2', 1 - pHome)]);
  }

  const offsets = [0, -1, 1, -2, 2];
  for (const k of offsets.slice(0, plan.totals)) {
    const line = sport.total + k * sport.totalStep;
    const pOver = clamp(0.5 + rng.float(-0.04, 0.04) - k * 0.17, 0.05, 0.95);
    add(MarketKind.TOTAL, 'Total', line, (id) => [
      outcome(id, 9, `Over ${line}`, pOver),
      outcome(id, 10, `Under ${line}`, 1 - pOver),
    ]);
  }

  const mainHandicap = -Math.round(gap * 2) * sport.handicapStep + (gap >= 0 ? -0.5 : 0.5);
  for (const k of offsets.slice(0, plan.handicaps)) {
    const h = mainHandicap + k * sport.handicapStep;
    const pCover = clamp(0.5 + rng.float(-0.04, 0.04) + k * 0.15, 0.05, 0.95);
    add(MarketKind.HANDICAP, 'Handicap', h, (id) => [
      outcome(id, 7, `1 (${signed(h)})`, pCover),
      outcome(id, 8, `2 (${signed(-h)})`, 1 - pCover),
    ]);
  }

  const specials = sport.individual
    ? ([['Odd/Even total', 'Odd', 'Even', 14], ['Deciding set', 'Yes', 'No', 182]] as const)
    : ([['Both teams to score', 'Yes', 'No', 180], ['Odd/Even total', 'Odd', 'Even', 14]] as const);
  for (const [name, yes, no, typeId] of specials.slice(0, plan.specials)) {
    const p = clamp(0.5 + rng.float(-0.12, 0.12), 0.05, 0.95);
    add(MarketKind.SPECIAL, name, undefined, (id) => [outcome(id, typeId, yes, p), outcome(id, typeId + 1, no, 1 - p)]);
  }
  return markets;
}

/** The first market of each main kind (1X2, total, handicap): what a list row shows. */
export function mainMarkets(markets: readonly Market[]): Market[] {
  const seen = new Set<number>();
  return markets.filter((m) => {
    if (m.kind === MarketKind.SPECIAL || seen.has(m.kind)) return false;
    seen.add(m.kind);
    return true;
  });
}

/** Decimal odds for probability `p` with the bookmaker's margin, on the usual 0.01 grid. */
export function toCoef(p: number, margin: number): number {
  return roundCoef(1 / (p * (1 + margin)));
}

export function roundCoef(coef: number): number {
  return clamp(Math.round(coef * 100) / 100, 1.01, 51);
}

function signed(value: number): string {
  if (value === 0) return '0';
  return value > 0 ? `+${value}` : String(value);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
