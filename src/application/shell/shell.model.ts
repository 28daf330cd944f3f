import { combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { NOT_BLOCKED, type BlockingPort, type BlockingState } from '../../domain/blocking';
import type { SiteConfig, SiteConfigPort } from '../../domain/config';
import type { ConfigGroup, ConfigGroupsPort } from '../../domain/config-groups';
import { CONFIG_GROUPS } from '../../domain/startup';
import type { Dictionary, DictionaryPort } from '../../domain/i18n';
import type { GamesPreviewPort } from '../../domain/games';
import { EMPTY_GAME_ROUTES, extendGameRoutes, ROUTE_MIDDLEWARE, UNAVAILABLE_GAME_ROUTES, type GameRouteLookup, type RouteMiddlewareRegistry } from '../../domain/routing';
import {
  DEFAULT_PREFERENCES,
  PREFERENCES_STORAGE_KEY,
  adoptSharedPreferences,
  deserializePreferences,
  preferenceCookies,
  serializePreferences,
  type Preferences,
} from '../../domain/preferences';
import {
  ANONYMOUS_PLAYER,
  logoutFinish,
  STARTUP_SESSION_CHECK_RETRY,
  type PlayerState,
  type SessionPort,
} from '../../domain/session';
import {
  retryOnClock,
  type AnalyticsPort,
  type ClockPort,
  type CookiesPort,
  type KeyValueStoragePort,
  type LoggerPort,
} from '../../domain/shared';

export interface ShellDeps {
  siteConfig: SiteConfigPort;
  /** Config groups loaded at start (spec 001 §7); the coupon reads its group. */
  configGroups: ConfigGroupsPort;
  session: SessionPort;
  dictionary: DictionaryPort;
  blocking: BlockingPort;
  games: GamesPreviewPort;
  local: KeyValueStoragePort;
  cookies: CookiesPort;
  analytics: AnalyticsPort;
  logger: LoggerPort;
  /** With a clock, the start-up session check retries 2 × 1500 ms (spec 000 §4). */
  clock?: ClockPort;
  /** The tab's storage: a failed logout is said after the reload that follows it (QA10 #9). */
  sessionStorage?: KeyValueStoragePort;
  /** The named route guards the navigation looks names up in (spec 000 §8); the shipped registry by default. */
  routeMiddleware?: RouteMiddlewareRegistry;
}

/**
 * Session-storage marker of a logout that failed: spec 000 §4 reloads the page then (the signed-in state was
 * already cleared in memory), and the page that loads says so if the player is still signed in (QA10 #9).
 */
export const LOGOUT_FAILED_STORAGE_KEY = 'logout_failed';

export type StartupStatus = 'loading' | 'ready' | 'fatal';
export type DictionaryStatus = 'loading' | 'ready' | 'error';
/**
 * What the root shows: the start-up screen, the fatal page (no config, spec 001 §8), the texts-failed screen
 * (spec 000 §8 main_dictionary_load_error with its retry) or the site. The site never shows without texts: the
 * app ships no full dictionary, so a failed load is a screen of its own, never pages of raw keys (QA7 #2).
 */
export type ShellView = 'startup' | 'fatal' | 'texts-failed' | 'site';
export type ModalName = 'login' | 'registration' | 'forgot-password' | 'logout-confirm' | 'recharge';
/** A language whose texts did not load while the site showed `from`'s (QA10 #6). */
export interface LanguageSwitchFailure {
  from: string;
  to: string;
}

/** Modals a URL may open through the modal query key (?modal=login). */
const LINKABLE_MODALS: readonly ModalName[] = ['login', 'forgot-password'];
export const isLinkableModal = (value: string): value is ModalName => (LINKABLE_MODALS as readonly string[]).includes(value);

function readPreferences(local: KeyValueStoragePort): Preferences {
  return parseStoredPreferences(local.get(PREFERENCES_STORAGE_KEY)) ?? DEFAULT_PREFERENCES;
}

/** A stored preferences record; null when there is none or it is not JSON. */
function parseStoredPreferences(raw: string | null): Preferences | null {
  if (!raw) return null;
  try {
    return deserializePreferences(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * The host shell's state: site config, the player, preferences, the
 * dictionary, blocking and the open modal. Start-up order: config → session
 * and block check → dictionary. The view reads stores with useUnit only.
 */
export function createShellModel(deps: ShellDeps) {
  // ---- events -------------------------------------------------------------
  const appStarted = createEvent<{ language: string; url: string }>();
  const languageChanged = createEvent<string>();
  const themeToggled = createEvent();
  const preferencesChanged = createEvent<Partial<Preferences>>();
  const dictionaryRetried = createEvent();
  /** The player closed the notice that a language could not be loaded. */
  const languageSwitchDismissed = createEvent();
  /** Try again on a page that said the games could not be loaded (QA8 #11). */
  const gamesRetried = createEvent();
  /** A sign-in finished elsewhere (the auth models): the shell takes the player, closes its modal. */
  const playerSignedIn = createEvent<PlayerState>();
  const logoutConfirmed = createEvent();
  const modalOpened = createEvent<ModalName>();
  const modalClosed = createEvent();
  const pageViewed = createEvent<{ path: string; routeName: string }>();
  const paymentConsultantRemembered = createEvent();
  const mobilePlatformForced = createEvent();
  const blockingRechecked = createEvent<{ url: string }>();
  /** The page reached the home a logout sent the player to. */
  const logoutLanded = createEvent();
  /** The player closed the notice that signing out failed. */
  const logoutFailureDismissed = createEvent();

  // ---- effects ------------------------------------------------------------
  const loadConfigFx = createEffect((lang: string) => deps.siteConfig.load(lang));
  const loadConfigGroupsFx = createEffect((lang: string) => deps.configGroups.load(CONFIG_GROUPS, lang));
  const checkSessionFx = createEffect(() =>
    deps.clock ? retryOnClock(deps.clock, STARTUP_SESSION_CHECK_RETRY, () => deps.session.check()) : deps.session.check(),
  );
  const checkBlockingFx = createEffect((request: { isAuthenticated: boolean; url: string }) =>
    deps.blocking.check(request),
  );
  const loadDictionaryFx = createEffect((lang: string) => deps.dictionary.load(lang, ['shell']));
  const loadGamesFx = createEffect((lang: string) => deps.games.list(lang));
  const logoutFx = createEffect(() => deps.session.logout());
  const persistPreferencesFx = createEffect(
    ({ preferences, consentPopup }: { preferences: Preferences; consentPopup: boolean }) => {
      deps.local.set(PREFERENCES_STORAGE_KEY, JSON.stringify(serializePreferences(preferences)));
      for (const [name, value] of Object.entries(preferenceCookies(preferences, consentPopup))) {
        if (value === null) deps.cookies.remove(name);
        else deps.cookies.set(name, value);
      }
    },
  );
  const trackFx = createEffect((params: { path: string; routeName: string }) => {
    try {
      deps.analytics.track({ name: 'page_view', params: { page_path: params.path, route: params.routeName } });
    } catch (error) {
      // spec 001 §8: analytics failures are warnings only
      deps.logger.warn('analytics page_view failed', { error: String(error) });
    }
  });
  const logFailureFx = createEffect(({ operation, error }: { operation: string; error: unknown }) => {
    deps.logger.error(`${operation} failed`, { operation, error: String(error) });
  });
  /** A part of the page's code (a dialog's chunk) failed to load; the view says so and offers Try again. */
  const chunkFailed = createEvent<{ chunk: string; error: unknown }>();
  sample({ clock: chunkFailed, fn: ({ chunk, error }) => ({ operation: `${chunk} chunk load`, error }), target: logFailureFx });
  /** spec 000 §8: a page named a guard the registry has none for; the log names it (the 500 page does not). */
  const unknownMiddlewareMet = createEvent<{ name: string; routeName: string; path: string }>();
  const logUnknownMiddlewareFx = createEffect(({ name, routeName, path }: { name: string; routeName: string; path: string }) => {
    deps.logger.error(`Unknown middleware ${name}`, { middleware: name, route: routeName, path });
  });
  sample({ clock: unknownMiddlewareMet, target: logUnknownMiddlewareFx });

  // ---- stores -------------------------------------------------------------
  const $siteConfig = createStore<SiteConfig | null>(null).on(loadConfigFx.doneData, (_, c) => c);
  /** spec 001 §7: config groups by name; a failed load is logged and leaves none (each reader's defaults). */
  const $configGroups = createStore<Readonly<Record<string, ConfigGroup>>>({})
    .on(loadConfigGroupsFx.doneData, (_, groups) => groups)
    .on(loadConfigGroupsFx.fail, () => ({}));
  const $startup = createStore<StartupStatus>('loading')
    .on(loadConfigFx.fail, () => 'fatal')
    .on(loadConfigFx.done, () => 'ready');
  const $player = createStore<PlayerState>(ANONYMOUS_PLAYER)
    .on(checkSessionFx.doneData, (_, p) => p)
    .on(playerSignedIn, (_, p) => p)
    .on(logoutFx.finally, () => ANONYMOUS_PLAYER);
  const $sessionChecked = createStore(false).on(checkSessionFx.finally, () => true);
  const $gamesChecked = createStore(false).on(loadGamesFx.finally, () => true);
  const $preferences = createStore<Preferences>(readPreferences(deps.local))
    .on(preferencesChanged, (p, patch) => ({ ...p, ...patch }))
    .on(languageChanged, (p, language) => (p.language === language ? p : { ...p, language }))
    .on(themeToggled, (p) => ({ ...p, appTheme: p.appTheme === 0 ? 1 : 0 }))
    // spec 000 §4 logout: clear the user id and reset profile ids
    .on(logoutFx.finally, (p) => ({ ...p, userId: null, lineProfileId: null, liveProfileId: null, profileIdTimestamp: null }))
    .on(playerSignedIn, (p, player) => ({ ...p, userId: player.userId }));
  const $language = $preferences.map((p) => p.language);
  // A load answered for a language the page has since left (a quick switch back) is not taken.
  const dictionaryLoaded = sample({
    clock: loadDictionaryFx.done,
    source: $language,
    filter: (language, { params }) => language === params,
    fn: (_, done) => done,
  });
  const $dictionary = createStore<Dictionary>({}).on(dictionaryLoaded, (_, { result }) => result);
  /** The language of the texts the site shows; null until the first arrive. */
  const $dictionaryLanguage = createStore<string | null>(null).on(dictionaryLoaded, (_, { params }) => params);
  /**
   * QA10 #6: the texts of a language the player switched to did not load while the site had another language's.
   * The site stays in that language (the view goes back to its address) and says so, with Try again; only texts
   * failing at start-up, when there are none, are the texts-failed screen.
   */
  const languageSwitchFailed = sample({
    clock: loadDictionaryFx.fail,
    source: { shown: $dictionaryLanguage, language: $language },
    filter: ({ shown, language }, { params }) => shown !== null && shown !== params && language === params,
    fn: ({ shown }, { params }): LanguageSwitchFailure => ({ from: shown ?? params, to: params }),
  });
  const textsFailed = sample({ clock: loadDictionaryFx.fail, source: $dictionaryLanguage, filter: (shown) => shown === null });
  const $dictionaryStatus = createStore<DictionaryStatus>('loading')
    .on(loadDictionaryFx, () => 'loading')
    .on(loadDictionaryFx.done, () => 'ready')
    .on(languageSwitchFailed, () => 'ready')
    .on(textsFailed, () => 'error');
  /** Some dictionary arrived (a later language's load keeps the site on these texts while it runs). */
  const $hasDictionary = $dictionaryLanguage.map((language) => language !== null);
  const $languageSwitchFailure = createStore<LanguageSwitchFailure | null>(null)
    .on(languageSwitchFailed, (_, failure) => failure)
    .on(dictionaryLoaded, () => null)
    .on(languageSwitchDismissed, () => null);
  // a language that could not be loaded is not the player's language: the site stays in the one it shows
  $preferences.on(languageSwitchFailed, (p, { from }) => ({ ...p, language: from }));
  /**
   * Legacy and numeric game ids resolve through the games preview (spec 000 §2).
   * A failed load leaves a lookup marked unavailable, so the guards do not take
   * "nothing known" for "no such game" (QA8 #11); a retry that works replaces it.
   */
  const $gameRoutes = createStore<GameRouteLookup>(EMPTY_GAME_ROUTES)
    .on(loadGamesFx.doneData, (_, games) => extendGameRoutes(EMPTY_GAME_ROUTES, games))
    .on(loadGamesFx.fail, () => UNAVAILABLE_GAME_ROUTES);
  const $gamesLoading = loadGamesFx.pending;
  const $blocking = createStore<BlockingState>(NOT_BLOCKED).on(checkBlockingFx.doneData, (_, b) => b);
  const $modal = createStore<ModalName | null>(null)
    .on(modalOpened, (_, m) => m)
    .on(modalClosed, () => null)
    .on(playerSignedIn, () => null)
    .on(logoutFx.finally, () => null);
  /**
   * spec 000 §4 Logout: "then goes home in the current language", from any page and whichever logout ran it (the
   * menu, the session limit, the reality check); the router goes there before any guard sees the signed-out player
   * on a signed-in page (QA7 #10: the office guard sent them to the login form).
   */
  const $homeAfterLogout = createStore<string | null>(null).on(logoutLanded, () => null);
  const markLogoutFailedFx = createEffect(() => deps.sessionStorage?.set(LOGOUT_FAILED_STORAGE_KEY, '1'));
  const takeLogoutFailedMarkFx = createEffect((): boolean => {
    const marked = deps.sessionStorage?.get(LOGOUT_FAILED_STORAGE_KEY) === '1';
    deps.sessionStorage?.remove(LOGOUT_FAILED_STORAGE_KEY);
    return marked;
  });
  /**
   * A logout failed, on this page or on the one before the reload that followed it (QA10 #9: the reload left the
   * player signed in without a word). Said only while the player is signed in: a session that ended after all
   * needs no word.
   */
  const $logoutFailedFlag = createStore(false)
    .on(logoutFx.fail, () => true)
    .on(takeLogoutFailedMarkFx.doneData, (was, marked) => was || marked)
    .on(logoutFx, () => false)
    .on(logoutFailureDismissed, () => false);
  /** spec 000 §2: payment_consultant=1 is remembered in memory. */
  const $paymentConsultant = createStore(false).on(paymentConsultantRemembered, () => true);
  /** spec 000 §2: platform_type=mobile forces the mobile platform. */
  const $mobilePlatform = createStore(false).on(mobilePlatformForced, () => true);
  const $isAuthenticated = $player.map((p) => p.userId !== null);
  const $logoutFailed = combine($logoutFailedFlag, $isAuthenticated, $sessionChecked, (failed, signedIn, checked) => failed && checked && signedIn);

  const $ready = combine($startup, $sessionChecked, $gamesChecked, (s, session, games) => s === 'ready' && session && games);

  // ---- start-up -----------------------------------------------------------
  // Once per page load: a shell mounted again (after the route error boundary) would otherwise load the config,
  // session, texts and games again and log each failure again (QA8 #11: 'games failed' ×2).
  const $appStartedOnce = createStore(false);
  const firstStart = sample({ clock: appStarted, source: $appStartedOnce, filter: (was) => !was, fn: (_, start) => start });
  $appStartedOnce.on(firstStart, () => true);
  sample({ clock: firstStart, fn: ({ language }) => language, target: [loadConfigFx, languageChanged] });
  sample({ clock: loadConfigFx.done, target: checkSessionFx });
  sample({
    clock: checkSessionFx.finally,
    source: firstStart,
    fn: ({ url }, result) => ({ isAuthenticated: result.status === 'done' && result.result.userId !== null, url }),
    target: checkBlockingFx,
  });
  sample({
    clock: blockingRechecked,
    source: $isAuthenticated,
    fn: (isAuthenticated, { url }) => ({ isAuthenticated, url }),
    target: checkBlockingFx,
  });
  sample({ clock: loadConfigFx.done, source: $language, target: [loadDictionaryFx, loadGamesFx, loadConfigGroupsFx] });
  sample({ clock: gamesRetried, source: $language, filter: $gamesLoading.map((loading) => !loading), target: loadGamesFx });
  // Groups hold texts in the player's language: a new language loads them again.
  sample({
    clock: $language.updates,
    source: { language: $language, startup: $startup },
    filter: ({ startup }) => startup === 'ready',
    fn: ({ language }) => language,
    target: loadConfigGroupsFx,
  });
  sample({
    clock: dictionaryRetried,
    source: { language: $language, startup: $startup },
    filter: ({ startup }) => startup === 'ready',
    fn: ({ language }) => language,
    target: loadDictionaryFx,
  });
  // a language whose texts the site already shows is not loaded again (back from a switch that failed)
  sample({
    clock: $language.updates,
    source: { startup: $startup, shown: $dictionaryLanguage },
    filter: ({ startup, shown }, language) => startup === 'ready' && shown !== language,
    fn: (_, language) => language,
    target: loadDictionaryFx,
  });

  // ---- session ------------------------------------------------------------
  sample({ clock: logoutConfirmed, target: logoutFx });
  sample({ clock: logoutFx.fail, target: markLogoutFailedFx });
  sample({ clock: firstStart, target: takeLogoutFailedMarkFx });
  sample({
    clock: logoutFx.done,
    source: $language,
    fn: (language) => {
      const finish = logoutFinish({ succeeded: true, language, reloadRequired: false });
      return finish.kind === 'go-home' ? finish.path : null;
    },
    target: $homeAfterLogout,
  });

  // ---- persistence --------------------------------------------------------
  sample({
    clock: $preferences.updates,
    source: $siteConfig,
    fn: (config, preferences) => ({ preferences, consentPopup: config?.cookieConsentPopup ?? true }),
    target: persistPreferencesFx,
  });

  // One set of display choices per browser: what another tab stores (the odds format, the theme …) is taken
  // here (adoptSharedPreferences); a record that is not preferences changes nothing.
  const preferencesStoredElsewhere = createEvent<string | null>();
  let hearingOtherTabs = false;
  const hearOtherTabsFx = createEffect(() => {
    if (hearingOtherTabs || !deps.local.onExternalChange) return;
    hearingOtherTabs = true;
    const heard = scopeBind(preferencesStoredElsewhere, { safe: true });
    deps.local.onExternalChange(PREFERENCES_STORAGE_KEY, (raw) => heard(raw));
  });
  sample({ clock: firstStart, target: hearOtherTabsFx });
  $preferences.on(preferencesStoredElsewhere, (current, raw) => {
    const stored = parseStoredPreferences(raw);
    return stored ? adoptSharedPreferences(current, stored) : current;
  });

  // ---- analytics and failures --------------------------------------------
  sample({ clock: pageViewed, target: trackFx });
  sample({ clock: loadConfigFx.failData, fn: (error) => ({ operation: 'config', error }), target: logFailureFx });
  sample({ clock: checkSessionFx.failData, fn: (error) => ({ operation: 'session', error }), target: logFailureFx });
  sample({ clock: checkBlockingFx.failData, fn: (error) => ({ operation: 'block', error }), target: logFailureFx });
  sample({ clock: loadDictionaryFx.failData, fn: (error) => ({ operation: 'dictionary', error }), target: logFailureFx });
  sample({ clock: loadConfigGroupsFx.failData, fn: (error) => ({ operation: 'config groups', error }), target: logFailureFx });
  sample({ clock: loadGamesFx.failData, fn: (error) => ({ operation: 'games', error }), target: logFailureFx });
  sample({ clock: logoutFx.failData, fn: (error) => ({ operation: 'logout', error }), target: logFailureFx });


  return {
    appStarted,
    chunkFailed,
    unknownMiddlewareMet,
    routeMiddleware: deps.routeMiddleware ?? ROUTE_MIDDLEWARE,
    languageChanged,
    themeToggled,
    preferencesChanged,
    dictionaryRetried,
    languageSwitchDismissed,
    gamesRetried,
    playerSignedIn,
    logoutConfirmed,
    modalOpened,
    modalClosed,
    pageViewed,
    paymentConsultantRemembered,
    mobilePlatformForced,
    blockingRechecked,
    logoutLanded,
    logoutFailureDismissed,
    logoutFx,
    /** The start-up session check (with its retries); the session model tells a check that failed from "no session" (QA18 #1). */
    checkSessionFx,
    $siteConfig,
    $configGroups,
    $startup,
    $player,
    $isAuthenticated,
    $sessionChecked,
    $preferences,
    $language,
    $dictionary,
    $dictionaryStatus,
    $languageSwitchFailure,
    $blocking,
    $gameRoutes,
    $gamesLoading,
    $modal,
    $homeAfterLogout,
    $logoutFailed,
    $paymentConsultant,
    $mobilePlatform,
    /** Start-up done: config loaded, session checked, game routes known (the guards read all three). */
    $ready,
    $view: combine($startup, $ready, $dictionaryStatus, $hasDictionary, (startup, ready, texts, hasTexts): ShellView => {
      if (startup === 'fatal') return 'fatal';
      if (texts === 'error') return 'texts-failed';
      return ready && hasTexts ? 'site' : 'startup';
    }),
  };
}

export type ShellModel = ReturnType<typeof createShellModel>;
