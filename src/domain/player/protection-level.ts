export type ProtectionStatus = 'bad' | 'normal' | 'good' | 'full';

/**
 * spec 001 §9: null stays null; 30 or below is bad; above 30 and below 70 is
 * normal; 70 to below 100 is good; 100 is full. Design: above 100 counts as
 * full (the scale tops out there).
 */
export function protectionStatus(level: number | null): ProtectionStatus | null {
  if (level === null || Number.isNaN(level)) return null;
  if (level <= 30) return 'bad';
  if (level < 70) return 'normal';
  if (level < 100) return 'good';
  return 'full';
}
