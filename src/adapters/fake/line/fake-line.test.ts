import { describe, expect, it } from 'vitest';
import { GameStatus, LineError, MarketKind, type Game } from '../../../domain/line';
import { FakeClock } from '../fake-clock';
import { finalScore } from '../fake-results';
import { FakeLine } from './fake-line';
import { gameClockAt } from './game-timeline';
import { currentGameNumber, DEFAULT_LINE_SEED, GAME_ID_STRIDE, gameIdOf, generateLine, slotGame, TARGET_GAME_COUNT, type SlotGame } from './line-generator';

const allGames = async (line: FakeLine): Promise<Game[]> => [
  ...(await line.games({ section: 'live' })),
  ...(await line.games({ section: 'line' })),
];

describe('FakeLine', () => {
  it('is deterministic: the same seed and start time give the same line', async () => {
    const a = new FakeLine({ clock: new FakeClock(), seed: 42 });
    const b = new FakeLine({ clock: new FakeClock(), seed: 42 });
    expect(await a.sports('line')).toEqual(await b.sports('line'));
    expect(await allGames(a)).toEqual(await allGames(b));
    const someId = (await a.games({ section: 'live' }))[3]!.id;
    expect(await a.game(someId)).toEqual(await b.game(someId));
  });

  it('gives a different line for a different seed', async () => {
    const a = await new FakeLine({ clock: new FakeClock(), seed: 1 }).games({ section: 'line', limit: 20 });
    const b = await new FakeLine({ clock: new FakeClock(), seed: 2 }).games({ section: 'line', limit: 20 });
    expect(a.map((g) => g.home)).not.toEqual(b.map((g) => g.home));
  });

  it('builds markets the same whatever order games are opened in', async () => {
    const a = new FakeLine({ clock: new FakeClock() });
    const b = new FakeLine({ clock: new FakeClock() });
    const ids = (await a.games({ section: 'line', limit: 50 })).map((g) => g.id);
    const fromA = await a.game(ids[40]!);
    const fromB = await b.game(ids[40]!);
    expect(fromB).toEqual(fromA);
  });

  it('has at least 10 sports, 60 championships and 1,000 games, some live and most pre-match', async () => {
    const line = new FakeLine({ clock: new FakeClock() });
    const sports = new Set([...(await line.sports('line')), ...(await line.sports('live'))].map((s) => s.id));
    expect(sports.size).toBeGreaterThanOrEqual(10);
    expect(line.world.champs.length).toBeGreaterThanOrEqual(60);
    const live = await line.games({ section: 'live' });
    const pre = await line.games({ section: 'line' });
    expect(live.length + pre.length).toBeGreaterThanOrEqual(1000);
    expect(live.length).toBeGreaterThan(50);
    expect(pre.length).toBeGreaterThan(live.length * 3);
  });

  it("a game carries its championship's name and country as the championship has them (Italy's Serie A is not Brazil's)", async () => {
    const line = new FakeLine({ clock: new FakeClock() });
    const champs = new Map(line.world.champs.map((c) => [c.id, c]));
    const games = await allGames(line);
    for (const game of games) {
      const champ = champs.get(game.champId)!;
      expect({ champName: game.champName, champCountry: game.champCountry }).toEqual({ champName: champ.name, champCountry: champ.country });
    }
    const serieA = new Set(games.filter((g) => g.champName === 'Serie A').map((g) => g.champCountry));
    expect(serieA).toEqual(new Set(['Italy', 'Brazil']));
  });

  it('gives live games a clock and score, pre-match games a future start and none', async () => {
    const clock = new FakeClock();
    const line = new FakeLine({ clock });
    for (const game of await line.games({ section: 'live' })) {
      expect(game.isLive).toBe(true);
      expect([GameStatus.IN_PLAY, GameStatus.BREAK]).toContain(game.status);
      expect(game.timeSeconds).toBeGreaterThan(0);
      expect(game.startTime).toBeLessThan(clock.now());
      expect(game.formattedScore).toBe(`${game.score.home}:${game.score.away}`);
    }
    for (const game of await line.games({ section: 'line' })) {
      expect(game).toMatchObject({ isLive: false, status: GameStatus.NOT_STARTED, timeSeconds: 0, formattedScore: '' });
      expect(game.startTime).toBeGreaterThan(clock.now());
      expect(game.home).not.toBe(game.away);
    }
  });

  it('offers 1X2, totals, handicaps and some specials, with some outcomes blocked or dependent', async () => {
    const line = new FakeLine({ clock: new FakeClock() });
    const ids = (await allGames(line)).map((g) => g.id);
    const games = await Promise.all(ids.map((id) => line.game(id)));
    const markets = games.flatMap((g) => g!.markets);
    const kinds = new Set(markets.map((m) => m.kind));
    expect([...kinds].sort()).toEqual([MarketKind.RESULT_1X2, MarketKind.TOTAL, MarketKind.HANDICAP, MarketKind.SPECIAL]);
    for (const game of games) {
      expect(game!.markets[0]!.kind).toBe(MarketKind.RESULT_1X2);
      expect(game!.markets).toHaveLength(game!.marketCount);
    }
    const outcomes = markets.flatMap((m) => m.outcomes);
    expect(new Set(outcomes.map((o) => o.id)).size).toBe(outcomes.length);
    expect(outcomes.some((o) => o.isBlocked)).toBe(true);
    expect(outcomes.some((o) => o.isDepend)).toBe(true);
    expect(outcomes.filter((o) => o.isBlocked || o.isDepend).length).toBeLessThan(outcomes.length * 0.15);
    for (const o of outcomes) expect(o.coef).toBeGreaterThanOrEqual(1.01);
    const totals = markets.filter((m) => m.kind === MarketKind.TOTAL);
    expect(totals.every((m) => typeof m.param === 'number' && m.outcomes.length === 2)).toBe(true);
  });

  it('lists games with their main markets only, and filters by sport, champ and top', async () => {
    const line = new FakeLine({ clock: new FakeClock() });
    const [football] = await line.sports('line');
    const [champ] = await line.champs(football!.id, 'line');
    const games = await line.games({ section: 'line', sportId: football!.id, champId: champ!.id });
    expect(games).toHaveLength(champ!.gameCount);
    for (const game of games) {
      expect(game.champId).toBe(champ!.id);
      expect(game.markets.map((m) => m.kind)).toEqual([1, 2, 3]);
    }
    const starts = games.map((g) => g.startTime);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const top = await line.games({ section: 'line', top: true, limit: 10 });
    expect(top.length).toBeGreaterThan(0);
    expect(top.length).toBeLessThanOrEqual(10);
    expect(await line.game(-1)).toBeNull();
  });

  it('answers after the configured latency on its clock', async () => {
    const clock = new FakeClock();
    const line = new FakeLine({ clock, latencyMs: 300 });
    let answered = false;
    const pending = line.sports('live').then(() => (answered = true));
    await clock.advanceAsync(299);
    expect(answered).toBe(false);
    await clock.advanceAsync(1);
    await pending;
    expect(answered).toBe(true);
  });

  it('fails a repeatable share of calls with a LineError when asked to', async () => {
    const run = async () => {
      const line = new FakeLine({ clock: new FakeClock(), failureRate: 0.5 });
      const results: string[] = [];
      for (let i = 0; i < 20; i++) {
        results.push(await line.sports('line').then(() => 'ok', (e: unknown) => (e instanceof LineError ? e.code : 'other')));
      }
      return results;
    };
    const first = await run();
    expect(first).toContain('ok');
    expect(first).toContain('unavailable');
    expect(await run()).toEqual(first);
  });

  describe('time: one timeline from the seed and the epoch', () => {
    const MINUTE = 60_000;

    it('a reload continues the same timeline: a line built later from the same epoch shows the same games, clocks and scores', async () => {
      const clock = new FakeClock();
      const epoch = clock.now();
      const first = new FakeLine({ clock, epoch });
      const live = await first.games({ section: 'live' });
      clock.advance(37 * MINUTE);
      const before = await first.games({ section: 'live' });
      const reloaded = new FakeLine({ clock, epoch });
      const after = await reloaded.games({ section: 'live' });
      const clocks = (games: Game[]) => games.map((g) => [g.id, g.status, g.timeSeconds, g.formattedScore]);
      expect(clocks(after)).toEqual(clocks(before));
      // A game that started keeps its clock: 37 minutes on (a break of up to 17 minutes in between).
      const kept = after.find((g) => g.id === live[0]!.id);
      if (kept) expect(kept.timeSeconds).toBeGreaterThanOrEqual(live[0]!.timeSeconds + (37 - 17 - 1) * 60);
    });

    it('a finished game leaves both sections and stays finished after a reload; its page shows the final score with every price closed', async () => {
      const clock = new FakeClock();
      const epoch = clock.now();
      const line = new FakeLine({ clock, epoch });
      const game = (await line.games({ section: 'live' }))[0]!;
      const end = line.world.endsAt(game.id)!;
      clock.advance(end - clock.now() - 1);
      expect((await line.game(game.id))!.status).not.toBe(GameStatus.FINISHED);
      clock.advance(1);
      for (const reader of [line, new FakeLine({ clock, epoch })]) {
        const ids = [...(await reader.games({ section: 'live' })), ...(await reader.games({ section: 'line' }))].map((g) => g.id);
        expect(ids).not.toContain(game.id);
        const page = (await reader.game(game.id))!;
        expect(page).toMatchObject({ status: GameStatus.FINISHED, isLive: false });
        expect(page.formattedScore).toBe(`${page.score.home}:${page.score.away}`);
        expect(page.score).toEqual(finalScore(line.world, game.id, clock.now()));
        expect(page.markets.flatMap((m) => m.outcomes).every((o) => o.isBlocked)).toBe(true);
      }
      // Hours later the game is still finished, with the same score.
      clock.advance(30 * 60 * MINUTE);
      expect((await new FakeLine({ clock, epoch }).game(game.id))!.score).toEqual(finalScore(line.world, game.id, clock.now()));
    });

    it('the live section stays about as full: a finished game\'s fixture lists its next game, which kicks off on time', async () => {
      const clock = new FakeClock();
      const line = new FakeLine({ clock });
      const start = (await line.games({ section: 'live' })).length;
      const seen = new Set<number>();
      for (let hour = 0; hour < 48; hour++) {
        clock.advance(60 * MINUTE);
        const live = await line.games({ section: 'live' });
        // About 12 % of the fixtures, each championship's rounds coming and going.
        expect(live.length).toBeGreaterThan(TARGET_GAME_COUNT * 0.07);
        expect(live.length).toBeLessThan(TARGET_GAME_COUNT * 0.18);
        for (const game of live) {
          expect(game.startTime).toBeLessThanOrEqual(clock.now());
          seen.add(game.id);
        }
        expect((await line.games({ section: 'line' })).every((g) => g.startTime > clock.now())).toBe(true);
      }
      expect(seen.size).toBeGreaterThan(start * 10);
    });

    it('a team plays one game at a time: no team is in two live games, and a team\'s listed games never overlap', async () => {
      const clock = new FakeClock();
      const line = new FakeLine({ clock });
      for (let step = 0; step < 48; step++) {
        const games = [...(await line.games({ section: 'live' })), ...(await line.games({ section: 'line' }))];
        // Names are unique within a sport, so one name is one team.
        const live = games.filter((g) => g.isLive).flatMap((g) => [`${g.sportId} ${g.home}`, `${g.sportId} ${g.away}`]);
        expect(new Set(live).size).toBe(live.length);
        const byTeam = new Map<string, { from: number; to: number }[]>();
        for (const g of games) {
          const span = { from: g.startTime, to: line.world.endsAt(g.id)! };
          for (const team of [`${g.sportId} ${g.home}`, `${g.sportId} ${g.away}`]) byTeam.set(team, [...(byTeam.get(team) ?? []), span]);
        }
        for (const spans of byTeam.values()) {
          spans.sort((a, b) => a.from - b.from);
          for (let i = 1; i < spans.length; i++) expect(spans[i]!.from).toBeGreaterThanOrEqual(spans[i - 1]!.to);
        }
        clock.advance(37 * MINUTE);
      }
    }, 30_000);

    it('a step looks only at the fixtures due, yet misses none: every fixture lists the game and clock its schedule and script give', () => {
      const clock = new FakeClock();
      const epoch = clock.now();
      const line = new FakeLine({ clock, epoch });
      const { slots } = generateLine(DEFAULT_LINE_SEED, epoch);
      const games = new Map<number, SlotGame>();
      // Steps of every size: within a minute, across minutes, breaks and whole games.
      const steps = [1, 999, 59_000, 1_000, 61_000, 120_000, 7 * MINUTE + 3, 45 * MINUTE, 1, 3 * 60 * MINUTE, 17 * MINUTE];
      for (let i = 0; i < 60; i++) {
        clock.advance(steps[i % steps.length]!);
        const live: number[] = [];
        for (const slot of slots) {
          const n = currentGameNumber(slot, clock.now());
          const id = gameIdOf(slot.index, n);
          if (!games.has(id)) games.set(id, slotGame(DEFAULT_LINE_SEED, slot, n));
          const expected = gameClockAt(games.get(id)!.script, clock.now());
          const { status, isLive, timeSeconds, score, formattedScore } = line.world.peekGame(id)!;
          expect({ status, isLive, timeSeconds, score, formattedScore }).toEqual(expected);
          if (expected.isLive) live.push(id);
        }
        expect([...line.world.liveGameIds()].sort()).toEqual(live.sort());
      }
    });

    it('games yet to start are not pushed back by a reload: an hour into the world, some start within minutes', async () => {
      const clock = new FakeClock();
      const epoch = clock.now();
      clock.advance(60 * MINUTE);
      const pre = await new FakeLine({ clock, epoch }).games({ section: 'line' });
      expect(pre.some((g) => g.startTime - clock.now() < 15 * MINUTE)).toBe(true);
    });

    it('a game the line lists only later is unknown until then; an id that is not ours is unknown', async () => {
      const line = new FakeLine({ clock: new FakeClock() });
      const [game] = await line.games({ section: 'line', limit: 1 });
      expect(await line.game(game!.id + GAME_ID_STRIDE)).toBeNull();
      expect(await line.game(12)).toBeNull();
    });
  });
});
