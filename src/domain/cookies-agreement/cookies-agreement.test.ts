import { describe, expect, it } from 'vitest';
import { COOKIES_AGREE, DEFAULT_PREFERENCES, functionalCookiesAgreed, marketingCookiesAgreed, preferenceCookies } from '../preferences';
import { cookiesAgreementLogEnabled, parseCookiesAgreeTime } from './cookies-agreement';

const withType = (cookiesAgreeType: number | null) => ({ ...DEFAULT_PREFERENCES, cookiesAgreeType, leftSectionDisplayState: 1 });

describe('cookie consent rules (spec 000 §3, §5; spec 001 §5)', () => {
  it.each([
    ['spec 000 §5: popup off: all consent assumed', null, false, true, true],
    ['popup on, no answer yet: neither', null, true, false, false],
    ['necessary only (0): neither', COOKIES_AGREE.NECESSARY, true, false, false],
    ['functional (1): functional cookies only', COOKIES_AGREE.FUNCTIONAL, true, true, false],
    ['spec 001 §5: all (2): marketing analytics may start', COOKIES_AGREE.ALL, true, true, true],
  ])('%s', (_rule, type, popup, functional, marketing) => {
    expect(functionalCookiesAgreed(withType(type), popup)).toBe(functional);
    expect(marketingCookiesAgreed(withType(type), popup)).toBe(marketing);
    // spec 000 §5: the side panels' cookies persist only with functional cookies agreed
    expect(preferenceCookies(withType(type), popup).hide_left).toBe(functional ? '1' : null);
  });

  it('a stored agreement time is a positive whole number of ms; anything else is none', () => {
    expect(parseCookiesAgreeTime('1767225600000')).toBe(1767225600000);
    for (const raw of [null, '', '0', '-5', '1.5', 'abc', '1e12', '99999999999999999']) expect(parseCookiesAgreeTime(raw)).toBeNull();
  });

  it('spec 000 §7 "if logging is on": the common group\'s cookiesAgreementLog, off unless true (design)', () => {
    expect(cookiesAgreementLogEnabled({ common: { cookiesAgreementLog: true } })).toBe(true);
    expect(cookiesAgreementLogEnabled({ common: { cookiesAgreementLog: 'true' } })).toBe(false);
    expect(cookiesAgreementLogEnabled({})).toBe(false);
  });
});
