import { combine, createEffect, createEvent, createStore, sample, type Effect, type Event, type EventCallable, type Store, type StoreWritable } from 'effector';
import type { SiteConfig } from '../../domain/config';
import {
  ACCOUNTS_UPDATE_RETRY,
  ACTIVE_ACCOUNT_STORAGE_KEY,
  AccountType,
  activeAccountOf,
  DEFAULT_PLAYER_CONFIG,
  hasActiveAccount,
  withRememberedActive,
  type Account,
  type AccountsPort,
  type PlayerConfig,
} from '../../domain/player';
import type { Preferences } from '../../domain/preferences';
import { isSafeReturnUrl } from '../../domain/security';
import {
  ANONYMOUS_PLAYER,
  AUTH_COOKIES,
  AUTO_LOGOFF_NOTICE_STORAGE_KEY,
  confirmTermsDecision,
  logoutFinish,
  matchAuthRedirectRule,
  recheckDelayOnResume,
  SESSION_RECHECK_INTERVAL_MS,
  sessionCheckOutcome,
  shouldRecheckSession,
  type PageVisibility,
  type PlayerState,
  type SessionPort,
  type TermsPort,
} from '../../domain/session';
import { retryOnClock, type ClockPort, type CookiesPort, type KeyValueStoragePort, type LoggerPort, type PagePort } from '../../domain/shared';
import type { UserConfigPort } from '../../domain/user-config';
import { createClockTimer } from './clock-timer';

/** The parts of the shell model the session model reads and drives. */
export interface SessionShell {
  $player: StoreWritable<PlayerState>;
  $siteConfig: Store<SiteConfig | null>;
  $language: Store<string>;
  $ready: Store<boolean>;
  logoutFx: Effect<void, void>;
  /** The start-up session check (spec 000 §4: 2 retries at 1500 ms); Try again runs it once more. */
  checkSessionFx: Effect<void, PlayerState>;
  preferencesChanged: EventCallable<Partial<Preferences>>;
}

export interface SessionDeps {
  session: SessionPort;
  accounts: AccountsPort;
  /** The signed-in player's configuration, loaded on sign-in (spec 000 §4, 001 §5). */
  userConfig?: UserConfigPort;
  terms: TermsPort;
  cookies: CookiesPort;
  local: KeyValueStoragePort;
  clock: ClockPort;
  logger: LoggerPort;
  page: PagePort;
  shell: SessionShell;
  /** The start-up model's delayed session load (spec 001 §7): a user id different from the player's re-checks. */
  sessionLoaded?: Event<number | null>;
}

export interface RouteInfo {
  path: string;
  routeName: string;
  lng: string;
  /** The query carries redirectToken (spec 001 §2: keeps the account-transfer modal shut). */
  hasRedirectToken?: boolean;
}

/** spec 000 §2: the confirm-terms route. */
export const CONFIRM_TERMS_ROUTE = 'system.confirm-terms';
const LOGIN_ROUTE = 'user.login';

/** A rule's route_to: a same-origin path as given, or a path inside the current language. */
export function ruleTarget(routeTo: string, lng: string): string | null {
  const path = routeTo.startsWith('/') ? routeTo : `/${lng}/${routeTo.replace(/^\/+/, '')}`;
  return isSafeReturnUrl(path) ? path : null;
}

/**
 * The player's session after start-up (spec 000 §4): the 60 s re-check while
 * the page is visible, accounts for a signed-in player, the logout clean-up,
 * confirm terms and the one-time redirect rule after login.
 */
export function createSessionModel(deps: SessionDeps) {
  const { shell } = deps;
  const started = createEvent();
  const visibilityChanged = createEvent<PageVisibility>();
  const routeChanged = createEvent<RouteInfo>();
  const navigationHandled = createEvent();
  const termsAccepted = createEvent();
  /** Idle auto-logoff reached its limit (spec 000 §4). */
  const idleLogoutRequested = createEvent();
  /** Any session answer: the start-up load, a re-check. */
  const sessionAnswered = createEvent<PlayerState>();

  const $visibility = createStore<PageVisibility>('visible').on(visibilityChanged, (_, v) => v);
  /** The current route and the path before it (the login page is skipped: it is where the player signs in, not came from). */
  const $routes = createStore<{ current: RouteInfo | null; previousPath: string | null }>({ current: null, previousPath: null }).on(
    routeChanged,
    ({ current, previousPath }, next) => ({
      current: next,
      previousPath: current && current.path !== next.path && current.routeName !== LOGIN_ROUTE ? current.path : previousPath,
    }),
  );
  const $route = $routes.map((r) => r.current);
  const $previousPath = $routes.map((r) => r.previousPath);
  /** Where the view should take the player next (router navigation); null when nowhere. */
  const $pendingNavigation = createStore<string | null>(null).on(navigationHandled, () => null);
  const $isAuthenticated = shell.$player.map((p) => p.userId !== null);

  // ---- re-check every 60 s while visible ---------------------------------
  const recheckTimer = createClockTimer(deps.clock);
  const recheckFx = createEffect(() => deps.session.check());
  const $lastCheckedAt = createStore<number | null>(null).on(recheckFx.finally, () => deps.clock.now());
  const $started = createStore(false);
  const firstStart = sample({ clock: started, source: $started, filter: (was) => !was });
  $started.on(firstStart, () => true);
  const nowFx = createEffect(() => deps.clock.now());
  sample({ clock: firstStart, target: nowFx });
  sample({ clock: nowFx.doneData, filter: $lastCheckedAt.map((t) => t === null), target: $lastCheckedAt });
  sample({
    clock: [firstStart, recheckFx.finally],
    source: $visibility,
    filter: shouldRecheckSession,
    fn: () => ({ ms: SESSION_RECHECK_INTERVAL_MS, payload: undefined }),
    target: recheckTimer.started,
  });
  sample({ clock: recheckTimer.fired, source: $visibility, filter: shouldRecheckSession, target: recheckFx });
  // spec 000 §4: paused while hidden, resumed on return
  sample({ clock: visibilityChanged, filter: (v) => v === 'hidden', target: recheckTimer.stopped });
  const resumeFx = createEffect((lastCheckedAt: number | null) => recheckDelayOnResume(lastCheckedAt, deps.clock.now()));
  sample({
    clock: visibilityChanged,
    source: { last: $lastCheckedAt, started: $started },
    filter: ({ started: s }, v) => s && v === 'visible',
    fn: ({ last }) => last,
    target: resumeFx,
  });
  sample({ clock: resumeFx.doneData, fn: (ms) => ({ ms, payload: undefined }), target: recheckTimer.started });
  sample({ clock: recheckFx.doneData, target: sessionAnswered });
  if (deps.sessionLoaded) {
    sample({
      clock: deps.sessionLoaded,
      source: shell.$player,
      filter: (player, userId) => player.userId !== userId,
      target: recheckFx,
    });
  }

  // spec 000 §4: a user id sets the player; none disconnects a signed-in player
  const disconnected = createEvent();
  sample({
    clock: sessionAnswered,
    source: shell.$player,
    filter: (current, answer) => {
      const outcome = sessionCheckOutcome(answer.userId);
      return outcome.kind === 'signed-in' && JSON.stringify(current) !== JSON.stringify(answer);
    },
    fn: (_, answer) => answer,
    target: shell.$player,
  });
  sample({
    clock: sessionAnswered,
    source: shell.$player,
    filter: (current, answer) => current.userId !== null && sessionCheckOutcome(answer.userId).kind === 'disconnect',
    target: disconnected,
  });
  sample({ clock: disconnected, fn: () => ANONYMOUS_PLAYER, target: shell.$player });

  // ---- a session check that could not be made (QA18 #1) ------------------
  // Design: a check that failed (the network, the service, after the start-up retries) is not the answer "no
  // session". The player's stored state (cookies, the remembered account, the preferences' user id) is kept, the
  // pages that need a signed-in player wait instead of sending them to the login form, and the page says so with
  // Try again (the start-up check and its retries once more); the 60 s re-check goes on as well. Only an answer
  // (a user id or none), or a sign-in, settles it.
  const sessionCheckRetried = createEvent();
  const sessionCheckNoticeDismissed = createEvent();
  const playerSignedIn = shell.$player.updates.filter({ fn: (player) => player.userId !== null });
  /** The last session check failed and nothing has answered since: the player may or may not be signed in. */
  const $sessionUnresolved = createStore(false)
    .on(shell.checkSessionFx.fail, () => true)
    .on([shell.checkSessionFx.done, recheckFx.done, playerSignedIn, shell.logoutFx.done], () => false);
  const $sessionRetrying = shell.checkSessionFx.pending;
  const $sessionCheckNoticeDismissed = createStore(false)
    .on(sessionCheckNoticeDismissed, () => true)
    .on(shell.checkSessionFx.fail, () => false);
  /** The notice that the session could not be checked, with Try again. */
  const $sessionCheckNotice = combine($sessionUnresolved, $sessionCheckNoticeDismissed, (unresolved, dismissed) => unresolved && !dismissed);
  sample({ clock: sessionCheckRetried, source: $sessionRetrying, filter: (retrying) => !retrying, fn: () => undefined, target: shell.checkSessionFx });

  // ---- logout clean-up (spec 000 §4) -------------------------------------
  const clearAuthStateFx = createEffect(() => {
    for (const name of AUTH_COOKIES) deps.cookies.remove(name, '/');
    deps.local.remove(ACTIVE_ACCOUNT_STORAGE_KEY);
  });
  sample({ clock: [shell.logoutFx.finally, disconnected], target: clearAuthStateFx });
  sample({
    clock: disconnected,
    fn: () => ({ userId: null, lineProfileId: null, liveProfileId: null, profileIdTimestamp: null }),
    target: shell.preferencesChanged,
  });

  const idleLogoutFx = createEffect(async (language: string) => {
    // spec 000 §3, §4: the next visit shows the inactivity notice
    deps.local.set(AUTO_LOGOFF_NOTICE_STORAGE_KEY, '1');
    let succeeded = true;
    try {
      await shell.logoutFx();
    } catch {
      succeeded = false;
    }
    // a full load, so nothing of the signed-in state stays in memory and the notice shows on arrival
    const finish = logoutFinish({ succeeded, language, reloadRequired: false });
    if (finish.kind === 'go-home') deps.page.assign(finish.path);
    else deps.page.reload();
  });
  sample({ clock: idleLogoutRequested, source: shell.$language, target: idleLogoutFx });

  // ---- accounts ----------------------------------------------------------
  // spec 000 §4: the account update is retried up to 5 times every 2500 ms until an active account exists
  const loadAccountsFx = createEffect(() =>
    retryOnClock(deps.clock, ACCOUNTS_UPDATE_RETRY, () => deps.accounts.load(), {
      until: hasActiveAccount,
      // the rule polls for an active account; a failed load is not retried here (the HTTP pipeline retries transient ones)
      retryOn: () => false,
    }),
  );
  const rememberedAccountId = (): number | null => {
    const id = Number(deps.local.get(ACTIVE_ACCOUNT_STORAGE_KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  };
  const $accounts = createStore<Account[]>([])
    .on(loadAccountsFx.doneData, (_, accounts) => withRememberedActive(accounts, rememberedAccountId()))
    .reset(disconnected, shell.logoutFx.finally);

  // ---- user config (spec 000 §4 "on login the user config loads"; 001 §5 installation config when authenticated)
  const loadUserConfigFx = createEffect(() => (deps.userConfig ? deps.userConfig.load() : Promise.reject(new Error('no user config port'))));
  const $playerConfig = createStore<PlayerConfig>(DEFAULT_PLAYER_CONFIG)
    .on(loadUserConfigFx.doneData, (_, config) => config)
    .reset(disconnected, shell.logoutFx.finally);
  /** spec 000 §8: a failed load marks the config not installed (and is logged). */
  const $userConfigStatus = createStore<'not-loaded' | 'installed' | 'not-installed'>('not-loaded')
    .on(loadUserConfigFx.done, () => 'installed')
    .on(loadUserConfigFx.fail, () => 'not-installed')
    .reset(disconnected, shell.logoutFx.finally);
  const $activeAccount = $accounts.map((accounts) => activeAccountOf(accounts));
  const $signedInUser = createStore<number | null>(null)
    .on(shell.$player.updates, (previous, player) => (player.userId === null ? null : previous))
    .reset(disconnected, shell.logoutFx.finally);
  /** A player (a new user id) is signed in: by the start-up check, a login or a re-check. */
  const newUser = sample({
    clock: shell.$player.updates,
    source: $signedInUser,
    filter: (previous, player) => player.userId !== null && previous !== player.userId,
    fn: (_, player) => player,
  });
  $signedInUser.on(newUser, (_, p) => p.userId);
  sample({ clock: newUser, target: loadAccountsFx });
  if (deps.userConfig) sample({ clock: newUser, fn: () => undefined, target: loadUserConfigFx });
  // the session's balance moved (a re-check): the accounts follow, so the header shows the same money; not when the
  // main account already shows it (an accepted bet writes the staked account's new money itself, linkBalanceToShell)
  const $sameUserBalance = shell.$player.map((p) => (p.userId === null ? null : `${p.userId}:${p.balance}`));
  sample({
    clock: $sameUserBalance.updates,
    source: { user: $signedInUser, pending: loadAccountsFx.pending, accounts: $accounts, player: shell.$player },
    filter: ({ user, pending, accounts, player }, key) =>
      key !== null &&
      user !== null &&
      key.startsWith(`${user}:`) &&
      !pending &&
      !accounts.some((account) => account.type === AccountType.Main && account.money === player.balance),
    fn: () => undefined,
    target: loadAccountsFx,
  });
  const rememberActiveFx = createEffect((account: Account | null) => {
    if (account) deps.local.set(ACTIVE_ACCOUNT_STORAGE_KEY, String(account.id));
  });
  sample({ clock: $activeAccount.updates, target: rememberActiveFx });

  // ---- confirm terms (spec 000 §4) ---------------------------------------
  const termsStatusFx = createEffect(() => deps.terms.status());
  const acceptTermsFx = createEffect(() => deps.terms.accept());
  const $termsChanged = createStore(false)
    .on(termsStatusFx.doneData, (_, status) => status.changed)
    // spec 000 §8: a failed status check is treated as not changed
    .on(termsStatusFx.fail, () => false)
    .on(acceptTermsFx.done, () => false)
    .reset(disconnected, shell.logoutFx.finally);
  /** The last accept failed (QA7 #6): the panel says so and offers it again; the terms stay changed, so the guard holds. */
  const $acceptTermsFailed = createStore(false)
    .on(acceptTermsFx.fail, () => true)
    .on(acceptTermsFx, () => false)
    .reset(disconnected, shell.logoutFx.finally);
  sample({
    clock: newUser,
    source: shell.$siteConfig,
    filter: (config) => config?.termsConfirmation === true,
    target: termsStatusFx,
  });
  sample({ clock: termsAccepted, target: acceptTermsFx });
  const $termsDecision = combine(
    { auth: $isAuthenticated, config: shell.$siteConfig, changed: $termsChanged, route: $route, ready: shell.$ready },
    // decided once the start-up session check and the config have answered: before that a player reads as a visitor
    ({ auth, config, changed, route, ready }) =>
      route === null || !ready
        ? 'stay'
        : confirmTermsDecision({
            isAuthenticated: auth,
            featureOn: config?.termsConfirmation === true,
            termsChanged: changed,
            onConfirmTermsPage: route.routeName === CONFIRM_TERMS_ROUTE,
          }),
  );
  sample({
    clock: $termsDecision.updates,
    source: $route,
    filter: (route, decision) => route !== null && decision !== 'stay',
    fn: (route, decision) => (decision === 'go-confirm-terms' ? `/${route!.lng}/confirm-terms` : `/${route!.lng}`),
    target: $pendingNavigation,
  });

  // ---- after login: a matching redirect rule, once (spec 000 §4) ---------
  const loggedIn = sample({
    clock: newUser,
    source: shell.$ready,
    // the start-up session check is not a login
    filter: (ready) => ready,
  });
  const ruleMatched = sample({
    clock: loggedIn,
    source: { config: shell.$siteConfig, previous: $previousPath, route: $route },
    fn: ({ config, previous, route }) => {
      const from = route && route.routeName !== LOGIN_ROUTE ? route.path : previous;
      const to = matchAuthRedirectRule(config?.authRedirectRules ?? [], from);
      return to && route ? ruleTarget(to, route.lng) : null;
    },
  });
  sample({ clock: ruleMatched, filter: (to): to is string => to !== null, target: $pendingNavigation });
  sample({
    clock: ruleMatched,
    filter: (to) => to !== null,
    fn: () => ({ isRegistrationProcess: false }),
    target: shell.preferencesChanged,
  });

  const logFx = createEffect(({ operation, error }: { operation: string; error: unknown }) =>
    deps.logger.error(`${operation} failed`, { operation, error: String(error) }),
  );
  sample({ clock: recheckFx.failData, fn: (error) => ({ operation: 'session-recheck', error }), target: logFx });
  sample({ clock: loadAccountsFx.failData, fn: (error) => ({ operation: 'accounts', error }), target: logFx });
  sample({ clock: loadUserConfigFx.failData, fn: (error) => ({ operation: 'user-config', error }), target: logFx });
  sample({ clock: termsStatusFx.failData, fn: (error) => ({ operation: 'terms-status', error }), target: logFx });
  sample({ clock: acceptTermsFx.failData, fn: (error) => ({ operation: 'terms-accept', error }), target: logFx });

  return {
    started,
    visibilityChanged,
    routeChanged,
    navigationHandled,
    termsAccepted,
    idleLogoutRequested,
    sessionAnswered,
    sessionCheckRetried,
    sessionCheckNoticeDismissed,
    $sessionUnresolved,
    $sessionRetrying,
    $sessionCheckNotice,
    disconnected,
    recheckFx,
    loadAccountsFx,
    idleLogoutFx,
    acceptTermsFx,
    $visibility,
    $route,
    $previousPath,
    $pendingNavigation,
    loadUserConfigFx,
    $accounts,
    $activeAccount,
    $playerConfig,
    $userConfigStatus,
    $termsChanged,
    $termsDecision,
    $acceptingTerms: acceptTermsFx.pending,
    $acceptTermsFailed,
  };
}

export type SessionModel = ReturnType<typeof createSessionModel>;
