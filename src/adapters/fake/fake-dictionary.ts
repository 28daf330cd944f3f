import type { Dictionary, DictionaryPort } from '../../domain/i18n';
import type { FakeWorld } from './fake-world';
import { SHELL_EN } from './i18n/shell.en';
import { SHELL_RU } from './i18n/shell.ru';
import { ROUTE_TITLES_EN } from './i18n/route-titles.en';
import { ROUTE_TITLES_RU } from './i18n/route-titles.ru';
import { COUPON_EN } from './i18n/coupon.en';
import { COUPON_RU } from './i18n/coupon.ru';
import { NOTICES_EN } from './i18n/notices.en';
import { NOTICES_RU } from './i18n/notices.ru';
import { AUTH_EN } from './i18n/auth.en';
import { AUTH_RU } from './i18n/auth.ru';
import { LIMITS_EN } from './i18n/limits.en';
import { LIMITS_RU } from './i18n/limits.ru';
import { LINE_NAMES_RU } from './i18n/line-names.ru';
import { OFFICE_EN } from './i18n/office.en';
import { OFFICE_RU } from './i18n/office.ru';

const DICTIONARIES: Record<string, Dictionary> = {
  en: { ...SHELL_EN, ...ROUTE_TITLES_EN, ...NOTICES_EN, ...COUPON_EN, ...AUTH_EN, ...LIMITS_EN, ...OFFICE_EN },
  ru: { ...SHELL_RU, ...ROUTE_TITLES_RU, ...NOTICES_RU, ...COUPON_RU, ...AUTH_RU, ...LIMITS_RU, ...OFFICE_RU, ...LINE_NAMES_RU },
};

/** English and Russian dictionaries; other languages get English (the spec's default language). */
export class FakeDictionary implements DictionaryPort {
  constructor(private readonly world: FakeWorld) {}

  load(lang: string, _routeIds: readonly string[]): Promise<Dictionary> {
    return this.world.respond('dictionary', () => {
      // `dictionary-<lang>` fails one language's texts only: a language switch that fails on a working site (QA10 #6)
      if (this.world.fails(`dictionary-${lang}`)) throw new Error(`Fake dictionary-${lang} failure`);
      return DICTIONARIES[lang] ?? DICTIONARIES.en!;
    });
  }
}
