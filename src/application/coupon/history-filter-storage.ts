import { DEFAULT_HISTORY_FILTER, readHistoryFilter, type HistoryFilter } from '../../domain/coupon';
import type { KeyValueStoragePort } from '../../domain/shared';

/** Session storage key of the bet history's period and status (one tab's, kept across its reloads). */
export const HISTORY_FILTER_STORAGE_KEY = 'bet-history-filter';

/**
 * The history filter the tab kept, or the defaults: nothing stored, text that is not JSON, or JSON that is not a
 * filter (another shape, a period or status the history does not offer) never breaks the page.
 */
export function storedHistoryFilter(storage: KeyValueStoragePort | undefined): HistoryFilter {
  const raw = storage?.get(HISTORY_FILTER_STORAGE_KEY) ?? null;
  if (raw === null) return DEFAULT_HISTORY_FILTER;
  try {
    return readHistoryFilter(JSON.parse(raw)) ?? DEFAULT_HISTORY_FILTER;
  } catch {
    return DEFAULT_HISTORY_FILTER;
  }
}
