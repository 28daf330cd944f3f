import type { ContainerModuleLoadOptions } from 'inversify';
import { pageLanguage } from './page-language';
import { FakeBetPlacement } from '../adapters/fake/fake-bet-placement';
import type { FakeSession } from '../adapters/fake/fake-session';
import type { FakeWorld as FakeWorldImpl } from '../adapters/fake/fake-world';
import { FakeLine, FakeLineFeed, WorkerLineFeed } from '../adapters/fake/line';
import { BetPlacementPort, CouponLimitsPort, PromoCodesPort } from '../domain/coupon';
import { FakePromoCodes } from '../adapters/fake/fake-promo-codes';
import { LineFeedPort, LinePort, type LineFeedPort as LineFeedPortType, type LinePort as LinePortType } from '../domain/line';
import { SessionPort } from '../domain/session';
import { ClockPort, SessionStoragePort, type ClockPort as ClockPortType, type KeyValueStoragePort } from '../domain/shared';
import { FakeWorld } from './tokens';

/**
 * The benchmark's feed pace: `feedRate` odds changes per second, sent every
 * 20 ms, the way a socket streams small messages rather than a few big ones
 * (the models merge them per frame, see coalesceLineFeed).
 */
const BENCH_BATCH_INTERVAL_MS = 20;

/**
 * The offline sports line, its live feed and the demo bookmaker, called from
 * the fake module. With the `feedRate` knob the feed runs at that pace and is
 * exposed as `__fakeLineFeed` for scripts/bench-live.mjs to count updates.
 */

export function bindFakeCoupon(bind: ContainerModuleLoadOptions['bind']): void {
  bind(LinePort)
    .toResolvedValue(
      (clock: ClockPortType, world: FakeWorldImpl) =>
        new FakeLine({ clock, epoch: world.lineEpoch, latencyMs: world.state.latencyMs, failureRate: world.state.fail.includes('line') ? 1 : 0 }),
      [ClockPort, FakeWorld],
    )
    .inSingletonScope();
  bind(LineFeedPort)
    .toResolvedValue(
      (line: LinePortType, world: FakeWorldImpl) => {
        const rate = world.state.feedRate;
        const pace = rate ? { updatesPerSecond: rate, batchIntervalMs: BENCH_BATCH_INTERVAL_MS } : {};
        // The `line-feed` fail knob: the feed drops its batches (as a lost socket) while it says so.
        const fails = () => world.fails('line-feed');
        // In a browser the feed's "server" runs in a worker, off the page's thread, as a socket's server would.
        const feed =
          typeof Worker === 'undefined'
            ? new FakeLineFeed({ line: line as FakeLine, ...pace, fails })
            : new WorkerLineFeed(line as FakeLine, pace, undefined, fails);
        if (rate && typeof window !== 'undefined') (window as unknown as { __fakeLineFeed: LineFeedPortType }).__fakeLineFeed = feed;
        return feed;
      },
      [LinePort, FakeWorld],
    )
    .inSingletonScope();
  bind(BetPlacementPort)
    .toResolvedValue(
      (world: FakeWorldImpl, session: unknown, line: LinePortType, storage: KeyValueStoragePort) =>
        new FakeBetPlacement(world, session as FakeSession, line as FakeLine, storage, pageLanguage),
      [FakeWorld, SessionPort, LinePort, SessionStoragePort],
    )
    .inSingletonScope();
  // The demo bookmaker prices its own limits: the same object answers both ports.
  bind(CouponLimitsPort).toResolvedValue((placement: unknown) => placement, [BetPlacementPort]).inSingletonScope();
  bind(PromoCodesPort)
    .toResolvedValue((world: FakeWorldImpl, placement: unknown) => new FakePromoCodes(world, pageLanguage, () => (placement as FakeBetPlacement).usedPromoCodes()), [FakeWorld, BetPlacementPort])
    .inSingletonScope();
}
