import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CoefView, formatOdds, formatShownOdds, isEvens, MAX_FRACTION_DENOMINATOR, parseOdds, toFraction, toOddsView } from './odds-format';

describe('odds formats', () => {
  it.each([
    { rule: 'spec 000 §5: decimal (view 0)', d: 2.5, view: 0, text: '2.50' },
    { rule: 'QA: a price on its half-cent rounds up as it reads (4.475, just below 4.475 in binary)', d: 4.475, view: 0, text: '4.48' },
    { rule: 'QA: a price on its half-cent rounds up as it reads (1.005)', d: 1.005, view: 0, text: '1.01' },
    { rule: 'QA: a price on its half-cent rounds up as it reads (4.815)', d: 4.815, view: 0, text: '4.82' },
    { rule: 'spec 000 §5: American d ≥ 2 is +(d−1)·100', d: 2.5, view: 1, text: '+150' },
    { rule: 'spec 000 §5: American d < 2 is −100/(d−1)', d: 1.5, view: 1, text: '-200' },
    { rule: 'spec 000 §5: American even money', d: 2, view: 1, text: '+100' },
    { rule: 'spec 000 §5: fractional, nearest simple fraction of d−1', d: 2.5, view: 2, text: '3/2' },
    { rule: 'spec 000 §5: Hong Kong is d−1', d: 1.85, view: 4, text: '0.85' },
    { rule: 'spec 000 §5: Malay d ≤ 2 is d−1', d: 1.8, view: 5, text: '0.80' },
    { rule: 'spec 000 §5: Malay d > 2 is −1/(d−1)', d: 3, view: 5, text: '-0.50' },
    { rule: 'spec 000 §5: Indonesian d ≥ 2 is d−1', d: 3, view: 6, text: '2.00' },
    { rule: 'spec 000 §5: Indonesian d < 2 is −1/(d−1)', d: 1.5, view: 6, text: '-2.00' },
    { rule: 'our view 14: implied probability', d: 4, view: 14, text: '25.0%' },
    { rule: 'our view 15: decimal with three decimals', d: 1.8333, view: 15, text: '1.833' },
    { rule: 'our view 16: return per 100 staked', d: 2.35, view: 16, text: '235' },
  ])('$rule', ({ d, view, text }) => {
    expect(formatOdds(d, view)).toBe(text);
  });

  it.each([3, 7, 8, 9, 10, 13, 17, -1, 100])('spec 000 §5: view id %i is not allowed, so undefined', (view) => {
    expect(formatOdds(2, view)).toBeUndefined();
    expect(parseOdds('2', view)).toBeUndefined();
  });

  // The branch each formula takes, on its boundary and either side of it, before any rounding for show.
  it.each([
    { rule: 'spec 000 §5 decimal (view 0): d itself', d: 2.345, view: 0, value: 2.345 },
    { rule: 'spec 000 §5 American: d ≥ 2 takes +(d−1)·100, at d = 2 too', d: 2, view: 1, value: 100 },
    { rule: 'spec 000 §5 American: d ≥ 2 takes +(d−1)·100 (d = 3.4)', d: 3.4, view: 1, value: 240 },
    { rule: 'spec 000 §5 American: d < 2 takes −100/(d−1) (d = 1.99)', d: 1.99, view: 1, value: -100 / 0.99 },
    { rule: 'spec 000 §5 fractional: the value of d−1', d: 3.75, view: 2, value: 2.75 },
    { rule: 'spec 000 §5 Hong Kong: d−1 below 2', d: 1.4, view: 4, value: 0.4 },
    { rule: 'spec 000 §5 Hong Kong: d−1 above 2', d: 5, view: 4, value: 4 },
    { rule: 'spec 000 §5 Malay: d ≤ 2 takes d−1, at d = 2 too', d: 2, view: 5, value: 1 },
    { rule: 'spec 000 §5 Malay: d ≤ 2 takes d−1 (d = 1.25)', d: 1.25, view: 5, value: 0.25 },
    { rule: 'spec 000 §5 Malay: d > 2 takes −1/(d−1) (d = 2.01)', d: 2.01, view: 5, value: -1 / 1.01 },
    { rule: 'spec 000 §5 Indonesian: d ≥ 2 takes d−1, at d = 2 too', d: 2, view: 6, value: 1 },
    { rule: 'spec 000 §5 Indonesian: d ≥ 2 takes d−1 (d = 4)', d: 4, view: 6, value: 3 },
    { rule: 'spec 000 §5 Indonesian: d < 2 takes −1/(d−1) (d = 1.99)', d: 1.99, view: 6, value: -1 / 0.99 },
    { rule: 'README design view 14: implied probability 100/d', d: 8, view: 14, value: 12.5 },
    { rule: 'README design view 15: decimal, d itself', d: 1.8333, view: 15, value: 1.8333 },
    { rule: 'README design view 16: the return of 100 staked, d × 100', d: 2.35, view: 16, value: 235 },
  ])('toOddsView: $rule', ({ d, view, value }) => {
    expect(toOddsView(d, view)).toBeCloseTo(value, 9);
  });

  it.each([3, 7, 8, 9, 10, 11, 12, 13, 17, -1])('spec 000 §5: view id %i is not allowed, so toOddsView is undefined', (view) => {
    expect(toOddsView(2.5, view)).toBeUndefined();
  });

  it.each([
    { rule: 'parse American +150', text: '+150', view: 1, d: 2.5 },
    { rule: 'parse American -200', text: '-200', view: 1, d: 1.5 },
    { rule: 'parse American between -100 and 100 is not a price', text: '50', view: 1, d: undefined },
    { rule: 'parse fractional 10/11', text: '10/11', view: 2, d: 1 + 10 / 11 },
    { rule: 'parse fractional with zero denominator', text: '1/0', view: 2, d: undefined },
    { rule: 'parse Malay -0.5', text: '-0.50', view: 5, d: 3 },
    { rule: 'parse Malay above 1 is not a price', text: '1.5', view: 5, d: undefined },
    { rule: 'parse Indonesian -2', text: '-2', view: 6, d: 1.5 },
    { rule: 'parse probability with %', text: '25%', view: 14, d: 4 },
    { rule: 'parse rubbish', text: 'abc', view: 0, d: undefined },
    { rule: 'parse decimal 1 is not a price', text: '1.00', view: 0, d: undefined },
  ])('$rule', ({ text, view, d }) => {
    const parsed = parseOdds(text, view);
    if (d === undefined) expect(parsed).toBeUndefined();
    else expect(parsed).toBeCloseTo(d, 10);
  });

  // The nearest fraction to d − 1 (to the cent) among those with denominator ≤ 20 that show the same
  // cent; only when none does, the nearest with denominator ≤ 100.
  it.each([
    { d: 1.91, text: '10/11' },
    { d: 1.05, text: '1/20' },
    { d: 1.95, text: '19/20' },
    { d: 2.05, text: '21/20' },
    { d: 1.01, text: '1/100' },
    { d: 2.5, text: '3/2' },
    { d: 2, text: '1/1' },
    { d: 1.33, text: '1/3' },
    // 5/14 = 0.3571 is nearer to 0.36 than 4/11 = 0.3636.
    { d: 1.36, text: '5/14' },
    { d: 1.62, text: '8/13' },
    { d: 1.18, text: '2/11' },
    { d: 1.07, text: '1/14' },
    // 11/8 = 1.375 lies on the edge between 1.37 and 1.38, so it is not inside the cent; 18/13 = 1.3846 is.
    { d: 2.38, text: '18/13' },
    { d: 4.33, text: '10/3' },
  ])('spec 000 §5: fractional $d is the nearest simple fraction $text', ({ d, text }) => {
    expect(formatOdds(d, CoefView.FRACTIONAL)).toBe(text);
  });

  it('fractions keep small denominators: denominator ≤ 20 when one shows the cent, else ≤ 100, in lowest terms', () => {
    expect(toFraction(0.3)).toEqual({ numerator: 3, denominator: 10 });
    expect(toFraction(0.5)).toEqual({ numerator: 1, denominator: 2 });
    // No fraction with denominator ≤ 20 shows 0.01; of those up to 100 (1/67 … 1/100), 1/100 is nearest.
    expect(toFraction(0.01)).toEqual({ numerator: 1, denominator: 100 });
    // 0.48: no denominator ≤ 20 reaches it; 12/25 is exact.
    expect(toFraction(0.48)).toEqual({ numerator: 12, denominator: 25 });
    expect(toFraction(0)).toEqual({ numerator: 0, denominator: 1 });
  });

  it('fractional: every cent from 0.01 to 20.00 shows a fraction with denominator ≤ 100 that reads back to the same cent', () => {
    for (let cents = 1; cents <= 2000; cents += 1) {
      const { numerator, denominator } = toFraction(cents / 100);
      expect(denominator).toBeLessThanOrEqual(MAX_FRACTION_DENOMINATOR);
      expect(Math.round(((1 + numerator / denominator) - 1) * 100)).toBe(cents);
      expect(toFraction(numerator / denominator)).toEqual({ numerator, denominator });
    }
  });

  /**
   * Half a unit of the last digit the text shows, in the view's own number: how far two prices that
   * show the same text can be from the text's value. Fractional: the fraction shows the price to the
   * cent, so the bound is half a cent around that cent plus the fraction's own distance from it (< half a cent).
   */
  function halfUnitOf(text: string, viewId: number): number {
    if (viewId === CoefView.FRACTIONAL) return 0.01;
    const decimals = /\.(\d+)/.exec(text)?.[1]?.length ?? 0;
    return 0.5 * 10 ** -decimals;
  }

  // Selection prices go up to MAX_COEF (10,000) and coupon totals beyond it (an express of 8 at 2.0 is
  // 256, 276.48 with the bonus), so half the draws are in [100, 1e6].
  const coef = fc.oneof(
    fc.double({ min: 1.01, max: 100, noNaN: true, noDefaultInfinity: true }),
    fc.double({ min: 100, max: 1e6, noNaN: true, noDefaultInfinity: true }),
  );
  const view = fc.constantFrom(...Object.values(CoefView));

  /**
   * "Round-trips within rounding", exactly: (1) the text reads back to a decimal that shows the same
   * text — the decimals showing one text form an interval, and the parsed one lies in it, as the
   * original does; (2) that interval is no wider than the text's rounding: in the view's own number
   * the parsed and the original price are at most half a unit of the last shown digit apart
   * (fractional: within the same cent, so less than a cent).
   */
  it('issue 3 property: every odds format round-trips within its rounding, for d in [1.01, 1e6]', () => {
    fc.assert(
      fc.property(coef, view, (d, viewId) => {
        const text = formatOdds(d, viewId);
        expect(text).toBeDefined();
        const parsed = parseOdds(text as string, viewId);
        expect(parsed).toBeDefined();
        // (1) format(parse(format(d))) === format(d).
        expect(formatOdds(parsed as number, viewId)).toBe(text);
        // (2) Measured in the view; at even money the view's two signed forms meet, so compare the nearer one.
        const original = toOddsView(d, viewId) as number;
        const back = toOddsView(parsed as number, viewId) as number;
        const distance = Math.min(Math.abs(original - back), Math.abs(Math.abs(original) - Math.abs(back)));
        expect(distance).toBeLessThanOrEqual(halfUnitOf(text as string, viewId) * (1 + 1e-9));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    { rule: 'QA: fractional 2.00 is said "Evens", not 1/1', d: 2, view: CoefView.FRACTIONAL, evens: true },
    { rule: 'every price that shows 1/1 is evens (2.004 is 2.00 to the cent)', d: 2.004, view: CoefView.FRACTIONAL, evens: true },
    { rule: '1.995 is 2.00 to the cent, so evens too', d: 1.995, view: CoefView.FRACTIONAL, evens: true },
    { rule: '2.01 is 101/100, not evens', d: 2.01, view: CoefView.FRACTIONAL, evens: false },
    { rule: '1.99 is 99/100, not evens', d: 1.99, view: CoefView.FRACTIONAL, evens: false },
    { rule: '3.00 is 2/1, a whole fraction that is not evens', d: 3, view: CoefView.FRACTIONAL, evens: false },
    { rule: 'decimal 2.00 stays a number', d: 2, view: CoefView.DECIMAL, evens: false },
    { rule: 'American even money stays +100', d: 2, view: CoefView.AMERICAN, evens: false },
    { rule: 'Hong Kong 1.00 stays a number', d: 2, view: CoefView.HONG_KONG, evens: false },
    { rule: 'no price below 1 is evens', d: 1, view: CoefView.FRACTIONAL, evens: false },
  ])('evens: $rule', ({ d, view, evens }) => {
    expect(isEvens(d, view)).toBe(evens);
  });

  it('evens: the domain keeps "1/1" as the text (what coefByView sends and parseOdds reads); the word is the UI\'s', () => {
    expect(formatOdds(2, CoefView.FRACTIONAL)).toBe('1/1');
    expect(parseOdds('1/1', CoefView.FRACTIONAL)).toBe(2);
  });

  it('evens property: a price is evens exactly when it shows 1/1, and 1/1 read back is evens again, for d in [1.01, 1e6]', () => {
    fc.assert(
      fc.property(fc.oneof(coef, fc.double({ min: 1.98, max: 2.02, noNaN: true, noDefaultInfinity: true })), (d) => {
        const text = formatOdds(d, CoefView.FRACTIONAL);
        expect(isEvens(d, CoefView.FRACTIONAL)).toBe(text === '1/1');
        if (text === '1/1') expect(isEvens(parseOdds(text, CoefView.FRACTIONAL) as number, CoefView.FRACTIONAL)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  /** The shown number's significant digits: "-0.0036" has 2, "0.80" 2, "25.0" 3. */
  const significantDigits = (text: string): number => text.replace(/[^\d]/g, '').replace(/^0+/, '').length;

  it('a price shown as a decimal number is never zero, keeps its sign, and keeps two significant digits when small (Hong Kong, Malay, Indonesian below 0.01, probability below 1 %)', () => {
    const anyCoef = fc.oneof(coef, fc.double({ min: 1.0001, max: 1.01, noNaN: true, noDefaultInfinity: true }));
    const views = fc.constantFrom(CoefView.HONG_KONG, CoefView.MALAY, CoefView.INDONESIAN, CoefView.PROBABILITY);
    fc.assert(
      fc.property(anyCoef, views, (d, viewId) => {
        // Probability near 100 % (d < 1.0005) is a different edge, left to the table below.
        fc.pre(viewId !== CoefView.PROBABILITY || d >= 1.01);
        const text = (formatOdds(d, viewId) as string).replace('%', '');
        const value = toOddsView(d, viewId) as number;
        const small = viewId === CoefView.PROBABILITY ? 1 : 0.01;
        if (Math.abs(Number(text)) < small) expect(significantDigits(text)).toBeGreaterThanOrEqual(2);
        expect(Number(text)).not.toBe(0);
        // At even money the positive form is shown for both signs (Malay and Indonesian 1.00).
        if (Math.abs(Number(text)) !== 1) expect(Math.sign(Number(text))).toBe(Math.sign(value));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    { rule: 'Malay above d ≈ 201 was "0.00"', d: 277.48, view: 5, text: '-0.0036' },
    { rule: 'Malay at a total of 1e6', d: 1e6, view: 5, text: '-0.0000010' },
    { rule: 'Malay keeps its two decimals from 0.01', d: 21, view: 5, text: '-0.05' },
    { rule: 'Malay just under 0.01', d: 102, view: 5, text: '-0.0099' },
    { rule: 'Malay at 0.01', d: 101, view: 5, text: '-0.01' },
    { rule: 'Malay just above 1', d: 1.0001, view: 5, text: '0.00010' },
    { rule: 'Malay near even money keeps two decimals', d: 1.95, view: 5, text: '0.95' },
    { rule: 'Hong Kong just above 1 was "0.00"', d: 1.004, view: 4, text: '0.0040' },
    { rule: 'Hong Kong 1.05 keeps the usual two decimals', d: 1.05, view: 4, text: '0.05' },
    { rule: 'Hong Kong at a total of 1e6', d: 1e6, view: 4, text: '999999.00' },
    { rule: 'Indonesian just above 1', d: 1.0001, view: 6, text: '-10000.00' },
    { rule: 'Indonesian at a total of 1e6', d: 1e6, view: 6, text: '999999.00' },
    { rule: 'American just above 1', d: 1.0001, view: 1, text: '-1000000' },
    { rule: 'American at a total of 1e6', d: 1e6, view: 1, text: '+99999900' },
    { rule: 'probability at d = 2000 was "0.1%"', d: 2000, view: 14, text: '0.050%' },
    { rule: 'probability above d ≈ 2000 was "0.0%"', d: 276.48 * 10, view: 14, text: '0.036%' },
    { rule: 'probability at a total of 1e6', d: 1e6, view: 14, text: '0.00010%' },
    { rule: 'probability keeps one decimal from 1 %', d: 100, view: 14, text: '1.0%' },
    { rule: 'probability just under 1 %', d: 150, view: 14, text: '0.67%' },
    { rule: 'decimal of a 30-selection total above 1e21 in plain digits, not "2.2e+23"', d: 2.2e23, view: 0, text: '220000000000000000000000.00' },
    { rule: 'American above 1e21 in plain digits', d: 2.2e21, view: 1, text: '+220000000000000000000000' },
    { rule: 'per hundred above 1e21 in plain digits', d: 2.2e21, view: 16, text: '220000000000000000000000' },
  ])('extreme prices show in a form that reads back (two significant digits when small, plain digits when huge): $rule', ({ d, view, text }) => {
    expect(formatOdds(d, view)).toBe(text);
    const parsed = parseOdds(text, view);
    expect(parsed).toBeDefined();
    expect(formatOdds(parsed as number, view)).toBe(text);
  });
});

describe('shown prices: a negative price is written with the minus sign (U+2212), as the slip\'s − button is', () => {
  it.each([
    { rule: 'American d < 2 is −100/(d−1), shown with the minus sign', d: 1.5, view: CoefView.AMERICAN, text: '\u2212200' },
    { rule: 'American just above 1', d: 1.0001, view: CoefView.AMERICAN, text: '\u22121000000' },
    { rule: 'American even money keeps its plus', d: 2, view: CoefView.AMERICAN, text: '+100' },
    { rule: 'American d ≥ 2 keeps its plus', d: 2.5, view: CoefView.AMERICAN, text: '+150' },
    { rule: 'Malay d > 2 is −1/(d−1), shown with the minus sign', d: 3, view: CoefView.MALAY, text: '\u22120.50' },
    { rule: 'Malay small, two significant digits', d: 277.48, view: CoefView.MALAY, text: '\u22120.0036' },
    { rule: 'Malay d ≤ 2 has no sign', d: 1.8, view: CoefView.MALAY, text: '0.80' },
    { rule: 'Malay and Indonesian even money is 1.00, unsigned', d: 2, view: CoefView.MALAY, text: '1.00' },
    { rule: 'Indonesian d < 2 is −1/(d−1), shown with the minus sign', d: 1.5, view: CoefView.INDONESIAN, text: '\u22122.00' },
    { rule: 'Indonesian d ≥ 2 has no sign', d: 3, view: CoefView.INDONESIAN, text: '2.00' },
    { rule: 'decimal has no sign', d: 1.5, view: CoefView.DECIMAL, text: '1.50' },
    { rule: 'an unknown view has no text', d: 1.5, view: 3, text: undefined },
  ])('$rule', ({ d, view, text }) => {
    expect(formatShownOdds(d, view)).toBe(text);
    // No hyphen-minus is ever shown.
    expect(formatShownOdds(d, view) ?? '').not.toContain('-');
  });

  it('the server\'s text (formatOdds, the coupon\'s coefByView) keeps the hyphen-minus a number is read with', () => {
    expect(formatOdds(1.5, CoefView.AMERICAN)).toBe('-200');
    expect(Number(formatOdds(3, CoefView.MALAY))).toBe(-0.5);
  });

  it.each([
    { rule: 'American', text: '\u2212200', view: CoefView.AMERICAN, d: 1.5 },
    { rule: 'Malay', text: '\u22120.50', view: CoefView.MALAY, d: 3 },
    { rule: 'Indonesian', text: '\u22122.00', view: CoefView.INDONESIAN, d: 1.5 },
  ])('a shown $rule price reads back: $text', ({ text, view, d }) => {
    expect(parseOdds(text, view)).toBeCloseTo(d, 9);
    expect(parseOdds(` ${text} `, view)).toBeCloseTo(d, 9);
  });

  it('a minus sign elsewhere than in front is not a price', () => {
    expect(parseOdds('200\u2212', CoefView.AMERICAN)).toBeUndefined();
    expect(parseOdds('\u2212\u2212200', CoefView.AMERICAN)).toBeUndefined();
  });

  it('every shown price reads back to the price its server text reads back to, in every view', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1.01, max: 1e6, noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(...Object.values(CoefView)),
        (d, viewId) => {
          const shown = formatShownOdds(d, viewId) as string;
          expect(parseOdds(shown, viewId)).toBe(parseOdds(formatOdds(d, viewId) as string, viewId));
          expect(formatShownOdds(parseOdds(shown, viewId) as number, viewId)).toBe(shown);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
