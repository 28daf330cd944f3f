import type { PlacedBetStatus } from './settlement';

/** The periods the bet history offers, in days back from now (a leading book's "last 24 hours … 90 days"). */
export const HISTORY_PERIODS = [1, 7, 30, 90] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];

/** What the player chose to see in the bet history: a period and one status, or every status (null). */
export interface HistoryFilter {
  periodDays: HistoryPeriod;
  status: PlacedBetStatus | null;
}

/** Until the player chooses: the last 30 days, every status (what the history always showed before QA14 #4). */
export const DEFAULT_HISTORY_FILTER: HistoryFilter = { periodDays: 30, status: null };

/** One read of the bet history: coupons placed from `from` to `to` (epoch ms, both included), in `status` if set. */
export interface HistoryQuery {
  from: number;
  to: number;
  status: PlacedBetStatus | null;
}

const DAY_MS = 86_400_000;

/** The read a filter asks for at `now`. */
export function historyQuery(filter: HistoryFilter, now: number): HistoryQuery {
  return { from: now - filter.periodDays * DAY_MS, to: now, status: filter.status };
}

/** Whether a coupon placed at `placedAt` with `status` belongs to the answer to `query`. */
export function inHistoryQuery(bet: { placedAt: number; status: PlacedBetStatus }, query: HistoryQuery): boolean {
  return bet.placedAt >= query.from && bet.placedAt <= query.to && (query.status === null || bet.status === query.status);
}

export function isHistoryPeriod(value: number): value is HistoryPeriod {
  return (HISTORY_PERIODS as readonly number[]).includes(value);
}
