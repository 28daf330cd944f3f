import type { LineFeedPort, LineFeedStatus, LineUpdate } from '../../../domain/line';
import { FakeFeedSubscribers } from './fake-feed-subscribers';
import type { FakeLine } from './fake-line';
import type { FakeLineFeedRate } from './fake-line-feed';
import type { FeedWorkerCommand } from './fake-line-feed.worker';

/** The part of a Worker this adapter uses (a test passes a stand-in). */
export interface FeedWorker {
  postMessage(command: FeedWorkerCommand): void;
  onmessage: ((event: MessageEvent<readonly LineUpdate[]>) => void) | null;
}

/** The feed's worker, bundled by Vite from fake-line-feed.worker.ts. */
export function startFeedWorker(): FeedWorker {
  return new Worker(new URL('./fake-line-feed.worker.ts', import.meta.url), { type: 'module', name: 'fake-line-feed' });
}

/**
 * The offline push feed with its generation off the page's thread: a worker
 * moves its own copy of the line (same seed and start, so the same games and
 * prices) and posts batches, as a socket would. Here each batch is written
 * into the page's line, so reads and placement see the moved prices (lazily:
 * markets nobody opened are not built), and handed to the listeners.
 * The worker starts with the first subscriber and pauses (keeping its line in
 * step with this one) when the last one leaves.
 */
export class WorkerLineFeed implements LineFeedPort {
  private readonly listeners: FakeFeedSubscribers;
  private worker: FeedWorker | null = null;
  /** Main-thread time spent taking batches in (bookkeeping and listeners), for scripts/bench-live.mjs. */
  handlingMs = 0;

  constructor(
    private readonly line: FakeLine,
    private readonly rate: Partial<FakeLineFeedRate>,
    private readonly start: () => FeedWorker = startFeedWorker,
    /** The `line-feed` fail knob: while it says so, batches do not reach the subscribers (see FakeFeedSubscribers). */
    fails?: () => boolean,
  ) {
    this.listeners = new FakeFeedSubscribers(fails);
  }

  subscribe(listener: (batch: readonly LineUpdate[]) => void, onResync?: () => void, onStatus?: (status: LineFeedStatus) => void): () => void {
    this.listeners.add(listener, onResync, onStatus);
    if (this.listeners.size === 1) this.connect();
    return () => {
      if (!this.listeners.delete(listener) || this.listeners.size > 0) return;
      this.worker?.postMessage({ type: 'pause' });
    };
  }

  private connect(): void {
    if (this.worker) {
      this.worker.postMessage({ type: 'resume' });
      return;
    }
    this.worker = this.start();
    this.worker.onmessage = (event) => this.received(event.data);
    this.worker.postMessage({ type: 'start', seed: this.line.seed, epoch: this.line.epoch, rate: this.rate });
  }

  private received(batch: readonly LineUpdate[]): void {
    const t0 = performance.now();
    // Always kept in step, even while paused listeners are gone: a batch already in flight still moved the worker's line.
    this.line.world.apply(batch);
    this.listeners.deliver(batch);
    this.handlingMs += performance.now() - t0;
  }
}
