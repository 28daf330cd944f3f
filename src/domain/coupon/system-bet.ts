import { err, ok, type Result } from '../shared/result';
import type { CouponError } from './coupon.errors';

/** spec 000 §5: system value at least 2. */
export const SYSTEM_MIN_VALUE = 2;

/**
 * Our design: in a system coupon a banker is a selection in this block; all
 * other selections sit in block 0. The block travels to the server in the
 * request's bets, so no extra field is needed.
 */
export const SYSTEM_BANKER_BLOCK_ID = 1;

/** Binomial coefficient C(n, k); exact for every value that fits a double's 53-bit mantissa. */
export function binomial(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0;
  const r = Math.min(k, n - k);
  let result = 1;
  // Multiplying before dividing keeps every intermediate an integer.
  for (let i = 1; i <= r; i += 1) result = (result * (n - r + i)) / i;
  return Math.round(result);
}

/**
 * Elementary symmetric polynomials e_0 … e_maxDegree of `values` by the
 * recurrence e_j ← e_j + x·e_{j−1}, in O(n·maxDegree) time and O(maxDegree)
 * space. e_j is the sum over all j-subsets of the product of their values,
 * i.e. the total coefficient of every j-fold express; nothing is enumerated.
 */
export function elementarySymmetric(values: readonly number[], maxDegree: number): number[] {
  if (!Number.isInteger(maxDegree) || maxDegree < 0) return [];
  const degree = Math.max(0, Math.min(maxDegree, values.length));
  const e = new Array<number>(maxDegree + 1).fill(0);
  e[0] = 1;
  values.forEach((x, index) => {
    for (let j = Math.min(index + 1, degree); j >= 1; j -= 1) {
      e[j] = (e[j] ?? 0) + x * (e[j - 1] ?? 0);
    }
  });
  return e;
}

/** The selections of a system coupon, bankers apart. */
export interface SystemSelection {
  /** Coefficients of the ordinary selections. */
  coefs: readonly number[];
  /** Coefficients of the bankers (part of every line). */
  bankerCoefs: readonly number[];
  /** k: selections per line, bankers included. */
  value: number;
}

/** Lines of a system k of n with b bankers: C(n−b, k−b). */
export function systemLines(selection: SystemSelection): number {
  const b = selection.bankerCoefs.length;
  return binomial(selection.coefs.length, selection.value - b);
}

/**
 * The system's coefficient per unit of the whole stake: every line wins,
 * each staked amount / lines. Equals (Π bankers · e_{k−b}(others)) / lines.
 * 0 when the system is impossible (k−b outside 0…n−b).
 */
export function systemCoef(selection: SystemSelection): number {
  const lines = systemLines(selection);
  if (lines === 0) return 0;
  const degree = selection.value - selection.bankerCoefs.length;
  const bankerProduct = selection.bankerCoefs.reduce((product, coef) => product * coef, 1);
  const e = elementarySymmetric(selection.coefs, degree)[degree] ?? 0;
  return (bankerProduct * e) / lines;
}

/**
 * Possible win of a system when every selection wins: stake per line
 * (amount / lines) × Π banker coefficients × e_{k−b}(other coefficients).
 * Not rounded; callers round money for display.
 */
export function systemPossibleWin(amount: number, selection: SystemSelection): number {
  return amount * systemCoef(selection);
}

/**
 * QA15 #9: what each line of a system stakes, amount / lines as systemPossibleWin counts it, in cents as the
 * slip shows money, and whether that is exact: `even` is false when the stake does not divide into whole
 * cents a line (250 over 6 lines: 41.67 shown, 41.666… staked), so the slip says it is about that.
 */
export function systemStakePerLine(amount: number, lines: number): { perLine: number; even: boolean } {
  if (!(lines > 0) || !Number.isFinite(amount)) return { perLine: 0, even: true };
  const cents = Math.round(amount * 100);
  return { perLine: Math.round(cents / lines) / 100, even: cents % lines === 0 };
}

/**
 * One entry of the system selector (spec 000 §3 "System option").
 * - value: k;
 * - offset: n − k, how many selections may lose while a line can still win;
 * - minBetAmount: the least whole stake, `combo` lines of the minimum line amount;
 * - combo: number of lines, C(n−b, k−b).
 */
export interface SystemOption {
  value: number;
  offset: number;
  minBetAmount: number;
  combo: number;
}

/** Smallest and largest system value for n selections of which b are bankers. */
export function systemValueRange(n: number, bankers: number): { min: number; max: number } {
  // A line needs one ordinary selection; k = n would be a single express.
  return { min: Math.max(SYSTEM_MIN_VALUE, bankers + 1), max: n - 1 };
}

/** Every system the selections allow, smallest k first; empty when none does. */
export function systemOptions(n: number, bankers: number, minLineAmount: number): SystemOption[] {
  const { min, max } = systemValueRange(n, bankers);
  const options: SystemOption[] = [];
  for (let value = min; value <= max; value += 1) {
    const combo = binomial(n - bankers, value - bankers);
    options.push({ value, offset: n - value, minBetAmount: combo * minLineAmount, combo });
  }
  return options;
}

/** spec 000 §5: system value at least 2, and within what the selections allow. */
export function validateSystemValue(
  value: number,
  n: number,
  bankers: number,
): Result<number, CouponError> {
  const { min, max } = systemValueRange(n, bankers);
  if (!Number.isInteger(value) || value < min) {
    return err({ code: 'system-value-too-low', value, min });
  }
  if (value > max) return err({ code: 'system-value-too-high', value, max });
  return ok(value);
}
