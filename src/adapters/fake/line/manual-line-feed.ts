import type { LineFeedPort, LineUpdate } from '../../../domain/line';

type Listener = (batch: readonly LineUpdate[]) => void;

/**
 * A line feed driven by hand: `push` delivers a batch to every subscriber at
 * once, `resync` tells them changes were lost. For tests and demos that need
 * exact, chosen price moves instead of the seeded random feed.
 */
export class ManualLineFeed implements LineFeedPort {
  /** Subscribers, each with its resync callback when it gave one. */
  readonly listeners = new Map<Listener, (() => void) | undefined>();

  subscribe(listener: Listener, onResync?: () => void): () => void {
    this.listeners.set(listener, onResync);
    return () => {
      this.listeners.delete(listener);
    };
  }

  push(batch: LineUpdate[]): void {
    for (const listener of [...this.listeners.keys()]) listener(batch);
  }

  /** What a feed does after its position expired on the server (HttpLineFeed after a 410): subscribers re-read. */
  resync(): void {
    for (const resynced of [...this.listeners.values()]) resynced?.();
  }
}
