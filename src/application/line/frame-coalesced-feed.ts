import type { LineFeedPort, LineUpdate } from '../../domain/line';
import type { FrameSchedulerPort, TimerHandle } from '../../domain/shared';

type Listener = (batch: readonly LineUpdate[]) => void;

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
 */
export function coalesceLineFeed(feed: LineFeedPort, frames: FrameSchedulerPort): LineFeedPort {
  const listeners = new Set<Listener>();
  const pending = new PendingLineUpdates();
  let upstream: (() => void) | null = null;
  let frame: TimerHandle | null = null;

  const flush = () => {
    frame = null;
    if (pending.size === 0) return;
    const batch = pending.take();
    for (const listener of [...listeners]) listener(batch);
  };

  const received = (batch: readonly LineUpdate[]) => {
    if (batch.length === 0) return;
    pending.add(batch);
    frame ??= frames.requestFrame(flush);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      upstream ??= feed.subscribe(received);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0 || !upstream) return;
        upstream();
        upstream = null;
        frame?.cancel();
        frame = null;
        pending.take();
      };
    },
  };
}
