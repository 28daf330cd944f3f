import type { KeyValueStoragePort } from '../shared';

/** spec 000 §3: convert-account status. */
export const ConvertAccountStatus = {
  NotAllowed: 0,
  MainAllowed: 1,
  AdditionalAllowed: 2,
} as const;
export type ConvertAccountStatus = (typeof ConvertAccountStatus)[keyof typeof ConvertAccountStatus];

export type ConvertReminderModal = 'convert-main-account' | 'convert-additional-account';

/**
 * Session-storage key of the reminder marker (spec 000 §3: per-user convert
 * reminder marker in session storage). Keyed by user id so a second player
 * signing in on the same tab still gets their own reminder; session storage
 * makes it once per browser session.
 */
export const convertReminderStorageKey = (userId: number): string => `convert_account_reminder_shown:${userId}`;

/** spec 000 §4: a logged-in user able to convert sees the matching modal once per browser session per user. */
export function convertReminderToShow(input: {
  userId: number | null;
  status: number | null;
  alreadyShown: boolean;
}): ConvertReminderModal | null {
  if (input.userId === null || input.alreadyShown) return null;
  if (input.status === ConvertAccountStatus.MainAllowed) return 'convert-main-account';
  if (input.status === ConvertAccountStatus.AdditionalAllowed) return 'convert-additional-account';
  return null;
}

export const wasConvertReminderShown = (session: KeyValueStoragePort, userId: number): boolean =>
  session.get(convertReminderStorageKey(userId)) === '1';

export const markConvertReminderShown = (session: KeyValueStoragePort, userId: number): void =>
  session.set(convertReminderStorageKey(userId), '1');
