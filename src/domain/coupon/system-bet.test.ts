import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  binomial,
  elementarySymmetric,
  systemCoef,
  systemLines,
  systemOptions,
  systemPossibleWin,
  validateSystemValue,
  type SystemSelection,
} from './system-bet';

/** Test-only oracle: list every line (every k-subset holding all bankers) and add up its win. */
function bruteForceSystemWin(amount: number, selection: SystemSelection): number {
  const { coefs, bankerCoefs, value } = selection;
  const need = value - bankerCoefs.length;
  const bankerProduct = bankerCoefs.reduce((p, c) => p * c, 1);
  const products: number[] = [];
  const walk = (start: number, chosen: number, product: number): void => {
    if (chosen === need) {
      products.push(product * bankerProduct);
      return;
    }
    for (let i = start; i <= coefs.length - (need - chosen); i += 1) walk(i + 1, chosen + 1, product * (coefs[i] ?? 1));
  };
  if (need >= 0 && need <= coefs.length) walk(0, 0, 1);
  if (products.length === 0) return 0;
  const stakePerLine = amount / products.length;
  return products.reduce((sum, product) => sum + stakePerLine * product, 0);
}

describe('system bet', () => {
  it.each([
    { rule: 'C(3, 2) = 3 lines (system 2/3 = 3 doubles)', n: 3, k: 2, expected: 3 },
    { rule: 'C(4, 2) = 6', n: 4, k: 2, expected: 6 },
    { rule: 'C(30, 15) = 155117520', n: 30, k: 15, expected: 155117520 },
    { rule: 'C(n, 0) = 1', n: 5, k: 0, expected: 1 },
    { rule: 'k above n has no lines', n: 3, k: 4, expected: 0 },
  ])('binomial: $rule', ({ n, k, expected }) => {
    expect(binomial(n, k)).toBe(expected);
  });

  it.each([
    {
      rule: 'spec 000 §4 issue 3: lines = C(n−b, k−b), system 2/3 without bankers',
      selection: { coefs: [2, 3, 4], bankerCoefs: [], value: 2 },
      lines: 3,
      coef: (6 + 8 + 12) / 3,
    },
    {
      rule: 'spec 000 §4 issue 3: lines = C(n−b, k−b), system 3/4 with one banker',
      selection: { coefs: [2, 3, 4], bankerCoefs: [1.5], value: 3 },
      lines: 3,
      coef: (1.5 * (6 + 8 + 12)) / 3,
    },
    {
      rule: 'system with k − b = 1: one line per ordinary selection',
      selection: { coefs: [2, 3], bankerCoefs: [1.5, 2], value: 3 },
      lines: 2,
      coef: (3 * (2 + 3)) / 2,
    },
  ])('$rule', ({ selection, lines, coef }) => {
    expect(systemLines(selection)).toBe(lines);
    expect(systemCoef(selection)).toBeCloseTo(coef, 12);
    expect(systemPossibleWin(100, selection)).toBeCloseTo(100 * coef, 9);
  });

  it('issue 3: e_j by the recurrence equals the sum over j-subsets', () => {
    expect(elementarySymmetric([1, 2, 3], 3)).toEqual([1, 6, 11, 6]);
    expect(elementarySymmetric([2, 3], 4)).toEqual([1, 5, 6, 0, 0]);
  });

  it.each([
    { rule: 'spec 000 §5: system value at least 2', value: 1, n: 4, b: 0, code: 'system-value-too-low' },
    { rule: 'spec 000 §5: system value 2 is allowed', value: 2, n: 4, b: 0, code: null },
    { rule: 'system n of n is an express, not a system', value: 4, n: 4, b: 0, code: 'system-value-too-high' },
    { rule: 'a line needs one ordinary selection: k > b', value: 2, n: 5, b: 2, code: 'system-value-too-low' },
    { rule: 'non-integer system value', value: 2.5, n: 5, b: 0, code: 'system-value-too-low' },
  ])('$rule', ({ value, n, b, code }) => {
    const result = validateSystemValue(value, n, b);
    expect(result.ok ? null : result.error.code).toBe(code);
  });

  it('spec 000 §3 system option: value, offset n−k, minBetAmount = lines × min, combo = lines', () => {
    expect(systemOptions(4, 0, 10)).toEqual([
      { value: 2, offset: 2, minBetAmount: 60, combo: 6 },
      { value: 3, offset: 1, minBetAmount: 40, combo: 4 },
    ]);
    expect(systemOptions(4, 1, 10)).toEqual([
      { value: 2, offset: 2, minBetAmount: 30, combo: 3 },
      { value: 3, offset: 1, minBetAmount: 30, combo: 3 },
    ]);
    expect(systemOptions(2, 0, 10)).toEqual([]);
  });

  const coef = fc.double({ min: 1.01, max: 15, noNaN: true, noDefaultInfinity: true });
  const systemCase = fc
    .integer({ min: 3, max: 10 })
    .chain((n) =>
      fc.record({
        coefs: fc.array(coef, { minLength: n, maxLength: n }),
        bankers: fc.integer({ min: 0, max: n - 2 }),
        amount: fc.double({ min: 1, max: 10000, noNaN: true, noDefaultInfinity: true }),
      }),
    )
    .chain(({ coefs, bankers, amount }) =>
      fc.integer({ min: Math.max(2, bankers + 1), max: coefs.length - 1 }).map((value) => ({
        amount,
        selection: { coefs: coefs.slice(bankers), bankerCoefs: coefs.slice(0, bankers), value },
      })),
    );

  it('issue 3 property: system possible win equals brute-force enumeration for n ≤ 10, with and without bankers', () => {
    fc.assert(
      fc.property(systemCase, ({ amount, selection }) => {
        const fast = systemPossibleWin(amount, selection);
        const slow = bruteForceSystemWin(amount, selection);
        expect(Math.abs(fast - slow)).toBeLessThanOrEqual(1e-9 * Math.max(1, slow));
      }),
      { numRuns: 500 },
    );
  });

  it('issue 3 property: the same without bankers', () => {
    fc.assert(
      fc.property(
        systemCase.map(({ amount, selection }) => ({
          amount,
          selection: { coefs: [...selection.bankerCoefs, ...selection.coefs], bankerCoefs: [], value: selection.value },
        })),
        ({ amount, selection }) => {
          const slow = bruteForceSystemWin(amount, selection);
          expect(Math.abs(systemPossibleWin(amount, selection) - slow)).toBeLessThanOrEqual(1e-9 * Math.max(1, slow));
        },
      ),
      { numRuns: 300 },
    );
  });
});
