import { GameStatus, type Game, type Score } from '../../../domain/line';
import type { SportDef } from './catalog';
import type { Random } from './random';

/**
 * Everything that happens in one fake game, fixed in advance: when it kicks
 * off, where its clock stops for breaks and every scoring event with its
 * game-clock second. The game's clock, status and score at any moment are
 * read from it (`gameClockAt`), so the feed, a reload, a second tab and the
 * bookmaker's settlement all see the same game at the same time.
 */
export interface GameScript {
  /** Kick-off, ms since the epoch. */
  startTime: number;
  /** In game-clock order: the clock stops at `atSeconds` (half time, between periods) for `seconds` of real time. */
  breaks: readonly { atSeconds: number; seconds: number }[];
  /** Game-clock second of the final whistle: the playing time, or the set that won the match. */
  endSeconds: number;
  /** Scoring events in game-clock order (a set sport's: the sets, each at its last second). */
  events: readonly { second: number; side: 'home' | 'away'; points: number }[];
}

export type GameClock = Pick<Game, 'status' | 'isLive' | 'timeSeconds' | 'score' | 'formattedScore'>;

type ScriptedSport = Pick<SportDef, 'durationMinutes' | 'breaks' | 'eventsPerMinute' | 'points' | 'winningScore'>;

/**
 * Draw a game's events, each the home side's with probability `homeShare`.
 * A timed sport scores as a Poisson process at its pace and ends with its
 * playing time. A set sport is played set by set until a side has won
 * `winningScore` sets; a set lasts 60–100 % of the playing time shared out
 * over the most sets a match can have, so every match has a winner in time.
 */
export function writeScript(rng: Random, sport: ScriptedSport, homeShare: number, startTime: number): GameScript {
  const playing = sport.durationMinutes * 60;
  const events: GameScript['events'][number][] = [];
  const breaks = sport.breaks.map((b) => ({ atSeconds: b.atMinute * 60, seconds: b.minutes * 60 }));
  if (sport.winningScore !== undefined) {
    const longestSet = playing / (2 * sport.winningScore - 1);
    const sets = { home: 0, away: 0 };
    let second = 0;
    while (sets.home < sport.winningScore && sets.away < sport.winningScore) {
      second += longestSet * rng.float(0.6, 1);
      const side = rng.chance(homeShare) ? 'home' : 'away';
      sets[side]++;
      events.push({ second: Math.floor(second), side, points: 1 });
    }
    return { startTime, breaks, endSeconds: events[events.length - 1]!.second, events };
  }
  const perSecond = sport.eventsPerMinute / 60;
  let second = 0;
  for (;;) {
    second += -Math.log(1 - rng.next()) / perSecond;
    const at = Math.max(1, Math.ceil(second));
    if (at >= playing) break;
    events.push({ second: at, side: rng.chance(homeShare) ? 'home' : 'away', points: rng.pick(sport.points) });
  }
  return { startTime, breaks, endSeconds: playing, events };
}

/** The longest a game of this sport can last in real time: its playing time and its breaks. */
export function longestGameMs(sport: Pick<SportDef, 'durationMinutes' | 'breaks'>): number {
  return (sport.durationMinutes + sport.breaks.reduce((sum, b) => sum + b.minutes, 0)) * 60_000;
}

/** The line time at which the game clock first reads game second `second` (a break at that second starts then). */
function lineTimeOf(script: GameScript, second: number): number {
  let real = second;
  for (const b of script.breaks) if (b.atSeconds < second) real += b.seconds;
  return script.startTime + real * 1000;
}

/** When the game is over in real time: the final whistle, after every break before it. */
export function scriptEndsAt(script: GameScript): number {
  return lineTimeOf(script, script.endSeconds);
}

/** The game-clock second at real time `now` (kicked off) and the break the game is at, if any. */
function playedAt(script: GameScript, now: number): { seconds: number; atBreak: GameScript['breaks'][number] | null } {
  let real = (now - script.startTime) / 1000;
  for (const b of script.breaks) {
    if (real < b.atSeconds) break;
    if (real < b.atSeconds + b.seconds) return { seconds: b.atSeconds, atBreak: b };
    real -= b.seconds;
  }
  return { seconds: real, atBreak: null };
}

/** The score at a game-clock second, and the second of the last scoring event by then (0 when none). */
function scoreAt(script: GameScript, seconds: number): { score: Score; lastEventSecond: number } {
  const score = { home: 0, away: 0 };
  let lastEventSecond = 0;
  for (const event of script.events) {
    if (event.second > seconds) break;
    score[event.side] += event.points;
    lastEventSecond = event.second;
  }
  return { score, lastEventSecond };
}

/** The final score (whatever the time): what the game ends with. */
export function finalScoreOf(script: GameScript): Score {
  return scoreAt(script, script.endSeconds).score;
}

/** The game's status, clock (whole seconds) and score at real time `now`. */
export function gameClockAt(script: GameScript, now: number): GameClock {
  if (now < script.startTime) {
    return { status: GameStatus.NOT_STARTED, isLive: false, timeSeconds: 0, score: { home: 0, away: 0 }, formattedScore: '' };
  }
  if (now >= scriptEndsAt(script)) {
    const score = finalScoreOf(script);
    return { status: GameStatus.FINISHED, isLive: false, timeSeconds: Math.floor(script.endSeconds), score, formattedScore: formatScore(score) };
  }
  const { seconds, atBreak } = playedAt(script, now);
  // The clock moves on whole minutes and at scoring events, as a provider announces it: the same
  // value for everyone who reads the game in between, whenever they read it.
  const { score, lastEventSecond } = scoreAt(script, seconds);
  return {
    status: atBreak ? GameStatus.BREAK : GameStatus.IN_PLAY,
    isLive: true,
    timeSeconds: Math.max(Math.floor(seconds / 60) * 60, lastEventSecond),
    score,
    formattedScore: formatScore(score),
  };
}

/**
 * The earliest line time after `now` at which `gameClockAt` may read
 * differently: the kick-off, the next whole minute, the next scoring event,
 * a break's start or end, the final whistle; Infinity once the game is
 * over. The line looks at a game again only then (FakeLineWorld.advance).
 */
export function nextClockChangeAt(script: GameScript, now: number): number {
  if (now < script.startTime) return script.startTime;
  const end = scriptEndsAt(script);
  if (now >= end) return Infinity;
  const { seconds, atBreak } = playedAt(script, now);
  if (atBreak) return Math.min(end, lineTimeOf(script, atBreak.atSeconds) + atBreak.seconds * 1000);
  let next = (Math.floor(seconds / 60) + 1) * 60;
  const nextBreak = script.breaks.find((b) => b.atSeconds > seconds);
  if (nextBreak) next = Math.min(next, nextBreak.atSeconds);
  const event = script.events.find((e) => e.second > seconds);
  if (event) next = Math.min(next, event.second);
  return Math.min(end, lineTimeOf(script, next));
}

/** The provider's score format: "home:away". */
export function formatScore(score: Score): string {
  return `${score.home}:${score.away}`;
}
