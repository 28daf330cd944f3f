import { describe, expect, it } from 'vitest';
import {
  amountLimits,
  amountStep,
  initialAmountFor,
  maxBlockAmount,
  minAmountStep,
  roundMoney,
  stepAmount,
  validateAmount,
} from './amount';

describe('amount', () => {
  it.each([
    ['RUB', 100, 150],
    ['USD', 2.5, 5],
    ['EUR', 2.5, 5],
    ['UAH', 50, 50],
    ['KZT', 500, 1000],
    ['GBP', 2.5, 5],
    ['BRL', 10, 15],
    ['INR', 100, 300],
    ['JPY', 500, 1000],
  ])('spec 000 §9: %s minimum step %d, initial amount %d', (currency, step, initial) => {
    expect(minAmountStep(currency)).toBe(step);
    expect(initialAmountFor(currency)).toBe(initial);
  });

  it.each([
    { rule: 'spec 000 §9: unknown currency falls back to RUB', currency: 'XYZ' },
    { rule: 'spec 000 §9: default currency RUB if none known', currency: null },
    { rule: 'spec 000 §9: empty currency falls back to RUB', currency: '' },
  ])('$rule', ({ currency }) => {
    expect(minAmountStep(currency)).toBe(100);
    expect(initialAmountFor(currency)).toBe(150);
  });

  it('currency codes are case-insensitive', () => {
    expect(minAmountStep('usd')).toBe(2.5);
  });

  it.each([
    { rule: 'spec 000 §3: without a manual step the currency minimum applies', manual: false, steps: { USD: 10 }, expected: 2.5 },
    { rule: 'spec 000 §3: isManualAmountStep uses the player step', manual: true, steps: { USD: 10 }, expected: 10 },
    { rule: 'a manual step below the minimum step is raised to it', manual: true, steps: { USD: 1 }, expected: 2.5 },
    { rule: 'no manual step for the currency: the minimum', manual: true, steps: { EUR: 10 } as Record<string, number>, expected: 2.5 },
  ])('$rule', ({ manual, steps, expected }) => {
    expect(amountStep('USD', { isManualAmountStep: manual, amountStepByCurrency: steps })).toBe(expected);
  });

  it.each([
    { rule: 'step up', amount: 5, step: 2.5, direction: 1 as const, expected: 7.5 },
    { rule: 'step down', amount: 5, step: 2.5, direction: -1 as const, expected: 2.5 },
    { rule: 'money stays in cents', amount: 0.1, step: 0.2, direction: 1 as const, expected: 0.3 },
    { rule: '+ is not held at the minimum', amount: 10, step: 100, direction: 1 as const, min: 10, expected: 110 },
    { rule: 'spec 000 §5: − stops at the minimum stake, never at 0', amount: 150, step: 100, direction: -1 as const, min: 10, expected: 50 },
    { rule: 'spec 000 §5: − from just above the minimum lands on it', amount: 50, step: 100, direction: -1 as const, min: 10, expected: 10 },
    { rule: 'spec 000 §5: − at the minimum stays there', amount: 10, step: 100, direction: -1 as const, min: 10, expected: 10 },
    { rule: 'no minimum applies: − stops at one step', amount: 150, step: 100, direction: -1 as const, min: null, expected: 100 },
    { rule: 'no minimum applies: − at one step stays there', amount: 100, step: 100, direction: -1 as const, min: null, expected: 100 },
    { rule: 'no minimum applies: − never goes to 0', amount: 5, step: 2.5, direction: -1 as const, min: null, expected: 2.5 },
    { rule: '− never raises a typed stake already below the floor', amount: 1, step: 2.5, direction: -1 as const, min: null, expected: 1 },
    { rule: '− never raises a typed stake below the minimum', amount: 5, step: 100, direction: -1 as const, min: 10, expected: 5 },
    { rule: 'spec 000 §5: + stops at the maximum stake (QA: 99,950 → 100,050)', amount: 99_950, step: 100, direction: 1 as const, min: null, max: 100_000, expected: 100_000 },
    { rule: 'spec 000 §5: + at the maximum stays there', amount: 100_000, step: 100, direction: 1 as const, min: null, max: 100_000, expected: 100_000 },
    { rule: '+ never lowers a typed stake already above the maximum', amount: 100_150, step: 100, direction: 1 as const, min: null, max: 100_000, expected: 100_150 },
    { rule: 'no maximum applies: + goes on', amount: 100_000, step: 100, direction: 1 as const, min: null, max: Infinity, expected: 100_100 },
  ])('amount buttons: $rule', ({ amount, step, direction, min, expected, ...rest }) => {
    const max = 'max' in rest ? rest.max : undefined;
    expect(stepAmount(amount, step, direction, min, max)).toBe(expected);
  });

  const base = { typeId: 1, minBetAmount: 10, maxBetAmount: 500, isBonusAccount: false, minBetTypeIds: [1], maxBetTypeIds: [1] };
  it.each([
    { rule: 'spec 000 §5: min and max apply to listed types', input: base, min: 10, max: 500 },
    { rule: 'spec 000 §5: min only for config-listed types', input: { ...base, minBetTypeIds: [0] }, min: null, max: 500 },
    { rule: 'spec 000 §5: min only when a min bet exists', input: { ...base, minBetAmount: 0 }, min: null, max: 500 },
    { rule: 'spec 000 §5: max only for listed types', input: { ...base, maxBetTypeIds: [2] }, min: 10, max: Infinity },
    { rule: 'spec 000 §5: no max on the bonus account', input: { ...base, isBonusAccount: true }, min: 10, max: Infinity },
  ])('$rule', ({ input, min, max }) => {
    expect(amountLimits(input)).toEqual({ min, max });
  });

  it.each([
    { rule: 'within limits', amount: 50, code: null },
    { rule: 'spec 000 §5: below the minimum', amount: 5, code: 'amount-below-min' },
    { rule: 'spec 000 §5: above the maximum', amount: 501, code: 'amount-above-max' },
    { rule: 'zero is no stake', amount: 0, code: 'amount-invalid' },
    { rule: 'not a number', amount: Number.NaN, code: 'amount-invalid' },
  ])('validate amount: $rule', ({ amount, code }) => {
    const result = validateAmount(amount, { min: 10, max: 500 });
    expect(result.ok ? null : result.error.code).toBe(code);
  });

  it("spec 000 §5: maximum per block is the previous block's coefficient times its amount", () => {
    expect(maxBlockAmount(2.5, 100)).toBe(250);
    expect(maxBlockAmount(1.333, 3)).toBe(4);
  });

  it('money rounds half away from zero at cents', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(Infinity)).toBe(Infinity);
  });
});
