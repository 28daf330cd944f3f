import { describe, expect, it } from 'vitest';
import { CURRENCY_AMOUNTS, minAmountStep } from './amount';
import { quickStakes, quickStakesForStep } from './quick-stakes';

/**
 * Quick stakes: the first round amount (1, 2 or 5 × 10ⁿ) that is a whole number of the currency's steps, five
 * times it and ten times it, as RUB's 100, 500, 1000.
 */
describe('quickStakes: three amounts a button adds to the stake, per currency', () => {
  const rows = [
    { currency: 'RUB', rule: 'spec 000 §9 step 100 is round: 100, 500, 1000 (what leading books show)', expected: [100, 500, 1000] },
    { currency: 'USD', rule: 'step 2.50 is not round; 5 is two steps', expected: [5, 25, 50] },
    { currency: 'EUR', rule: 'step 2.50 is not round; 5 is two steps', expected: [5, 25, 50] },
    { currency: 'GBP', rule: 'step 2.50 is not round; 5 is two steps', expected: [5, 25, 50] },
    { currency: 'UAH', rule: 'step 50 is round', expected: [50, 250, 500] },
    { currency: 'KZT', rule: 'step 500 is round', expected: [500, 2500, 5000] },
    { currency: 'BRL', rule: 'step 10 is round', expected: [10, 50, 100] },
    { currency: 'INR', rule: 'step 100 is round', expected: [100, 500, 1000] },
    { currency: 'JPY', rule: 'step 500 is round', expected: [500, 2500, 5000] },
    { currency: 'BYN', rule: 'step 5 is round', expected: [5, 25, 50] },
    { currency: 'UZS', rule: 'step 10,000 is round', expected: [10_000, 50_000, 100_000] },
    { currency: 'AZN', rule: 'step 5 is round', expected: [5, 25, 50] },
    { currency: 'KGS', rule: 'step 100 is round', expected: [100, 500, 1000] },
    { currency: 'PLN', rule: 'step 10 is round', expected: [10, 50, 100] },
    { currency: 'TRY', rule: 'step 50 is round', expected: [50, 250, 500] },
    { currency: 'CAD', rule: 'step 2.50 is not round; 5 is two steps', expected: [5, 25, 50] },
    { currency: 'AUD', rule: 'step 2.50 is not round; 5 is two steps', expected: [5, 25, 50] },
    { currency: 'CHF', rule: 'step 2.50 is not round; 5 is two steps', expected: [5, 25, 50] },
    { currency: 'SEK', rule: 'step 25 is not round; 50 is two steps', expected: [50, 250, 500] },
    { currency: 'NOK', rule: 'step 25 is not round; 50 is two steps', expected: [50, 250, 500] },
    { currency: 'CNY', rule: 'step 20 is round', expected: [20, 100, 200] },
    { currency: 'MXN', rule: 'step 50 is round', expected: [50, 250, 500] },
    { currency: 'NGN', rule: 'step 1,000 is round', expected: [1000, 5000, 10_000] },
  ];

  it.each(rows)('$currency: $rule', ({ currency, expected }) => {
    expect(quickStakes(currency)).toEqual(expected);
  });

  it('every currency of the amount table has its row here', () => {
    expect(rows.map((row) => row.currency).sort()).toEqual(Object.keys(CURRENCY_AMOUNTS).sort());
  });

  it.each(Object.keys(CURRENCY_AMOUNTS))('%s: each quick stake is a whole number of steps, so + and − still walk the steps', (currency) => {
    const stepCents = Math.round(minAmountStep(currency) * 100);
    for (const amount of quickStakes(currency)) expect(Math.round(amount * 100) % stepCents).toBe(0);
  });

  it.each([
    { rule: 'spec 000 §9: an unknown currency is RUB', currency: 'XYZ' },
    { rule: 'spec 000 §9: no currency is RUB', currency: null },
    { rule: 'spec 000 §9: an empty currency is RUB', currency: '' },
  ])('$rule', ({ currency }) => {
    expect(quickStakes(currency)).toEqual([100, 500, 1000]);
  });

  it.each([
    { rule: 'a step of 4: 5 and 10 are not whole numbers of steps, 20 is', step: 4, expected: [20, 100, 200] },
    { rule: 'a step of 0.50: 0.50 is round', step: 0.5, expected: [0.5, 2.5, 5] },
    { rule: 'a step no round amount divides (3) gives the step itself', step: 3, expected: [3, 15, 30] },
  ])('a step outside the table: $rule', ({ step, expected }) => {
    expect(quickStakesForStep(step)).toEqual(expected);
  });

  it('currency codes are case-insensitive', () => {
    expect(quickStakes('eur')).toEqual([5, 25, 50]);
  });
});
