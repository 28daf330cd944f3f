import { describe, expect, it } from 'vitest';
import { createBet } from '../../domain/coupon';
import { MarketKind, OutcomeType } from '../../domain/line';
import { translate } from '../../domain/i18n';
import { COUPON_EN } from '../../adapters/fake/i18n/coupon.en';
import { COUPON_RU } from '../../adapters/fake/i18n/coupon.ru';
import { sayBet, sayLine } from './line-text';

const tRu = (key: string, values?: Record<string, string | number>) => translate(COUPON_RU, key, values);
const tEn = (key: string, values?: Record<string, string | number>) => translate(COUPON_EN, key, values);
const noWords = (key: string) => key;

const total = createBet({ id: 'g:1:9', gameId: 1, coef: 1.9, typeId: OutcomeType.OVER, outcomeParam: 2.5, market: { id: 1, kind: MarketKind.TOTAL, name: 'Total: Over 2.5', isLive: false } });

describe('the line and the slip in the page language (QA7 11, QA9)', () => {
  it('a Russian page says a total "Больше 2.5" and the slip "Тотал: Больше 2.5"', () => {
    expect(sayLine(tRu, { key: 'line_outcome_over', values: { param: '2.5' }, text: 'Over 2.5' })).toBe('Больше 2.5');
    expect(sayBet(tRu, total)).toBe('Тотал: Больше 2.5');
  });

  it('an English page reads as the line names it', () => {
    expect(sayBet(tEn, total)).toBe('Total: Over 2.5');
  });

  it('a dictionary without the line words shows the provider name, never a key', () => {
    expect(sayLine(noWords, { key: 'line_outcome_over', values: { param: '2.5' }, text: 'Over 2.5' })).toBe('Over 2.5');
    expect(sayBet(noWords, total)).toBe('Total: Over 2.5');
  });

  it('a bet stored before it kept its line is named by the label it was picked with', () => {
    const { outcomeParam: _, ...stored } = total;
    expect(sayBet(tRu, stored)).toBe('Total: Over 2.5');
  });

  it('a result-market bet reads the same in every language', () => {
    const home = createBet({ id: 'g:0:1', gameId: 1, coef: 2, typeId: 1, market: { id: 0, kind: MarketKind.RESULT_1X2, name: '1X2: 1', isLive: false } });
    expect(sayBet(tRu, home)).toBe('1X2: 1');
  });

  it('a Russian handicap says "Фора: Ф2 (−1.5)"', () => {
    const away = createBet({ id: 'g:2:8', gameId: 1, coef: 2, typeId: OutcomeType.HANDICAP_AWAY, outcomeParam: -1.5, market: { id: 2, kind: MarketKind.HANDICAP, name: 'Handicap: 2 (-1.5)', isLive: false } });
    expect(sayBet(tRu, away)).toBe('Фора: Ф2 (\u22121.5)');
  });

  describe('spec 000 §3 full market names (marketsNameType 1, chosen in the settings)', () => {
    const home = createBet({ id: 'g:0:1', gameId: 1, coef: 2, typeId: OutcomeType.HOME, market: { id: 0, kind: MarketKind.RESULT_1X2, name: '1X2: 1', isLive: false } });
    const away = createBet({ id: 'g:2:8', gameId: 1, coef: 2, typeId: OutcomeType.HANDICAP_AWAY, outcomeParam: -1.5, market: { id: 2, kind: MarketKind.HANDICAP, name: 'Handicap: 2 (-1.5)', isLive: false } });

    it.each([
      ['a result bet in English', tEn, home, 'Match result: Home win'],
      ['a result bet in Russian', tRu, home, 'Исход матча: Победа 1'],
      ['a handicap in English', tEn, away, 'Handicap: Away (\u22121.5)'],
      ['a handicap in Russian', tRu, away, 'Фора: Фора 2 (\u22121.5)'],
      ['a total reads as with short names', tEn, total, 'Total: Over 2.5'],
      ['a dictionary without the full words keeps the label it was picked with', noWords, home, '1X2: 1'],
    ])('%s', (_, t, bet, said) => {
      expect(sayBet(t, bet, 'full')).toBe(said);
    });

    it('short names stay the default', () => {
      expect([sayBet(tEn, home), sayBet(tEn, away), sayBet(tEn, home, 'short')]).toEqual(['1X2: 1', 'Handicap: 2 (\u22121.5)', '1X2: 1']);
    });
  });
});

