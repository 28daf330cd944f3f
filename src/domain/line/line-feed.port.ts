import type { Score } from './line';

/** An outcome's coefficient or availability changed. */
export interface OddsUpdate {
  type: 'odds';
  gameId: number;
  marketId: number;
  outcomeId: string;
  coef: number;
  isBlocked: boolean;
}

/** A game's clock, score or status moved (a tick, a goal, a break, the final whistle, a kick-off). */
export interface GameUpdate {
  type: 'game';
  gameId: number;
  score: Score;
  formattedScore: string;
  timeSeconds: number;
  /** 1 not started, 2 in play, 3 break, 4 finished. */
  status: number;
}

export type LineUpdate = OddsUpdate | GameUpdate;

/**
 * Push feed of line changes (a WebSocket in production). Updates come in
 * batches, oldest first, so a consumer applies one batch per render instead of
 * one update at a time. Updates may name games or outcomes the consumer does
 * not hold; those are skipped.
 *
 * A feed that lost changes (its position expired on the server, so the
 * changes made meanwhile will never come) says so once through `onResync`,
 * after it holds a new position: every change from then on comes as batches
 * again, and what was lost is read by re-reading the snapshots a consumer
 * shows (LinePort). A resync is not a batch: batches carry changes of games,
 * a resync carries none, and a batch consumer never has to skip it.
 */
export interface LineFeedPort {
  /**
   * Start receiving batches; returns the unsubscribe function. The feed may
   * connect on the first subscriber and disconnect after the last one leaves.
   * `onResync` is called when changes were lost (see above); a consumer
   * without snapshots of its own may leave it out. `onStatus` is told when
   * the feed stops getting changes ('interrupted': what a consumer shows may
   * be stale while the feed retries) and when they come again ('live'); only
   * changes of status are told, a feed starts 'live', and a subscriber that
   * joins an interrupted feed is told so at once.
   */
  subscribe(listener: (batch: readonly LineUpdate[]) => void, onResync?: () => void, onStatus?: (status: LineFeedStatus) => void): () => void;
}

/** Whether the feed is getting changes ('live') or has lost its connection and is retrying ('interrupted'). */
export type LineFeedStatus = 'live' | 'interrupted';
export const LineFeedPort = Symbol.for('LineFeedPort');
