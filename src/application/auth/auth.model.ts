import { createEvent, createStore, sample, type Event, type EventPayload, type Store } from 'effector';
import type { AuthPort, OAuthProvider, PasswordRecoveryPort, PhoneDirectoryPort, RegistrationPort } from '../../domain/auth';
import type { RegistrationType } from '../../domain/analytics';
import { destinationAfterAuthChange, type SessionPort } from '../../domain/session';
import type { AnalyticsPort, ClockPort, KeyValueStoragePort, LoggerPort, PagePort } from '../../domain/shared';
import { createOAuthModel } from './oauth.model';
import { createAuthSessionModel, type SignInSource } from './auth-session.model';
import type { AuthShell } from './auth-shell';
import { createFunnelsModel } from './funnels.model';
import { createLoginFormModel, type LoginField } from './login-form.model';
import { createPasswordRecoveryModel } from './password-recovery.model';
import { createPhoneDirectoryModel, type PhoneDirectoryModel } from './phone-directory.model';
import { createRegistrationFlowModel } from './registration-flow.model';
import { createRegistrationModel, type RegistrationOpening } from './registration.model';

export interface AuthDeps {
  shell: AuthShell;
  auth: AuthPort;
  registration: RegistrationPort;
  recovery: PasswordRecoveryPort;
  phones: PhoneDirectoryPort;
  /** The page's phone directory when another model already keeps one (the session models' account transfer); else one is made. */
  phoneDirectory?: PhoneDirectoryModel;
  session: SessionPort;
  clock: ClockPort;
  local: KeyValueStoragePort;
  /** Session storage (an OAuth sign-in keeps its return path there while the provider has the browser). */
  sessionStorage: KeyValueStoragePort;
  /** Full navigations (to the OAuth provider). */
  page: PagePort;
  analytics: AnalyticsPort;
  logger: LoggerPort;
  /**
   * Entries into registration from outside the auth UI (the registration
   * reminder's button): each runs the registration flow on the current route.
   */
  registrationEntry?: { requested: Event<void>; $routeName: Store<string | null> };
}

/**
 * Login, registration, password recovery and their funnels, wired to the
 * shell's modal and player: opening the login, registration or
 * forgot-password modal starts the matching model, closing it ends it, and
 * a sign-in from any of them goes through the auth session model.
 */
export function createAuthModels(deps: AuthDeps) {
  const funnels = createFunnelsModel(deps);
  const phones = deps.phoneDirectory ?? createPhoneDirectoryModel({ phones: deps.phones, logger: deps.logger });
  const login = createLoginFormModel({ auth: deps.auth, clock: deps.clock, local: deps.local, logger: deps.logger, funnels, phones });
  const recovery = createPasswordRecoveryModel({ recovery: deps.recovery, clock: deps.clock, logger: deps.logger, funnels, phones });
  const registration = createRegistrationModel({
    registration: deps.registration,
    logger: deps.logger,
    funnels,
    phones,
    $siteCountryCode: deps.shell.$siteConfig.map((c) => c?.countryCode ?? null),
  });
  const registrationFlow = createRegistrationFlowModel({ local: deps.local, $siteConfig: deps.shell.$siteConfig });
  const session = createAuthSessionModel({ shell: deps.shell, session: deps.session, logger: deps.logger });
  const oauth = createOAuthModel({ auth: deps.auth, page: deps.page, storage: deps.sessionStorage, logger: deps.logger });
  const { shell } = deps;

  const context = { lang: shell.$language, config: shell.$siteConfig };
  const isOpen = (name: string) => shell.$modal.map((m) => m === name);

  // ---- login modal --------------------------------------------------------
  const $loginOpen = isOpen('login');
  sample({
    clock: $loginOpen.updates,
    source: context,
    filter: (_, open) => open,
    fn: ({ lang, config }) => ({ lang, siteCountryCode: config?.countryCode ?? null, popup: true }),
    target: login.opened,
  });
  sample({ clock: $loginOpen.updates, filter: (open) => !open, fn: () => undefined, target: login.closed });
  sample({
    clock: login.signedIn,
    fn: ({ userId, via }) => ({ userId, from: via === 'token' ? ('token' as const) : ('login-form' as const) }),
    target: session.signedIn,
  });
  const fromLoginDialog = ({ from }: { from: SignInSource | null }) => from === 'login-form' || from === 'token';
  sample({ clock: session.confirmed, filter: fromLoginDialog, fn: () => undefined, target: login.signInConfirmed });
  sample({ clock: session.refused, filter: fromLoginDialog, fn: () => undefined, target: login.signInRefused });
  sample({ clock: login.tokenRejected, fn: () => 'login' as const, target: shell.modalOpened });

  // ---- OAuth: the callback signs in and returns where a password sign-in on this page would go:
  // the safe returnUrl (the guard's login page), else the page the player is on, else home
  const oauthRequested = createEvent<OAuthProvider>();
  sample({
    clock: oauthRequested,
    source: session.$location,
    fn: (location, provider) => ({
      provider,
      returnPath: destinationAfterAuthChange({
        returnUrl: location.returnUrl,
        previousRoute: location.previousRoute,
        home: location.home,
        // the guards decide what the signed-in player may open once back
        isAllowed: () => true,
      }),
    }),
    target: oauth.started,
  });
  sample({ clock: oauth.signedIn, fn: (signIn) => ({ ...signIn, from: 'oauth' as const }), target: session.signedIn });
  // A code the server took while its session then says nobody is signed in: the callback page says the sign-in
  // failed (it showed nothing at all, waiting for a navigation that never came).
  sample({ clock: session.refused, filter: ({ from }) => from === 'oauth', fn: () => undefined, target: oauth.sessionRefused });

  // ---- forgot-password modal ---------------------------------------------
  const $recoveryOpen = isOpen('forgot-password');
  sample({
    clock: $recoveryOpen.updates,
    source: context,
    filter: (_, open) => open,
    fn: ({ lang, config }) => ({ lang, siteCountryCode: config?.countryCode ?? null }),
    target: recovery.opened,
  });
  sample({ clock: $recoveryOpen.updates, filter: (open) => !open, fn: () => undefined, target: recovery.closed });
  sample({ clock: recovery.finished, target: shell.modalClosed });
  sample({ clock: recovery.loginRequested, fn: ({ login: value }) => ({ field: 'login' as const, value }), target: login.fieldChanged });
  sample({ clock: recovery.loginRequested, fn: () => 'login_password' as const, target: login.formSelected });
  sample({ clock: recovery.loginRequested, fn: () => 'login' as const, target: shell.modalOpened });

  // ---- registration -------------------------------------------------------
  const $flowOpening = createStore<RegistrationOpening>('modal').on(registrationFlow.modalRequested, (_, o) => o);
  sample({ clock: registrationFlow.modalRequested, fn: () => 'registration' as const, target: shell.modalOpened });
  sample({ clock: registrationFlow.navigationRequested, target: session.navigationRequested });
  sample({ clock: registrationFlow.bonusPreselected, target: registration.bonusPreselected });
  if (deps.registrationEntry) {
    sample({
      clock: deps.registrationEntry.requested,
      source: { routeName: deps.registrationEntry.$routeName, lng: shell.$language },
      target: registrationFlow.requested,
    });
  }
  const $registrationOpen = isOpen('registration');
  sample({
    clock: $registrationOpen.updates,
    source: { lang: shell.$language, opening: $flowOpening },
    filter: (_, open) => open,
    fn: ({ lang, opening }) => ({ lang, opening }),
    target: registration.opened,
  });
  sample({ clock: $registrationOpen.updates, filter: (open) => !open, fn: () => undefined, target: registration.closed });
  const $registeredThisTime = createStore(false)
    .on(registration.opened, () => false)
    .on(registration.registered, () => true);
  // spec 000 §4: closing the registration modal while logged out tracks a registration-leave event
  sample({
    clock: $registrationOpen.updates,
    source: { authenticated: shell.$isAuthenticated, registered: $registeredThisTime, type: registration.$type },
    filter: ({ authenticated, registered }, open) => !open && !authenticated && !registered,
    fn: ({ type }): { type: RegistrationType } => ({ type }),
    target: funnels.registrationLeft,
  });
  sample({
    clock: registration.registered,
    fn: ({ userId, opening }) => ({
      userId,
      afterwards: opening === 'deposit' ? ('deposit' as const) : ('return' as const),
      from: 'registration' as const,
    }),
    target: session.signedIn,
  });
  // A new account the session did not sign in (it says nobody is signed in): the registration dialog says the
  // account exists and offers the login (it only logged a warning, and the form waited as if nothing happened).
  const fromRegistration = ({ from }: { from: SignInSource | null }) => from === 'registration';
  sample({ clock: session.confirmed, filter: fromRegistration, fn: () => undefined, target: registration.signInConfirmed });
  sample({ clock: session.refused, filter: fromRegistration, fn: () => undefined, target: registration.signInRefused });
  // the login with what the player registered with: a one-click account's login and password, a full
  // registration's e-mail, a phone registration's number (on the phone + password form); social: the login form
  const loginAfterRegistration = sample({
    clock: registration.loginRequested,
    source: { type: registration.$type, values: registration.$values, credentials: registration.$credentials },
  });
  const prefill = (field: LoginField, pick: (r: EventPayload<typeof loginAfterRegistration>) => string | number | null) =>
    sample({
      clock: loginAfterRegistration,
      filter: (r) => pick(r) !== null && pick(r) !== '',
      fn: (r) => ({ field, value: pick(r) }),
      target: login.fieldChanged,
    });
  prefill('login', ({ type, values, credentials }) => (type === 'one_click' ? (credentials?.login ?? null) : type === 'full' ? values.email : null));
  prefill('passwordLogin', ({ type, credentials }) => (type === 'one_click' ? (credentials?.password ?? null) : null));
  prefill('phone', ({ type, values }) => (type === 'phone' ? values.phone : null));
  prefill('phoneCountryId', ({ type, values }) => (type === 'phone' ? values.phoneCountryId : null));
  sample({
    clock: loginAfterRegistration,
    fn: ({ type }) => (type === 'phone' ? ('phone_password' as const) : ('login_password' as const)),
    target: login.formSelected,
  });
  sample({ clock: loginAfterRegistration, fn: () => 'login' as const, target: shell.modalOpened });

  return { funnels, phones, login, recovery, registration, registrationFlow, session, oauth, oauthRequested };
}

export type AuthModels = ReturnType<typeof createAuthModels>;
