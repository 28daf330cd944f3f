import { describe, expect, it } from 'vitest';
import { applyLineUpdates, GameStatus, GameTable, type LineUpdate } from '../../../domain/line';
import { FakeClock } from '../fake-clock';
import { FakeLine } from './fake-line';
import { FakeLineFeed } from './fake-line-feed';

function setup(rate: { updatesPerSecond?: number; batchIntervalMs?: number; liveShare?: number } = {}) {
  const clock = new FakeClock();
  const line = new FakeLine({ clock });
  const feed = new FakeLineFeed({ line, ...rate });
  const batches: (readonly LineUpdate[])[] = [];
  return { clock, line, feed, batches, listen: () => feed.subscribe((b) => batches.push(b)) };
}

describe('FakeLineFeed', () => {
  it('delivers batches on the clock, at the configured interval and rate', () => {
    const { clock, batches, listen, feed } = setup({ updatesPerSecond: 40, batchIntervalMs: 250 });
    listen();
    clock.advance(249);
    expect(batches).toHaveLength(0);
    clock.advance(1);
    expect(batches).toHaveLength(1);
    clock.advance(10_000 - 250);
    expect(batches).toHaveLength(40);
    expect(feed.moves).toBe(400);
    // The prices the games' clocks moved come on top.
    expect(batches.flat().filter((u) => u.type === 'odds').length).toBeGreaterThanOrEqual(400);
  });

  it('sustains 1,000 odds updates a second for the benchmark', () => {
    const { clock, batches, listen, feed } = setup({ updatesPerSecond: 1000, batchIntervalMs: 100 });
    listen();
    clock.advance(10_000);
    expect(batches).toHaveLength(100);
    expect(feed.moves).toBe(10_000);
    expect(batches.flat().filter((u) => u.type === 'odds').length).toBeGreaterThanOrEqual(10_000);
    expect(new Set(batches.flat().map((u) => u.gameId)).size).toBeGreaterThan(500);
  });

  it('handles a rate that does not divide into batches', () => {
    const { clock, listen, feed } = setup({ updatesPerSecond: 3, batchIntervalMs: 100 });
    listen();
    clock.advance(10_000);
    expect(feed.moves).toBe(30);
  });

  it('is deterministic for the same seed and clock', () => {
    const a = setup();
    const b = setup();
    a.listen();
    b.listen();
    a.clock.advance(5_000);
    b.clock.advance(5_000);
    expect(a.batches).toEqual(b.batches);
  });

  it('ticks live games: clock announcements, goals, breaks, finishes and kick-offs', () => {
    const { clock, batches, listen, line } = setup({ updatesPerSecond: 0, batchIntervalMs: 1000 });
    listen();
    clock.advance(60 * 60_000);
    const ticks = batches.flat().filter((u) => u.type === 'game');
    const statuses = new Set(ticks.map((t) => t.status));
    expect(statuses).toEqual(new Set([GameStatus.IN_PLAY, GameStatus.BREAK, GameStatus.FINISHED]));
    expect(ticks.some((t) => t.timeSeconds === 0 && t.status === GameStatus.IN_PLAY)).toBe(true);
    const finished = ticks.find((t) => t.status === GameStatus.FINISHED)!;
    expect(line.world.peekGame(finished.gameId)!.isLive).toBe(false);
    for (const t of ticks) expect(t.formattedScore).toBe(`${t.score.home}:${t.score.away}`);
  });

  it('suspends and reopens prices in play only: a price before the start moves but keeps its lock', () => {
    const { clock, listen, line, feed } = setup({ updatesPerSecond: 1000, batchIntervalMs: 100, liveShare: 0.2 });
    const seen = new Map<string, boolean>();
    let repeated = 0;
    let liveFlips = 0;
    feed.subscribe((batch) => {
      for (const u of batch) {
        if (u.type !== 'odds') continue;
        const before = seen.get(u.outcomeId);
        if (line.world.peekGame(u.gameId)!.status === GameStatus.NOT_STARTED && before !== undefined) {
          repeated++;
          expect(u.isBlocked).toBe(before);
        } else if (before !== undefined && before !== u.isBlocked) liveFlips++;
        seen.set(u.outcomeId, u.isBlocked);
      }
    });
    listen();
    clock.advance(20_000);
    expect(repeated).toBeGreaterThan(100);
    expect(liveFlips).toBeGreaterThan(10);
  });

  it('keeps clocks and scores moving forward', () => {
    const { clock, batches, listen } = setup({ updatesPerSecond: 0, batchIntervalMs: 1000 });
    listen();
    clock.advance(20 * 60_000);
    const last = new Map<number, { time: number; goals: number }>();
    for (const t of batches.flat()) {
      if (t.type !== 'game' || t.timeSeconds === 0) continue;
      const prev = last.get(t.gameId);
      const goals = t.score.home + t.score.away;
      if (prev) {
        expect(t.timeSeconds).toBeGreaterThanOrEqual(prev.time);
        expect(goals).toBeGreaterThanOrEqual(prev.goals);
      }
      last.set(t.gameId, { time: t.timeSeconds, goals });
    }
    expect(last.size).toBeGreaterThan(50);
  });

  it('writes its changes into the line, so later reads agree with a view that applied the batches', async () => {
    const { clock, line, feed } = setup({ updatesPerSecond: 200, batchIntervalMs: 100 });
    const live = await line.games({ section: 'live' });
    let view = GameTable.of(await Promise.all(live.map(async (g) => (await line.game(g.id))!)));
    const unsubscribe = feed.subscribe((batch) => (view = applyLineUpdates(view, batch)));
    clock.advance(3_000);
    unsubscribe();
    for (const [id, game] of view) expect(await line.game(id)).toEqual(game);
  });

  it('stops when the last listener leaves and restarts on the next one', () => {
    const { clock, batches, feed, listen } = setup();
    const offA = listen();
    const offB = feed.subscribe(() => undefined);
    clock.advance(1_000);
    const seen = batches.length;
    offA();
    offB();
    offB();
    expect(clock.pendingCount).toBe(0);
    clock.advance(1_000);
    expect(batches).toHaveLength(seen);
    listen();
    clock.advance(1_000);
    expect(batches.length).toBeGreaterThan(seen);
  });

  it('lets the rate change while running', () => {
    const { clock, batches, feed, listen } = setup({ updatesPerSecond: 10, batchIntervalMs: 1000 });
    listen();
    clock.advance(1_000);
    expect(feed.moves).toBe(10);
    feed.setRate({ updatesPerSecond: 100, batchIntervalMs: 100 });
    clock.advance(1_000);
    expect(batches).toHaveLength(11);
    expect(feed.moves).toBe(110);
  });

  it('keeps its pace when the page runs its timers late (issue 3 item 7b: 1,000 odds changes a second delivered)', () => {
    const clock = new FakeClock();
    // A busy page: every interval fires three times later than asked.
    const lateClock = { now: () => clock.now(), setTimeout: clock.setTimeout.bind(clock), setInterval: (cb: () => void, ms: number) => clock.setInterval(cb, ms * 3) };
    const feed = new FakeLineFeed({ line: new FakeLine({ clock: lateClock }), updatesPerSecond: 1000, batchIntervalMs: 20 });
    const batches: (readonly LineUpdate[])[] = [];
    feed.subscribe((b) => batches.push(b));
    clock.advance(9_960);
    expect(batches).toHaveLength(166);
    expect(feed.moves).toBe(9_960);
  });
});
