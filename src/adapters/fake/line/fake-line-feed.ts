import { GameStatus, type LineFeedPort, type LineFeedStatus, type LineUpdate } from '../../../domain/line';
import { FakeFeedSubscribers } from './fake-feed-subscribers';
import type { TimerHandle } from '../../../domain/shared';
import type { FakeLine } from './fake-line';
import { roundCoef } from './line-generator';
import { mixSeed, Random } from './random';

export interface FakeLineFeedRate {
  /** Odds changes per second (game clock and score ticks, and the prices they move, come on top). */
  updatesPerSecond: number;
  /** How often a batch is delivered, in ms of the line's clock. */
  batchIntervalMs: number;
}

export interface FakeLineFeedOptions extends Partial<FakeLineFeedRate> {
  /** The line whose world the feed moves; its clock drives the batches. */
  line: FakeLine;
  /** Share of odds changes that hit live games (the rest move pre-match prices). */
  liveShare?: number;
  /** The `line-feed` fail knob: while it says so, batches do not reach the subscribers (see FakeFeedSubscribers). */
  fails?: () => boolean;
}

export const DEFAULT_FEED_RATE: FakeLineFeedRate = { updatesPerSecond: 40, batchIntervalMs: 250 };
/** The most line time one timed batch covers (see start). */
const MAX_STEP_MS = 5_000;

/**
 * The offline push feed. While anyone is subscribed, every batch interval it
 * announces what the games' scripts did since the last batch (kick-offs,
 * goals, breaks, a new minute, the final whistle: the world runs them on its
 * clock, see game-timeline.ts) with the prices that moved with them
 * (pricing.ts), moves `updatesPerSecond` prices of games still open around
 * those prices, writes the moves into the line's world and delivers it all
 * as one batch. Deterministic for a given seed, epoch and clock.
 * The pace follows the clock: a late timer call delivers the updates of the
 * time since the previous one.
 */
export class FakeLineFeed implements LineFeedPort {
  private readonly line: FakeLine;
  private readonly rng: Random;
  private readonly listeners: FakeFeedSubscribers;
  private readonly liveShare: number;
  private rate: FakeLineFeedRate;
  private timer: TimerHandle | null = null;
  /** Clock time of the last timed batch: the pace follows the clock, not the count of timer calls. */
  private lastStepAt: number | null = null;
  /** Fractions of odds changes not yet sent (a rate that does not divide into batches). */
  private owed = 0;
  /** Prices this feed has moved so far: its pace, without the prices the games' clocks moved. */
  moves = 0;

  constructor({ line, liveShare = 0.8, fails, ...rate }: FakeLineFeedOptions) {
    this.line = line;
    this.listeners = new FakeFeedSubscribers(fails);
    this.rng = new Random(mixSeed(line.seed, 0xfeed));
    this.liveShare = liveShare;
    this.rate = { ...DEFAULT_FEED_RATE, ...rate };
    // Start the record of clock and price changes: the first batch announces what changed since the feed began.
    line.world.takeChanges();
  }

  subscribe(listener: (batch: readonly LineUpdate[]) => void, onResync?: () => void, onStatus?: (status: LineFeedStatus) => void): () => void {
    this.listeners.add(listener, onResync, onStatus);
    if (!this.timer) this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  /** Change the pace, e.g. for a benchmark; takes effect from the next batch. */
  setRate(rate: Partial<FakeLineFeedRate>): void {
    this.rate = { ...this.rate, ...rate };
    if (this.timer) {
      this.stop();
      this.start();
    }
  }

  /**
   * Produce, apply and deliver one batch covering `elapsedMs` of the line's
   * time (one batch interval unless told); the interval calls this with the
   * time since its previous call. Returns the batch.
   */
  step(elapsedMs: number = this.rate.batchIntervalMs): LineUpdate[] {
    const batch: LineUpdate[] = [];
    this.runClocks(batch);
    this.moveOdds(elapsedMs, batch);
    this.line.world.apply(batch);
    this.listeners.deliver(batch);
    return batch;
  }

  private start(): void {
    const clock = this.line.clock;
    this.lastStepAt = clock.now();
    this.timer = clock.setInterval(() => {
      // A server keeps its pace when a client's timers run late (a busy page, a throttled tab):
      // a late call covers the time since the previous one, capped so a tab woken after an hour
      // does not generate an hour of prices at once.
      const now = clock.now();
      const elapsed = Math.min(MAX_STEP_MS, Math.max(0, now - (this.lastStepAt ?? now)));
      this.lastStepAt = now;
      this.step(elapsed);
    }, this.rate.batchIntervalMs);
  }

  private stop(): void {
    this.timer?.cancel();
    this.timer = null;
    this.lastStepAt = null;
  }

  /** The games' own changes since the last batch (kick-offs, goals, breaks, minutes, final whistles) from their scripts, and the prices they moved. */
  private runClocks(batch: LineUpdate[]): void {
    for (const update of this.line.world.takeChanges()) batch.push(update);
  }

  private moveOdds(elapsedMs: number, batch: LineUpdate[]): void {
    this.owed += (this.rate.updatesPerSecond * elapsedMs) / 1000;
    // The epsilon absorbs float drift (0.3 × 10 is 2.9999…), so a whole update is never lost.
    const count = Math.floor(this.owed + 1e-9);
    this.owed -= count;
    if (count === 0) return;
    const world = this.line.world;
    const finishing = new Set(batch.filter((u) => u.type === 'game' && u.status === GameStatus.FINISHED).map((u) => u.gameId));
    const live = world.liveGameIds().filter((id) => !finishing.has(id));
    const line = world.lineGameIds();
    /** Prices already moved in this batch, so a second move is told from the first. */
    const moved = new Map<string, { coef: number; isBlocked: boolean }>();
    // A game late on may have every market closed (decided by its score): another is drawn.
    for (let i = 0, draws = 0; i < count && draws < 4 * count; draws++) {
      const pool = live.length > 0 && (line.length === 0 || this.rng.chance(this.liveShare)) ? live : line;
      if (pool.length === 0) return;
      const game = world.fullGame(this.rng.pick(pool))!;
      const open = game.markets.filter((m) => world.fairPrice(game.id, m.outcomes[0]!.id) !== null);
      if (open.length === 0) continue;
      i++;
      this.moves++;
      const market = this.rng.pick(open);
      const outcome = this.rng.pick(market.outcomes);
      const current = moved.get(outcome.id) ?? outcome;
      // Prices move around where the game stands (a price the score has decided is not moved).
      let coef = roundCoef(world.fairPrice(game.id, outcome.id)! * Math.exp(this.rng.float(-0.06, 0.06)));
      if (coef === current.coef) coef = roundCoef(coef + (this.rng.chance(0.5) ? 0.01 : -0.01));
      // Books suspend prices in play (a dangerous attack, a goal under review), not before the start.
      const isBlocked = pool !== live ? current.isBlocked : current.isBlocked ? !this.rng.chance(0.5) : this.rng.chance(0.03);
      moved.set(outcome.id, { coef, isBlocked });
      batch.push({ type: 'odds', gameId: game.id, marketId: market.id, outcomeId: outcome.id, coef, isBlocked });
    }
  }
}
