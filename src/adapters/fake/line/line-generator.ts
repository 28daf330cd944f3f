import { GameStatus, MarketKind, type Champ, type Game, type Market, type Outcome, type Sport } from '../../../domain/line';
import { CITIES, INITIALS, SPORTS, SURNAMES, type SportDef } from './catalog';
import { longestGameMs, writeScript, type GameScript } from './game-timeline';
import { mixSeed, Random } from './random';

/** The seed of the demo line; tests and the offline demo see the same games. */
export const DEFAULT_LINE_SEED = 20_250_106;
/** Fixtures in all (about as many games in the line at any moment), spread over every championship. */
export const TARGET_GAME_COUNT = 1_200;
/**
 * A championship's round lasts its longest game divided by this. About 12 %
 * of games are then in play at any moment: set sports end before their
 * longest, and the world's start finds no game in its last tenth.
 */
const LIVE_SHARE = 0.135;
/** The first game id; a fixture's later games follow at this stride (fixture 7's third game is 100_008 + 2 × stride). */
export const FIRST_GAME_ID = 100_001;
export const GAME_ID_STRIDE = 10_000;
/** Games not started when the world began kick off no sooner than this after it (a test's first minutes stay still). */
const FIRST_KICK_OFF_MS = 15 * 60_000;
/** A game in play when the world began has been on for a minute at least (its clock shows one). */
const FIRST_MINUTE_MS = 60_000;
const GRID = 5 * 60_000;
const GAME_STREAM = 0x6a3e;
const ROUND_STREAM = 0x4d0e;

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
 * A fixture: one place in its championship's rounds. A championship plays a
 * round every `period`, each of its fixtures once, for as long as the world
 * lasts, and a round pairs each of its teams once (a round-robin round), so a
 * team plays once a round. A round's kick-offs all fall in its first
 * `period − longestMs`, so a team's game is over before its next one, in
 * the next round, kicks off. A fixture's games are numbered from 0 (the one
 * under way or next when the world began).
 */
export interface GameSlot {
  index: number;
  champ: Champ;
  sportName: string;
  sport: SportDef;
  /** The championship's teams (players for individual sports) and their strengths, shared by its fixtures. */
  teams: readonly string[];
  strengths: readonly number[];
  /** The championship is its sport's first (its games are more often top events). */
  leading: boolean;
  /** This fixture's place among its championship's `fixtures` (half as many as its teams). */
  position: number;
  fixtures: number;
  /** The championship's round: a fixture kicks off once in each, at the same point of it. */
  period: number;
  /** Kick-off of game 0; game n kicks off n periods later. */
  firstStart: number;
  /** The championship's round game 0 is played in (rounds count from the one that began last before the world). */
  firstRound: number;
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
 * section stays about as full as it started. Team names are unique within a
 * sport, so a name on two games is one team, and it never plays both at once.
 */
export function generateLine(seed: number, epoch: number): GeneratedLine {
  const rng = new Random(mixSeed(seed, 1));
  const sports: Sport[] = [];
  const champs: Champ[] = [];
  const champDefs: { champ: Champ; sportName: string; sport: SportDef; weight: number; first: boolean }[] = [];
  SPORTS.forEach((def, sportIndex) => {
    const sport: Sport = { id: sportIndex + 1, name: def.name, slug: def.slug };
    sports.push(sport);
    def.champs.forEach(([country, name], champIndex) => {
      const champ: Champ = { id: 1_001 + champs.length, sportId: sport.id, name, country };
      champs.push(champ);
      champDefs.push({ champ, sportName: def.name, sport: def, weight: rng.float(0.6, 1.4), first: champIndex === 0 });
    });
  });

  const totalWeight = champDefs.reduce((sum, c) => sum + c.weight, 0);
  const fixturesOf = (weight: number) => Math.max(6, Math.round((weight / totalWeight) * TARGET_GAME_COUNT));
  const names = new Map(
    SPORTS.map((def) => {
      const needed = champDefs.filter((c) => c.sport === def).reduce((sum, c) => sum + 2 * fixturesOf(c.weight), 0);
      return [def, def.individual ? rng.sample(PLAYER_NAMES, needed) : teamNames(rng, def, needed)] as const;
    }),
  );
  const slots: GameSlot[] = [];
  for (const { champ, sportName, sport, weight, first } of champDefs) {
    const fixtures = fixturesOf(weight);
    const teams = names.get(sport)!.splice(0, 2 * fixtures);
    const strengths = teams.map(() => rng.next());
    const longestMs = longestGameMs(sport);
    const period = Math.round((longestMs / LIVE_SHARE) * rng.float(0.8, 1.2) / GRID) * GRID;
    const kickOffWindow = Math.floor((period - longestMs) / GRID);
    const roundStart = Math.floor((epoch - rng.next() * period) / GRID) * GRID;
    for (let position = 0; position < fixtures; position++) {
      let kickOff = roundStart;
      // Where in the round this fixture kicks off: anywhere in the round's window but where the world's
      // start would find its game about to kick off, just kicked off or about to end.
      for (let tries = 0; tries < 50; tries++) {
        kickOff = roundStart + rng.int(0, kickOffWindow) * GRID;
        const untilNext = (((kickOff - epoch) % period) + period) % period;
        const played = period - untilNext;
        if (untilNext >= FIRST_KICK_OFF_MS && played >= FIRST_MINUTE_MS && (played >= longestMs || played <= 0.9 * longestMs)) break;
      }
      const over = kickOff + longestMs <= epoch;
      slots.push({
        index: slots.length,
        champ,
        sportName,
        sport,
        teams,
        strengths,
        leading: first,
        position,
        fixtures,
        period,
        firstStart: over ? kickOff + period : kickOff,
        firstRound: over ? 1 : 0,
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
  return slot.firstStart + n * slot.period;
}

/** The fixture's game listed at `now`: the first one not yet past its longest end (game 0 before the world began). */
export function currentGameNumber(slot: GameSlot, now: number): number {
  if (now < slot.firstStart + slot.longestMs) return 0;
  return Math.floor((now - slot.longestMs - slot.firstStart) / slot.period) + 1;
}

/** When the fixture stops listing game n for a later one (currentGameNumber moves on): its kick-off plus the longest game. */
export function listedUntil(slot: GameSlot, n: number): number {
  return kickOffOf(slot, n) + slot.longestMs;
}

/**
 * The two teams of a round's pairing at a fixture (home first): round r of a
 * round-robin over the championship's teams (the circle method, every team
 * once), its pairs dealt to the fixtures in an order drawn for the round (a
 * step and an offset around the fixtures: one pair each, worked out for one
 * fixture without dealing them all).
 */
export function teamsOf(seed: number, slot: GameSlot, round: number): [home: number, away: number] {
  const last = slot.teams.length - 1;
  const rng = new Random(mixSeed(mixSeed(seed, ROUND_STREAM + slot.champ.id), round));
  let step = rng.int(1, slot.fixtures - 1);
  while (gcd(step, slot.fixtures) !== 1) step++;
  const pair = (slot.position * step + rng.int(0, slot.fixtures - 1)) % slot.fixtures;
  const r = round % last;
  const [a, b] = pair === 0 ? [last, r] : [(r + pair) % last, (r - pair + last) % last];
  return (round + pair) % 2 === 0 ? [a, b] : [b, a];
}

/** Game n of a fixture: teams, plan and script from a seed of the line and the game id alone. */
export function slotGame(seed: number, slot: GameSlot, n: number): SlotGame {
  const id = gameIdOf(slot.index, n);
  const rng = new Random(mixSeed(mixSeed(seed, GAME_STREAM), id));
  const { sport, teams, strengths } = slot;
  const [homeIndex, awayIndex] = teamsOf(seed, slot, slot.firstRound + n);
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
  const script = writeScript(rng, sport, homeEventShare(plan), startTime);
  const game: Game = {
    id,
    champId: slot.champ.id,
    sportId: slot.champ.sportId,
    sportName: slot.sportName,
    champName: slot.champ.name,
    champCountry: slot.champ.country,
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
  return { slot, n, game, plan, script };
}

/**
 * Chance that the next scoring event (a set sport's next set) is the home
 * side's: a timed sport's from the margin its strength gap makes, shared over
 * the points a game scores, so a basketball favourite wins by points, not by
 * three to one.
 */
export function homeEventShare(plan: GamePlan): number {
  const { sport } = plan;
  const points = sport.eventsPerMinute * sport.durationMinutes * (sport.points.reduce((a, b) => a + b, 0) / sport.points.length);
  const share = sport.margin === undefined ? 0.4 * gapOf(plan) : (expectedMargin(plan) / points) / 2;
  return clamp(0.5 + share, 0.1, 0.9);
}

/** By how much the home side is expected to win (a set sport: a guess in its handicap's steps). */
function expectedMargin(plan: GamePlan): number {
  return gapOf(plan) * (plan.sport.margin ?? 2 * plan.sport.handicapStep);
}

function gapOf(plan: GamePlan): number {
  return plan.strengthHome - plan.strengthAway;
}

/** `count` distinct team names of a sport's patterns: a city can have two clubs ("FC Belford", "Belford United"), never two of one name. */
function teamNames(rng: Random, sport: SportDef, count: number): string[] {
  const every = Array.from({ length: sport.teamPatterns.length * CITIES.length }, (_, i) => i);
  return rng.sample(every, count).map((i) => sport.teamPatterns[i % sport.teamPatterns.length]!.replace('{city}', CITIES[Math.floor(i / sport.teamPatterns.length)]!));
}

/** Every player name ("Abbott A."). */
const PLAYER_NAMES: readonly string[] = SURNAMES.flatMap((surname) => INITIALS.map((initial) => `${surname} ${initial}.`));

/**
 * Every market of a game, main ones first in each kind: 1X2 (or 12), totals
 * around the sport's main line, handicaps around the strength gap, and
 * sometimes specials (kind 7); a few outcomes come blocked, dependent or
 * banned from express. The prices here are a first guess from the strength
 * gap with a margin: the line prices every market the score can settle from
 * where the game stands (pricing.ts), so they stay only on a set sport's
 * totals and handicaps in games or points.
 */
export function generateMarkets(seed: number, game: Pick<Game, 'id'>, plan: GamePlan): Market[] {
  const rng = new Random(mixSeed(seed, game.id));
  const { sport } = plan;
  const margin = 0.06;
  const gap = gapOf(plan);
  const markets: Market[] = [];
  const outcome = (marketId: number, typeId: number, name: string, p: number, param?: number): Outcome => ({
    id: `${game.id}:${marketId}:${typeId}`,
    marketId,
    gameId: game.id,
    name,
    typeId,
    ...(param === undefined ? {} : { param }),
    coef: toCoef(p, margin),
    isBlocked: rng.chance(0.03),
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
      outcome(id, 9, `Over ${line}`, pOver, line),
      outcome(id, 10, `Under ${line}`, 1 - pOver, line),
    ]);
  }

  // The half line on the handicap's steps nearest the expected margin: near evens.
  const expected = expectedMargin(plan);
  const lead = Math.max(0, Math.round((Math.abs(expected) - 0.5) / sport.handicapStep)) * sport.handicapStep + 0.5;
  const mainHandicap = expected >= 0 ? -lead : lead;
  for (const k of offsets.slice(0, plan.handicaps)) {
    const h = mainHandicap + k * sport.handicapStep;
    const pCover = clamp(0.5 + rng.float(-0.04, 0.04) + k * 0.15, 0.05, 0.95);
    add(MarketKind.HANDICAP, 'Handicap', h, (id) => [
      outcome(id, 7, `1 (${signed(h)})`, pCover, h),
      outcome(id, 8, `2 (${signed(-h)})`, 1 - pCover, -h === 0 ? 0 : -h),
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

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
