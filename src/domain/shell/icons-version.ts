/**
 * spec 001 §3 cookie `icons_version` (what it holds is not shown; our design).
 *
 * It tells the server which version of the site's icon set (public/icons: the touch icons of spec 001 §9) this
 * browser has already fetched and cached, so a server renderer can link the cached icons instead of inlining them
 * again (and inline them only for a browser with no or an older version). The value is a content hash: the first 12
 * hex digits of SHA-256 over the icon files (each name, a newline, its bytes, in name order), so it changes exactly
 * when an icon does. tests/unit/icons-version.test.ts recomputes it from public/icons and fails when an icon changed
 * and this constant was not bumped with it.
 *
 * Consent: functional, like window_width (spec 001 §5): the site works the same without it (the server just inlines
 * the icons), so with necessary cookies only it is not written, and it is removed if it was. Path '/', kept a year:
 * a stale value costs one inlining and is then rewritten, so it need not expire sooner.
 */
export const ICONS_VERSION = '7127224c3049';
export const ICONS_VERSION_COOKIE = 'icons_version';
/** A year, in seconds. */
export const ICONS_VERSION_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const ICONS_VERSION_COOKIE_PATH = '/';

/** The cookie's value for the consent given: the icon set's version with functional cookies agreed, else null (removed). */
export function iconsVersionCookieValue(functionalAgreed: boolean, version: string = ICONS_VERSION): string | null {
  return functionalAgreed ? version : null;
}
