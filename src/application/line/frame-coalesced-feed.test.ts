import { describe, expect, it } from 'vitest';
import { ClockFrameScheduler, FRAME_MS } from '../../adapters/fake/clock-frame-scheduler';
import { FakeClock } from '../../adapters/fake/fake-clock';
import type { GameUpdate, LineUpdate, OddsUpdate } from '../../domain/line';
import { coalesceLineFeed, PendingLineUpdates } from './frame-coalesced-feed';
import { ManualLineFeed } from '../../adapters/fake/line';

const odds = (outcomeId: string, coef: number, isBlocked = false): OddsUpdate => ({ type: 'odds', gameId: 1, marketId: 1, outcomeId, coef, isBlocked });
const tick = (gameId: number, timeSeconds: number): GameUpdate => ({
  type: 'game',
  gameId,
  score: { home: 0, away: 0 },
  formattedScore: '0:0',
  timeSeconds,
  status: 2,
});

function setup() {
  const clock = new FakeClock();
  const upstream = new ManualLineFeed();
  const feed = coalesceLineFeed(upstream, new ClockFrameScheduler(clock));
  const received: (readonly LineUpdate[])[] = [];
  return { clock, upstream, feed, received, listen: () => feed.subscribe((batch) => received.push(batch)) };
}

describe('PendingLineUpdates', () => {
  it('keeps the latest update per outcome and per game, in the order they first moved', () => {
    const pending = new PendingLineUpdates();
    pending.add([odds('a', 1.5), tick(1, 60), odds('b', 2)]);
    pending.add([odds('a', 1.6, true), tick(1, 120), tick(2, 30)]);
    expect(pending.take()).toEqual([odds('a', 1.6, true), tick(1, 120), odds('b', 2), tick(2, 30)]);
    expect(pending.size).toBe(0);
  });
});

describe('coalesceLineFeed (issue 3 item 7b: one update re-renders only its own cell, once per frame)', () => {
  it('delivers the batches that arrive between two frames as one merged batch at the frame', () => {
    const { clock, upstream, received, listen } = setup();
    listen();
    upstream.push([odds('a', 1.5)]);
    upstream.push([odds('b', 2.1), odds('a', 1.55)]);
    expect(received).toEqual([]);
    clock.advance(FRAME_MS);
    expect(received).toEqual([[odds('a', 1.55), odds('b', 2.1)]]);
  });

  it('delivers nothing on a frame without updates, and asks for a frame only when something is waiting', () => {
    const { clock, upstream, received, listen } = setup();
    listen();
    clock.advance(FRAME_MS * 5);
    expect(clock.pendingCount).toBe(0);
    upstream.push([]);
    expect(clock.pendingCount).toBe(0);
    upstream.push([odds('a', 1.5)]);
    clock.advance(FRAME_MS);
    upstream.push([odds('a', 1.4)]);
    clock.advance(FRAME_MS);
    expect(received).toEqual([[odds('a', 1.5)], [odds('a', 1.4)]]);
  });

  it('shares one upstream subscription between listeners and gives each the same batch', () => {
    const { clock, upstream, feed, received, listen } = setup();
    listen();
    const other: (readonly LineUpdate[])[] = [];
    feed.subscribe((batch) => other.push(batch));
    expect(upstream.listeners.size).toBe(1);
    upstream.push([tick(3, 61)]);
    clock.advance(FRAME_MS);
    expect(other).toEqual(received);
    expect(received).toEqual([[tick(3, 61)]]);
  });

  it('leaves upstream after the last listener and drops what was waiting', () => {
    const { clock, upstream, feed, received, listen } = setup();
    const stop = listen();
    upstream.push([odds('a', 1.5)]);
    stop();
    expect(upstream.listeners.size).toBe(0);
    expect(clock.pendingCount).toBe(0);
    const again: (readonly LineUpdate[])[] = [];
    feed.subscribe((batch) => again.push(batch));
    upstream.push([odds('b', 3)]);
    clock.advance(FRAME_MS);
    expect(received).toEqual([]);
    expect(again).toEqual([[odds('b', 3)]]);
  });

  it('QA11 #12: passes the feed status at once, tells a subscriber joining an interrupted feed, and forgets it after the last leaves', () => {
    const { upstream, feed } = setup();
    const first: string[] = [];
    const stop = feed.subscribe(() => undefined, undefined, (s) => first.push(s));
    upstream.status('interrupted');
    expect(first).toEqual(['interrupted']);
    const second: string[] = [];
    const stopSecond = feed.subscribe(() => undefined, undefined, (s) => second.push(s));
    expect(second).toEqual(['interrupted']);
    upstream.status('live');
    expect(first).toEqual(['interrupted', 'live']);
    expect(second).toEqual(['interrupted', 'live']);
    upstream.status('interrupted');
    stop();
    stopSecond();
    const later: string[] = [];
    feed.subscribe(() => undefined, undefined, (s) => later.push(s));
    expect(later).toEqual([]);
  });

  it('passes a resync to every subscriber that takes one at once, not at the frame, and keeps the updates waiting for the frame', () => {
    const { clock, upstream, feed, received } = setup();
    const resyncs: string[] = [];
    feed.subscribe((batch) => received.push(batch), () => resyncs.push('line'));
    feed.subscribe(() => {}, () => resyncs.push('coupon'));
    feed.subscribe(() => {});
    const gone = feed.subscribe(() => {}, () => resyncs.push('gone'));
    gone();
    upstream.push([odds('a', 1.5)]);
    upstream.resync();
    expect(resyncs).toEqual(['line', 'coupon']);
    expect(received).toEqual([]);
    clock.advance(FRAME_MS);
    expect(received).toEqual([[odds('a', 1.5)]]);
  });
});
