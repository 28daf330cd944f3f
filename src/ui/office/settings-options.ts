/** Whole-hour offsets from UTC the time-zone choice offers: every zone in use lies between −12 and +14. */
export const TIME_ZONE_OFFSETS: readonly number[] = Array.from({ length: 27 }, (_, i) => i - 12);

/**
 * The time-zone offsets to offer: the whole hours, and the player's own offset where it is none of them (a
 * stored 5.5 stays chosen and shown, never silently replaced by the first option).
 */
export function timeZoneOptions(current: number): number[] {
  return TIME_ZONE_OFFSETS.includes(current) || !Number.isFinite(current) ? [...TIME_ZONE_OFFSETS] : [...TIME_ZONE_OFFSETS, current].sort((a, b) => a - b);
}

/** "+3", "−5" (a true minus sign), "+5:30", and "" for UTC itself. */
export function offsetText(offset: number): string {
  if (offset === 0) return '';
  const sign = offset > 0 ? '+' : '−';
  const hours = Math.floor(Math.abs(offset));
  const minutes = Math.round((Math.abs(offset) - hours) * 60);
  return `${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}
