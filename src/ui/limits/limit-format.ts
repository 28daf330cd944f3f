import { knownTime, limitTypeInfo, limitValueLabel, type LimitOption, type LimitMessage } from '../../domain/limits';
import { formatMoney } from '../i18n/format-money';
import { pluralText } from '../i18n/plural-text';
import type { Translate } from '../i18n/use-t';

/** spec 001 §3: a fixed option in the player's words (self-exclusion as days, months or years; the 7-day deposit's no-limit). */
export function optionText(t: Translate, lng: string, option: LimitOption): string {
  if (option.unit === 'no-limit') return t('limits_no_limit');
  return pluralText(t, lng, `limits_unit_${option.unit}`, option.amount);
}

/**
 * A limit value as the player reads it: its option, "not set", a money amount with its measure (the shared
 * money rule: cents always with two decimals, QA8 17), or spec 001 §5 value plus measure.
 */
export function limitValueText(t: Translate, lng: string, type: number, value: number, measure: string): string {
  const label = limitValueLabel(type, value, measure);
  if (label.kind === 'option') return optionText(t, lng, label.option);
  if (label.kind === 'not-set') return t('limits_not_set');
  if (limitTypeInfo(type)?.unit === 'money') return withMinusSign(measure.trim() ? `${formatMoney(value, lng)} ${measure.trim()}` : formatMoney(value, lng));
  return withMinusSign(label.text);
}

/** A number below zero written with the minus sign U+2212, as the site writes one elsewhere, not a hyphen (QA18 #6). */
export const withMinusSign = (text: string): string => text.replace(/^-(?=\d)/, '\u2212');

/**
 * Seconds since 1970 (the limits service's unit) as the page writes a time: `format` is useFormatTime's, with
 * the player's zone and clock. A time the service did not send (0) is not known: null, never "1 Jan 1970" (QA18 #4).
 */
export const formatLimitDate = (seconds: number, format: (ms: number) => string): string | null => {
  const known = knownTime(seconds);
  return known === null ? null : format(known * 1000);
};

/**
 * spec 001 §4 notice of a locked self-exclusion or time-out, its start and end as far as the service said them
 * (QA18 #4): "In force from … until …", or without the end, the start, or both, saying what is not known.
 */
export function lockText(t: Translate, lock: { startedAt: number | null; endsAt: number | null }, format: (ms: number) => string): string {
  const start = lock.startedAt === null ? null : formatLimitDate(lock.startedAt, format);
  const end = lock.endsAt === null ? null : formatLimitDate(lock.endsAt, format);
  if (start && end) return t('limits_locked', { start, end });
  if (start) return t('limits_locked_no_end', { start });
  if (end) return t('limits_locked_no_start', { end });
  return t('limits_locked_unknown');
}

/** The dictionary key naming a limit type ("Deposit limit for 24 hours", "Self-exclusion"). */
export const limitTypeKey = (type: number): string => `limits_type_${type}`;

/** A service message: its own title as is, or our dictionary text. */
export const messageText = (t: Translate, message: LimitMessage): string => (message.kind === 'text' ? message.text : t(message.key));

/** A signed-in time as the player reads it: "1 hour 5 minutes", "30 minutes", "2 hours" (whole minutes, rounded down). */
export function durationText(t: Translate, lng: string, ms: number): string {
  const totalMinutes = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(pluralText(t, lng, 'limits_duration_hours', hours));
  if (minutes > 0 || hours === 0) parts.push(pluralText(t, lng, 'limits_duration_minutes', minutes));
  return parts.join(' ');
}
