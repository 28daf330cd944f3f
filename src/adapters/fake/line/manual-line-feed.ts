import type { LineFeedPort, LineFeedStatus, LineUpdate } from '../../../domain/line';

type Listener = (batch: readonly LineUpdate[]) => void;

/**
 * A line feed driven by hand: `push` delivers a batch to every subscriber at
 * once, `resync` tells them changes were lost. For tests and demos that need
 * exact, chosen price moves instead of the seeded random feed.
 */
export class ManualLineFeed implements LineFeedPort {
  /** Subscribers, each with its resync callback when it gave one. */
  readonly listeners = new Map<Listener, (() => void) | undefined>();
  private readonly statusListeners = new Map<Listener, (status: LineFeedStatus) => void>();

  subscribe(listener: Listener, onResync?: () => void, onStatus?: (status: LineFeedStatus) => void): () => void {
    this.listeners.set(listener, onResync);
    if (onStatus) this.statusListeners.set(listener, onStatus);
    return () => {
      this.listeners.delete(listener);
      this.statusListeners.delete(listener);
    };
  }

  /** What a feed does when it loses its connection ('interrupted') and gets it back ('live'). */
  status(status: LineFeedStatus): void {
    for (const told of [...this.statusListeners.values()]) told(status);
  }

  push(batch: LineUpdate[]): void {
    for (const listener of [...this.listeners.keys()]) listener(batch);
  }

  /** What a feed does after its position expired on the server (HttpLineFeed after a 410): subscribers re-read. */
  resync(): void {
    for (const resynced of [...this.listeners.values()]) resynced?.();
  }
}
