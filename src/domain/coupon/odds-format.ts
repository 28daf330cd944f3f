/**
 * Odds formats (coefficient views). spec 000 §5 allows view ids 0, 1, 2, 4, 5,
 * 6, 14, 15, 16; any other id has no format (undefined).
 *
 * 0-6 follow the industry formats. 14, 15 and 16 are "and similar" in the
 * spec; in our product they mean:
 * - 14 PROBABILITY: implied probability 100 / d, one decimal (more below 1 %, to keep two significant digits), with "%";
 * - 15 DECIMAL_PRECISE: decimal with three decimals, for players comparing prices closely;
 * - 16 PER_HUNDRED: what a stake of 100 returns, d × 100 as a whole number (tote style).
 */
export const CoefView = {
  DECIMAL: 0,
  AMERICAN: 1,
  FRACTIONAL: 2,
  HONG_KONG: 4,
  MALAY: 5,
  INDONESIAN: 6,
  PROBABILITY: 14,
  DECIMAL_PRECISE: 15,
  PER_HUNDRED: 16,
} as const;
export type CoefViewId = (typeof CoefView)[keyof typeof CoefView];

export const COEF_VIEW_IDS: readonly CoefViewId[] = Object.values(CoefView);

export const DEFAULT_COEF_VIEW_ID: CoefViewId = CoefView.DECIMAL;

/** spec 000 §5: only the listed coefficient view ids exist. */
export function isCoefViewId(value: number): value is CoefViewId {
  return (COEF_VIEW_IDS as readonly number[]).includes(value);
}

/** Largest denominator a fractional price may have. */
export const MAX_FRACTION_DENOMINATOR = 100;

/**
 * Largest denominator of a "simple" fraction. The bookmakers' fractional ladder
 * uses small denominators (10/11, 4/11, 8/13, 15/8, 1/14, 1/16, 1/20), so a price
 * is shown with one of them whenever one shows the same price to the cent; only
 * prices no such fraction reaches (1.01 → 1/100) fall back to MAX_FRACTION_DENOMINATOR.
 */
export const SIMPLE_FRACTION_DENOMINATOR = 20;

export interface Fraction {
  numerator: number;
  denominator: number;
}

/**
 * spec 000 §5 "the nearest simple fraction of d − 1". Among the fractions p/q
 * that show the same price to the cent as `x`, the one nearest to x (to the cent)
 * with q ≤ SIMPLE_FRACTION_DENOMINATOR; when none has so small a denominator, the
 * nearest with q ≤ MAX_FRACTION_DENOMINATOR. Ties go to the smaller q (so the
 * fraction is in lowest terms). 0.91 → 10/11, 0.05 → 1/20, 0.95 → 19/20,
 * 0.36 → 5/14 (nearer than 4/11), 0.01 → 1/100. Because the choice depends only
 * on x rounded to cents, formatting a parsed fraction gives the same fraction back.
 */
export function toFraction(x: number): Fraction {
  const cents = Math.round(x * 100);
  return (
    nearestFractionInCent(cents, SIMPLE_FRACTION_DENOMINATOR) ??
    nearestFractionInCent(cents, MAX_FRACTION_DENOMINATOR) ?? { numerator: cents, denominator: 100 }
  );
}

/** The fraction with denominator ≤ maxDenominator nearest to cents/100 among those showing that cent; ties: smaller denominator. */
function nearestFractionInCent(cents: number, maxDenominator: number): Fraction | undefined {
  let best: Fraction | undefined;
  // Distance to cents/100, in hundredths, is |100p − cents·q| / q; compared by cross-multiplying to stay in integers.
  let bestOffset = 0;
  for (let denominator = 1; denominator <= maxDenominator; denominator += 1) {
    // p/q strictly inside (cents − 0.5, cents + 0.5) hundredths, in integers: (2c−1)q < 200p < (2c+1)q.
    // Strictly, so that 1 + p/q − 1 in floating point cannot fall into the neighbouring cent.
    // Each q has at most one such p, since the window (0.01) is narrower than 1/q.
    const numerator = Math.floor(((2 * cents - 1) * denominator) / 200) + 1;
    if (200 * numerator <= (2 * cents - 1) * denominator || 200 * numerator >= (2 * cents + 1) * denominator) continue;
    const offset = Math.abs(100 * numerator - cents * denominator);
    if (best === undefined || offset * best.denominator < bestOffset * denominator) {
      best = { numerator: Math.max(0, numerator), denominator };
      bestOffset = offset;
    }
  }
  return best;
}

/**
 * A decimal coefficient in a view's own number, before any rounding. Fractional
 * gives d − 1 (the fraction's value). Undefined for an unknown view or d ≤ 1.
 */
export function toOddsView(decimal: number, viewId: number): number | undefined {
  if (!isCoefViewId(viewId) || !Number.isFinite(decimal) || decimal <= 1) return undefined;
  const net = decimal - 1;
  switch (viewId) {
    case CoefView.DECIMAL:
    case CoefView.DECIMAL_PRECISE:
      return decimal;
    case CoefView.AMERICAN:
      return decimal >= 2 ? net * 100 : -100 / net;
    case CoefView.FRACTIONAL:
    case CoefView.HONG_KONG:
      return net;
    case CoefView.MALAY:
      return decimal <= 2 ? net : -1 / net;
    case CoefView.INDONESIAN:
      return decimal >= 2 ? net : -1 / net;
    case CoefView.PROBABILITY:
      return 100 / decimal;
    case CoefView.PER_HUNDRED:
      return decimal * 100;
  }
}

/** The inverse of toOddsView; undefined when the number is outside the view's range. */
export function fromOddsView(value: number, viewId: number): number | undefined {
  if (!isCoefViewId(viewId) || !Number.isFinite(value)) return undefined;
  const decimal = ((): number | undefined => {
    switch (viewId) {
      case CoefView.DECIMAL:
      case CoefView.DECIMAL_PRECISE:
        return value;
      case CoefView.AMERICAN:
        if (value >= 100) return 1 + value / 100;
        if (value <= -100) return 1 - 100 / value;
        return undefined;
      case CoefView.FRACTIONAL:
      case CoefView.HONG_KONG:
        return 1 + value;
      case CoefView.MALAY:
        if (value > 0 && value <= 1) return 1 + value;
        if (value < 0 && value >= -1) return 1 - 1 / value;
        return undefined;
      case CoefView.INDONESIAN:
        if (value >= 1) return 1 + value;
        if (value <= -1) return 1 - 1 / value;
        return undefined;
      case CoefView.PROBABILITY:
        return value > 0 && value < 100 ? 100 / value : undefined;
      case CoefView.PER_HUNDRED:
        return value / 100;
    }
  })();
  return decimal !== undefined && Number.isFinite(decimal) && decimal > 1 ? decimal : undefined;
}

/**
 * `value` with `digits` decimals in plain digits: toFixed and String switch to
 * exponent notation from 1e21 ("2.2e+23"), which a coupon of 30 long prices
 * reaches and which no player reads as odds.
 */
function plain(value: number, digits: number): string {
  if (Math.abs(value) < 1e21) return halfUp(value, digits).toFixed(digits);
  return value.toLocaleString('en-US', { useGrouping: false, minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/**
 * `value` rounded half away from zero at `digits` decimals as it reads in decimal: 4.475 → 4.48, where
 * toFixed rounds the binary value just below it (4.47), so a price on its half-cent showed rounded down
 * (QA: an express at 4.475 read 4.48 in the slip and 4.47 on the printed coupon).
 */
function halfUp(value: number, digits: number): number {
  const text = String(Math.abs(value));
  if (text.includes('e')) return value;
  return Math.sign(value) * Number(`${Math.round(Number(`${text}e${digits}`))}e-${digits}`);
}

/** Avoid "-0.00" and similar: a value that rounds to zero is shown without a sign. */
function fixed(value: number, digits: number): string {
  const text = plain(value, digits);
  return Number(text) === 0 ? (0).toFixed(digits) : text;
}

/** Significant digits a small price keeps (Hong Kong, Malay and Indonesian below 0.01, probability below 1 %). */
export const MIN_SIGNIFICANT_DIGITS = 2;

/**
 * `value` with the view's usual `digits` decimals, or, when its size is below
 * `smallBelow`, with MIN_SIGNIFICANT_DIGITS significant digits: Malay −1/(d − 1)
 * at d = 277.48 is "-0.0036", not "0.00" (no such price, and the sign lost);
 * probability at d = 2000 is "0.050", not "0.1". Ordinary prices keep the form
 * players know (Hong Kong 0.05, Malay −0.07). Which form applies follows from
 * the value rounded to two significant digits, so the text read back chooses
 * the same form.
 */
function significant(value: number, digits: number, smallBelow: number): string {
  if (value === 0 || Math.abs(Number(value.toPrecision(MIN_SIGNIFICANT_DIGITS))) >= smallBelow) return fixed(value, digits);
  const exponent = Number(Math.abs(value).toExponential(MIN_SIGNIFICANT_DIGITS - 1).split('e')[1]);
  return value.toFixed(Math.max(digits, MIN_SIGNIFICANT_DIGITS - 1 - exponent));
}

/**
 * A coefficient as the player sees it in the chosen view; undefined for an
 * unknown view id or an impossible coefficient. At the even-money point the
 * two signed forms (American ±100, Malay and Indonesian ±1.00) meet; the
 * positive one is shown so that formatting is stable. Small Hong Kong, Malay,
 * Indonesian and probability numbers keep two significant digits (see `significant`).
 */
export function formatOdds(decimal: number, viewId: number): string | undefined {
  const value = toOddsView(decimal, viewId);
  if (value === undefined) return undefined;
  switch (viewId) {
    case CoefView.DECIMAL:
      return fixed(value, 2);
    case CoefView.DECIMAL_PRECISE:
      return fixed(value, 3);
    case CoefView.AMERICAN: {
      const rounded = Math.round(value);
      return rounded > 0 || rounded === -100 ? `+${plain(Math.abs(rounded), 0)}` : plain(rounded, 0);
    }
    case CoefView.FRACTIONAL: {
      const { numerator, denominator } = toFraction(value);
      return `${numerator}/${denominator}`;
    }
    case CoefView.HONG_KONG:
      return significant(value, 2, 0.01);
    case CoefView.MALAY:
    case CoefView.INDONESIAN: {
      const text = significant(value, 2, 0.01);
      return text === '-1.00' ? '1.00' : text;
    }
    case CoefView.PROBABILITY:
      return `${significant(value, 1, 1)}%`;
    case CoefView.PER_HUNDRED:
      return plain(Math.round(value), 0);
    default:
      return undefined;
  }
}

/** The minus sign (U+2212), as the slip's − button writes it: typography's minus, not the hyphen-minus "-". */
export const MINUS_SIGN = '\u2212';

/**
 * A price as the player sees it (every view of odds: the line's cells, the slip, its questions, the history,
 * the printed coupon): formatOdds, with a negative American, Malay or Indonesian price written with the minus
 * sign ("−200", "−0.50"), not the hyphen-minus, which is shorter, sits lower and reads as a dash. formatOdds
 * keeps "-" because its text is also the coupon's coefByView, the number the server reads; parseOdds reads both.
 */
export function formatShownOdds(decimal: number, viewId: number): string | undefined {
  const text = formatOdds(decimal, viewId);
  return text?.startsWith('-') ? `${MINUS_SIGN}${text.slice(1)}` : text;
}

/**
 * British books say a fractional price of 1/1 (decimal 2.00 to the cent) as "Evens", written "EVS" where
 * space is short. The domain says when a price is evens; the word is the player's language's (a dictionary
 * key in the UI). formatOdds keeps "1/1", the view's own number: it is what coefByView sends to the server
 * and what parseOdds reads, so every price the word stands for reads back from "1/1" to the same text.
 */
export function isEvens(decimal: number, viewId: number): boolean {
  if (viewId !== CoefView.FRACTIONAL) return false;
  const value = toOddsView(decimal, viewId);
  if (value === undefined) return false;
  const { numerator, denominator } = toFraction(value);
  return numerator === 1 && denominator === 1;
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const FRACTION = /^(\d+)\s*\/\s*(\d+)$/;

/**
 * Read a price typed or shown in a view back to a decimal coefficient; undefined when it is not one. A shown
 * price's minus sign (formatShownOdds) reads as the hyphen-minus.
 */
export function parseOdds(text: string, viewId: number): number | undefined {
  if (!isCoefViewId(viewId)) return undefined;
  let source = text.trim().replace(/^\u2212/, '-');
  if (viewId === CoefView.FRACTIONAL) {
    const match = FRACTION.exec(source);
    if (!match) return undefined;
    const denominator = Number(match[2]);
    if (denominator === 0) return undefined;
    return fromOddsView(Number(match[1]) / denominator, viewId);
  }
  if (viewId === CoefView.PROBABILITY && source.endsWith('%')) source = source.slice(0, -1).trim();
  if (!NUMBER.test(source)) return undefined;
  return fromOddsView(Number(source), viewId);
}
