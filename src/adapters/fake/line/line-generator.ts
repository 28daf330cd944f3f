import { GameStatus, MarketKind, type Champ, type Game, type Market, type Outcome, type Sport } from '../../../domain/line';
import { CITIES, INITIALS, SPORTS, SURNAMES, type SportDef } from './catalog';
import { BREAK_SECONDS, longestGameMs, writeScript, type GameScript } from './game-timeline';
import { mixSeed, Random } from './random';

/** The seed of the demo line; tests and the offline demo see the same games. */
export const DEFAULT_LINE_SEED = 20_250_106;
/** Fixtures in all (about as many games in the line at any moment), spread over every championship. */
export const TARGET_GAME_COUNT = 1_200;
/** Share of games in play at any moment: a fixture's period is its longest game divided by this. */
const LIVE_SHARE = 0.12;
/** The first game id; a fixture's later games follow at this stride (fixture 7's third game is 100_008 + 2 × stride). */
export const FIRST_GAME_ID = 100_001;
export const GAME_ID_STRIDE = 10_000;
/** Games not started when the world began kick off no sooner than this after it (a test's first minutes stay still). */
const FIRST_KICK_OFF_MS = 15 * 60_000;
const MINUTE = 60_000;
const GRID = 5 * MINUTE;
const GAME_STREAM = 0x6a3e;

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

/**
 * A fixture: one place in a championship's schedule where a game is played
 * every `period`, one after another, for as long as the world lasts. Its
 * games are numbered from 0 (the one under way or next when the world began).
 */
export interface GameSlot {
  index: number;
  champ: Champ;
  sportName: string;
  sport: SportDef;
  teams: readonly string[];
  strengths: readonly number[];
  /** The championship is its sport's first (its games are more often top events). */
  leading: boolean;
  period: number;
  /** Kick-off of game 0. */
  firstStart: number;
  /** Kick-off of game n ≥ 1 is gridStart + n × period (on the 5-minute grid). */
  gridStart: number;
  /** Game-clock seconds game 0 had played when the world began; 0 when it had not kicked off. */
  playedAtEpoch: number;
  /** The longest a game here lasts, in real time: after that the next one is listed. */
  longestMs: number;
}

/** One game of a fixture: its line data (not started, no markets), its plan and its script. */
export interface SlotGame {
  slot: GameSlot;
  n: number;
  game: Game;
  plan: GamePlan;
  script: GameScript;
  /** Priced as live (game 0 under way when the world began); else as pre-match. */
  pricedLive: boolean;
}

export interface GeneratedLine {
  sports: Sport[];
  /** In menu order: by sport, then as the catalogue lists them. */
  champs: Champ[];
  slots: GameSlot[];
}

/**
 * The sports tree and its fixtures, as of `epoch` (when this browser's fake
 * world began). Every game of every fixture is a function of the seed, the
 * epoch and its id (slotGame), so the line at any later moment is too: a
 * reload continues the same timeline. About 12 % of fixtures are in play at
 * any moment; when a game ends its fixture lists the next one, so the live
 * section stays as full as it started.
 */
export function generateLine(seed: number, epoch: number): GeneratedLine {
  const rng = new Random(mixSeed(seed, 1));
  const sports: Sport[] = [];
  const champs: Champ[] = [];
  const champDefs: { champ: Champ; sportName: string; sport: SportDef; teams: string[]; strengths: number[]; weight: number; first: boolean }[] = [];

  SPORTS.forEach((def, sportIndex) => {
    const sport: Sport = { id: sportIndex + 1, name: def.name, slug: def.slug };
    sports.push(sport);
    def.champs.forEach(([country, name], champIndex) => {
      const champ: Champ = { id: 1_001 + champs.length, sportId: sport.id, name, country };
      champs.push(champ);
      const teams = def.individual ? playerNames(rng, rng.int(16, 32)) : teamNames(rng, def, rng.int(10, 20));
      champDefs.push({
        champ,
        sportName: def.name,
        sport: def,
        teams,
        strengths: teams.map(() => rng.next()),
        weight: rng.float(0.6, 1.4),
        first: champIndex === 0,
      });
    });
  });

  const totalWeight = champDefs.reduce((sum, c) => sum + c.weight, 0);
  const slots: GameSlot[] = [];
  for (const { champ, sportName, sport, teams, strengths, weight, first } of champDefs) {
    const count = Math.max(6, Math.round((weight / totalWeight) * TARGET_GAME_COUNT));
    for (let i = 0; i < count; i++) {
      const longestMs = longestGameMs(sport);
      const period = Math.round((longestMs / LIVE_SHARE) * rng.float(0.8, 1.2) / GRID) * GRID;
      let firstStart: number;
      let playedAtEpoch = 0;
      if (rng.chance(LIVE_SHARE)) {
        const playing = sport.durationMinutes * 60;
        const half = sport.winningScore === undefined ? playing / 2 : Infinity;
        if (half !== Infinity && rng.chance(0.1)) {
          // At half time when the world began.
          playedAtEpoch = half;
          firstStart = epoch - (half + rng.int(0, BREAK_SECONDS - 30)) * 1000;
        } else {
          // Never in the last tenth of its time, so no game ends in a test's first minutes.
          playedAtEpoch = rng.int(60, Math.floor(playing * 0.9));
          firstStart = epoch - (playedAtEpoch + (playedAtEpoch > half ? BREAK_SECONDS : 0)) * 1000;
        }
      } else {
        const spread = Math.max(GRID, period - longestMs - FIRST_KICK_OFF_MS);
        firstStart = Math.ceil((epoch + FIRST_KICK_OFF_MS + Math.floor(rng.next() * spread)) / GRID) * GRID;
      }
      slots.push({
        index: slots.length,
        champ,
        sportName,
        sport,
        teams,
        strengths,
        leading: first,
        period,
        firstStart,
        gridStart: Math.ceil(firstStart / GRID) * GRID,
        playedAtEpoch,
        longestMs,
      });
    }
  }
  return { sports, champs, slots };
}

export function gameIdOf(slotIndex: number, n: number): number {
  return FIRST_GAME_ID + slotIndex + n * GAME_ID_STRIDE;
}

/** The fixture and game number of a game id, or null when it is not one of ours. */
export function slotOfGameId(gameId: number): { index: number; n: number } | null {
  if (!Number.isSafeInteger(gameId) || gameId < FIRST_GAME_ID) return null;
  const offset = gameId - FIRST_GAME_ID;
  return { index: offset % GAME_ID_STRIDE, n: Math.floor(offset / GAME_ID_STRIDE) };
}

export function kickOffOf(slot: GameSlot, n: number): number {
  return n === 0 ? slot.firstStart : slot.gridStart + n * slot.period;
}

/** The fixture's game listed at `now`: the first one not yet past its longest end (game 0 before the world began). */
export function currentGameNumber(slot: GameSlot, now: number): number {
  if (now < slot.firstStart + slot.longestMs) return 0;
  return Math.max(1, Math.floor((now - slot.longestMs - slot.gridStart) / slot.period) + 1);
}

/** When the fixture stops listing game n for a later one (currentGameNumber moves on): its kick-off plus the longest game. */
export function listedUntil(slot: GameSlot, n: number): number {
  return kickOffOf(slot, n) + slot.longestMs;
}

/** Game n of a fixture: teams, plan and script from a seed of the line and the game id alone. */
export function slotGame(seed: number, slot: GameSlot, n: number): SlotGame {
  const id = gameIdOf(slot.index, n);
  const rng = new Random(mixSeed(mixSeed(seed, GAME_STREAM), id));
  const { sport, teams, strengths } = slot;
  // Two distinct teams without building arrays.
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
    isTop: (slot.leading && rng.chance(0.35)) || rng.chance(0.02),
  };
  const startTime = kickOffOf(slot, n);
  const underWay = n === 0 && slot.playedAtEpoch > 0;
  const script = writeScript(
    rng,
    sport,
    homeEventShare(plan),
    startTime,
    underWay ? { seconds: slot.playedAtEpoch, score: scoreSoFar(rng, plan, slot.playedAtEpoch) } : undefined,
  );
  const game: Game = {
    id,
    champId: slot.champ.id,
    sportId: slot.champ.sportId,
    sportName: slot.sportName,
    champName: slot.champ.name,
    number: 100 + (slot.index % 900),
    home: teams[homeIndex]!,
    away: teams[awayIndex]!,
    startTime,
    isLive: false,
    status: GameStatus.NOT_STARTED,
    timeSeconds: 0,
    score: { home: 0, away: 0 },
    formattedScore: '',
    markets: [],
    marketCount: 1 + plan.totals + plan.handicaps + plan.specials,
  };
  return { slot, n, game, plan, script, pricedLive: underWay };
}

/** The score of a game under way when the world began, at the sport's pace (a set sport one short of winning at most). */
function scoreSoFar(rng: Random, plan: GamePlan, seconds: number): { home: number; away: number } {
  const { sport } = plan;
  const score = { home: 0, away: 0 };
  const events = Math.round(((sport.eventsPerMinute * seconds) / 60) * rng.float(0.5, 1.5));
  const cap = sport.winningScore === undefined ? Infinity : sport.winningScore - 1;
  for (let i = 0; i < events; i++) {
    const side = rng.chance(homeEventShare(plan)) ? 'home' : 'away';
    score[side] = Math.min(cap, score[side] + rng.pick(sport.points));
  }
  return score;
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
export function generateMarkets(seed: number, game: Pick<Game, 'id'>, plan: GamePlan, pricedLive: boolean): Market[] {
  const rng = new Random(mixSeed(seed, game.id));
  const { sport } = plan;
  const margin = pricedLive ? 0.08 : 0.06;
  const gap = plan.strengthHome - plan.strengthAway;
  const markets: Market[] = [];
  const outcome = (marketId: number, typeId: number, name: string, p: number): Outcome => ({
    id: `${game.id}:${marketId}:${typeId}`,
    marketId,
    gameId: game.id,
    name,
    typeId,
    coef: toCoef(p, margin),
    isBlocked: rng.chance(pricedLive ? 0.06 : 0.03),
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
