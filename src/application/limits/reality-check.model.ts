import { combine, createEffect, createEvent, createStore, sample, scopeBind, type Event, type Store } from 'effector';
import type { Limit, LimitsPort } from '../../domain/limits';
import type { ClockPort, KeyValueStoragePort, LoggerPort } from '../../domain/shared';
import { createClockTimer } from '../session/clock-timer';
import {
  REALITY_CHECK_HEARTBEAT_MS,
  REALITY_CHECK_STORAGE_KEY,
  activeRealityCheck,
  mergeCounts,
  nextReminderAt,
  parseRealityCheckRecord,
  readRealityCheckSession,
  sameCount,
  writeRealityCheckSession,
  type RealityCheck,
  type RealityCheckSession,
} from './reality-check';

export interface RealityCheckDeps {
  limits: Pick<LimitsPort, 'list'>;
  clock: ClockPort;
  /** Local storage: the browser's tabs share the count, and a reload continues it. */
  local: KeyValueStoragePort;
  logger?: LoggerPort;
  /** The signed-in player's id, null for a visitor. */
  $userId: Store<number | null>;
  /** The start-up session check has answered (a visitor then is signed out, not yet unknown). */
  $sessionChecked: Store<boolean>;
  /** A sign-in that just happened (a login, not a session restored on load). */
  signedIn: Event<{ userId: number | null }>;
}

/** What the reminder says: how long the player has been signed in, and the interval they chose. */
export interface RealityCheckReminder {
  signedInForMs: number;
  minutes: number;
}

/**
 * The reality check (spec 001 §2 notification, §3 type 32): while a player is signed in with an ACTIVE reality
 * check of N minutes, every N minutes of the session a reminder says how long they have been signed in.
 * - the count starts at the sign-in, or when the limit took effect if that is later. It is one count for the
 *   browser's tabs, kept in local storage: a reload or a second tab continues it, and a Continue in any tab
 *   answers the reminder in all of them (two tabs that each started one keep the earlier sign-in). A tab that
 *   finds the player signed in without a record in use (none, or none marked within REALITY_CHECK_GAP_MS:
 *   every tab was closed) starts it then;
 * - Continue closes the reminder; the next comes N minutes later. Log out asks the shell to sign out;
 * - before a reminder shows, the limits are read again: a limit removed or ended meanwhile shows nothing and
 *   stops the reminders (a failed read shows it: the limit was active when last seen). Limits the limits
 *   screen reads (`limitsRead`) count too, so a limit changed there reschedules at once;
 * - signing out stops the reminders and forgets the count.
 */
export function createRealityCheckModel(deps: RealityCheckDeps) {
  /** The limits as another reader (the limits screen) just read them. */
  const limitsRead = createEvent<Limit[]>();
  /** Continue, the close button, Escape, or the link to the bet history. */
  const continued = createEvent();
  /** Log out in the reminder. */
  const logoutChosen = createEvent();
  /** The player must be signed out (wired to the shell's logout). */
  const loggedOut = createEvent();

  const listFx = createEffect(async ({ due }: { due: boolean }) => ({ limits: await deps.limits.list(), due }));
  const persistFx = createEffect((session: RealityCheckSession | null) => writeRealityCheckSession(deps.local, session, now()));
  const logFx = createEffect((error: unknown) => deps.logger?.warn('reality check: get-limits failed', { error: String(error) }));
  const timer = createClockTimer(deps.clock);
  /** Marks the record in use while this tab has the player signed in (REALITY_CHECK_GAP_MS). */
  const heartbeat = createClockTimer(deps.clock);
  /** Another tab wrote the record (its raw value; null: removed). */
  const otherTabWrote = createEvent<string | null>();
  function now() {
    return deps.clock.now();
  }

  const $session = createStore<RealityCheckSession | null>(readRealityCheckSession(deps.local, now()), { serialize: 'ignore' });
  const $check = createStore<RealityCheck | null>(null);
  const $reminder = createStore<RealityCheckReminder | null>(null);
  const $dueAt = combine($session, $check, (session, check) => (session && check ? nextReminderAt(session, check) : null));

  // The count: a login starts it; a player found signed in keeps the tab's record of them, or starts it now.
  $session.on(deps.signedIn, (_, { userId }) => (userId === null ? null : { userId, signedInAt: now(), continuedAt: null }));
  const playerSeen = sample({ clock: deps.$userId.updates, filter: (id): id is number => id !== null });
  sample({
    clock: playerSeen,
    source: $session,
    filter: (session, userId) => session?.userId !== userId,
    fn: (_, userId): RealityCheckSession => ({ userId, signedInAt: now(), continuedAt: null }),
    target: $session,
  });
  sample({ clock: playerSeen, fn: () => ({ due: false }), target: listFx });

  // The other tabs' count: listened to for the page's life from the first player seen here.
  let listening = false;
  const listenFx = createEffect(() => {
    if (listening || !deps.local.onExternalChange) return;
    listening = true;
    const heard = scopeBind(otherTabWrote, { safe: true });
    deps.local.onExternalChange(REALITY_CHECK_STORAGE_KEY, (raw) => heard(raw));
  });
  sample({ clock: [deps.signedIn, playerSeen], target: listenFx });
  // Their count of this player joins this tab's. A record removed (a sign-out there, which this tab's session
  // hears too), another player's or malformed leaves this tab's count as it is; a heartbeat changes nothing.
  const heard = sample({
    clock: otherTabWrote,
    source: { session: $session, userId: deps.$userId },
    fn: ({ session, userId }, raw) => {
      const theirs = parseRealityCheckRecord(raw)?.session;
      if (userId === null || theirs?.userId !== userId) return { session, next: session };
      return { session, next: session?.userId === userId ? mergeCounts(session, theirs) : theirs };
    },
  });
  const adopted = sample({
    clock: heard,
    filter: (h): h is { session: RealityCheckSession | null; next: RealityCheckSession } => h.next !== null && !sameCount(h.session, h.next),
    fn: (h): RealityCheckSession => h.next as RealityCheckSession,
  });
  $session.on(adopted, (_, session) => session);
  // The record removed there: a sign-out (the session is the browser's, so it ends here too). The count and the
  // reminder end with it, rather than this tab's Continue writing the old count back (QA9 #5).
  const removedElsewhere = sample({ clock: otherTabWrote, filter: (raw) => raw === null });
  $session.on(removedElsewhere, () => null);

  // Signed out (or found signed out at start): no reminders, no count.
  const signedOut = sample({ clock: deps.$userId.updates, filter: (id) => id === null });
  const foundSignedOut = sample({ clock: deps.$sessionChecked.updates, source: deps.$userId, filter: (id, checked) => checked && id === null });
  // (not reset(): the store starts from the stored record, which is what is being dropped)
  $session.on([signedOut, foundSignedOut], () => null);
  $check.reset(signedOut);
  $reminder.reset(signedOut);
  sample({ clock: signedOut, target: timer.stopped });
  sample({ clock: $session.updates, target: persistFx });
  // While the player is signed in, the record is marked in use now and every REALITY_CHECK_HEARTBEAT_MS.
  sample({ clock: [playerSeen, heartbeat.fired], source: $session, filter: (session) => session !== null, target: persistFx });
  sample({
    clock: [$session.updates, playerSeen, heartbeat.fired],
    source: $session,
    filter: (session) => session !== null,
    fn: () => ({ ms: REALITY_CHECK_HEARTBEAT_MS, payload: undefined }),
    target: heartbeat.started,
  });
  sample({ clock: $session.updates, filter: (session) => session === null, target: heartbeat.stopped });

  // The limit: from our own reads (`due`: the read made when a reminder came due) and the limits screen's.
  const seen = sample({
    clock: [listFx.doneData, limitsRead.map((limits) => ({ limits, due: false }))],
    source: deps.$userId,
    filter: (id) => id !== null,
    fn: (_, { limits, due }) => ({ check: activeRealityCheck(limits, now()), due }),
  });
  // A failed read at the due time reminds all the same, on the limit as last seen.
  const unseen = sample({ clock: listFx.fail, source: $check, filter: (_, { params }) => params.due, fn: (check) => ({ check, due: true }) });
  $check.on(seen, (_, { check }) => check);
  sample({ clock: listFx.failData, target: logFx });

  const dueNow = sample({
    clock: [seen, unseen],
    source: { session: $session, reminder: $reminder },
    filter: ({ session, reminder }, { check, due }) => due && reminder === null && session !== null && check !== null && nextReminderAt(session, check) <= now(),
    fn: ({ session }, { check }): RealityCheckReminder => ({
      signedInForMs: now() - (session as RealityCheckSession).signedInAt,
      minutes: (check as RealityCheck).minutes,
    }),
  });
  $reminder.on(dueNow, (_, reminder) => reminder);
  // A limit removed or ended while the reminder shows takes the reminder with it.
  $reminder.on(seen, (reminder, { check }) => (check === null ? null : reminder));

  $reminder.on(removedElsewhere, () => null);
  // A Continue in another tab answers the reminder here too.
  $reminder.on(
    sample({ clock: adopted, source: $check, filter: (check, session) => check !== null && nextReminderAt(session, check) > now() }),
    () => null,
  );

  // The timer runs to the next reminder whenever that moves, and after every read that did not remind, and
  // when a reminder closes.
  const $shown = $reminder.map((r) => r !== null);
  // (A read made at the due time that found it still due has reminded: it arms nothing.)
  sample({
    clock: [$dueAt.updates, seen, unseen, $shown.updates],
    source: { dueAt: $dueAt, shown: $shown },
    filter: ({ dueAt, shown }, read) => dueAt !== null && !shown && !(typeof read === 'object' && read?.due === true && dueAt <= now()),
    fn: ({ dueAt }) => ({ ms: Math.max(0, (dueAt as number) - now()), payload: undefined }),
    target: timer.started,
  });
  sample({ clock: $dueAt.updates, filter: (dueAt) => dueAt === null, target: timer.stopped });
  sample({ clock: timer.fired, fn: () => ({ due: true }), target: listFx });

  // Continue: the next reminder N minutes from now.
  const acknowledged = sample({ clock: continued, source: { session: $session, reminder: $reminder }, filter: ({ session, reminder }) => session !== null && reminder !== null });
  $reminder.on(acknowledged, () => null);
  $session.on(acknowledged, (session) => (session ? { ...session, continuedAt: now() } : session));
  sample({ clock: logoutChosen, source: $reminder, filter: (r) => r !== null, fn: () => undefined, target: loggedOut });

  return { limitsRead, continued, logoutChosen, loggedOut, $reminder, $dueAt };
}

export type RealityCheckModel = ReturnType<typeof createRealityCheckModel>;
