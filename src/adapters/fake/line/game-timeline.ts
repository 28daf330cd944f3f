import { GameStatus, type Game, type Score } from '../../../domain/line';
import type { SportDef } from './catalog';
import type { Random } from './random';

/** Length of the half-time break of sports played in two halves. */
export const BREAK_SECONDS = 120;

/**
 * Everything that happens in one fake game, fixed in advance: when it kicks
 * off, when its break falls and every scoring event with its game-clock
 * second. The game's clock, status and score at any moment are read from it
 * (`gameClockAt`), so the feed, a reload, a second tab and the bookmaker's
 * settlement all see the same game at the same time.
 */
export interface GameScript {
  /** Kick-off, ms since the epoch. */
  startTime: number;
  /** Game-clock second at which the half-time break starts; Infinity for set sports (no break). */
  breakAtSeconds: number;
  /** Game-clock second of the final whistle: the playing time, or the event that reached the winning score. */
  endSeconds: number;
  /** Game-clock second the events start from (a game already under way when the world began) and the score then. */
  fromSeconds: number;
  baseScore: Score;
  /** Scoring events in game-clock order. */
  events: readonly { second: number; side: 'home' | 'away'; points: number }[];
}

export type GameClock = Pick<Game, 'status' | 'isLive' | 'timeSeconds' | 'score' | 'formattedScore'>;

/**
 * Draw a game's events: a Poisson process at the sport's pace from
 * `fromSeconds`, each event the home side's with probability `homeShare`.
 * A set sport ends at the event that reaches its winning score, else at the
 * end of its playing time.
 */
export function writeScript(
  rng: Random,
  sport: Pick<SportDef, 'durationMinutes' | 'eventsPerMinute' | 'points' | 'winningScore'>,
  homeShare: number,
  startTime: number,
  from: { seconds: number; score: Score } = { seconds: 0, score: { home: 0, away: 0 } },
): GameScript {
  const playing = sport.durationMinutes * 60;
  const perSecond = sport.eventsPerMinute / 60;
  const events: GameScript['events'][number][] = [];
  const score = { ...from.score };
  let endSeconds = playing;
  let second = from.seconds;
  for (;;) {
    second += -Math.log(1 - rng.next()) / perSecond;
    if (second >= playing) break;
    const side = rng.chance(homeShare) ? 'home' : 'away';
    const points = rng.pick(sport.points);
    const at = Math.max(from.seconds + 1, Math.ceil(second));
    if (at >= playing) break;
    events.push({ second: at, side, points });
    score[side] += points;
    if (sport.winningScore !== undefined && score[side] >= sport.winningScore) {
      endSeconds = at;
      break;
    }
  }
  return {
    startTime,
    breakAtSeconds: sport.winningScore === undefined ? playing / 2 : Infinity,
    endSeconds,
    fromSeconds: from.seconds,
    baseScore: { ...from.score },
    events,
  };
}

/** The longest a game of this sport can last in real time (playing time plus its break). */
export function longestGameMs(sport: Pick<SportDef, 'durationMinutes' | 'winningScore'>): number {
  return (sport.durationMinutes * 60 + (sport.winningScore === undefined ? BREAK_SECONDS : 0)) * 1000;
}

/** When the game is over in real time: the final whistle, plus the break when it was reached. */
export function scriptEndsAt(script: GameScript): number {
  const breaks = script.endSeconds > script.breakAtSeconds ? BREAK_SECONDS : 0;
  return script.startTime + (script.endSeconds + breaks) * 1000;
}

/** The game-clock second at real time `now` and whether the game is at its break. */
function playedAt(script: GameScript, now: number): { seconds: number; atBreak: boolean } {
  const real = (now - script.startTime) / 1000;
  if (real < script.breakAtSeconds) return { seconds: real, atBreak: false };
  if (real < script.breakAtSeconds + BREAK_SECONDS) return { seconds: script.breakAtSeconds, atBreak: true };
  return { seconds: real - BREAK_SECONDS, atBreak: false };
}

/**
 * The earliest line time after `now` at which `gameClockAt` may read
 * differently: the kick-off, the next whole minute, the next scoring event,
 * the break's start or end, the final whistle; Infinity once the game is
 * over. The line looks at a game again only then (FakeLineWorld.advance).
 */
export function nextClockChangeAt(script: GameScript, now: number): number {
  if (now < script.startTime) return script.startTime;
  const end = scriptEndsAt(script);
  if (now >= end) return Infinity;
  const { seconds, atBreak } = playedAt(script, now);
  if (atBreak) return Math.min(end, script.startTime + (script.breakAtSeconds + BREAK_SECONDS) * 1000);
  let next = (Math.floor(seconds / 60) + 1) * 60;
  if (seconds < script.breakAtSeconds) next = Math.min(next, script.breakAtSeconds);
  const event = script.events.find((e) => e.second > seconds);
  if (event) next = Math.min(next, event.second);
  // A game second after the break is reached the break's length later in real time.
  return Math.min(end, script.startTime + (next + (next > script.breakAtSeconds ? BREAK_SECONDS : 0)) * 1000);
}

/** The score at a game-clock second, and the second of the last scoring event by then (the start when none). */
function scoreAt(script: GameScript, seconds: number): { score: Score; lastEventSecond: number } {
  const score = { ...script.baseScore };
  let lastEventSecond = script.fromSeconds;
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
    timeSeconds: Math.max(script.fromSeconds, Math.floor(seconds / 60) * 60, lastEventSecond),
    score,
    formattedScore: formatScore(score),
  };
}

/** The provider's score format: "home:away". */
export function formatScore(score: Score): string {
  return `${score.home}:${score.away}`;
}
