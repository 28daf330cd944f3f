import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney: money reads as money in every view', () => {
  it.each([
    { rule: 'QA7 19: one decimal shows two ("120.50", not "120.5")', value: 120.5, lng: 'en', text: '120.50' },
    { rule: 'QA7 19: in Russian too', value: 120.5, lng: 'ru', text: '120,50' },
    { rule: 'cents as they are', value: 545.04, lng: 'en', text: '545.04' },
    { rule: 'a whole amount stays without decimals', value: 25_000, lng: 'en', text: '25,000' },
    { rule: 'at most two decimals, a half-cent rounding up', value: 1.005 + 1e-9, lng: 'en', text: '1.01' },
    { rule: 'an amount that rounds to whole units has no decimals', value: 2.999, lng: 'en', text: '3' },
    { rule: 'a small amount keeps its cents', value: 0.25, lng: 'en', text: '0.25' },
    { rule: 'a negative amount takes the minus sign U+2212, not a hyphen', value: -120.5, lng: 'en', text: '\u2212120.50' },
    { rule: 'a negative amount in Russian too', value: -25_000, lng: 'ru', text: '\u221225\u00a0000' },
    { rule: 'an amount that rounds to zero is "0", never "-0"', value: -0.001, lng: 'en', text: '0' },
    { rule: 'no number', value: Number.NaN, lng: 'en', text: '—' },
    { rule: 'unbounded', value: Number.POSITIVE_INFINITY, lng: 'en', text: '∞' },
  ])('$rule', ({ value, lng, text }) => {
    expect(formatMoney(value, lng)).toBe(text);
  });
});
