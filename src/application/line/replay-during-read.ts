import { combine, createEvent, createStore, sample, type Event, type Store, type Unit } from 'effector';
import type { LineUpdate } from '../../domain/line';

/**
 * Feed batches that arrive while a read of the line is in flight, replayed once its snapshot is applied.
 *
 * The snapshot was taken at some moment during the read, so a change the feed brought meanwhile may be
 * older or newer than it; every update carries the value itself (a price, a lock, a score, a status), not
 * a difference, so applying the snapshot and then these updates in the order they came ends at the newest
 * state of everything they name, and what they do not name is the snapshot's. Without the replay a price
 * that moved while the page was being read went back to the snapshot's until its next move.
 *
 * - `received`: the feed's batches (applied at once as usual: a read that fails keeps them);
 * - `reading`: the reads whose snapshot replaces what the feed changed (their pending stores);
 * - `applied`: a snapshot replaced the state; then `replayed` carries what came during the reads;
 * - `dropped`: the reads ended without a snapshot (failed, or for another page): nothing is held any more.
 */
export function replayDuringRead(units: {
  received: Event<readonly LineUpdate[]>;
  reading: readonly Store<boolean>[];
  applied: Unit<unknown>;
  dropped: Unit<unknown>[];
}): { replayed: Event<readonly LineUpdate[]> } {
  const replayed = createEvent<readonly LineUpdate[]>();
  const $reading = combine([...units.reading], (pending) => pending.some(Boolean));
  const held = sample({ clock: units.received, source: $reading, filter: (reading) => reading, fn: (_, batch) => batch });
  const $held = createStore<readonly LineUpdate[]>([])
    .on(held, (all, batch) => all.concat(batch))
    .reset(units.dropped);
  // A read that starts with nothing pending begins with nothing held.
  $held.reset(sample({ clock: $reading.updates, filter: (reading) => reading }));
  sample({ clock: units.applied, source: $held, filter: (all) => all.length > 0, target: replayed });
  // Cleared after the replay above read it.
  $held.reset(replayed);
  return { replayed };
}
