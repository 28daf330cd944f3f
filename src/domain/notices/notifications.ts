/**
 * Notification kinds (spec 001 §2 Modal names). Design: the transient kinds
 * close by themselves after NOTIFICATION_AUTO_CLOSE_MS (spec 001 §9 "several
 * kinds"; the spec does not list them); a notice that asks the player to act
 * (maintenance, update, ad block, inactivity, convert) stays until closed.
 */
export type NotificationKind =
  | 'default'
  | 'alert'
  | 'snackbar'
  | 'welcome'
  | 'maintenance'
  | 'update'
  | 'adblock'
  | 'autologoff'
  | 'convert-main-account'
  | 'convert-additional-account';

export const AUTO_CLOSE_KINDS: readonly NotificationKind[] = ['default', 'alert', 'snackbar', 'welcome'];

/** spec 001 §9: notification modals of several kinds auto-close after 10000 ms. */
export const NOTIFICATION_AUTO_CLOSE_MS = 10_000;

/** spec 001 §9: notification groups, 1 at a time. */
export const NOTIFICATIONS_AT_A_TIME = 1;

/**
 * The notices on screen out of the queue (spec 001 §9 "notification groups: 1 at a time"): the oldest first, the
 * rest wait their turn and appear as the shown one closes.
 */
export const visibleNotifications = <T>(queue: readonly T[]): readonly T[] => queue.slice(0, NOTIFICATIONS_AT_A_TIME);

export const autoClosesAfter = (kind: NotificationKind): number | null =>
  AUTO_CLOSE_KINDS.includes(kind) ? NOTIFICATION_AUTO_CLOSE_MS : null;

/** spec 000 §8: global notice titles. */
export type NoticeTone = 'error' | 'done' | 'ok';
export const NOTICE_TITLE_KEYS: Readonly<Record<NoticeTone, string>> = {
  error: 'main_error',
  done: 'main_done',
  ok: 'main_ok',
};

/**
 * spec 000 §8, spec 001 §8: a cancelled request (status close, code 499, an
 * abort) is never shown to the player.
 */
export function isCancelledRequest(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { name?: unknown; code?: unknown; status?: unknown; statusCode?: unknown };
  return (
    e.name === 'AbortError' ||
    e.code === 499 ||
    e.status === 499 ||
    e.statusCode === 499 ||
    e.status === 'close' ||
    e.code === 'cancelled'
  );
}

/**
 * A refusal the server worded for the player (spec 000 §8 "add or remove currency error: server message shown"):
 * a JSON-API error's details or a `{ success: false, message }` answer. Adapters throw it (or any error with a
 * `serverMessage`, as the HTTP adapters' error does) so the player sees the server's words; an exception's own
 * message is not one of these.
 */
export class ServerRefusalError extends Error {
  override readonly name = 'ServerRefusalError';
  constructor(readonly serverMessage: string) {
    super(serverMessage);
  }
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The text of an error for a notice, or null when the server gave none for the player: a JSON-API error list joins
 * its details with newlines (spec 000 §8), a server refusal gives its message. An exception's own text (a network
 * failure's "Failed to fetch", a JS error, a fake's failure) is never a notice's text (QA10 #1): it is in English
 * whatever the page's language and tells the player nothing; the caller shows a dictionary text and logs the error.
 */
export function errorText(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const errors = (error as { errors?: unknown }).errors;
  if (Array.isArray(errors)) {
    const details = errors
      .map((e) => (typeof e === 'object' && e !== null ? (e as { detail?: unknown }).detail : null))
      .filter(nonEmpty);
    if (details.length) return details.join('\n');
  }
  const serverMessage = (error as { serverMessage?: unknown }).serverMessage;
  return nonEmpty(serverMessage) ? serverMessage : null;
}
