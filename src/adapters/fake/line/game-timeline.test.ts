import { describe, expect, it } from 'vitest';
import { GameStatus } from '../../../domain/line';
import { SPORTS } from './catalog';
import { gameClockAt, longestGameMs, nextClockChangeAt, scriptEndsAt, writeScript, type GameScript } from './game-timeline';
import { homeEventShare } from './line-generator';
import { Random } from './random';

const START = Date.UTC(2025, 0, 6, 12);
const sport = (name: string) => SPORTS.find((s) => s.name === name)!;
const scripts = (name: string, count = 200): GameScript[] => {
  const rng = new Random(9);
  return Array.from({ length: count }, () => writeScript(rng, sport(name), rng.float(0.2, 0.8), START));
};

/** The game-clock minutes at which a script's game shows "Break", walked the way the line does (change by change). */
function breakMinutes(script: GameScript): number[] {
  const minutes: number[] = [];
  for (let now = script.startTime; now < Infinity; now = nextClockChangeAt(script, now)) {
    const clock = gameClockAt(script, now);
    if (clock.status === GameStatus.BREAK && minutes.at(-1) !== clock.timeSeconds / 60) minutes.push(clock.timeSeconds / 60);
  }
  return minutes;
}

describe('game timeline: breaks at the sport\'s real break minutes', () => {
  it.each([
    { rule: 'football: half time at 45\'', name: 'Football', minutes: [45] },
    { rule: 'ice hockey: between the periods, at 20\' and 40\'', name: 'Ice Hockey', minutes: [20, 40] },
    { rule: 'basketball: between the quarters, half time at 24\'', name: 'Basketball', minutes: [12, 24, 36] },
    { rule: 'handball: half time at 30\'', name: 'Handball', minutes: [30] },
    { rule: 'American football: between the quarters', name: 'American Football', minutes: [15, 30, 45] },
    { rule: 'futsal: half time at 20\'', name: 'Futsal', minutes: [20] },
    { rule: 'rugby union: half time at 40\'', name: 'Rugby Union', minutes: [40] },
    { rule: 'baseball: no game clock to stop', name: 'Baseball', minutes: [] },
    { rule: 'tennis: no break', name: 'Tennis', minutes: [] },
  ])('$rule', ({ name, minutes }) => {
    for (const script of scripts(name, 20)) expect(breakMinutes(script)).toEqual(minutes);
  });

  it('the clock stands still through a break and runs on from there; the game ends at its longest', () => {
    const [script] = scripts('Football', 1);
    const at = (minutes: number) => gameClockAt(script!, START + minutes * 60_000);
    expect(at(44.5)).toMatchObject({ status: GameStatus.IN_PLAY });
    expect(at(45)).toMatchObject({ status: GameStatus.BREAK, timeSeconds: 45 * 60 });
    expect(at(59.9)).toMatchObject({ status: GameStatus.BREAK, timeSeconds: 45 * 60 });
    expect(at(60)).toMatchObject({ status: GameStatus.IN_PLAY });
    expect(at(61).timeSeconds).toBeGreaterThanOrEqual(46 * 60);
    expect(scriptEndsAt(script!)).toBe(START + longestGameMs(sport('Football')));
    expect(at(105)).toMatchObject({ status: GameStatus.FINISHED, timeSeconds: 90 * 60 });
  });
});

describe('game timeline: set sports', () => {
  it.each(SPORTS.filter((s) => s.winningScore !== undefined).map((s) => ({ name: s.name, wins: s.winningScore! })))(
    '$name: every match is played until a side has won $wins sets, within the longest match',
    ({ name, wins }) => {
      for (const script of scripts(name)) {
        const end = gameClockAt(script, scriptEndsAt(script));
        expect(end.status).toBe(GameStatus.FINISHED);
        expect(Math.max(end.score.home, end.score.away)).toBe(wins);
        expect(Math.min(end.score.home, end.score.away)).toBeLessThan(wins);
        expect(scriptEndsAt(script)).toBeLessThanOrEqual(START + longestGameMs(sport(name)));
      }
    },
  );
});

describe('game timeline: scores at the sport\'s scale', () => {
  it.each([
    { name: 'Basketball', gap: 0.5, margin: [8, 16] },
    { name: 'Handball', gap: 0.5, margin: [3, 7] },
    { name: 'Football', gap: 0.5, margin: [0.8, 1.7] },
  ])('$name: a favourite by a strength gap of $gap wins by $margin points on average', ({ name, gap, margin }) => {
    const rng = new Random(3);
    const plan = { sport: sport(name), strengthHome: 0.5 + gap / 2, strengthAway: 0.5 - gap / 2, totals: 1, handicaps: 1, specials: 0, isTop: false };
    const finals = Array.from({ length: 400 }, () => gameClockAt(writeScript(rng, sport(name), homeEventShare(plan), START), Infinity).score);
    const average = finals.reduce((sum, s) => sum + s.home - s.away, 0) / finals.length;
    expect(average).toBeGreaterThan(margin[0]!);
    expect(average).toBeLessThan(margin[1]!);
  });
});
