import { describe, expect, it } from 'vitest';
import { DEFAULT_HISTORY_FILTER, HISTORY_PAGE_SIZE, historyQuery, nextHistoryPage, readHistoryFilter } from './history-query';

const NOW = Date.UTC(2026, 0, 31, 12);

describe('history query: pages (README "bet history": Show more coupons)', () => {
  it('a filter asks page 1 of HISTORY_PAGE_SIZE coupons; the next page keeps its period, status and end', () => {
    const first = historyQuery({ periodDays: 7, status: 'won' }, NOW);
    expect(first).toEqual({ from: NOW - 7 * 86_400_000, to: NOW, status: 'won', page: 1, pageSize: HISTORY_PAGE_SIZE });
    expect(nextHistoryPage(nextHistoryPage(first))).toEqual({ ...first, page: 3 });
  });
});

describe('readHistoryFilter: a stored filter is read only when it is one', () => {
  it.each([
    ['a period and a status', { periodDays: 7, status: 'lost' }, { periodDays: 7, status: 'lost' }],
    ['every status (null)', { periodDays: 90, status: null }, { periodDays: 90, status: null }],
    ['a period the history does not offer', { periodDays: 14, status: null }, null],
    ['a period as text', { periodDays: '7', status: null }, null],
    ['an unknown status', { periodDays: 7, status: 'void' }, null],
    ['no status', { periodDays: 7 }, null],
    ['null', null, null],
    ['a number', 7, null],
  ])('%s', (_, value, expected) => {
    expect(readHistoryFilter(value)).toEqual(expected);
  });

  it('the default filter reads as itself', () => {
    expect(readHistoryFilter(JSON.parse(JSON.stringify(DEFAULT_HISTORY_FILTER)))).toEqual(DEFAULT_HISTORY_FILTER);
  });
});
