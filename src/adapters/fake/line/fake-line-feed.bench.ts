// What one step of the fake feed costs at the live benchmark's pace (1,020 odds changes a second in
// 20 ms batches, scripts/bench-live.mjs), and what the page's copy of the line pays to follow it.
// Prints figures only:  npx vitest bench --run --project unit src/adapters/fake/line/fake-line-feed.bench.ts
import { bench, describe } from 'vitest';
import type { ClockPort, TimerHandle } from '../../../domain/shared';
import { FAKE_CLOCK_EPOCH } from '../fake-clock';
import { FakeLine } from './fake-line';
import { FakeLineFeed } from './fake-line-feed';

const RATE = { updatesPerSecond: 1020, batchIntervalMs: 20 };
const never: TimerHandle = { cancel: () => undefined };

/** A clock read from `now`; the feed is stepped by hand, so no timer ever fires. */
function clockOf(now: () => number): ClockPort {
  return { now, setTimeout: () => never, setInterval: () => never };
}

/** A feed at the benchmark's pace on a line whose games all have their markets built (the steady state, not the first minutes). */
function feedOn(now: () => number): FakeLineFeed {
  const line = new FakeLine({ clock: clockOf(now) });
  for (const id of [...line.world.liveGameIds(), ...line.world.lineGameIds()]) line.world.fullGame(id);
  return new FakeLineFeed({ line, ...RATE });
}

describe('feed step (the worker), 1,020 odds changes/s in 20 ms batches', () => {
  // The clock moves only between steps: each step sees one time.
  let t = FAKE_CLOCK_EPOCH;
  const steppedFeed = feedOn(() => t);
  bench('clock moved 20 ms between steps', () => {
    t += 20;
    steppedFeed.step(20);
  });

  // The worst case for a walk over every fixture: a step reads the line about 23 times and each read sees a new time.
  let ticking = FAKE_CLOCK_EPOCH;
  const tickingFeed = feedOn(() => (ticking += 0.05));
  bench('clock moving 0.05 ms on every read', () => {
    tickingFeed.step(20);
  });
});

describe('the page: following the worker’s batches', () => {
  let t = FAKE_CLOCK_EPOCH;
  const clock = clockOf(() => t);
  const server = feedOn(() => t);
  const page = new FakeLine({ clock });
  page.world.gameList({ section: 'live' });
  bench('apply one batch, 20 ms later', () => {
    t += 20;
    page.world.apply(server.step(20));
  });
  bench('apply one batch and read the live list', () => {
    t += 20;
    page.world.apply(server.step(20));
    page.world.gameList({ section: 'live' });
  });
});
