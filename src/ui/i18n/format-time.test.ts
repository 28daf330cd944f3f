import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time';

// 2026-11-24 18:05 UTC: another day east of UTC+6, another year nowhere.
const EVENING = Date.UTC(2026, 10, 24, 18, 5);
// 2026-12-31 22:30 UTC: already 2027 from UTC+2.
const NEW_YEAR = Date.UTC(2026, 11, 31, 22, 30);

describe('formatTime: every time the player sees follows the chosen zone and clock (spec 000 §3 timeZone, is12h)', () => {
  it.each([
    { rule: 'UTC, 24 h, English', ms: EVENING, lng: 'en', timeZone: 0, is12h: false, style: 'dateTime', text: '24 Nov 2026, 18:05' },
    { rule: 'Moscow (+3), the default, 24 h', ms: EVENING, lng: 'en', timeZone: 3, is12h: false, style: 'dateTime', text: '24 Nov 2026, 21:05' },
    { rule: 'a zone west of UTC (−5)', ms: EVENING, lng: 'en', timeZone: -5, is12h: false, style: 'dateTime', text: '24 Nov 2026, 13:05' },
    { rule: 'a zone past midnight (+7) moves the day', ms: EVENING, lng: 'en', timeZone: 7, is12h: false, style: 'start', text: '25 Nov, 01:05' },
    { rule: 'a half-hour zone (+5:30)', ms: EVENING, lng: 'en', timeZone: 5.5, is12h: false, style: 'start', text: '24 Nov, 23:35' },
    { rule: 'QA18 #7: a quarter-hour zone (+5:45, Nepal)', ms: EVENING, lng: 'en', timeZone: 5.75, is12h: false, style: 'start', text: '24 Nov, 23:50' },
    { rule: 'QA18 #7: a half-hour zone west of UTC (−3:30, Newfoundland)', ms: EVENING, lng: 'en', timeZone: -3.5, is12h: false, style: 'start', text: '24 Nov, 14:35' },
    { rule: 'QA18 #7: −9:30 (Marquesas)', ms: EVENING, lng: 'en', timeZone: -9.5, is12h: false, style: 'start', text: '24 Nov, 08:35' },
    { rule: 'QA18 #7: +13:45 (Chatham in summer) moves the day', ms: EVENING, lng: 'en', timeZone: 13.75, is12h: false, style: 'start', text: '25 Nov, 07:50' },
    { rule: 'the year turns with the zone', ms: NEW_YEAR, lng: 'en', timeZone: 2, is12h: false, style: 'dateTime', text: '1 Jan 2027, 00:30' },
    { rule: 'the 12-hour clock, English', ms: EVENING, lng: 'en', timeZone: 0, is12h: true, style: 'dateTime', text: '24 Nov 2026, 6:05 pm' },
    { rule: 'the 12-hour clock after midnight is 12, not 0', ms: EVENING, lng: 'en', timeZone: 6, is12h: true, style: 'start', text: '25 Nov, 12:05 am' },
    { rule: 'Russian, 24 h', ms: EVENING, lng: 'ru', timeZone: 3, is12h: false, style: 'dateTime', text: '24 нояб. 2026 г., 21:05' },
    { rule: 'Russian, a game start', ms: EVENING, lng: 'ru', timeZone: 3, is12h: false, style: 'start', text: '24 нояб., 21:05' },
    // QA13 #11: no English AM/PM inside Russian text; a Russian 12-hour time names the part of the day.
    { rule: 'QA13 #11: Russian, 12 h, evening', ms: EVENING, lng: 'ru', timeZone: 3, is12h: true, style: 'start', text: '24 нояб., 9:05 вечера' },
    { rule: 'QA13 #11: Russian, 12 h, morning, with the year', ms: EVENING, lng: 'ru', timeZone: -10, is12h: true, style: 'dateTime', text: '24 нояб. 2026 г., 8:05 утра' },
    { rule: 'QA13 #11: Russian, 12 h, after midnight', ms: EVENING, lng: 'ru', timeZone: 6, is12h: true, style: 'start', text: '25 нояб., 12:05 ночи' },
    { rule: 'an IANA zone', ms: EVENING, lng: 'en', timeZone: 'America/New_York', is12h: false, style: 'dateTime', text: '24 Nov 2026, 13:05' },
    { rule: 'an IANA zone with summer time (Sydney, +11 in November)', ms: EVENING, lng: 'en', timeZone: 'Australia/Sydney', is12h: false, style: 'start', text: '25 Nov, 05:05' },
  ] as const)('$rule', ({ ms, lng, timeZone, is12h, style, text }) => {
    expect(formatTime(ms, lng, { timeZone, is12h }, style)).toBe(text);
  });

  describe('a zone that is no zone falls back to the browser\'s and never throws', () => {
    const browsers = (ms: number, lng: string, is12h: boolean) => formatTime(ms, lng, { timeZone: 'auto', is12h });
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

    it.each([
      { rule: 'an unknown IANA name', timeZone: 'Mars/Olympus_Mons' },
      { rule: 'an offset beyond +14', timeZone: 99 },
      { rule: 'an offset beyond −12', timeZone: -13 },
      { rule: 'not a number', timeZone: Number.NaN },
      { rule: 'empty', timeZone: '' },
    ])('$rule', ({ timeZone }) => {
      expect(() => formatTime(EVENING, 'en', { timeZone, is12h: false })).not.toThrow();
      expect(formatTime(EVENING, 'en', { timeZone, is12h: false })).toBe(browsers(EVENING, 'en', false));
      expect(formatTime(EVENING, 'en', { timeZone, is12h: false })).toBe(formatTime(EVENING, 'en', { timeZone: browserZone, is12h: false }));
    });
  });

  it('no instant is a dash, not "Invalid Date" or an exception', () => {
    expect(formatTime(Number.NaN, 'en', { timeZone: 3, is12h: false })).toBe('—');
    expect(formatTime(1e20, 'en', { timeZone: 3, is12h: false })).toBe('—');
  });
});
