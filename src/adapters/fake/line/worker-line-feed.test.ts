import { describe, expect, it } from 'vitest';
import type { LineUpdate } from '../../../domain/line';
import { FakeClock } from '../fake-clock';
import { FakeLine } from './fake-line';
import { FakeLineFeed } from './fake-line-feed';
import type { FeedWorkerCommand } from './fake-line-feed.worker';
import { WorkerLineFeed, type FeedWorker } from './worker-line-feed';

/** The worker's side in-process: what fake-line-feed.worker.ts does, on a fake clock. */
class InProcessFeedWorker implements FeedWorker {
  onmessage: ((event: MessageEvent<readonly LineUpdate[]>) => void) | null = null;
  readonly commands: FeedWorkerCommand['type'][] = [];
  serverLine: FakeLine | null = null;
  feed: FakeLineFeed | null = null;
  private stop: (() => void) | null = null;

  constructor(private readonly clock: FakeClock) {}

  postMessage(command: FeedWorkerCommand): void {
    this.commands.push(command.type);
    if (command.type === 'start') {
      this.serverLine = new FakeLine({ clock: this.clock, seed: command.seed, epoch: command.epoch });
      this.feed = new FakeLineFeed({ line: this.serverLine, ...command.rate });
    }
    if (command.type === 'pause') {
      this.stop?.();
      this.stop = null;
    } else if (!this.stop) {
      this.stop = this.feed!.subscribe((batch) => this.onmessage?.({ data: batch } as MessageEvent<readonly LineUpdate[]>));
    }
  }
}

function setup() {
  const clock = new FakeClock();
  const pageLine = new FakeLine({ clock });
  clock.advance(5_000); // the worker starts later than the page's line: start times must still agree
  const worker = new InProcessFeedWorker(clock);
  const feed = new WorkerLineFeed(pageLine, { updatesPerSecond: 1000, batchIntervalMs: 20 }, () => worker);
  return { clock, pageLine, worker, feed };
}

describe('WorkerLineFeed (the fake feed generated off the page thread)', () => {
  it('hands the worker’s batches to the listeners at the worker’s pace', () => {
    const { clock, feed, worker } = setup();
    const batches: (readonly LineUpdate[])[] = [];
    feed.subscribe((batch) => batches.push(batch));
    clock.advance(1_000);
    expect(batches).toHaveLength(50);
    // The feed's own moves, and the prices the games' clocks moved on top.
    expect(worker.feed!.moves).toBe(1_000);
    expect(batches.flat().filter((u) => u.type === 'odds').length).toBeGreaterThanOrEqual(1_000);
  });

  it('keeps the page’s line equal to the worker’s, games never opened on the page included', () => {
    const { clock, pageLine, worker, feed } = setup();
    feed.subscribe(() => undefined);
    clock.advance(3_000);
    const server = worker.serverLine!.world;
    const moved = new Set<number>();
    for (const id of [...server.liveGameIds(), ...server.lineGameIds()]) moved.add(id);
    expect(pageLine.world.liveGameIds()).toEqual(server.liveGameIds());
    let compared = 0;
    for (const id of moved) {
      if (compared++ > 200) break;
      expect(pageLine.world.fullGame(id)).toEqual(server.fullGame(id));
    }
  });

  it('pauses the worker after the last listener leaves and resumes it for the next', () => {
    const { clock, worker, feed } = setup();
    const first: (readonly LineUpdate[])[] = [];
    const stop = feed.subscribe((batch) => first.push(batch));
    clock.advance(100);
    stop();
    clock.advance(1_000);
    expect(first).toHaveLength(5);
    const second: (readonly LineUpdate[])[] = [];
    feed.subscribe((batch) => second.push(batch));
    clock.advance(100);
    expect(worker.commands).toEqual(['start', 'pause', 'resume']);
    expect(second).toHaveLength(5);
  });
});
