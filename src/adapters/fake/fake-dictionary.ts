import type { Dictionary, DictionaryPort } from '../../domain/i18n';
import type { FakeWorld } from './fake-world';

/**
 * One chunk per language, fetched when the page asks for it: a dictionary
 * service sends the language asked for, and the page carries only that one.
 */
const DICTIONARIES: Record<string, () => Promise<Dictionary>> = {
  en: () => import('./i18n/dictionary.en').then((m) => m.DICTIONARY_EN),
  ru: () => import('./i18n/dictionary.ru').then((m) => m.DICTIONARY_RU),
};

/** English and Russian dictionaries; other languages get English (the spec's default language). */
export class FakeDictionary implements DictionaryPort {
  constructor(private readonly world: FakeWorld) {}

  async load(lang: string, _routeIds: readonly string[]): Promise<Dictionary> {
    const language = await this.world.respond('dictionary', () => {
      // `dictionary-<lang>` fails one language's texts only: a language switch that fails on a working site (QA10 #6)
      if (this.world.fails(`dictionary-${lang}`)) throw new Error(`Fake dictionary-${lang} failure`);
      return DICTIONARIES[lang] ?? DICTIONARIES.en!;
    });
    return language();
  }
}
