import type { BetPlacementPort, HistoryOutcome, HistoryQuery, PlacedBet, PlacedBetOutcome } from '../../src/domain/coupon';

// The bet history as the coupon model's history tests fake it: a port that records every read and answers it
// as the test scripts, most often from a book of coupons served a page at a time.

/** A placed coupon reduced to what the history tests read: its id. */
export const historyBet = (couponId: string) => ({ couponId, status: 'won' }) as unknown as PlacedBet;

/** A book of `count` coupons, newest (highest id, `count`) first, paged as the port's contract says. */
export const book =
  (count: number) =>
  (query: HistoryQuery): HistoryOutcome => {
    const all = Array.from({ length: count }, (_, i) => historyBet(String(count - i)));
    const start = (query.page - 1) * query.pageSize;
    return { kind: 'loaded', bets: all.slice(start, start + query.pageSize), hasMore: start + query.pageSize < count };
  };

/** One coupon of book(`count`) by its id, as placedBet answers it: loaded when the book holds it, else not-found. */
export const bookCoupon =
  (count: number) =>
  (couponId: string): PlacedBetOutcome => {
    const n = Number(couponId);
    return Number.isInteger(n) && n >= 1 && n <= count && String(n) === couponId ? { kind: 'loaded', bet: historyBet(couponId) } : { kind: 'not-found', couponId };
  };

/**
 * A history port that records each read in `asked` and answers it with `answer` (or a read the test holds); one
 * coupon by its id (placedBet) is recorded in `askedIds` and answered by `placed` (absent: not in these tests).
 */
export class PagedHistory implements BetPlacementPort {
  readonly asked: HistoryQuery[] = [];
  readonly askedIds: string[] = [];
  constructor(
    private readonly answer: (query: HistoryQuery) => HistoryOutcome | Promise<HistoryOutcome>,
    private readonly placed?: (couponId: string) => PlacedBetOutcome | Promise<PlacedBetOutcome>,
  ) {}
  place(): never {
    throw new Error('not in these tests');
  }
  loadByCode(code: string) {
    return Promise.resolve({ kind: 'not-found' as const, code });
  }
  async history(query: HistoryQuery): Promise<HistoryOutcome> {
    this.asked.push(query);
    return this.answer(query);
  }
  async placedBet(couponId: string): Promise<PlacedBetOutcome> {
    if (!this.placed) throw new Error('not in these tests');
    this.askedIds.push(couponId);
    return this.placed(couponId);
  }
}
