import { createEffect, createEvent, createStore, sample, type Store } from 'effector';
import type { MaintenanceWindow, SiteConfig } from '../../domain/config';
import { ADBLOCK_NOTICE_KEY, isAdBlockForced, type AdBlockDetectorPort } from '../../domain/notices';
import { AUTO_LOGOFF_NOTICE_KEY, AUTO_LOGOFF_NOTICE_STORAGE_KEY } from '../../domain/session';
import type { ClockPort, CookiesPort, KeyValueStoragePort, LoggerPort, PagePort } from '../../domain/shared';
import {
  APP_VERSION_CHECK_START_MS,
  APP_VERSION_POLL_INTERVAL_MS,
  appVersionReported,
  decodeMaintenanceCookie,
  INITIAL_APP_VERSION_STATE,
  isMaintenanceActive,
  MAINTENANCE_COOKIE,
  maintenanceNoticeLocale,
  shouldShowMaintenanceNotice,
  type AppVersionPort,
  type AppVersionState,
  type MaintenanceInfo,
} from '../../domain/startup';
import { createClockTimer } from '../session/clock-timer';
import type { LandingPage } from '../session/startup.model';
import type { NotificationsModel } from './notifications.model';

export interface StartupNoticesDeps {
  /** The page as first loaded: its query forces notices (`?adblock=1`), even after a guard moved the address to the login page. */
  landing: Pick<LandingPage, 'search'>;
  appVersion: AppVersionPort;
  adBlock: AdBlockDetectorPort;
  cookies: CookiesPort;
  local: KeyValueStoragePort;
  clock: ClockPort;
  logger: LoggerPort;
  page: PagePort;
  notifications: Pick<NotificationsModel, 'notified'>;
  $siteConfig: Store<SiteConfig | null>;
}

/** The config's maintenance window as the cookie record; state true while inside it. */
export function maintenanceFromWindow(window: MaintenanceWindow | null, now: number): MaintenanceInfo | null {
  if (!window) return null;
  return {
    startedAt: window.startAt,
    endedAt: window.finishAt,
    notifyStartedAt: window.notifyStartDate,
    notifyEndedAt: window.notifyEndDate,
    state: now >= window.startAt && now < window.finishAt,
  };
}

export interface MaintenanceView {
  active: boolean;
  /** The notice to show, or null outside the notify window. */
  notice: { startAt: number; finishAt: number; locale: 'ru' | 'en' } | null;
}

export const MAINTENANCE_NOTICE_KEYS = {
  ru: { title: 'main_maintenance_title_ru', text: 'main_maintenance_text_ru' },
  en: { title: 'main_maintenance_title_en', text: 'main_maintenance_text_en' },
} as const;

/**
 * Notices raised at start-up and by its clocks: maintenance (cookie or config
 * window, spec 001 §4), the app-version check from 60 s (spec 001 §4, §9),
 * the ad-block notice (spec 000 §4) and the inactivity notice left by an idle
 * logout (spec 000 §4).
 */
export function createStartupNoticesModel(deps: StartupNoticesDeps) {
  const started = createEvent();
  const reloadRequested = createEvent();

  const $started = createStore(false);
  const firstStart = sample({ clock: started, source: $started, filter: (was) => !was });
  $started.on(firstStart, () => true);

  const tick = createClockTimer(deps.clock);

  // ---- maintenance -------------------------------------------------------
  const evaluateMaintenanceFx = createEffect((config: SiteConfig | null): MaintenanceView => {
    const raw = deps.cookies.get(MAINTENANCE_COOKIE);
    const decoded = decodeMaintenanceCookie(raw);
    const now = deps.clock.now();
    // the cookie wins; the config's maintenance data is the fallback
    const info = decoded ?? maintenanceFromWindow(config?.maintenance ?? null, now);
    return {
      active: isMaintenanceActive(raw, info),
      notice: info && shouldShowMaintenanceNotice(info, now)
        ? { startAt: info.startedAt, finishAt: info.endedAt, locale: maintenanceNoticeLocale(config?.countryCode) }
        : null,
    };
  });
  const $maintenance = createStore<MaintenanceView>({ active: false, notice: null }).on(
    evaluateMaintenanceFx.doneData,
    (_, view) => view,
  );
  sample({ clock: [firstStart, tick.fired], source: deps.$siteConfig, target: evaluateMaintenanceFx });
  sample({
    clock: evaluateMaintenanceFx.doneData,
    filter: (view) => view.notice !== null,
    fn: ({ notice }) => ({
      kind: 'maintenance' as const,
      titleKey: MAINTENANCE_NOTICE_KEYS[notice!.locale].title,
      textKey: MAINTENANCE_NOTICE_KEYS[notice!.locale].text,
      dedupeKey: 'maintenance',
      data: { startAt: notice!.startAt, finishAt: notice!.finishAt, locale: notice!.locale },
    }),
    target: deps.notifications.notified,
  });

  // ---- app version -------------------------------------------------------
  const checkVersionFx = createEffect(() => deps.appVersion.current());
  const $version = createStore<AppVersionState>(INITIAL_APP_VERSION_STATE);
  const versionReported = createEvent<string>();
  const updateDetected = createEvent<string>();
  const reported = sample({
    clock: versionReported,
    source: $version,
    fn: (state, version) => ({ ...appVersionReported(state, version), version }),
  });
  sample({ clock: reported, fn: (r) => r.state, target: $version });
  sample({ clock: reported, filter: (r) => r.updateAvailable, fn: (r) => r.version, target: updateDetected });

  // the first seen version is the one the page was built against (the config at start)
  sample({
    clock: firstStart,
    source: deps.$siteConfig,
    filter: Boolean,
    fn: (config) => config.appVersion,
    target: versionReported,
  });
  sample({
    clock: firstStart,
    fn: () => ({ ms: APP_VERSION_CHECK_START_MS, payload: undefined }),
    target: tick.started,
  });
  sample({ clock: tick.fired, target: checkVersionFx });
  sample({ clock: checkVersionFx.doneData, target: versionReported });
  sample({
    clock: checkVersionFx.finally,
    fn: () => ({ ms: APP_VERSION_POLL_INTERVAL_MS, payload: undefined }),
    target: tick.started,
  });
  sample({
    clock: updateDetected,
    source: deps.$siteConfig,
    // spec 000 §4: with the feature on
    filter: (config) => config?.appUpdateNotice !== false,
    fn: () => ({
      kind: 'update' as const,
      titleKey: 'main_update_notify_title_text',
      textKey: 'main_update_notify_content_text',
      dedupeKey: 'update',
    }),
    target: deps.notifications.notified,
  });
  const $updateAvailable = createStore(false).on(updateDetected, () => true);
  const reloadFx = createEffect(() => deps.page.reload());
  sample({ clock: reloadRequested, target: reloadFx });

  // ---- ad block ----------------------------------------------------------
  const detectAdBlockFx = createEffect(async (search: string) => isAdBlockForced(search) || (await deps.adBlock.detect()));
  // spec 000 §4 forced by the landing query, not the current address (a guard may have sent a protected landing page to the login page)
  sample({ clock: firstStart, fn: () => deps.landing.search, target: detectAdBlockFx });
  sample({
    clock: detectAdBlockFx.doneData,
    filter: Boolean,
    fn: () => ({ kind: 'adblock' as const, titleKey: 'main_adblock_notice_title', textKey: ADBLOCK_NOTICE_KEY }),
    target: deps.notifications.notified,
  });

  // ---- inactivity notice on the visit after an idle logout ---------------
  // read when the page loads: an idle logout on this very page sets the flag for the next visit, not for now
  const autoLogoffFlagAtLoad = deps.local.get(AUTO_LOGOFF_NOTICE_STORAGE_KEY) === '1';
  const takeAutoLogoffFlagFx = createEffect(() => {
    if (!autoLogoffFlagAtLoad || deps.local.get(AUTO_LOGOFF_NOTICE_STORAGE_KEY) !== '1') return false;
    deps.local.remove(AUTO_LOGOFF_NOTICE_STORAGE_KEY);
    return true;
  });
  sample({ clock: firstStart, target: takeAutoLogoffFlagFx });
  sample({
    clock: takeAutoLogoffFlagFx.doneData,
    filter: Boolean,
    fn: () => ({
      kind: 'autologoff' as const,
      titleKey: `${AUTO_LOGOFF_NOTICE_KEY}_title`,
      textKey: `${AUTO_LOGOFF_NOTICE_KEY}_info`,
    }),
    target: deps.notifications.notified,
  });

  const logFx = createEffect(({ operation, error }: { operation: string; error: unknown }) =>
    deps.logger.warn(`${operation} failed`, { operation, error: String(error) }),
  );
  sample({ clock: checkVersionFx.failData, fn: (error) => ({ operation: 'app-version', error }), target: logFx });
  sample({ clock: detectAdBlockFx.failData, fn: (error) => ({ operation: 'adblock', error }), target: logFx });

  return { started, reloadRequested, $maintenance, $version, $updateAvailable, checkVersionFx };
}

export type StartupNoticesModel = ReturnType<typeof createStartupNoticesModel>;
