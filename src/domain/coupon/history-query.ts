import { PLACED_BET_STATUSES, type PlacedBetStatus } from './settlement';

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

/**
 * Coupons one read of the history brings ("Show more coupons" reads the next page). Design: a leading book's
 * history lists about 20 coupons at a time; 100 (the contract's maximum) made the slip's "My bets" tab long and
 * slow to read, and a player with more than 100 never saw the older ones.
 */
export const HISTORY_PAGE_SIZE = 20;

/**
 * One read of the bet history: page `page` (from 1, `pageSize` coupons each, newest first) of the coupons placed
 * from `from` to `to` (epoch ms, both included), in `status` if set.
 */
export interface HistoryQuery {
  from: number;
  to: number;
  status: PlacedBetStatus | null;
  page: number;
  pageSize: number;
}

const DAY_MS = 86_400_000;

/** The first page of the read a filter asks for at `now`. */
export function historyQuery(filter: HistoryFilter, now: number): HistoryQuery {
  return { from: now - filter.periodDays * DAY_MS, to: now, status: filter.status, page: 1, pageSize: HISTORY_PAGE_SIZE };
}

/** The page after `query` of the same read (same period, same status): the history's "Show more coupons". */
export function nextHistoryPage(query: HistoryQuery): HistoryQuery {
  return { ...query, page: query.page + 1 };
}

/**
 * A filter as something outside the domain kept it (a stored copy): the filter when it is one, else null.
 * Anything else (another shape, a period the history does not offer, an unknown status) is not a filter.
 */
export function readHistoryFilter(value: unknown): HistoryFilter | null {
  if (typeof value !== 'object' || value === null) return null;
  const { periodDays, status } = value as Record<string, unknown>;
  if (typeof periodDays !== 'number' || !isHistoryPeriod(periodDays)) return null;
  if (status !== null && !PLACED_BET_STATUSES.some((known) => known === status)) return null;
  return { periodDays, status: status as PlacedBetStatus | null };
}

/** Whether a coupon placed at `placedAt` with `status` belongs to the answer to `query`. */
export function inHistoryQuery(bet: { placedAt: number; status: PlacedBetStatus }, query: HistoryQuery): boolean {
  return bet.placedAt >= query.from && bet.placedAt <= query.to && (query.status === null || bet.status === query.status);
}

export function isHistoryPeriod(value: number): value is HistoryPeriod {
  return (HISTORY_PERIODS as readonly number[]).includes(value);
}
