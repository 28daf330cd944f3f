import { describe, expect, it } from 'vitest';
import { placementAmountLimits, stakeLimitProblem } from './amount';

describe('stakeLimitProblem: the coupon stake outside the limits placing holds it to is marked before Place bet (spec 000 §5, amountLimits)', () => {
  const limits = { min: 10, max: 100_000 };
  it.each([
    ['below the minimum', 5, limits, false, 'below-min'],
    ['at the minimum', 10, limits, false, null],
    ['at the maximum', 100_000, limits, false, null],
    ['above the maximum', 100_000.01, limits, false, 'above-max'],
    ['no minimum applies (a type minBetTypes leaves out)', 1, { min: null, max: 100_000 }, false, null],
    ['no maximum applies (the bonus account)', 5_000_000, { min: 10, max: Infinity }, false, null],
    ['a VIP bet stakes above the maximum (the bookmaker reviews it)', 200_000, limits, true, null],
    ['a VIP bet still has the minimum', 5, limits, true, 'below-min'],
    ['a system of 6 lines at 10 a line: the coupon minimum is 60', 50, { min: 60, max: 100_000 }, false, 'below-min'],
    ['no stake (0) is the field’s to say, not a limit', 0, limits, false, null],
  ] as const)('%s', (_rule, amount, rowLimits, vip, expected) => {
    expect(stakeLimitProblem(amount, rowLimits, vip)).toBe(expected);
  });
});

describe('placementAmountLimits: a VIP bet is placed against the minimum only (spec 000 §5 isVipBet)', () => {
  it('a VIP bet has no maximum and keeps its minimum', () => {
    expect(placementAmountLimits({ min: 10, max: 100_000 }, true)).toEqual({ min: 10, max: Infinity });
  });
  it('any other bet keeps both limits', () => {
    expect(placementAmountLimits({ min: 10, max: 100_000 }, false)).toEqual({ min: 10, max: 100_000 });
  });
});
