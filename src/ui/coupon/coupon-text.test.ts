import { describe, expect, it } from 'vitest';
import { COUPON_EN } from '../../adapters/fake/i18n/coupon.en';
import { COUPON_RU } from '../../adapters/fake/i18n/coupon.ru';
import { CoefView } from '../../domain/coupon';
import { betChampTitle, bonusBetText, EVENS_KEYS, formatPercent, groupOddsDigits, oddsText, totalOddsText } from './coupon-text';

const dictionaries = { en: COUPON_EN, ru: COUPON_RU } as Record<string, Record<string, string>>;
const words = (lng: string, short = false) => ({ t: (key: string) => dictionaries[lng]![key] ?? key, short });

describe('oddsText: a fractional 1/1 is said in words (QA: British books print "Evens", not 1/1)', () => {
  it.each([
    { rule: 'fractional 2.00 is "Evens"', coef: 2, view: CoefView.FRACTIONAL, lng: 'en', short: false, text: 'Evens' },
    { rule: 'where space is short, "EVS"', coef: 2, view: CoefView.FRACTIONAL, lng: 'en', short: true, text: 'EVS' },
    { rule: 'in Russian, "Равные"', coef: 2, view: CoefView.FRACTIONAL, lng: 'ru', short: false, text: 'Равные' },
    { rule: 'in Russian, short, "Равн."', coef: 2, view: CoefView.FRACTIONAL, lng: 'ru', short: true, text: 'Равн.' },
    { rule: 'a price that is 2.00 to the cent is evens too', coef: 2.004, view: CoefView.FRACTIONAL, lng: 'en', short: false, text: 'Evens' },
    { rule: 'other fractions stay numbers', coef: 2.5, view: CoefView.FRACTIONAL, lng: 'en', short: true, text: '3/2' },
    { rule: '2.01 is 101/100, not evens', coef: 2.01, view: CoefView.FRACTIONAL, lng: 'en', short: false, text: '101/100' },
    { rule: 'decimal 2.00 stays 2.00', coef: 2, view: CoefView.DECIMAL, lng: 'en', short: false, text: '2.00' },
    { rule: 'American even money stays +100', coef: 2, view: CoefView.AMERICAN, lng: 'en', short: false, text: '+100' },
  ])('$rule', ({ coef, view, lng, short, text }) => {
    expect(oddsText(coef, view, words(lng, short))).toBe(text);
  });

  it('without a dictionary the view number shows (1/1), as the coupon sends it in coefByView', () => {
    expect(oddsText(2, CoefView.FRACTIONAL)).toBe('1/1');
  });

  it('every UI language has both words', () => {
    for (const [lng, dictionary] of Object.entries(dictionaries)) {
      for (const key of Object.values(EVENS_KEYS)) expect(dictionary[key], `${lng} ${key}`).toBeTruthy();
    }
  });
});

describe("betChampTitle: a selection's championship is named as the line names a game's (champTitle)", () => {
  it.each([
    { rule: "with its country, so Italy's Serie A is not Brazil's", bet: { sportNameEn: 'Football', champNameEn: 'Serie A', champCountryEn: 'Italy' }, title: 'Football. Italy. Serie A' },
    { rule: 'the other Serie A', bet: { sportNameEn: 'Football', champNameEn: 'Serie A', champCountryEn: 'Brazil' }, title: 'Football. Brazil. Serie A' },
    { rule: 'a cross-border championship by its name alone', bet: { sportNameEn: 'Football', champNameEn: 'Champions League', champCountryEn: 'International' }, title: 'Football. Champions League' },
    { rule: 'a bet stored or answered without a country by its name as it came', bet: { sportNameEn: 'Football', champNameEn: 'Italy. Serie A' }, title: 'Football. Italy. Serie A' },
    { rule: 'no championship (the bonus bet): no title', bet: { sportNameEn: '', champNameEn: '' }, title: '' },
  ])('$rule', ({ bet, title }) => {
    expect(betChampTitle(bet)).toBe(title);
  });
});

describe('total odds are grouped like money, with the decimal point odds are written with (QA12 #8)', () => {
  it.each([
    { rule: 'QA12 #8: en groups with a comma', coef: 41477.51, view: CoefView.DECIMAL, lng: 'en', text: '41,477.51' },
    { rule: 'QA12 #8: ru groups with a space and keeps the dot', coef: 41477.51, view: CoefView.DECIMAL, lng: 'ru', text: '41\u00a0477.51' },
    { rule: 'QA12 #8: short odds are as they were', coef: 3.48, view: CoefView.DECIMAL, lng: 'en', text: '3.48' },
    { rule: 'QA12 #8: American odds keep their sign', coef: 41477.51, view: CoefView.AMERICAN, lng: 'en', text: '+4,147,651' },
    { rule: 'QA12 #8: a fraction is left as it is', coef: 3, view: CoefView.FRACTIONAL, lng: 'en', text: '2/1' },
  ])('$rule', ({ coef, view, lng, text }) => {
    expect(totalOddsText(coef, view, lng)).toBe(text);
  });

  it('QA12 #8: only a plain number is grouped', () => {
    expect(groupOddsDigits('41.9%', 'en')).toBe('41.9%');
    expect(groupOddsDigits('12345', 'en')).toBe('12,345');
  });
});

describe('percentages in the page language (QA12 #9)', () => {
  it.each([
    { rule: 'QA12 #9: probability on an English page', lng: 'en', text: '43.9%' },
    { rule: 'QA12 #9: probability on a Russian page, "43,9 %"', lng: 'ru', text: '43,9\u00a0%' },
  ])('$rule', ({ lng, text }) => {
    expect(oddsText(100 / 43.9, CoefView.PROBABILITY, { ...words(lng), lng })).toBe(text);
  });

  it('QA12 #9: the hyper-bonus percent, "5 %" in Russian', () => {
    expect(formatPercent(5, 'en')).toBe('5%');
    expect(formatPercent(5, 'ru')).toBe('5\u00a0%');
    expect(formatPercent(7.5, 'ru')).toBe('7,5\u00a0%');
  });
});

describe('QA13 #5: the bonus bet is a multiplier of the express, written the same in every odds format', () => {
  it.each([
    [1.03, 'en', '×1.03 (+3%)'],
    [1.03, 'ru', '×1.03 (+3 %)'],
    [1.1, 'en', '×1.10 (+10%)'],
    [1.09, 'en', '×1.09 (+9%)'],
  ])('%s (%s) reads %s', (coef, lng, text) => {
    expect(bonusBetText(coef, lng).replace(/\u00a0/g, ' ')).toBe(text);
  });

  it('never the price formats: no "−3333" (American) or "97.1%" (probability) for a 3 % bonus', () => {
    expect(oddsText(1.03, CoefView.AMERICAN)).toBe('\u22123333');
    expect(bonusBetText(1.03, 'en')).not.toMatch(/3333|97/);
  });
});
