import { LimitType, SESSION_LIMIT_NOT_SET } from './limit';

export type OptionUnit = 'days' | 'months' | 'years' | 'hours' | 'minutes' | 'no-limit';

/** One fixed choice of a limit field: the value sent to the server and how it reads. */
export interface LimitOption {
  value: number;
  amount: number;
  unit: OptionUnit;
}

/** spec 001 §3: the 7-day deposit limit has a no-limit value of 999999999. */
export const DEPOSIT_NO_LIMIT_VALUE = 999_999_999;

/**
 * spec 001 §3: self-exclusion days. Year-long choices come in two spellings
 * (360/365, 720/730, 1080/1095, 1800/1825); the year length picks which one
 * the options offer, and either spelling is recognised when read back.
 */
export type YearLength = 360 | 365;
const SELF_EXCLUSION_SHORT_DAYS = [1, 7, 30, 90, 180] as const;
const SELF_EXCLUSION_YEARS = [1, 2, 3, 5] as const;
export const SELF_EXCLUSION_TEN_YEARS_DAYS = 3650;

export const selfExclusionDays = (yearLength: YearLength = 365): number[] => [
  ...SELF_EXCLUSION_SHORT_DAYS,
  ...SELF_EXCLUSION_YEARS.map((years) => years * yearLength),
  SELF_EXCLUSION_TEN_YEARS_DAYS,
];

/** spec 001 §3: session hours 1 to 24. */
export const SESSION_HOURS = Array.from({ length: 24 }, (_, i) => i + 1);

/** spec 001 §3: reality check minutes. */
export const REALITY_CHECK_MINUTES = [5, 10, 15, 30, 45, 60] as const;

/** spec 001 §3: deposit time-out days. */
export const DEPOSIT_TIMEOUT_DAYS = [1, 7, 30, 90] as const;

/**
 * spec 001 §3: self-exclusion is shown as days, months or years. Design:
 * under 30 days reads as days; a whole number of 360- or 365-day years as
 * years; a whole number of 30-day months as months; anything else as days.
 */
export function daysAsDuration(days: number): LimitOption {
  if (days >= 360 && days % 365 === 0) return { value: days, amount: days / 365, unit: 'years' };
  if (days >= 360 && days % 360 === 0) return { value: days, amount: days / 360, unit: 'years' };
  if (days >= 30 && days % 30 === 0) return { value: days, amount: days / 30, unit: 'months' };
  return { value: days, amount: days, unit: 'days' };
}

/** spec 001 §5: options come only from the fixed lists. Money limits other than the 7-day deposit have none. */
export function limitOptions(type: number, yearLength: YearLength = 365): LimitOption[] {
  switch (type) {
    case LimitType.SelfExclusion:
      return selfExclusionDays(yearLength).map(daysAsDuration);
    case LimitType.Session:
      return SESSION_HOURS.map((hours) => ({ value: hours, amount: hours, unit: 'hours' }));
    case LimitType.RealityCheck:
      return REALITY_CHECK_MINUTES.map((minutes) => ({ value: minutes, amount: minutes, unit: 'minutes' }));
    case LimitType.DepositTimeout:
      return DEPOSIT_TIMEOUT_DAYS.map((days) => ({ value: days, amount: days, unit: 'days' }));
    case LimitType.Deposit7d:
      return [{ value: DEPOSIT_NO_LIMIT_VALUE, amount: 0, unit: 'no-limit' }];
    default:
      return [];
  }
}

export type LimitValueLabel =
  | { kind: 'option'; option: LimitOption }
  | { kind: 'not-set' }
  /** spec 001 §5: an unknown value is shown as value plus measure. */
  | { kind: 'text'; text: string };

/** How a stored limit value reads: a known option (either self-exclusion spelling), not set, or value plus measure. */
export function limitValueLabel(type: number, value: number, measure: string): LimitValueLabel {
  if (type === LimitType.Session && value === SESSION_LIMIT_NOT_SET) return { kind: 'not-set' };
  const known = [...limitOptions(type, 365), ...limitOptions(type, 360)].find((option) => option.value === value);
  return known ? { kind: 'option', option: known } : { kind: 'text', text: unknownValueText(value, measure) };
}

/** spec 001 §5: value plus measure, joined by a space ('150 USD', '3 h'); no measure gives the bare value. */
export const unknownValueText = (value: number, measure: string): string =>
  measure.trim() === '' ? String(value) : `${value} ${measure.trim()}`;
