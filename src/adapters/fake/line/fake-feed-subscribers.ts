import type { LineFeedStatus, LineUpdate } from '../../../domain/line';

interface Subscriber {
  batch: (batch: readonly LineUpdate[]) => void;
  resync?: () => void;
  status?: (status: LineFeedStatus) => void;
}

/**
 * The subscribers of an offline feed, and its `line-feed` fail knob: while
 * `fails()` says so, a batch does not get through (as when a socket drops) and
 * the subscribers are told the feed is 'interrupted'; the first batch that
 * gets through again tells them 'live' and to resync first, since the
 * batches dropped meanwhile are lost to them (the line itself moved on).
 */
export class FakeFeedSubscribers {
  private readonly subscribers = new Map<(batch: readonly LineUpdate[]) => void, Subscriber>();
  private status: LineFeedStatus = 'live';

  constructor(private readonly fails: () => boolean = () => false) {}

  get size(): number {
    return this.subscribers.size;
  }

  add(batch: (batch: readonly LineUpdate[]) => void, resync?: () => void, status?: (status: LineFeedStatus) => void): void {
    this.subscribers.set(batch, { batch, ...(resync ? { resync } : {}), ...(status ? { status } : {}) });
    if (this.status === 'interrupted') status?.('interrupted');
  }

  /** Whether the listener was subscribed. The last one leaving forgets an outage: a new subscriber reads its lists. */
  delete(batch: (batch: readonly LineUpdate[]) => void): boolean {
    const had = this.subscribers.delete(batch);
    if (this.subscribers.size === 0) this.status = 'live';
    return had;
  }

  deliver(batch: readonly LineUpdate[]): void {
    if (this.subscribers.size === 0) return;
    const subscribers = [...this.subscribers.values()];
    if (this.fails()) {
      if (this.status === 'live') {
        this.status = 'interrupted';
        for (const s of subscribers) s.status?.('interrupted');
      }
      return;
    }
    if (this.status === 'interrupted') {
      this.status = 'live';
      for (const s of subscribers) s.status?.('live');
      for (const s of subscribers) s.resync?.();
    }
    if (batch.length > 0) for (const s of subscribers) s.batch(batch);
  }
}
