import { describe, expect, it } from 'vitest';
import { ICONS_VERSION, ICONS_VERSION_COOKIE, ICONS_VERSION_COOKIE_MAX_AGE_SECONDS, ICONS_VERSION_COOKIE_PATH, iconsVersionCookieValue } from './icons-version';

describe('spec 001 §3 cookie icons_version (design: the icon set\'s content hash, a functional cookie)', () => {
  it('is named icons_version, on path /, kept a year', () => {
    expect([ICONS_VERSION_COOKIE, ICONS_VERSION_COOKIE_PATH, ICONS_VERSION_COOKIE_MAX_AGE_SECONDS]).toEqual(['icons_version', '/', 31_536_000]);
  });

  it('with functional cookies agreed it holds the icon set\'s version', () => {
    expect(iconsVersionCookieValue(true)).toBe(ICONS_VERSION);
    expect(ICONS_VERSION).toMatch(/^[0-9a-f]{12}$/);
  });

  it('spec 001 §5 (as window_width): with necessary cookies only there is none', () => {
    expect(iconsVersionCookieValue(false)).toBeNull();
  });
});
