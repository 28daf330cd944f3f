import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  SHARED_PREFERENCE_KEYS,
  adoptSharedPreferences,
  deserializePreferences,
  preferenceCookies,
  serializePreferences,
} from './preferences';

describe('global preferences (spec 000 §3)', () => {
  it.each([
    ['font size 0', 'appFontSize', 0],
    ['theme 0 (light)', 'appTheme', 0],
    ['view 0 (European)', 'appViewType', 0],
    ['accumulator of the day on', 'isAccumulatorOfTheDay', true],
    ['live accumulator of the day on', 'isLiveAccumulatorOfTheDay', true],
    ['display stats in new window 1', 'isDisplayStatsInNewWindow', true],
    ['move video on scroll 1', 'isMoveVideoOnScroll', true],
    ['partnerHasTaxes true', 'partnerHasTaxes', true],
    ['isGroupByCountry true', 'isGroupByCountry', true],
    ['language ru', 'language', 'ru'],
    ['short market names', 'marketsNameType', 0],
    ['time zone 3', 'timeZone', 3],
    ['is12h false', 'is12h', false],
  ] as const)('spec 000 §3 default: %s', (_rule, key, value) => {
    expect(DEFAULT_PREFERENCES[key]).toBe(value);
  });

  it('spec 000 §3: flags are stored as 1 or 0', () => {
    const stored = serializePreferences({ ...DEFAULT_PREFERENCES, is12h: true, isShowGameId: false });
    expect(stored.is12h).toBe(1);
    expect(stored.isShowGameId).toBe(0);
    expect(Object.values(stored).some((v) => typeof v === 'boolean')).toBe(false);
  });

  it('round-trips through storage', () => {
    const prefs = { ...DEFAULT_PREFERENCES, appTheme: 1 as const, language: 'en', is12h: true, userId: 7 };
    expect(deserializePreferences(JSON.parse(JSON.stringify(serializePreferences(prefs))))).toEqual(prefs);
  });

  it.each([
    ['not an object', 'garbage'],
    ['null', null],
    ['wrong types', { appTheme: 'dark', is12h: 'yes', timeZone: 'x', language: 5 }],
    ['theme out of range', { appTheme: 7 }],
  ])('corrupt storage (%s) keeps the defaults', (_name, stored) => {
    expect(deserializePreferences(stored)).toEqual(DEFAULT_PREFERENCES);
  });

  it('spec 000 §5: hide_left/hide_right persist only with functional cookie agreement', () => {
    const hidden = { ...DEFAULT_PREFERENCES, leftSectionDisplayState: 1 };
    expect(preferenceCookies({ ...hidden, cookiesAgreeType: 0 }, true).hide_left).toBeNull();
    expect(preferenceCookies({ ...hidden, cookiesAgreeType: 1 }, true).hide_left).toBe('1');
  });

  it('spec 000 §5: consent popup off assumes all consent', () => {
    expect(preferenceCookies({ ...DEFAULT_PREFERENCES, cookiesAgreeType: null }, false).hide_right).toBe('0');
  });

  it.each([
    ['a whole hour', 3, '3'],
    ['a half hour (India)', 5.5, '5.5'],
    ['a quarter hour (Nepal)', 5.75, '5.75'],
    ['west of UTC (Newfoundland)', -3.5, '-3.5'],
    ['UTC', 0, '0'],
  ])('QA18 #7, spec 000 §3 cookie tzo: the offset in hours as a decimal number, %s', (_rule, timeZone, tzo) => {
    expect(preferenceCookies({ ...DEFAULT_PREFERENCES, timeZone }, false).tzo).toBe(tzo);
  });

  it.each([5.5, 5.75, -9.5, 12.75])('QA18 #7: a fractional offset (%d h) is kept through storage', (timeZone) => {
    const stored = JSON.parse(JSON.stringify(serializePreferences({ ...DEFAULT_PREFERENCES, timeZone })));
    expect(deserializePreferences(stored).timeZone).toBe(timeZone);
  });

  it('spec 000 §3: writes every listed cookie', () => {
    expect(Object.keys(preferenceCookies(DEFAULT_PREFERENCES, false)).sort()).toEqual(
      ['app_view_type', 'cookies_agree_type', 'hide_left', 'hide_right', 'is12h', 'isChampsGroupedByCountry', 'lng', 'markets_name_type', 'tzo', 'window_width'].sort(),
    );
  });

  it.each([
    ['spec 001 §5: the window width is stored in a cookie only if functional cookies are agreed (agreed)', 1, true, '1280'],
    ['spec 001 §5: the window width is stored in a cookie only if functional cookies are agreed (necessary only: removed)', 0, true, null],
    ['spec 001 §5: the window width is stored in a cookie only if functional cookies are agreed (not answered: removed)', null, true, null],
    ['spec 000 §5: with the consent popup off all consent is assumed, so the width is stored', null, false, '1280'],
  ])('%s', (_name, cookiesAgreeType, consentPopup, cookie) => {
    expect(preferenceCookies({ ...DEFAULT_PREFERENCES, windowSize: 1280, cookiesAgreeType }, consentPopup).window_width).toBe(cookie);
  });

  it('spec 001 §3 cookie window_width: no width measured yet writes none', () => {
    expect(preferenceCookies({ ...DEFAULT_PREFERENCES, windowSize: null }, false).window_width).toBeNull();
  });
});

describe('adoptSharedPreferences: one set of display choices per browser', () => {
  it('takes the shared display choices from another tab and keeps this tab\'s language, player and layout', () => {
    const mine = { ...DEFAULT_PREFERENCES, language: 'en', userId: 1001, leftSectionDisplayState: 0 };
    const other = { ...DEFAULT_PREFERENCES, language: 'ru', userId: 7, leftSectionDisplayState: 1, coefViewId: 5, timeZone: 0, is12h: true };
    expect(adoptSharedPreferences(mine, other)).toEqual({ ...mine, coefViewId: 5, timeZone: 0, is12h: true });
  });

  it('returns the same object when no shared choice differs (no write back, no echo between tabs)', () => {
    const mine = { ...DEFAULT_PREFERENCES, language: 'en' };
    expect(adoptSharedPreferences(mine, { ...mine, language: 'ru', userId: 3 })).toBe(mine);
  });

  it('shares no key that names the page, the player or the window', () => {
    for (const key of ['language', 'userId', 'lineProfileId', 'liveProfileId', 'profileIdTimestamp', 'leftSectionDisplayState', 'rightSectionDisplayState', 'zoneState', 'windowSize', 'isRegistrationProcess']) {
      expect(SHARED_PREFERENCE_KEYS as readonly string[]).not.toContain(key);
    }
  });
});
