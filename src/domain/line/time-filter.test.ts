import { describe, expect, it } from 'vitest';
import {
  gamesInTimeFilter,
  parseTimeFilter,
  TIME_FILTER_OPTIONS,
  timeFilterNeedsTop,
  timeFilterWindow,
  UPCOMING_EVENTS_WINDOW_MS,
} from './time-filter';

const H = 60 * 60 * 1000;
// 2026-11-25 10:00 UTC = 13:00 at UTC+3 (the preferences' default time zone 3).
const NOW = Date.UTC(2026, 10, 25, 10, 0);
const MSK = 180;
const at = (iso: string) => ({ startTime: Date.parse(iso) });

describe('time filter (spec 001 §9)', () => {
  it('spec 001 §9: time filter options: all, upcoming_events, first_period, second_period, recommended', () => {
    expect(TIME_FILTER_OPTIONS).toEqual(['all', 'upcoming_events', 'first_period', 'second_period', 'recommended']);
  });

  it.each([
    ['spec 001 §9: each option id is read as itself (all)', 'all', 'all'],
    ['spec 001 §9: each option id is read as itself (upcoming_events)', 'upcoming_events', 'upcoming_events'],
    ['spec 001 §9: each option id is read as itself (first_period)', 'first_period', 'first_period'],
    ['spec 001 §9: each option id is read as itself (second_period)', 'second_period', 'second_period'],
    ['spec 001 §9: each option id is read as itself (recommended)', 'recommended', 'recommended'],
    ['design: an unknown value is all', 'tomorrow', 'all'],
    ['design: a different case is not an id', 'Recommended', 'all'],
    ['design: no value is all', null, 'all'],
  ])('%s', (_name, value, option) => {
    expect(parseTimeFilter(value)).toBe(option);
  });

  const games = [
    { id: 1, ...at('2026-11-25T10:30:00Z') }, // 13:30 MSK today, in 30 min
    { id: 2, ...at('2026-11-25T12:59:59Z') }, // 15:59:59 MSK today, within 3 h
    { id: 3, ...at('2026-11-25T13:00:00Z') }, // 16:00 MSK today, exactly 3 h: not upcoming
    { id: 4, ...at('2026-11-25T20:59:59Z') }, // 23:59:59 MSK, the last second of today
    { id: 5, ...at('2026-11-25T21:00:00Z') }, // 00:00 MSK tomorrow
    { id: 6, ...at('2026-11-26T20:59:59Z') }, // 23:59:59 MSK tomorrow
    { id: 7, ...at('2026-11-26T21:00:00Z') }, // the day after tomorrow
  ];
  const ids = (option: Parameters<typeof gamesInTimeFilter>[1], offset = MSK) => gamesInTimeFilter(games, option, NOW, offset).map((g) => g.id);

  it.each([
    ['spec 001 §9 all: every game', 'all', [1, 2, 3, 4, 5, 6, 7]],
    ['spec 001 §9 upcoming_events (design: the next 3 hours)', 'upcoming_events', [1, 2]],
    ['spec 001 §9 first_period (design: today in the player\'s zone)', 'first_period', [1, 2, 3, 4]],
    ['spec 001 §9 second_period (design: tomorrow in the player\'s zone)', 'second_period', [5, 6]],
    ['spec 001 §9 recommended (design: the line\'s featured games, asked of the line; no start-time window)', 'recommended', [1, 2, 3, 4, 5, 6, 7]],
  ] as const)('%s', (_name, option, kept) => {
    expect(ids(option)).toEqual(kept);
  });

  it('design: today ends at the player\'s midnight, not the server\'s (UTC: 21:00 UTC games are still today)', () => {
    expect(ids('first_period', 0)).toEqual([1, 2, 3, 4, 5]);
    expect(ids('second_period', 0)).toEqual([6, 7]);
  });

  it('design: a negative zone (UTC−5, 05:00 there) counts its own day', () => {
    expect(timeFilterWindow('first_period', NOW, -300)).toEqual({ from: NOW, to: Date.UTC(2026, 10, 26, 5, 0) });
  });

  it('design: upcoming_events is 3 hours; only recommended asks for featured games', () => {
    expect(UPCOMING_EVENTS_WINDOW_MS).toBe(3 * H);
    expect(TIME_FILTER_OPTIONS.filter(timeFilterNeedsTop)).toEqual(['recommended']);
  });
});
