import { describe, expect, it } from 'vitest';
import { createBet, CouponType, DEFAULT_COUPON, DEFAULT_COUPON_CONTEXT, DEFAULT_COUPON_SETTINGS, recalculate } from '../../domain/coupon';
import { translate } from '../../domain/i18n';
import { COUPON_EN } from '../../adapters/fake/i18n/coupon.en';
import { COUPON_RU } from '../../adapters/fake/i18n/coupon.ru';
import { messageText, slipAtNewPrices } from './slip-dialogs';

const ctx = { ...DEFAULT_COUPON_CONTEXT, config: { ...DEFAULT_COUPON_CONTEXT.config, bonusBetEnabled: false } };
const coupon = (typeId: number, coefs: number[]) =>
  recalculate({ ...DEFAULT_COUPON, typeId: typeId as never, amount: 150, bets: coefs.map((coef, i) => createBet({ id: `b${i}`, gameId: i + 1, coef })) }, ctx);

describe('the odds question says what Accept and place commits to (QA12 #6)', () => {
  it('QA12 #6: an express at the new prices: the product of the new prices and its win', () => {
    const now = slipAtNewPrices(coupon(CouponType.EXPRESS, [2, 1.74]), DEFAULT_COUPON_SETTINGS, [{ betId: 'b1', oldCoef: 1.74, newCoef: 1.79 }]);
    expect(now.coef).toBeCloseTo(3.58, 6);
    expect(now.possibleWin).toBe(537);
  });

  it('QA12 #6: exact odds set the win, whatever the prices', () => {
    const now = slipAtNewPrices(coupon(CouponType.EXPRESS, [2, 1.74]), { exactCoef: 3.48 }, [{ betId: 'b1', oldCoef: 1.74, newCoef: 1.79 }]);
    expect(now.possibleWin).toBe(522);
  });

  it('QA12 #6: multiple singles have no combined odds: only the win', () => {
    const singles = { ...coupon(CouponType.MULTIPLE_SINGLES, [2, 3]), amountByBetId: { b0: 100, b1: 100 } };
    const now = slipAtNewPrices(singles, DEFAULT_COUPON_SETTINGS, [{ betId: 'b0', oldCoef: 2, newCoef: 2.5 }]);
    expect(now.coef).toBeNull();
    expect(now.possibleWin).toBe(550);
  });
});

describe('QA13 #11: a message with a count says it in the language\'s plural form, never "selection(s)"', () => {
  const en = (key: string, values?: Record<string, string | number>) => translate(COUPON_EN, key, values);
  const ru = (key: string, values?: Record<string, string | number>) => translate(COUPON_RU, key, values);
  const locked = (count: number) => ({ key: 'coupon_error_selection_locked', values: { count }, title: 'main_error' as const });

  it.each([
    [1, 'The bookmaker locked 1 selection of the coupon (suspended, or not combinable in one bet); it is marked in the slip.'],
    [3, 'The bookmaker locked 3 selections of the coupon (suspended, or not combinable in one bet); they are marked in the slip.'],
  ])('English, %i', (count, text) => {
    expect(messageText(en, locked(count), 'en')).toBe(text);
  });

  it.each([
    [1, 'Букмекер закрыл 1 событие купона'],
    [3, 'Букмекер закрыл 3 события купона'],
    [5, 'Букмекер закрыл 5 событий купона'],
    [21, 'Букмекер закрыл 21 событие купона'],
  ])('Russian, %i', (count, start) => {
    expect(messageText(ru, locked(count), 'ru').startsWith(start)).toBe(true);
  });

  it('no English text of the slip says "(s)"', () => {
    expect(Object.entries(COUPON_EN).filter(([, text]) => text.includes('(s)'))).toEqual([]);
  });
});
