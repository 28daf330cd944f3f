/** Whole-hour offsets from UTC: every zone in use lies between −12 and +14. */
const WHOLE_HOURS: readonly number[] = Array.from({ length: 27 }, (_, i) => i - 12);

/**
 * The offsets in use that are not whole hours (QA18 #7), in hours as the preference keeps them: −9:30 Marquesas,
 * −3:30 Newfoundland, +3:30 Iran, +4:30 Afghanistan, +5:30 India and Sri Lanka, +5:45 Nepal, +6:30 Myanmar and
 * Cocos, +8:45 Eucla, +9:30 Darwin and Adelaide, +10:30 Lord Howe and Adelaide in summer, +12:45 Chatham, +13:45
 * Chatham in summer.
 */
export const FRACTIONAL_TIME_ZONE_OFFSETS: readonly number[] = [-9.5, -3.5, 3.5, 4.5, 5.5, 5.75, 6.5, 8.75, 9.5, 10.5, 12.75, 13.75];

/** The offsets from UTC the time-zone choice offers, west to east: the whole hours and the real fractional ones. */
export const TIME_ZONE_OFFSETS: readonly number[] = [...WHOLE_HOURS, ...FRACTIONAL_TIME_ZONE_OFFSETS].sort((a, b) => a - b);

/**
 * The time-zone offsets to offer: those above, and the player's own offset where it is none of them (a stored
 * offset no zone uses stays chosen and shown, never silently replaced by the first option).
 */
export function timeZoneOptions(current: number): number[] {
  return TIME_ZONE_OFFSETS.includes(current) || !Number.isFinite(current) ? [...TIME_ZONE_OFFSETS] : [...TIME_ZONE_OFFSETS, current].sort((a, b) => a - b);
}

/** "+3", "−5" (a true minus sign), "+5:30", "+5:45", "−9:30", and "" for UTC itself. */
export function offsetText(offset: number): string {
  if (offset === 0) return '';
  const sign = offset > 0 ? '+' : '−';
  const hours = Math.floor(Math.abs(offset));
  const minutes = Math.round((Math.abs(offset) - hours) * 60);
  return `${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}
