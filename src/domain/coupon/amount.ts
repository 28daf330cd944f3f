import { err, ok, type Result } from '../shared/result';
import type { CouponError } from './coupon.errors';

/** Minimum amount step and initial bet amount of one currency. */
export interface CurrencyAmounts {
  step: number;
  initial: number;
}

/** spec 000 §9: default currency RUB if none known. */
export const DEFAULT_CURRENCY = 'RUB';

/**
 * Steps and initial amounts by ISO code. RUB to JPY are spec 000 §9. The rest
 * are our design: a step near one small coffee and an initial amount near two,
 * rounded to the notes players use, as the spec's own values are.
 */
export const CURRENCY_AMOUNTS: Readonly<Record<string, CurrencyAmounts>> = {
  RUB: { step: 100, initial: 150 },
  USD: { step: 2.5, initial: 5 },
  EUR: { step: 2.5, initial: 5 },
  UAH: { step: 50, initial: 50 },
  KZT: { step: 500, initial: 1000 },
  GBP: { step: 2.5, initial: 5 },
  BRL: { step: 10, initial: 15 },
  INR: { step: 100, initial: 300 },
  JPY: { step: 500, initial: 1000 },
  // Our design from here on.
  BYN: { step: 5, initial: 10 },
  UZS: { step: 10000, initial: 20000 },
  AZN: { step: 5, initial: 10 },
  KGS: { step: 100, initial: 300 },
  PLN: { step: 10, initial: 20 },
  TRY: { step: 50, initial: 100 },
  CAD: { step: 2.5, initial: 5 },
  AUD: { step: 2.5, initial: 5 },
  CHF: { step: 2.5, initial: 5 },
  SEK: { step: 25, initial: 50 },
  NOK: { step: 25, initial: 50 },
  CNY: { step: 20, initial: 30 },
  MXN: { step: 50, initial: 100 },
  NGN: { step: 1000, initial: 2000 },
};

/** spec 000 §9: an unknown currency falls back to RUB. */
export function currencyAmounts(currency: string | null | undefined): CurrencyAmounts {
  const known = currency ? CURRENCY_AMOUNTS[currency.toUpperCase()] : undefined;
  return known ?? (CURRENCY_AMOUNTS[DEFAULT_CURRENCY] as CurrencyAmounts);
}

/** spec 000 §9: minimum amount step by currency. */
export function minAmountStep(currency: string | null | undefined): number {
  return currencyAmounts(currency).step;
}

/** spec 000 §9: initial bet amount by currency. */
export function initialAmountFor(currency: string | null | undefined): number {
  return currencyAmounts(currency).initial;
}

/** The part of the coupon settings that decides the step. */
export interface AmountStepSettings {
  /** The player's own step per currency, used when isManualAmountStep. */
  amountStepByCurrency: Readonly<Record<string, number>>;
  isManualAmountStep: boolean;
}

/**
 * The step of the amount's +/− buttons. A manual step is the player's, but
 * never below the currency's minimum step: the spec calls that value a minimum.
 */
export function amountStep(currency: string | null | undefined, settings: AmountStepSettings): number {
  const minimum = minAmountStep(currency);
  if (!settings.isManualAmountStep) return minimum;
  const manual = currency ? settings.amountStepByCurrency[currency.toUpperCase()] : undefined;
  return manual !== undefined && Number.isFinite(manual) && manual > 0 ? Math.max(manual, minimum) : minimum;
}

/** Money is kept in cents: round half away from zero at two decimals. */
export function roundMoney(value: number): number {
  if (!Number.isFinite(value)) return value;
  return Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-9) / 100;
}

/** Largest amount a coupon, a block, a single or a setting may hold: beyond it a number is a mistake, not money. */
export const MAX_AMOUNT = 1_000_000_000;

/** A player-entered or stored amount in cents, or undefined when it is not a number from 0 to MAX_AMOUNT. */
export function normalizeAmount(value: number): number | undefined {
  return Number.isFinite(value) && value >= 0 && value <= MAX_AMOUNT ? roundMoney(value) : undefined;
}

/**
 * One press of + (direction 1) or − (direction −1). − stops at `min` (the coupon's minimum stake), or at one
 * step when no minimum applies: a stake of 0 is no bet, and stepping below the minimum only makes a stake the
 * slip refuses at placement. − never raises a stake already below that floor (one typed by hand). + stops at
 * `max` (the coupon's maximum stake, Infinity when none applies) for the same reason, and never lowers a
 * stake already above it.
 */
export function stepAmount(
  amount: number,
  step: number,
  direction: 1 | -1,
  min: number | null = null,
  max = Infinity,
): number {
  const next = roundMoney(amount + direction * step);
  if (direction === 1) return Math.min(next, Math.max(amount, max));
  const floor = min ?? step;
  return Math.max(next, Math.min(amount, floor), 0);
}

/** What decides the limits of one coupon's amount. */
export interface AmountLimitsInput {
  typeId: number;
  /** Minimum bet from the server; 0 means none exists. */
  minBetAmount: number;
  /** Maximum bet from the server; Infinity when unknown. */
  maxBetAmount: number;
  isBonusAccount: boolean;
  /** Config: coupon types a minimum bet applies to. */
  minBetTypeIds: readonly number[];
  /** Config: coupon types a maximum bet applies to. */
  maxBetTypeIds: readonly number[];
}

export interface AmountLimits {
  /** null when no minimum applies. */
  min: number | null;
  /** Infinity when no maximum applies. */
  max: number;
}

/**
 * spec 000 §5: the minimum applies only to config-listed types and when a min
 * bet exists; the maximum only to listed types, and never on the bonus account.
 */
export function amountLimits(input: AmountLimitsInput): AmountLimits {
  const min =
    input.minBetAmount > 0 && input.minBetTypeIds.includes(input.typeId) ? input.minBetAmount : null;
  const max =
    !input.isBonusAccount && input.maxBetTypeIds.includes(input.typeId) ? input.maxBetAmount : Infinity;
  return { min, max };
}

/** Check an amount against its limits; a zero or invalid amount is an error too. */
export function validateAmount(amount: number, limits: AmountLimits): Result<number, CouponError> {
  if (!Number.isFinite(amount) || amount <= 0) return err({ code: 'amount-invalid', amount });
  if (limits.min !== null && amount < limits.min) {
    return err({ code: 'amount-below-min', amount, min: limits.min });
  }
  if (amount > limits.max) return err({ code: 'amount-above-max', amount, max: limits.max });
  return ok(amount);
}

/**
 * The limits a coupon is placed against: a VIP bet asks to stake above the maximum (the bookmaker reviews it
 * instead), so only its minimum holds. `validateCoupon` places against these, and the slip marks its stake field by
 * them (`stakeLimitProblem`), so the two never disagree.
 */
export function placementAmountLimits(limits: AmountLimits, isActiveVipBet: boolean): AmountLimits {
  return isActiveVipBet ? { ...limits, max: Infinity } : limits;
}

/** Why a stake is outside its limits, as the slip says it before Place bet; null: within them. */
export type StakeLimitProblem = 'below-min' | 'above-max' | null;

/**
 * Whether a stake is outside the limits placing holds it to (`placementAmountLimits`, judged by `validateAmount`).
 * A stake of 0 or none is not counted: the stake field says that itself, as `singlesOutOfLimits` leaves such a
 * single unmarked.
 */
export function stakeLimitProblem(amount: number, limits: AmountLimits, isActiveVipBet: boolean): StakeLimitProblem {
  const checked = validateAmount(amount, placementAmountLimits(limits, isActiveVipBet));
  if (checked.ok) return null;
  if (checked.error.code === 'amount-below-min') return 'below-min';
  if (checked.error.code === 'amount-above-max') return 'above-max';
  return null;
}

/** spec 000 §5: maximum per block derives from the previous block's coefficient times its amount. */
export function maxBlockAmount(previousBlockCoef: number, previousBlockAmount: number): number {
  return roundMoney(previousBlockCoef * previousBlockAmount);
}

/**
 * A value of a per-selection or per-block map (stakes, times), by own key only: a selection id such as
 * "constructor" or "__proto__" must not find what every object inherits.
 */
export function ownValue(amounts: Readonly<Record<string, number>>, key: string): number | undefined {
  return Object.hasOwn(amounts, key) ? amounts[key] : undefined;
}
