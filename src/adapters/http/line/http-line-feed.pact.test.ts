import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it, vi } from 'vitest';
import type { LineUpdate } from '../../../domain/line';
import type { ClockPort } from '../../../domain/shared/clock.port';
import { ACCEPT_JSON, adapterOptions, jsonBody, pactWith, testPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { HttpLineFeed, MIN_POLL_MS } from './http-line-feed';

const { like, eachLike, integer, number } = MatchersV3;
const provider = 'web-api';
const pact = pactWith(provider);
const PATH = '/web-api/api/v1/live/updates';
const CURSOR = 'c_1042';

/** A clock whose timers the test fires by hand, so each poll is one step and none runs past the interactions. */
function handClock() {
  const timers: { ms: number; fire: () => void }[] = [];
  const clock: ClockPort = {
    now: () => Date.now(),
    setTimeout: (callback, ms) => {
      const timer = { ms, fire: callback };
      timers.push(timer);
      return { cancel: () => void timers.splice(timers.indexOf(timer), 1) };
    },
    setInterval: () => {
      throw new Error('the feed polls with setTimeout');
    },
  };
  return { clock, timers };
}

/** The first poll: no cursor, no changes, the position to poll from. */
const firstPoll = () =>
  pact
    .addInteraction()
    .given(PROVIDER_STATES.lineOpen)
    .uponReceiving('a first live updates poll without a cursor')
    .withRequest('GET', PATH, (b) => b.headers(ACCEPT_JSON))
    .willRespondWith(200, jsonBody({ cursor: like(CURSOR), retryAfterMs: integer(1000), games: [], odds: [] }));

describe('web-api pact: polled live updates (designed)', () => {
  it('getLiveUpdates: the position first, then the changes after it as one batch', async () => {
    firstPoll();
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.liveChanges, { cursor: CURSOR })
      .uponReceiving('a live updates poll after a cursor with changes')
      .withRequest('GET', PATH, (b) => b.query({ cursor: CURSOR }).headers(ACCEPT_JSON))
      .willRespondWith(
        200,
        jsonBody({
          cursor: like('c_1043'),
          retryAfterMs: integer(1000),
          games: eachLike({ gameId: integer(601001), statusId: integer(2), timeSeconds: integer(2520), score: { home: integer(2), away: integer(0), full: like('2:0') } }),
          odds: eachLike({ gameId: integer(601001), market: integer(1), typeId: integer(1), param: null, coef: number(1.62), isBlocked: like(false) }),
        }),
      )
      .executeTest(async (mock) => {
        const { clock, timers } = handClock();
        const feed = new HttpLineFeed({ ...adapterOptions(mock.url, provider, testPipeline(mock.url)), clock });
        const batches: (readonly LineUpdate[])[] = [];
        const stop = feed.subscribe((batch) => batches.push(batch));
        await vi.waitFor(() => expect(timers).toHaveLength(1));
        expect(timers[0]!.ms).toBe(1000);
        timers.pop()!.fire();
        await vi.waitFor(() => expect(batches).toHaveLength(1));
        expect(batches[0]).toEqual([
          { type: 'game', gameId: 601001, score: { home: 2, away: 0 }, formattedScore: '2:0', timeSeconds: 2520, status: 2 },
          { type: 'odds', gameId: 601001, marketId: 1, outcomeId: '601001-1', coef: 1.62, isBlocked: false },
        ]);
        stop();
      });
  });

  it('getLiveUpdates: a cursor too old answers 410, the feed starts again without one, and once that poll answers its subscribers resync', async () => {
    firstPoll();
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.liveCursorExpired, { cursor: CURSOR })
      .uponReceiving('a live updates poll after an expired cursor')
      .withRequest('GET', PATH, (b) => b.query({ cursor: CURSOR }).headers(ACCEPT_JSON))
      .willRespondWith(410, jsonBody({ message: like('Cursor expired'), statusCode: 410 }))
      .executeTest(async (mock) => {
        const { clock, timers } = handClock();
        const pipeline = testPipeline(mock.url);
        const feed = new HttpLineFeed({ ...adapterOptions(mock.url, provider, pipeline), clock });
        let resyncs = 0;
        const stop = feed.subscribe(() => {}, () => (resyncs += 1));
        await vi.waitFor(() => expect(timers).toHaveLength(1));
        timers.pop()!.fire();
        await vi.waitFor(() => expect(timers).toHaveLength(1));
        // The next poll comes soon and without the cursor; the changes since the old one are lost, but not yet re-read.
        expect(timers[0]!.ms).toBe(MIN_POLL_MS);
        expect(pipeline.logger.entries.some((e) => e.level === 'warn' && e.context?.operation === 'getLiveUpdates')).toBe(true);
        expect(resyncs).toBe(0);
        // That poll is the first poll's interaction again: the position to poll from, after which the lists are re-read.
        timers.pop()!.fire();
        await vi.waitFor(() => expect(resyncs).toBe(1));
        expect(pipeline.sent.map((r) => new URL(r.url).searchParams.get('cursor'))).toEqual([null, CURSOR, null]);
        stop();
      });
  });
});
