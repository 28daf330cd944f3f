import { describe, expect, it } from 'vitest';
import { formatOdds } from './odds-format';
import { roundCoef } from './coupon-math';
import { placedTotalCoef, slipTotalCoef } from './shown-odds';
import { systemCoef } from './system-bet';

describe('QA15 #3: a coupon\'s total odds are rounded once, for the view', () => {
  it.each([
    { rule: 'QA15 #3: a system at 3.1248 (468.72 on 150) reads 3.12, not 3.125 → 3.13', coef: 3.1248, view: '3.12' },
    { rule: 'QA15 #3: 6.5149 reads 6.51, not 6.515 → 6.52', coef: 6.5149, view: '6.51' },
    { rule: 'QA15 #3: 14.5049 reads 14.50', coef: 14.5049, view: '14.50' },
    { rule: 'QA15 #3: 11.0747 reads 11.07', coef: 11.0747, view: '11.07' },
    { rule: 'an express product on its half-cent in binary (1.79 × 2.5) still rounds up as it reads', coef: 1.79 * 2.5, view: '4.48' },
  ])('$rule', ({ coef, view }) => {
    expect(formatOdds(slipTotalCoef(coef), 0)).toBe(view);
  });

  it('QA15 #3: the request keeps the three decimals it travels at (3.125), the slip shows 3.12', () => {
    // A system 2/5 whose value per unit of stake lands on x.xxx5 after roundCoef.
    const coef = 3.1248;
    expect(roundCoef(coef)).toBe(3.125);
    expect(formatOdds(slipTotalCoef(coef), 0)).toBe('3.12');
  });

  it.each([
    { rule: 'QA15 #3: a system recorded at 3.125 with 468.72 on 150 prints 3.12, as the slip said', coupon: { coef: 3.125, amount: 150, possibleWin: 468.72 }, view: '3.12' },
    { rule: 'QA15 #3: an express recorded at 4.815 with 722.19 on 150 (4.8146) prints 4.81', coupon: { coef: 4.815, amount: 150, possibleWin: 722.19 }, view: '4.81' },
    { rule: 'a win cut to the maximum payout is no price: the recorded coef is printed', coupon: { coef: 3.125, amount: 150, possibleWin: 100 }, view: '3.13' },
    { rule: 'a price on its half-cent whose win says so prints rounded up', coupon: { coef: 4.475, amount: 100, possibleWin: 447.5 }, view: '4.48' },
  ])('$rule', ({ coupon, view }) => {
    expect(formatOdds(placedTotalCoef(coupon), 0)).toBe(view);
  });

  it('QA15 #3: the slip and the printed coupon agree for a system 2/5 worth 3.18465 per unit (travels as 3.185)', () => {
    const coef = systemCoef({ coefs: [1.5, 1.91, 2.6, 1.37, 1.61], bankerCoefs: [], value: 2 });
    expect(roundCoef(coef)).toBe(3.185);
    const possibleWin = Math.round(150 * coef * 100) / 100;
    const printed = placedTotalCoef({ coef: roundCoef(coef), amount: 150, possibleWin });
    expect(formatOdds(slipTotalCoef(coef), 0)).toBe('3.18');
    expect(formatOdds(printed, 0)).toBe('3.18');
  });
});
