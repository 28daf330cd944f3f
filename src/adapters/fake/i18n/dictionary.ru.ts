import type { Dictionary } from '../../../domain/i18n';
import { AUTH_RU } from './auth.ru';
import { COUPON_RU } from './coupon.ru';
import { LIMITS_RU } from './limits.ru';
import { LINE_NAMES_RU } from './line-names.ru';
import { NOTICES_RU } from './notices.ru';
import { OFFICE_RU } from './office.ru';
import { ROUTE_TITLES_RU } from './route-titles.ru';
import { SHELL_RU } from './shell.ru';
import { SPORTS_FILTERS_RU } from './sports-filters.ru';
import { SUPPORT_RU } from './support.ru';

/** The demo dictionary service's Russian answer: a chunk of its own, so a page in English does not carry it. */
export const DICTIONARY_RU: Dictionary = {
  ...SHELL_RU,
  ...ROUTE_TITLES_RU,
  ...NOTICES_RU,
  ...COUPON_RU,
  ...AUTH_RU,
  ...LIMITS_RU,
  ...OFFICE_RU,
  ...LINE_NAMES_RU,
  ...SPORTS_FILTERS_RU,
  ...SUPPORT_RU,
};
