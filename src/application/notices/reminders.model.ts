import { createEffect, createEvent, createStore, sample, type EventCallable, type Store } from 'effector';
import type { SiteConfig } from '../../domain/config';
import type { AccountsPort } from '../../domain/player';
import {
  convertReminderToShow,
  markConvertReminderShown,
  nextRegistrationReminderAt,
  parseReminderNextAllowed,
  REGISTRATION_REMINDER_NEXT_STORAGE_KEY,
  registrationReminderDelayMs,
  registrationReminderRecheckMs,
  serializeReminderNextAllowed,
  shouldShowRegistrationReminder,
  wasConvertReminderShown,
  type ConvertReminderModal,
  type PlayerState,
} from '../../domain/session';
import type { ClockPort, KeyValueStoragePort, LoggerPort } from '../../domain/shared';
import { createClockTimer } from '../session/clock-timer';
import type { NotificationsModel } from './notifications.model';

export interface RemindersDeps {
  accounts: AccountsPort;
  local: KeyValueStoragePort;
  /** Session storage: the convert reminder is once per browser session. */
  sessionStorage: KeyValueStoragePort;
  clock: ClockPort;
  logger: LoggerPort;
  notifications: Pick<NotificationsModel, 'notified'>;
  $player: Store<PlayerState>;
  $siteConfig: Store<SiteConfig | null>;
  /** The shell's open modal (any modal holds the reminder back). */
  $modal: Store<string | null>;
  /** The current route name (the login and registration pages are auth forms). */
  $routeName: Store<string | null>;
  /** Opens the registration flow from the reminder's button. */
  registrationRequested: EventCallable<void>;
}

const AUTH_MODALS = ['login', 'registration', 'forgot-password'];
const isAuthRoute = (name: string | null): boolean => name === 'user.login' || (name ?? '').startsWith('registration');

export const CONVERT_REMINDER_KEYS: Readonly<Record<ConvertReminderModal, { title: string; text: string }>> = {
  'convert-main-account': { title: 'convert_main_account_title', text: 'convert_main_account_text' },
  'convert-additional-account': { title: 'convert_additional_account_title', text: 'convert_additional_account_text' },
};

/**
 * The two reminders: convert-account for a signed-in player able to convert
 * (spec 000 §4, once per browser session per player) and the registration
 * popup for visitors (spec 001 §4).
 */
export function createRemindersModel(deps: RemindersDeps) {
  const started = createEvent();
  const registrationReminderClosed = createEvent();
  const registrationReminderAccepted = createEvent();

  // ---- convert-account reminder -----------------------------------------
  const convertCheckFx = createEffect(async (userId: number) => {
    const status = await deps.accounts.convertStatus();
    const modal = convertReminderToShow({ userId, status, alreadyShown: wasConvertReminderShown(deps.sessionStorage, userId) });
    if (modal) markConvertReminderShown(deps.sessionStorage, userId);
    return modal;
  });
  const $lastUser = createStore<number | null>(null);
  const userSignedIn = sample({
    clock: deps.$player.updates,
    source: $lastUser,
    filter: (last, player) => player.userId !== null && player.userId !== last,
    fn: (_, player) => player.userId!,
  });
  $lastUser.on(userSignedIn, (_, id) => id).on(deps.$player.updates, (last, p) => (p.userId === null ? null : last));
  sample({ clock: userSignedIn, target: convertCheckFx });
  sample({
    clock: convertCheckFx.doneData,
    filter: (modal): modal is ConvertReminderModal => modal !== null,
    fn: (modal) => ({
      kind: modal!,
      titleKey: CONVERT_REMINDER_KEYS[modal!].title,
      textKey: CONVERT_REMINDER_KEYS[modal!].text,
    }),
    target: deps.notifications.notified,
  });

  // ---- registration reminder --------------------------------------------
  const timer = createClockTimer(deps.clock);
  const $started = createStore(false);
  const firstStart = sample({ clock: started, source: $started, filter: (was) => !was });
  $started.on(firstStart, () => true);
  const $delayMs = deps.$siteConfig.map((config) =>
    config?.registrationReminder ? registrationReminderDelayMs(config.registrationReminder.delaySeconds) : null,
  );
  // signing out during the visit makes a visitor again: the delay starts over (spec 001 §6)
  const signedOut = deps.$player.map((p) => p.userId !== null).updates.filter({ fn: (authenticated) => !authenticated });
  sample({
    clock: [firstStart, signedOut],
    source: { delayMs: $delayMs, player: deps.$player },
    filter: ({ delayMs, player }) => delayMs !== null && player.userId === null,
    fn: ({ delayMs }) => ({ ms: delayMs ?? 0, payload: undefined }),
    target: timer.started,
  });
  const $registrationReminderOpen = createStore(false);
  const showFx = createEffect(
    ({ isAuthenticated, modal, routeName, intervalMinutes, delayMs, open }: { isAuthenticated: boolean; modal: string | null; routeName: string | null; intervalMinutes: number; delayMs: number; open: boolean }) => {
      const now = deps.clock.now();
      const show = shouldShowRegistrationReminder({
        isAuthenticated,
        authFormOpen: (modal !== null && AUTH_MODALS.includes(modal)) || isAuthRoute(routeName),
        modalOpen: modal !== null || open,
        now,
        nextAllowedAt: parseReminderNextAllowed(deps.local.get(REGISTRATION_REMINDER_NEXT_STORAGE_KEY)),
      });
      // spec 001 §4: the next allowed time is now + interval (0: never again)
      if (show) deps.local.set(REGISTRATION_REMINDER_NEXT_STORAGE_KEY, serializeReminderNextAllowed(nextRegistrationReminderAt(now, intervalMinutes)));
      const recheckMs = registrationReminderRecheckMs({
        isAuthenticated,
        now,
        nextAllowedAt: parseReminderNextAllowed(deps.local.get(REGISTRATION_REMINDER_NEXT_STORAGE_KEY)),
        delayMs,
      });
      return { show, recheckMs };
    },
  );
  sample({
    clock: timer.fired,
    source: { player: deps.$player, modal: deps.$modal, routeName: deps.$routeName, config: deps.$siteConfig, delayMs: $delayMs, open: $registrationReminderOpen },
    filter: ({ delayMs }) => delayMs !== null,
    fn: ({ player, modal, routeName, config, delayMs, open }) => ({
      isAuthenticated: player.userId !== null,
      modal,
      routeName,
      intervalMinutes: config?.registrationReminder?.intervalMinutes ?? 0,
      delayMs: delayMs ?? 0,
      open,
    }),
    target: showFx,
  });
  sample({
    clock: showFx.doneData,
    filter: ({ recheckMs }) => recheckMs !== null,
    fn: ({ recheckMs }) => ({ ms: recheckMs ?? 0, payload: undefined }),
    target: timer.started,
  });
  $registrationReminderOpen
    .on(showFx.doneData, (open, { show }) => open || show)
    .on([registrationReminderClosed, registrationReminderAccepted], () => false)
    .on(deps.$player.updates, (open, p) => (p.userId !== null ? false : open));
  sample({ clock: registrationReminderAccepted, target: deps.registrationRequested });

  const logFx = createEffect((error: unknown) => deps.logger.warn('convert status failed', { operation: 'convert-status', error: String(error) }));
  sample({ clock: convertCheckFx.failData, target: logFx });

  return { started, registrationReminderClosed, registrationReminderAccepted, $registrationReminderOpen, convertCheckFx };
}

export type RemindersModel = ReturnType<typeof createRemindersModel>;
