import { describe, expect, it } from 'vitest';
import type { LineUpdate } from '../../../domain/line';
import { FakeClock } from '../pipeline/test-clock';
import { jsonResponse, RecordingLogger, scriptedServer } from '../pipeline/test-doubles';
import { HttpLineFeed, MAX_POLL_MS, MIN_POLL_MS } from './http-line-feed';

const BASE = 'http://site.test/web-api';
const game = { gameId: 601001, statusId: 2, timeSeconds: 2520, score: { home: 2, away: 0, full: '2:0' } };
const odds = { gameId: 601001, market: 17, typeId: 9, param: 2.5, coef: 2.05, isBlocked: false };
const cursorOf = (r: Request) => new URL(r.url).searchParams.get('cursor');

function setUp(handler: Parameters<typeof scriptedServer>[0]) {
  const clock = new FakeClock();
  const server = scriptedServer(handler);
  const logger = new RecordingLogger();
  const feed = new HttpLineFeed({ baseUrl: BASE, fetch: server.fetch, clock, logger });
  const batches: (readonly LineUpdate[])[] = [];
  const resyncs: number[] = [];
  return {
    clock,
    server,
    logger,
    feed,
    batches,
    resyncs,
    /** Resyncs are recorded with the number of requests sent by then. */
    listen: () => feed.subscribe((b) => batches.push(b), () => resyncs.push(server.requests.length)),
  };
}

const empty = (cursor: string) => jsonResponse({ cursor, retryAfterMs: 1000, games: [], odds: [] });
const expired = () => jsonResponse({ message: 'Cursor expired', statusCode: 410 }, 410);

describe('HttpLineFeed (LineFeedPort over getLiveUpdates polling)', () => {
  it('takes the position first, then delivers each poll as one batch, games before odds, at the pace the server asks', async () => {
    let n = 0;
    const t = setUp(() => {
      n += 1;
      return jsonResponse({ cursor: `c${n}`, retryAfterMs: 2000, games: n === 1 ? [] : [game], odds: n === 1 ? [] : [odds] });
    });
    t.listen();
    await t.clock.advance(0);
    expect(t.server.requests.map(cursorOf)).toEqual([null]);
    await t.clock.advance(1999);
    expect(t.server.requests).toHaveLength(1);
    await t.clock.advance(1);
    expect(t.server.requests.map(cursorOf)).toEqual([null, 'c1']);
    expect(t.batches).toEqual([
      [
        { type: 'game', gameId: 601001, score: { home: 2, away: 0 }, formattedScore: '2:0', timeSeconds: 2520, status: 2 },
        // The same outcome id the line lists give (line.mapper outcomeId).
        { type: 'odds', gameId: 601001, marketId: 17, outcomeId: '601001-9-2.5', coef: 2.05, isBlocked: false },
      ],
    ]);
    await t.clock.advance(2000);
    expect(t.server.requests.map(cursorOf)).toEqual([null, 'c1', 'c2']);
  });

  it('an empty poll delivers nothing', async () => {
    const t = setUp(() => jsonResponse({ cursor: 'c', retryAfterMs: 1000, games: [], odds: [] }));
    t.listen();
    await t.clock.advance(3000);
    expect(t.server.requests.length).toBeGreaterThanOrEqual(3);
    expect(t.batches).toEqual([]);
  });

  it.each([
    ['a server asking for 0 ms is held to the minimum', 0, MIN_POLL_MS],
    ['a server asking for a minute is held to the maximum', 60_000, MAX_POLL_MS],
  ])('%s', async (_, retryAfterMs, expected) => {
    const t = setUp(() => jsonResponse({ cursor: 'c', retryAfterMs, games: [], odds: [] }));
    t.listen();
    await t.clock.advance(expected - 1);
    expect(t.server.requests).toHaveLength(1);
    await t.clock.advance(1);
    expect(t.server.requests).toHaveLength(2);
  });

  it('410 (cursor too old) starts again without a cursor', async () => {
    let n = 0;
    const t = setUp(() => {
      n += 1;
      if (n === 2) return jsonResponse({ message: 'Cursor expired', statusCode: 410 }, 410);
      return jsonResponse({ cursor: `c${n}`, retryAfterMs: 1000, games: [], odds: [] });
    });
    t.listen();
    await t.clock.advance(1000 + MIN_POLL_MS);
    expect(t.server.requests.map(cursorOf)).toEqual([null, 'c1', null]);
    expect(t.logger.entries.some((e) => e.context?.operation === 'getLiveUpdates')).toBe(true);
  });

  it('a failure or a malformed answer is logged with the operation and polled again after the back-off; nothing is thrown at subscribers', async () => {
    let n = 0;
    const t = setUp(() => {
      n += 1;
      if (n === 2) return jsonResponse({ cursor: 'c2', retryAfterMs: 'soon', games: [], odds: [] });
      if (n === 3) return jsonResponse({ message: 'down', statusCode: 503 }, 503);
      return jsonResponse({ cursor: `c${n}`, retryAfterMs: 1000, games: [game], odds: [] });
    });
    t.listen();
    await t.clock.advance(1000);
    expect(t.server.requests).toHaveLength(2);
    await t.clock.advance(4999);
    expect(t.server.requests).toHaveLength(2);
    await t.clock.advance(1);
    expect(t.server.requests).toHaveLength(3);
    await t.clock.advance(5000);
    // The cursor of the last good answer is kept across failures.
    expect(t.server.requests.map(cursorOf)).toEqual([null, 'c1', 'c1', 'c1']);
    expect(t.batches).toHaveLength(1);
    const errors = t.logger.entries.filter((e) => e.level === 'error');
    expect(errors.map((e) => e.context?.operation)).toEqual(['getLiveUpdates', 'getLiveUpdates']);
  });

  it('QA11 #12: a failed poll tells subscribers the feed is interrupted (once, however many fail), and the next poll that answers tells them it is live again', async () => {
    let n = 0;
    const t = setUp(() => {
      n += 1;
      if (n === 2) throw new TypeError('Failed to fetch');
      if (n === 3) return jsonResponse({ message: 'down', statusCode: 500 }, 500);
      return empty(`c${n}`);
    });
    const statuses: string[] = [];
    t.feed.subscribe(() => undefined, undefined, (status) => statuses.push(status));
    await t.clock.advance(0);
    // The first answer is the normal start: nothing to tell.
    expect(statuses).toEqual([]);
    await t.clock.advance(1000);
    expect(statuses).toEqual(['interrupted']);
    await t.clock.advance(5000);
    expect(t.server.requests).toHaveLength(3);
    expect(statuses).toEqual(['interrupted']);
    await t.clock.advance(5000);
    expect(t.server.requests).toHaveLength(4);
    expect(statuses).toEqual(['interrupted', 'live']);
    await t.clock.advance(3000);
    expect(statuses).toEqual(['interrupted', 'live']);
  });

  it('the last unsubscribe stops polling; a later subscriber starts from a fresh position', async () => {
    const t = setUp(() => jsonResponse({ cursor: 'c', retryAfterMs: 1000, games: [game], odds: [] }));
    const stop = t.listen();
    await t.clock.advance(1000);
    stop();
    expect(t.clock.pending).toBe(0);
    await t.clock.advance(10_000);
    expect(t.server.requests).toHaveLength(2);
    t.listen();
    await t.clock.advance(0);
    expect(t.server.requests.map(cursorOf)).toEqual([null, 'c', null]);
  });

  describe('a resync after a 410: the changes since the expired cursor are lost, so subscribers re-read their lists', () => {
    it('is signalled once the poll without a cursor has answered (the new position), not at the 410', async () => {
      let n = 0;
      const t = setUp(() => {
        n += 1;
        return n === 2 ? expired() : empty(`c${n}`);
      });
      t.listen();
      await t.clock.advance(1000);
      expect(t.server.requests.map(cursorOf)).toEqual([null, 'c1']);
      expect(t.resyncs).toEqual([]);
      await t.clock.advance(MIN_POLL_MS);
      expect(t.server.requests.map(cursorOf)).toEqual([null, 'c1', null]);
      expect(t.resyncs).toEqual([3]);
      // Once: the polls after it carry the changes again.
      await t.clock.advance(3000);
      expect(t.server.requests.map(cursorOf)).toEqual([null, 'c1', null, 'c3', 'c4', 'c5']);
      expect(t.resyncs).toEqual([3]);
    });

    it('failures meanwhile signal nothing; the first poll without a cursor that answers does', async () => {
      let n = 0;
      const t = setUp(() => {
        n += 1;
        if (n === 2) return expired();
        if (n === 3) throw new TypeError('Failed to fetch');
        if (n === 4) return jsonResponse({ message: 'down', statusCode: 503 }, 503);
        return empty(`c${n}`);
      });
      t.listen();
      await t.clock.advance(1000 + MIN_POLL_MS);
      expect(t.server.requests).toHaveLength(3);
      expect(t.resyncs).toEqual([]);
      await t.clock.advance(5000);
      expect(t.server.requests).toHaveLength(4);
      expect(t.resyncs).toEqual([]);
      await t.clock.advance(5000);
      expect(t.server.requests.map(cursorOf)).toEqual([null, 'c1', null, null, null]);
      expect(t.resyncs).toEqual([5]);
    });

    it('the first poll of a subscription is no resync: the subscriber has just read its lists', async () => {
      const t = setUp(() => empty('c'));
      t.listen();
      await t.clock.advance(3000);
      expect(t.resyncs).toEqual([]);
    });

    it('a 410 owed to subscribers who all left is forgotten: the next subscriber reads its own lists', async () => {
      let n = 0;
      const t = setUp(() => {
        n += 1;
        return n === 2 ? expired() : empty(`c${n}`);
      });
      const stop = t.listen();
      await t.clock.advance(1000);
      stop();
      t.listen();
      await t.clock.advance(3000);
      expect(t.server.requests.map(cursorOf)[2]).toBeNull();
      expect(t.resyncs).toEqual([]);
    });
  });
});
