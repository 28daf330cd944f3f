import type { SPORTS_FILTERS_EN } from './sports-filters.en';

/** The pre-match list's time filter (spec 001 §9 option ids; src/ui/sports/time-filter.tsx). */
export const SPORTS_FILTERS_RU: Record<keyof typeof SPORTS_FILTERS_EN, string> = {
  sports_time_filter: 'Время начала',
  sports_time_filter_all: 'Все',
  sports_time_filter_upcoming_events: 'Скоро (3 ч)',
  sports_time_filter_first_period: 'Сегодня',
  sports_time_filter_second_period: 'Завтра',
  sports_time_filter_recommended: 'Рекомендуемые',
  sports_time_filter_empty: 'Здесь нет событий.',
  sports_time_filter_empty_upcoming_events: 'В ближайшие 3 часа событий нет.',
  sports_time_filter_empty_first_period: 'Сегодня больше событий нет.',
  sports_time_filter_empty_second_period: 'Завтра событий нет.',
  sports_time_filter_empty_recommended: 'Здесь нет рекомендуемых событий.',
  sports_time_filter_show_all: 'Показать все события',
  sports_list_cut: 'Показаны первые {shown} событий.',
  sports_list_cut_of: 'Показаны первые {shown} событий из {total}.',
  sports_list_more: 'Показать ещё события',
};
