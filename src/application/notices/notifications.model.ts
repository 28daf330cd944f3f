import { createEvent, createStore, sample } from 'effector';
import {
  autoClosesAfter,
  errorText,
  isCancelledRequest,
  NOTICE_TITLE_KEYS,
  visibleNotifications,
  type NoticeTone,
  type NotificationKind,
} from '../../domain/notices';
import type { ClockPort } from '../../domain/shared';
import { createClockTimer } from '../session/clock-timer';

export interface NotificationInput {
  kind: NotificationKind;
  /** Dictionary key of the title. */
  titleKey: string;
  /** Dictionary key of the text, or a server text (`text`) when the server gave one. */
  textKey?: string | null;
  text?: string | null;
  values?: Record<string, string | number>;
  /**
   * Values that are dictionary keys (an account's kind, account_type_4): the view says each in the player's
   * language before it fills the text, so a notice can name things in words without the model translating.
   */
  valueKeys?: Record<string, string>;
  /** Design: a notice with a dedupe key is queued once at a time (the update notice is not stacked per poll). */
  dedupeKey?: string;
  /** Kind-specific data the view needs (the maintenance start and end). */
  data?: Record<string, string | number | boolean | null>;
}

export interface Notification extends NotificationInput {
  id: number;
}

/**
 * The notification queue: one notice on screen at a time (spec 001 §9),
 * the transient kinds closing by themselves after 10 s, cancelled requests
 * never shown (spec 000 §8).
 */
export function createNotificationsModel({ clock }: { clock: ClockPort }) {
  const notified = createEvent<NotificationInput>();
  const closed = createEvent<number>();
  /** A notice for a failed request: main_error with the server text; cancelled requests are dropped. */
  const requestFailed = createEvent<unknown>();
  /** A global notice by tone: main_error, main_done or main_ok as its title (spec 000 §8). */
  const messageShown = createEvent<{ tone: NoticeTone; textKey?: string; text?: string }>();

  const autoClose = createClockTimer<number>(clock);

  const $state = createStore<{ nextId: number; queue: Notification[] }>({ nextId: 1, queue: [] })
    .on(notified, (state, input) =>
      input.dedupeKey && state.queue.some((n) => n.dedupeKey === input.dedupeKey)
        ? state
        : { nextId: state.nextId + 1, queue: [...state.queue, { ...input, id: state.nextId }] },
    )
    .on(closed, (state, id) => ({ ...state, queue: state.queue.filter((n) => n.id !== id) }));
  const $queue = $state.map((state) => state.queue);
  const $current = $queue.map((queue) => visibleNotifications(queue)[0] ?? null);

  // the head of the queue arms its auto-close timer when it appears
  const currentChanged = sample({ clock: $current.updates, filter: (n): n is Notification => n !== null });
  sample({
    clock: currentChanged,
    filter: (n) => autoClosesAfter(n.kind) !== null,
    fn: (n) => ({ ms: autoClosesAfter(n.kind) ?? 0, payload: n.id }),
    target: autoClose.started,
  });
  sample({ clock: closed, target: autoClose.stopped });
  sample({ clock: autoClose.fired, target: closed });

  sample({
    clock: requestFailed,
    filter: (error) => !isCancelledRequest(error),
    fn: (error): NotificationInput => {
      const text = errorText(error);
      return { kind: 'alert', titleKey: NOTICE_TITLE_KEYS.error, text, textKey: text ? null : 'main_error_text' };
    },
    target: notified,
  });
  sample({
    clock: messageShown,
    fn: ({ tone, textKey, text }): NotificationInput => ({
      kind: 'alert',
      titleKey: NOTICE_TITLE_KEYS[tone],
      textKey: textKey ?? null,
      text: text ?? null,
    }),
    target: notified,
  });

  return { notified, closed, requestFailed, messageShown, $queue, $current };
}

export type NotificationsModel = ReturnType<typeof createNotificationsModel>;
