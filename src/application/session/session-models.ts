import { createEvent, sample } from 'effector';
import type { PhoneDirectoryPort } from '../../domain/auth';
import type { AdBlockDetectorPort, GoogleOneTapApiPort, GoogleOneTapScriptPort } from '../../domain/notices';
import type { AccountOfficePort, AccountsPort } from '../../domain/player';
import { createAccountsModel } from '../player/accounts.model';
import type { AccountTransferPort, SessionPort, TermsPort } from '../../domain/session';
import type { SessionBootstrapPort } from '../../domain/session-bootstrap';
import type { ClockPort, CookiesPort, KeyValueStoragePort, LoggerPort, PagePort } from '../../domain/shared';
import type { AppVersionPort, RedirectPort, SecureDataPort } from '../../domain/startup';
import type { UserConfigPort } from '../../domain/user-config';
import { createPhoneDirectoryModel } from '../auth/phone-directory.model';
import { createAccountTransferModel } from '../notices/account-transfer.model';
import { createNotificationsModel } from '../notices/notifications.model';
import { createOneTapModel } from '../notices/one-tap.model';
import { createRemindersModel } from '../notices/reminders.model';
import { createStartupNoticesModel } from '../notices/startup-notices.model';
import type { ShellModel } from '../shell/shell.model';
import { createIdleLogoffModel } from './idle-logoff.model';
import { createSessionModel } from './session.model';
import { createStartupModel, type LandingPage } from './startup.model';

export interface SessionPorts {
  session: SessionPort;
  sessionBootstrap: SessionBootstrapPort;
  accounts: AccountsPort;
  office: AccountOfficePort;
  userConfig: UserConfigPort;
  terms: TermsPort;
  transfer: AccountTransferPort;
  /** Phone countries and masks for the account transfer's phone field (the login's). */
  phones: PhoneDirectoryPort;
  redirect: RedirectPort;
  secureData: SecureDataPort;
  appVersion: AppVersionPort;
  adBlock: AdBlockDetectorPort;
  oneTapApi: GoogleOneTapApiPort;
  oneTapScript: GoogleOneTapScriptPort;
  clock: ClockPort;
  cookies: CookiesPort;
  local: KeyValueStoragePort;
  sessionStorage: KeyValueStoragePort;
  logger: LoggerPort;
  page: PagePort;
  /** The page as first loaded, before the router's first navigation (referral cookies, redirect service). */
  landing: LandingPage;
}

/** Every start-up, session and notice model, wired to the shell and to each other. */
export function createSessionModels(ports: SessionPorts, shell: ShellModel) {
  const { clock, cookies, local, sessionStorage, logger, page } = ports;
  const notifications = createNotificationsModel({ clock });
  const startup = createStartupModel({
    landing: ports.landing,
    redirect: ports.redirect,
    secureData: ports.secureData,
    sessionBootstrap: ports.sessionBootstrap,
    cookies,
    sessionStorage,
    clock,
    logger,
    page,
    $blocking: shell.$blocking,
  });
  const startupNotices = createStartupNoticesModel({
    landing: ports.landing,
    appVersion: ports.appVersion,
    adBlock: ports.adBlock,
    cookies,
    local,
    clock,
    logger,
    page,
    notifications,
    $siteConfig: shell.$siteConfig,
  });
  const session = createSessionModel({
    session: ports.session,
    accounts: ports.accounts,
    userConfig: ports.userConfig,
    terms: ports.terms,
    cookies,
    local,
    clock,
    logger,
    page,
    shell,
    sessionLoaded: startup.sessionLoaded,
  });
  const idle = createIdleLogoffModel({
    local,
    clock,
    $siteConfig: shell.$siteConfig,
    $isAuthenticated: shell.$isAuthenticated,
    $ready: shell.$ready,
    idleLogoutRequested: session.idleLogoutRequested,
  });
  const $routeName = session.$route.map((r) => r?.routeName ?? null);
  /**
   * The reminder's button asks for registration; the auth models run it
   * through the registration flow (spec 000 §4), never straight to the modal.
   */
  const registrationRequested = createEvent();
  const reminders = createRemindersModel({
    accounts: ports.accounts,
    local,
    sessionStorage,
    clock,
    logger,
    notifications,
    $player: shell.$player,
    $siteConfig: shell.$siteConfig,
    $modal: shell.$modal,
    $routeName,
    registrationRequested,
  });
  // The page's one phone directory: the account transfer's, lent to the login, registration and recovery forms
  // (auth models are made after these), so the countries and masks load once a language.
  const phones = createPhoneDirectoryModel({ phones: ports.phones, logger });
  const transfer = createAccountTransferModel({
    transfer: ports.transfer,
    $player: shell.$player,
    $routeName,
    $hasRedirectToken: session.$route.map((r) => r?.hasRedirectToken ?? false),
    phones,
    $language: shell.$language,
    $siteCountryCode: shell.$siteConfig.map((c) => c?.countryCode ?? null),
  });
  const oneTap = createOneTapModel({
    api: ports.oneTapApi,
    script: ports.oneTapScript,
    page,
    logger,
    notifications,
    $siteConfig: shell.$siteConfig,
    $player: shell.$player,
    $language: shell.$language,
  });
  // a one-tap sign-in whose redirectUrl was refused stays on this page: the session check picks the new player up
  sample({ clock: oneTap.navigateFx.doneData, filter: (followed) => !followed, fn: () => undefined, target: session.recheckFx });
  const accounts = createAccountsModel({
    accounts: ports.accounts,
    office: ports.office,
    clock,
    local,
    logger,
    notifications,
    $accounts: session.$accounts,
    loadAccountsFx: session.loadAccountsFx,
    $routeName,
    $language: shell.$language,
  });
  // spec 000 §4: activating an account refreshes data: the accounts (the accounts model) and the session's player
  sample({ clock: accounts.activateFx.done, fn: () => undefined, target: session.recheckFx });
  return { notifications, startup, startupNotices, session, idle, reminders, transfer, oneTap, accounts, phones, registrationRequested, $routeName };
}

export type SessionModels = ReturnType<typeof createSessionModels>;
