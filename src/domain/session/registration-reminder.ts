/** Local-storage key of the next time the reminder may show: ms since epoch, or 'never'. */
export const REGISTRATION_REMINDER_NEXT_STORAGE_KEY = 'registration_reminder_next_at';

export type ReminderNextAllowed = number | 'never';

/** spec 001 §4: the popup shows after a configured delay in seconds. */
export const registrationReminderDelayMs = (delaySeconds: number): number => Math.max(0, delaySeconds) * 1000;

/** spec 001 §4: next allowed time = now + interval minutes; 0 means never again. */
export function nextRegistrationReminderAt(now: number, intervalMinutes: number): ReminderNextAllowed {
  return intervalMinutes > 0 ? now + intervalMinutes * 60_000 : 'never';
}

export interface RegistrationReminderInput {
  isAuthenticated: boolean;
  authFormOpen: boolean;
  modalOpen: boolean;
  now: number;
  /** Stored next allowed time; null when never shown. */
  nextAllowedAt: ReminderNextAllowed | null;
}

/** spec 001 §4, §6: only for visitors with no auth form or modal open, and not before the stored time. */
export function shouldShowRegistrationReminder(input: RegistrationReminderInput): boolean {
  if (input.isAuthenticated || input.authFormOpen || input.modalOpen) return false;
  if (input.nextAllowedAt === 'never') return false;
  return input.nextAllowedAt === null || input.now >= input.nextAllowedAt;
}

export const serializeReminderNextAllowed = (value: ReminderNextAllowed): string => String(value);

export function parseReminderNextAllowed(stored: string | null): ReminderNextAllowed | null {
  if (stored === 'never') return 'never';
  if (stored === null || !/^\d{1,16}$/.test(stored)) return null;
  return Number(stored);
}

/**
 * After a check of the reminder (shown or not), how long until the next
 * check in this visit, or null for none. Our reading of spec 001 §4: the
 * stored next time is when the popup may come back, so a long visit sees it
 * again after the interval; a check held back by an open auth form or modal
 * tries again after another delay; signed in, or "never", ends it. Read with
 * the state after the check (a shown popup has already stored its next time).
 */
export function registrationReminderRecheckMs(input: {
  isAuthenticated: boolean;
  now: number;
  nextAllowedAt: ReminderNextAllowed | null;
  delayMs: number;
}): number | null {
  if (input.isAuthenticated || input.nextAllowedAt === 'never') return null;
  if (input.nextAllowedAt !== null && input.nextAllowedAt > input.now) return Math.max(input.delayMs, input.nextAllowedAt - input.now);
  // due but not shown: something was open; a zero delay would spin, so wait at least a second
  return Math.max(input.delayMs, 1000);
}
