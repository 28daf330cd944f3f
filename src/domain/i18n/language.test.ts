import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../config';
import { allowedLanguages, FALLBACK_LANGUAGE, isLanguageAllowed, resolveLanguage } from './language';

const config = (overrides: Partial<SiteConfig> = {}): SiteConfig =>
  ({
    languages: [
      { code: 'en', name: 'English', hiddenForVisitors: false },
      { code: 'ru', name: 'Русский', hiddenForVisitors: false },
      { code: 'kk', name: 'Қазақша', hiddenForVisitors: true },
    ],
    defaultLanguage: 'ru',
    ...overrides,
  }) as SiteConfig;

describe('allowedLanguages (spec 001 §5)', () => {
  it.each([
    ['spec 001 §5: hidden languages are removed for visitors', false, ['en', 'ru']],
    ['spec 001 §5: signed-in players see hidden languages', true, ['en', 'ru', 'kk']],
  ])('%s', (_rule, signedIn, expected) => {
    expect(allowedLanguages(config(), signedIn)).toEqual(expected);
  });

  it('spec 001 §5: isLanguageAllowed follows the same list', () => {
    expect(isLanguageAllowed('kk', config(), false)).toBe(false);
    expect(isLanguageAllowed('kk', config(), true)).toBe(true);
    expect(isLanguageAllowed('de', config(), true)).toBe(false);
  });
});

describe('resolveLanguage (spec 001 §5)', () => {
  it.each([
    ['spec 001 §5: an allowed language is kept', 'en', {}, false, 'en'],
    ['spec 001 §5: a language not in the list → the default language', 'de', {}, false, 'ru'],
    ['spec 001 §5: no language requested → the default language', null, {}, false, 'ru'],
    ['spec 001 §5: a hidden language for a visitor → the default language', 'kk', {}, false, 'ru'],
    ['spec 001 §5: a hidden language for a signed-in player is kept', 'kk', {}, true, 'kk'],
    ['spec 001 §5: the default language hidden for a visitor → English', 'de', { defaultLanguage: 'kk' }, false, 'en'],
    ['spec 001 §5: the default language hidden but the player is signed in → default', 'de', { defaultLanguage: 'kk' }, true, 'kk'],
    ['spec 001 §5: a default outside the list → English', 'de', { defaultLanguage: 'fr' }, false, 'en'],
    [
      'spec 001 §9: English even when English itself is not listed',
      'de',
      { defaultLanguage: 'fr', languages: [{ code: 'ru', name: 'Русский', hiddenForVisitors: false }] },
      false,
      'en',
    ],
  ] as const)('%s', (_rule, requested, overrides, signedIn, expected) => {
    expect(resolveLanguage(requested, config(overrides as Partial<SiteConfig>), signedIn)).toBe(expected);
  });

  it('spec 001 §9: the default language constant is English', () => {
    expect(FALLBACK_LANGUAGE).toBe('en');
  });
});
