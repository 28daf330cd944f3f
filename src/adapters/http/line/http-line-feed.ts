import type { LineFeedPort, LineFeedStatus, LineUpdate } from '../../../domain/line/line-feed.port';
import type { ClockPort, TimerHandle } from '../../../domain/shared/clock.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { responseSchemas, type LiveUpdatesSchema } from '../generated/web-api.schemas';
import { callOperationByStatus, type BodiesOf } from '../http-outcome';
import type { Fetch } from '../pipeline/request-pipeline';
import { outcomeId } from './line.mapper';

type LiveUpdatesDto = ReturnType<typeof LiveUpdatesSchema.parse>;

export interface HttpLineFeedOptions {
  baseUrl: string;
  fetch: Fetch;
  clock: ClockPort;
  logger: LoggerPort;
  /** Pause after a failed poll (network, 5xx, a bad body) before the next one. */
  failureBackoffMs?: number;
}

/** The server's pace is respected within these bounds, so a bad value can neither flood nor stall the feed. */
export const MIN_POLL_MS = 250;
export const MAX_POLL_MS = 30_000;
const DEFAULT_FAILURE_BACKOFF_MS = 5_000;

const schemas = { 200: responseSchemas.getLiveUpdates['200'], 410: responseSchemas.getLiveUpdates['410'] };

/** One poll's changes as the port's batch: clocks and scores first, then prices (the order the feed applies them). */
export function liveUpdatesToBatch(dto: LiveUpdatesDto): LineUpdate[] {
  const batch: LineUpdate[] = dto.games.map((g) => ({
    type: 'game',
    gameId: g.gameId,
    score: { home: g.score.home, away: g.score.away },
    formattedScore: g.score.full,
    timeSeconds: g.timeSeconds,
    status: g.statusId,
  }));
  for (const o of dto.odds) {
    batch.push({ type: 'odds', gameId: o.gameId, marketId: o.market, outcomeId: outcomeId(o.gameId, o), coef: o.coef, isBlocked: o.isBlocked });
  }
  return batch;
}

interface Subscriber {
  batch: (batch: readonly LineUpdate[]) => void;
  resync?: () => void;
  status?: (status: LineFeedStatus) => void;
}

/**
 * LineFeedPort over the designed polling operation getLiveUpdates (the
 * production feed is a WebSocket the specification does not describe). The
 * first subscriber starts polling on the clock port: a first call without a
 * cursor takes the current position, every later call sends the last cursor
 * and delivers the changes as one batch, and the next poll waits the
 * `retryAfterMs` the server asks for. A 410 (cursor too old) starts again
 * without a cursor: the changes since the old cursor are lost, so once that
 * cursor-less poll has answered (the new position; not before, or a re-read
 * could miss what changed before it) the subscribers are told to resync, i.e.
 * re-read their lists. A failure is logged and retried after a back-off,
 * never thrown at the subscribers; they are told the feed is 'interrupted'
 * (once, at the first failure) and 'live' again at the next poll that answers,
 * so a page can say its prices and clocks may be stale meanwhile. The last
 * unsubscribe cancels the timer and the request in flight.
 */
export class HttpLineFeed implements LineFeedPort {
  private readonly client;
  private readonly subscribers = new Set<Subscriber>();
  private cursor: string | null = null;
  /** A 410 dropped the cursor: the subscribers resync once a poll without one has answered. */
  private resyncOwed = false;
  private timer: TimerHandle | null = null;
  private inFlight: AbortController | null = null;
  private status: LineFeedStatus = 'live';

  constructor(private readonly options: HttpLineFeedOptions) {
    this.client = createHttpClient<webApiPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  subscribe(listener: (batch: readonly LineUpdate[]) => void, onResync?: () => void, onStatus?: (status: LineFeedStatus) => void): () => void {
    const subscriber: Subscriber = { batch: listener, ...(onResync ? { resync: onResync } : {}), ...(onStatus ? { status: onStatus } : {}) };
    this.subscribers.add(subscriber);
    if (this.status === 'interrupted') onStatus?.('interrupted');
    if (this.subscribers.size === 1) void this.poll();
    return () => {
      if (!this.subscribers.delete(subscriber) || this.subscribers.size > 0) return;
      this.timer?.cancel();
      this.timer = null;
      this.inFlight?.abort();
      this.inFlight = null;
      this.cursor = null;
      // A later subscriber reads its lists when it starts: nothing to make up for.
      this.resyncOwed = false;
      this.status = 'live';
    };
  }

  /** One poll, then the next one scheduled; public so a test can drive it without waiting. */
  async poll(): Promise<void> {
    this.timer = null;
    const controller = new AbortController();
    this.inFlight = controller;
    let nextInMs: number;
    try {
      const cursor = this.cursor;
      const answer = await callOperationByStatus<BodiesOf<typeof schemas>>(this.options.logger, 'getLiveUpdates', schemas, () =>
        this.client.GET('/api/v1/live/updates', { params: { query: cursor === null ? {} : { cursor } }, signal: controller.signal }),
      );
      if (controller.signal.aborted) return;
      // The server answered (a 410 too): changes come again.
      this.statusChanged('live');
      if (answer.status === 410) {
        this.options.logger.warn('live updates cursor expired: starting again', { operation: 'getLiveUpdates' });
        this.cursor = null;
        this.resyncOwed = true;
        nextInMs = MIN_POLL_MS;
      } else {
        this.cursor = answer.body.cursor;
        const batch = liveUpdatesToBatch(answer.body);
        // The first poll only takes the position: the lists were read just now.
        if (cursor !== null && batch.length > 0) for (const subscriber of [...this.subscribers]) subscriber.batch(batch);
        if (cursor === null && this.resyncOwed) {
          this.resyncOwed = false;
          for (const subscriber of [...this.subscribers]) subscriber.resync?.();
        }
        nextInMs = Math.min(MAX_POLL_MS, Math.max(MIN_POLL_MS, answer.body.retryAfterMs));
      }
    } catch {
      // callOperationByStatus has logged it with the operation name (a cancellation only at info).
      if (controller.signal.aborted) return;
      this.statusChanged('interrupted');
      nextInMs = this.options.failureBackoffMs ?? DEFAULT_FAILURE_BACKOFF_MS;
    } finally {
      if (this.inFlight === controller) this.inFlight = null;
    }
    if (this.subscribers.size > 0) this.timer = this.options.clock.setTimeout(() => void this.poll(), nextInMs);
  }

  private statusChanged(status: LineFeedStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const subscriber of [...this.subscribers]) subscriber.status?.(status);
  }
}
