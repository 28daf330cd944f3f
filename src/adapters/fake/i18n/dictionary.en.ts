import type { Dictionary } from '../../../domain/i18n';
import { AUTH_EN } from './auth.en';
import { COUPON_EN } from './coupon.en';
import { LIMITS_EN } from './limits.en';
import { NOTICES_EN } from './notices.en';
import { OFFICE_EN } from './office.en';
import { ROUTE_TITLES_EN } from './route-titles.en';
import { SHELL_EN } from './shell.en';
import { SPORTS_FILTERS_EN } from './sports-filters.en';
import { SUPPORT_EN } from './support.en';

/** The demo dictionary service's English answer: a chunk of its own, so a page in Russian does not carry it. */
export const DICTIONARY_EN: Dictionary = { ...SHELL_EN, ...ROUTE_TITLES_EN, ...NOTICES_EN, ...COUPON_EN, ...AUTH_EN, ...LIMITS_EN, ...OFFICE_EN, ...SPORTS_FILTERS_EN, ...SUPPORT_EN };
