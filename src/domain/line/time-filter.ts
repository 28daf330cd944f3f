import type { Game } from './line';

/** spec 001 §9: time filter options, by their ids. */
export const TIME_FILTER_OPTIONS = ['all', 'upcoming_events', 'first_period', 'second_period', 'recommended'] as const;
export type TimeFilterOption = (typeof TIME_FILTER_OPTIONS)[number];
export const DEFAULT_TIME_FILTER: TimeFilterOption = 'all';

/**
 * The spec gives the ids only; what each keeps is ours, as leading books' pre-match filters do it:
 *  - all: every game of the list;
 *  - upcoming_events: games starting within the next UPCOMING_EVENTS_WINDOW_MS (3 hours: "starting soon");
 *  - first_period: games starting today, before midnight in the player's time zone ("Today");
 *  - second_period: games starting tomorrow in the player's time zone ("Tomorrow");
 *  - recommended: the line's featured games (the ones the home page calls top events: LinePort's `top`).
 * The filter is on the pre-match (line) list pages only: a live game has started, so a start-time filter says
 * nothing about it.
 */
export const UPCOMING_EVENTS_WINDOW_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The option named by a query value; anything else (absent, misspelt, an old link) is all. */
export function parseTimeFilter(value: string | null | undefined): TimeFilterOption {
  return (TIME_FILTER_OPTIONS as readonly string[]).includes(value ?? '') ? (value as TimeFilterOption) : DEFAULT_TIME_FILTER;
}

/** Whether the option needs the line's featured games rather than a start-time window. */
export const timeFilterNeedsTop = (option: TimeFilterOption): boolean => option === 'recommended';

/**
 * The start-time window [from, to) an option keeps, in ms since the epoch, or null when it keeps every start time
 * (all, recommended). `utcOffsetMinutes` is the player's zone (preferences `timeZone` hours × 60), which says
 * where today ends.
 */
export function timeFilterWindow(option: TimeFilterOption, now: number, utcOffsetMinutes: number): { from: number; to: number } | null {
  const offset = utcOffsetMinutes * 60 * 1000;
  const startOfToday = Math.floor((now + offset) / DAY_MS) * DAY_MS - offset;
  switch (option) {
    case 'upcoming_events':
      return { from: now, to: now + UPCOMING_EVENTS_WINDOW_MS };
    case 'first_period':
      return { from: now, to: startOfToday + DAY_MS };
    case 'second_period':
      return { from: startOfToday + DAY_MS, to: startOfToday + 2 * DAY_MS };
    default:
      return null;
  }
}

/** The games of a pre-match list the option keeps, in the list's order. */
export function gamesInTimeFilter<G extends Pick<Game, 'startTime'>>(
  games: readonly G[],
  option: TimeFilterOption,
  now: number,
  utcOffsetMinutes: number,
): G[] {
  const window = timeFilterWindow(option, now, utcOffsetMinutes);
  return window ? games.filter((g) => g.startTime >= window.from && g.startTime < window.to) : [...games];
}
