import type { LineFeedPort, LineFeedStatus, LineUpdate } from '../../domain/line';
import type { FrameSchedulerPort, TimerHandle } from '../../domain/shared';

interface Subscriber {
  batch: (batch: readonly LineUpdate[]) => void;
  resync?: () => void;
  status?: (status: LineFeedStatus) => void;
}

/** What an update replaces: an outcome's price or a game's clock and score (each update carries the whole new state). */
function keyOf(update: LineUpdate): string {
  return update.type === 'odds' ? `o${update.outcomeId}` : `g${update.gameId}`;
}

/**
 * Updates waiting for the next frame, one per outcome and one per game: a
 * later update of the same outcome replaces the earlier one in place, so the
 * buffer never outgrows the line however long frames are held back (a hidden
 * tab draws none).
 */
export class PendingLineUpdates {
  private readonly byKey = new Map<string, LineUpdate>();

  get size(): number {
    return this.byKey.size;
  }

  add(batch: readonly LineUpdate[]): void {
    for (const update of batch) this.byKey.set(keyOf(update), update);
  }

  /** The merged batch, in the order outcomes and games first moved; empties the buffer. */
  take(): LineUpdate[] {
    const batch = [...this.byKey.values()];
    this.byKey.clear();
    return batch;
  }
}

/**
 * A line feed that delivers at most one batch per frame. A socket (or the
 * fake feed) may send many small batches between two frames; applying each
 * would re-render and re-lay-out the page for every message, while the player
 * only sees the state at the frame. Applying the merged batch once per frame
 * gives the same final state (updates carry whole values, the latest wins) for
 * one store update and one commit. Subscribes upstream while anyone listens.
 * A resync passes through at once, not at the frame: it draws nothing, and the
 * sooner the re-reads start the sooner the lost changes show. Updates waiting
 * for the frame stay: they are changes all the same, and a re-read that lands
 * after them replaces them with the snapshot. A status change passes through
 * at once too, and a subscriber joining an interrupted feed is told so.
 */
export function coalesceLineFeed(feed: LineFeedPort, frames: FrameSchedulerPort): LineFeedPort {
  const subscribers = new Set<Subscriber>();
  const pending = new PendingLineUpdates();
  let upstream: (() => void) | null = null;
  let frame: TimerHandle | null = null;
  let status: LineFeedStatus = 'live';

  const flush = () => {
    frame = null;
    if (pending.size === 0) return;
    const batch = pending.take();
    for (const subscriber of [...subscribers]) subscriber.batch(batch);
  };

  const received = (batch: readonly LineUpdate[]) => {
    if (batch.length === 0) return;
    pending.add(batch);
    frame ??= frames.requestFrame(flush);
  };

  const resynced = () => {
    for (const subscriber of [...subscribers]) subscriber.resync?.();
  };

  const statusChanged = (next: LineFeedStatus) => {
    status = next;
    for (const subscriber of [...subscribers]) subscriber.status?.(next);
  };

  return {
    subscribe(listener, onResync, onStatus) {
      const subscriber: Subscriber = { batch: listener, ...(onResync ? { resync: onResync } : {}), ...(onStatus ? { status: onStatus } : {}) };
      subscribers.add(subscriber);
      if (status === 'interrupted') onStatus?.('interrupted');
      upstream ??= feed.subscribe(received, resynced, statusChanged);
      return () => {
        subscribers.delete(subscriber);
        if (subscribers.size > 0 || !upstream) return;
        upstream();
        upstream = null;
        status = 'live';
        frame?.cancel();
        frame = null;
        pending.take();
      };
    },
  };
}
