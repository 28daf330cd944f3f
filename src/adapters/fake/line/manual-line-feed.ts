import type { LineFeedPort, LineUpdate } from '../../../domain/line';

type Listener = (batch: readonly LineUpdate[]) => void;

/**
 * A line feed driven by hand: `push` delivers a batch to every subscriber at
 * once. For tests and demos that need exact, chosen price moves instead of the
 * seeded random feed.
 */
export class ManualLineFeed implements LineFeedPort {
  readonly listeners = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  push(batch: LineUpdate[]): void {
    for (const listener of [...this.listeners]) listener(batch);
  }
}
