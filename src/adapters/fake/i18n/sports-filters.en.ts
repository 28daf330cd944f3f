/** The pre-match list's time filter (spec 001 §9 option ids; src/ui/sports/time-filter.tsx). */
export const SPORTS_FILTERS_EN = {
  sports_time_filter: 'Start time',
  sports_time_filter_all: 'All',
  sports_time_filter_upcoming_events: 'Starting soon (3 h)',
  sports_time_filter_first_period: 'Today',
  sports_time_filter_second_period: 'Tomorrow',
  sports_time_filter_recommended: 'Recommended',
  sports_time_filter_empty: 'No events here.',
  sports_time_filter_empty_upcoming_events: 'No events start in the next 3 hours.',
  sports_time_filter_empty_first_period: 'No more events start today.',
  sports_time_filter_empty_second_period: 'No events start tomorrow.',
  sports_time_filter_empty_recommended: 'No recommended events here.',
  sports_time_filter_show_all: 'Show all events',
  sports_list_cut: 'Showing the first {shown} events.',
  sports_list_cut_of: 'Showing the first {shown} of {total} events.',
  sports_list_more: 'Show more events',
};
