import type { Dictionary } from './dictionary.port';

/**
 * The few texts the shell needs before (or without) a dictionary: the
 * dictionary-load failure screen and the fatal start-up page. Shipped with the
 * app because they must show exactly when dictionaries cannot be loaded.
 */
export const FALLBACK_DICTIONARIES: Readonly<Record<string, Dictionary>> = {
  en: {
    main_dictionary_load_error: 'Failed to load texts',
    main_dictionary_refresh_page: 'Some texts could not be loaded. Check your connection and try again.',
    main_refreshing_button: 'Try again',
    main_fatal_error_title: 'The site is temporarily unavailable',
    main_fatal_error_text: 'We could not load the site settings. Please reload the page in a minute.',
    main_reload_button: 'Reload page',
    main_loading: 'Loading…',
    main_route_error_title: 'Something went wrong',
    main_route_error_text: 'We could not show this page. Please try again.',
    main_go_home: 'Go to the home page',
    main_error_page_failed: 'An error occurred while showing the error page',
  },
  ru: {
    main_dictionary_load_error: 'Не удалось загрузить тексты',
    main_dictionary_refresh_page: 'Часть текстов не загрузилась. Проверьте соединение и попробуйте ещё раз.',
    main_refreshing_button: 'Повторить',
    main_fatal_error_title: 'Сайт временно недоступен',
    main_fatal_error_text: 'Не удалось загрузить настройки сайта. Обновите страницу через минуту.',
    main_reload_button: 'Обновить страницу',
    main_loading: 'Загрузка…',
    main_route_error_title: 'Что-то пошло не так',
    main_route_error_text: 'Не удалось показать страницу. Попробуйте ещё раз.',
    main_go_home: 'На главную',
    main_error_page_failed: 'При показе страницы ошибки произошла ошибка',
  },
};

export function fallbackDictionary(lang: string): Dictionary {
  return FALLBACK_DICTIONARIES[lang] ?? FALLBACK_DICTIONARIES.en!;
}

/**
 * The language of a page that shows without the app's models (the route error page): its address's language prefix
 * when the app ships texts for it, else the document's language, else English. The address comes first: a page
 * that fails on its first render still has index.html's `lang="en"` (QA10 #8: an English 500 on a /ru/ address).
 */
export function fallbackLanguage(pathname: string, documentLang: string | null): string {
  const prefix = /^\/([a-z]{2})(?=\/|$)/.exec(pathname)?.[1];
  if (prefix !== undefined && prefix in FALLBACK_DICTIONARIES) return prefix;
  return documentLang && documentLang in FALLBACK_DICTIONARIES ? documentLang : 'en';
}
