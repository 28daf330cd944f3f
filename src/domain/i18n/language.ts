import type { SiteConfig } from '../config';

/** spec 001 §9: the default language is English. */
export const FALLBACK_LANGUAGE = 'en';

/**
 * Language codes the player may use (spec 001 §5): the site's list, without
 * the languages hidden from visitors unless the player is signed in.
 */
export function allowedLanguages(config: SiteConfig, isAuthenticated: boolean): string[] {
  return config.languages
    .filter((language) => isAuthenticated || !language.hiddenForVisitors)
    .map((language) => language.code);
}

export function isLanguageAllowed(code: string, config: SiteConfig, isAuthenticated: boolean): boolean {
  return allowedLanguages(config, isAuthenticated).includes(code);
}

/**
 * spec 001 §5: the requested language when allowed, otherwise the site's
 * default language when allowed, otherwise English.
 */
export function resolveLanguage(
  requested: string | null | undefined,
  config: SiteConfig,
  isAuthenticated: boolean,
): string {
  const allowed = allowedLanguages(config, isAuthenticated);
  if (requested && allowed.includes(requested)) return requested;
  if (allowed.includes(config.defaultLanguage)) return config.defaultLanguage;
  return FALLBACK_LANGUAGE;
}
