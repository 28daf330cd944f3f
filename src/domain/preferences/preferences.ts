/**
 * Global preferences (spec 000 §3). Flags are stored as 1 or 0; the
 * serialisers below are the only place that knows the storage shape.
 */
export interface Preferences {
  appFontSize: number;
  /** 0 light, 1 dark. */
  appTheme: 0 | 1;
  /** 0 European, 1 Asian. */
  appViewType: 0 | 1;
  coefViewId: number;
  coefIndicationType: number;
  /** 0 short market names (default), 1 full. */
  marketsNameType: 0 | 1;
  language: string;
  /** Hours from UTC, whole or fractional (3, −5, 5.5 India, 5.75 Nepal, −3.5 Newfoundland); also the tzo cookie's value. */
  timeZone: number;
  is12h: boolean;
  userId: number | null;
  lineProfileId: number | null;
  liveProfileId: number | null;
  profileIdTimestamp: number | null;
  isAccumulatorOfTheDay: boolean;
  isLiveAccumulatorOfTheDay: boolean;
  isAppCompactView: boolean;
  isAppLightVersion: boolean;
  isBestMatchesOnTop: boolean;
  isBetGenerator: boolean;
  isDetailedScore: boolean;
  isDisplayStatsInNewWindow: boolean;
  isMoveVideoOnScroll: boolean;
  isShowGameId: boolean;
  isShowSportsOnly: boolean;
  isTeamLogosInCoupon: boolean;
  leftSectionDisplayState: number;
  rightSectionDisplayState: number;
  zoneState: number;
  cookiesAgreeType: number | null;
  isUserTermsChanged: boolean;
  userTermsChangedUpdatedAt: number | null;
  partnerHasTaxes: boolean;
  isGroupByCountry: boolean;
  isRegistrationProcess: boolean;
  visuallyImpairedMode: boolean;
  windowSize: number | null;
}

/** spec 000 §3 defaults: font 0, theme 0, view 0, accumulators on, stats in new window, move video on scroll, taxes, group by country, ru, short names, tz 3, 24 h. */
export const DEFAULT_PREFERENCES: Preferences = {
  appFontSize: 0,
  appTheme: 0,
  appViewType: 0,
  coefViewId: 0,
  coefIndicationType: 0,
  marketsNameType: 0,
  language: 'ru',
  timeZone: 3,
  is12h: false,
  userId: null,
  lineProfileId: null,
  liveProfileId: null,
  profileIdTimestamp: null,
  isAccumulatorOfTheDay: true,
  isLiveAccumulatorOfTheDay: true,
  isAppCompactView: false,
  isAppLightVersion: false,
  isBestMatchesOnTop: false,
  isBetGenerator: false,
  isDetailedScore: false,
  isDisplayStatsInNewWindow: true,
  isMoveVideoOnScroll: true,
  isShowGameId: false,
  isShowSportsOnly: false,
  isTeamLogosInCoupon: false,
  leftSectionDisplayState: 0,
  rightSectionDisplayState: 0,
  zoneState: 0,
  cookiesAgreeType: null,
  isUserTermsChanged: false,
  userTermsChangedUpdatedAt: null,
  partnerHasTaxes: true,
  isGroupByCountry: true,
  isRegistrationProcess: false,
  visuallyImpairedMode: false,
  windowSize: null,
};

export type StoredPreferences = Record<string, string | number | null>;

/** Serialise for storage: booleans become 1 or 0 (spec 000 §3). */
export function serializePreferences(preferences: Preferences): StoredPreferences {
  const stored: StoredPreferences = {};
  for (const [key, value] of Object.entries(preferences)) {
    stored[key] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
  }
  return stored;
}

/**
 * Read stored preferences back. Unknown keys are dropped and a value of the
 * wrong shape keeps the default, so corrupt storage never breaks the site.
 */
export function deserializePreferences(stored: unknown): Preferences {
  const result: Record<string, unknown> = { ...DEFAULT_PREFERENCES };
  if (typeof stored !== 'object' || stored === null) return result as unknown as Preferences;
  for (const [key, fallback] of Object.entries(DEFAULT_PREFERENCES)) {
    const value = (stored as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (typeof fallback === 'boolean') {
      if (value === 1 || value === 0) result[key] = value === 1;
      else if (typeof value === 'boolean') result[key] = value;
    } else if (typeof fallback === 'number') {
      if (typeof value === 'number' && Number.isFinite(value)) result[key] = value;
    } else if (typeof fallback === 'string') {
      if (typeof value === 'string') result[key] = value;
    } else if (value === null || (typeof value === 'number' && Number.isFinite(value))) {
      result[key] = value;
    }
  }
  if (result.appTheme !== 0 && result.appTheme !== 1) result.appTheme = 0;
  if (result.appViewType !== 0 && result.appViewType !== 1) result.appViewType = 0;
  if (result.marketsNameType !== 0 && result.marketsNameType !== 1) result.marketsNameType = 0;
  return result as unknown as Preferences;
}

/** Cookies the shell writes for the server side (spec 000 §3). */
export const PREFERENCE_COOKIES = [
  'lng',
  'tzo',
  'is12h',
  'hide_left',
  'hide_right',
  'cookies_agree_type',
  'app_view_type',
  'markets_name_type',
  'isChampsGroupedByCountry',
  'window_width',
] as const;
export type PreferenceCookie = (typeof PREFERENCE_COOKIES)[number];

/** Cookie agreement type: functional cookies agreed (spec 000 §5). Design: 0 necessary only, 1 functional, 2 functional + marketing. */
export const COOKIES_AGREE = { NECESSARY: 0, FUNCTIONAL: 1, ALL: 2 } as const;

export const functionalCookiesAgreed = (preferences: Preferences, consentPopupEnabled: boolean): boolean =>
  !consentPopupEnabled || (preferences.cookiesAgreeType ?? 0) >= COOKIES_AGREE.FUNCTIONAL;

/** spec 001 §5: marketing analytics starts only if marketing cookies are agreed (all consent assumed with the popup off, spec 000 §5). */
export const marketingCookiesAgreed = (preferences: Preferences, consentPopupEnabled: boolean): boolean =>
  !consentPopupEnabled || (preferences.cookiesAgreeType ?? 0) >= COOKIES_AGREE.ALL;

/**
 * The cookie values for the preferences. hide_left and hide_right persist only
 * when functional cookies are agreed (spec 000 §5), and so does window_width, the
 * window's width in CSS px (spec 001 §3 cookie, §5 "the window width is stored in
 * a cookie only if functional cookies are agreed"); null means "remove".
 */
export function preferenceCookies(
  preferences: Preferences,
  consentPopupEnabled: boolean,
): Record<PreferenceCookie, string | null> {
  const functional = functionalCookiesAgreed(preferences, consentPopupEnabled);
  const flag = (value: boolean) => (value ? '1' : '0');
  return {
    lng: preferences.language,
    // spec 000 §3 tzo: the offset in hours as a decimal number, a fractional zone too ("3", "5.5", "5.75", "-3.5"; QA18 #7)
    tzo: String(preferences.timeZone),
    is12h: flag(preferences.is12h),
    hide_left: functional ? flag(preferences.leftSectionDisplayState === 1) : null,
    hide_right: functional ? flag(preferences.rightSectionDisplayState === 1) : null,
    cookies_agree_type: preferences.cookiesAgreeType === null ? null : String(preferences.cookiesAgreeType),
    app_view_type: String(preferences.appViewType),
    markets_name_type: String(preferences.marketsNameType),
    isChampsGroupedByCountry: flag(preferences.isGroupByCountry),
    window_width: functional && preferences.windowSize !== null ? String(preferences.windowSize) : null,
  };
}

export const PREFERENCES_STORAGE_KEY = 'preferences';

/**
 * The player's display choices, one for the browser as the bet slip is: what one tab sets (the odds format,
 * the theme, the time zone, how markets are named …) the others take. Not shared: the language (each tab's
 * address names its own, /en/…), who is signed in and the profiles (the session has its own sync), and how
 * this window lays itself out (side panels, zone, window size, a registration under way).
 */
export const SHARED_PREFERENCE_KEYS = [
  'appFontSize',
  'appTheme',
  'appViewType',
  'coefViewId',
  'coefIndicationType',
  'marketsNameType',
  'timeZone',
  'is12h',
  'isAccumulatorOfTheDay',
  'isLiveAccumulatorOfTheDay',
  'isAppCompactView',
  'isAppLightVersion',
  'isBestMatchesOnTop',
  'isBetGenerator',
  'isDetailedScore',
  'isDisplayStatsInNewWindow',
  'isMoveVideoOnScroll',
  'isShowGameId',
  'isShowSportsOnly',
  'isTeamLogosInCoupon',
  'cookiesAgreeType',
  'isGroupByCountry',
  'visuallyImpairedMode',
] as const satisfies readonly (keyof Preferences)[];

/**
 * Another tab's stored preferences taken into this tab's: the shared display choices come from `stored`,
 * the rest stay this tab's. The same object back when no shared choice differs (nothing to write or redraw,
 * so two tabs never echo each other).
 */
export function adoptSharedPreferences(current: Preferences, stored: Preferences): Preferences {
  const changed = SHARED_PREFERENCE_KEYS.filter((key) => current[key] !== stored[key]);
  if (changed.length === 0) return current;
  const next: Record<string, unknown> = { ...current };
  for (const key of changed) next[key] = stored[key];
  return next as unknown as Preferences;
}
