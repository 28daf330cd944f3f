/** One declaration of a partner's brand book (spec 001 §3 site config partnerCssBrandBook: css_prop, css_value). */
export interface BrandBookEntry {
  cssProp: string;
  cssValue: string;
}

const CUSTOM_PROPERTY = /^--[a-z][a-z0-9-]{0,63}$/;
/** A value that could end the declaration, open a rule, or fetch or run something is refused. */
const UNSAFE_VALUE = /[;{}<>\\]|url\s*\(|expression\s*\(|@import|javascript:/i;
const MAX_VALUE_LENGTH = 200;

/**
 * The declarations of a brand book the site applies, in order (a later one of a property wins). Design: a partner
 * restyles the site through the theme's custom properties (--accent, --header-bg, --surface …) and only those: an
 * entry naming any other property (`color`, `display`) or carrying a value that could break out of its declaration
 * or load anything is dropped, so a partner's config can recolour the site but not hide or inject into it.
 */
export function brandBookDeclarations(entries: readonly BrandBookEntry[] | undefined): Array<[property: string, value: string]> {
  const kept = new Map<string, string>();
  for (const { cssProp, cssValue } of entries ?? []) {
    const property = cssProp.trim();
    const value = cssValue.trim();
    if (!CUSTOM_PROPERTY.test(property) || value === '' || value.length > MAX_VALUE_LENGTH || UNSAFE_VALUE.test(value)) continue;
    kept.delete(property);
    kept.set(property, value);
  }
  return [...kept];
}

const COLOUR = /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\))$/i;

/**
 * The browser's theme colour (`<meta name="theme-color">`): the PWA manifest's themeColor (spec 001 §3 isPwa,
 * pwaManifest.themeColor) when the site is a PWA and the colour is a colour; null otherwise (no meta).
 */
export function themeColorOf(config: { isPwa?: boolean; pwaThemeColor?: string | null }): string | null {
  const colour = config.pwaThemeColor?.trim() ?? '';
  return config.isPwa === true && COLOUR.test(colour) ? colour : null;
}
