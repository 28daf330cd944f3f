/** The pre-match list's time filter (spec 001 §9 option ids; src/ui/sports/time-filter.tsx). */
export const SPORTS_FILTERS_EN = {
  sports_time_filter: 'Start time',
  sports_time_filter_all: 'All',
  sports_time_filter_upcoming_events: 'Starting soon (3 h)',
  sports_time_filter_first_period: 'Today',
  sports_time_filter_second_period: 'Tomorrow',
  sports_time_filter_recommended: 'Recommended',
  sports_time_filter_empty: 'No events start in this period.',
  sports_time_filter_show_all: 'Show all events',
};
