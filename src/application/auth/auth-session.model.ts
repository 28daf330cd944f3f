import { createEffect, createEvent, createStore, sample } from 'effector';
import { safeReturnUrl } from '../../domain/security';
import { ANONYMOUS_PLAYER, destinationAfterAuthChange, type PlayerState, type SessionPort } from '../../domain/session';
import type { LoggerPort } from '../../domain/shared';
import type { AuthShell } from './auth-shell';

/** Where the player is, as the navigation after sign-in needs it. */
export interface AuthLocation {
  /** The returnUrl query value, raw; only a safe same-origin path is ever followed. */
  returnUrl: string | null;
  /** The page to come back to (path + query), or null on the auth pages themselves. */
  previousRoute: string | null;
  /** Home in the current language ('/en'). */
  home: string;
  /** The current path + query, to skip navigating to where the player already is. */
  current: string;
}

/** Which sign-in asked: the login dialog's forms, its token login, an OAuth callback, or a new account's registration. */
export type SignInSource = 'login-form' | 'token' | 'oauth' | 'registration';

/** What to do after signing in: the return URL rules, or straight to the deposit page (registration by deposit modal). */
export type AfterSignIn = 'return' | 'deposit';

/**
 * After login or registration (issue 5 §4, spec 000 §4 auth change): load the
 * player through the session port into the shell, close the auth modal, and
 * send the player to the safe return URL, else the page they were on, else
 * home. The view performs the navigation `$navigateTo` asks for and reports
 * it with `navigated`.
 */
export function createAuthSessionModel(deps: { shell: AuthShell; session: SessionPort; logger: LoggerPort }) {
  /**
   * `returnPath`: where a sign-in that left the site (OAuth) asked to come back to; it goes before the page's own rules.
   * `from`: the login dialog's sign-ins, so its form hears whether the session took them (`confirmed`, `refused`).
   */
  const signedIn = createEvent<{ userId: number; afterwards?: AfterSignIn; returnPath?: string | null; from?: SignInSource }>();
  const locationChanged = createEvent<AuthLocation>();
  const navigationRequested = createEvent<string>();
  const navigated = createEvent();

  const loadPlayerFx = createEffect((_: { userId: number; afterwards: AfterSignIn; returnPath: string | null; from: SignInSource | null }) =>
    deps.session.check(),
  );
  const logFx = createEffect((error: unknown) => deps.logger.error('player load after sign-in failed', { error: String(error) }));
  const refusedLogFx = createEffect((userId: number) =>
    deps.logger.warn('sign-in answered success, but the session has no player: not signed in', { userId }),
  );

  const $location = createStore<AuthLocation>({ returnUrl: null, previousRoute: null, home: '/', current: '/' }).on(
    locationChanged,
    (_, l) => l,
  );
  const $navigateTo = createStore<string | null>(null)
    .on(navigationRequested, (_, path) => path)
    .on(navigated, () => null);

  sample({
    clock: signedIn,
    fn: ({ userId, afterwards, returnPath, from }) => ({ userId, afterwards: afterwards ?? 'return', returnPath: returnPath ?? null, from: from ?? null }),
    target: loadPlayerFx,
  });

  // QA11 #4: a sign-in the server answered "success" while its session then says nobody is signed in did not sign
  // anyone in (a reference provider answering from the contract's example did this): the player stays a visitor and
  // the form says the sign-in failed, instead of a header that shows the account until the first call is refused.
  const refused = sample({
    clock: loadPlayerFx.done,
    filter: ({ result }) => result.userId === null,
    fn: ({ params }) => ({ userId: params.userId, from: params.from }),
  });
  sample({ clock: refused, fn: ({ userId }) => userId, target: refusedLogFx });

  // The session knows the full player; if it cannot be read now, the user id from the login answer still signs in.
  const loaded = sample({
    clock: loadPlayerFx.finally,
    filter: (r) => r.status === 'fail' || r.result.userId !== null,
    fn: (r): { player: PlayerState; afterwards: AfterSignIn; returnPath: string | null; from: SignInSource | null } =>
      ({
        player: r.status === 'done' && r.result.userId !== null ? r.result : { ...ANONYMOUS_PLAYER, userId: r.params.userId },
        afterwards: r.params.afterwards,
        returnPath: r.params.returnPath,
        from: r.params.from,
      }),
  });
  sample({ clock: loaded, fn: ({ player }) => player, target: deps.shell.playerSignedIn });
  sample({
    clock: loaded,
    source: $location,
    fn: (location, { afterwards, returnPath }) => {
      if (afterwards === 'deposit') return `${location.home.replace(/\/+$/, '')}/office/recharge`;
      return destinationAfterAuthChange({
        returnUrl: returnPath ?? location.returnUrl,
        previousRoute: location.previousRoute,
        home: location.home,
        // the guards decide what the signed-in player may open once there
        isAllowed: () => true,
      });
    },
    target: navigationRequested,
  });
  sample({ clock: loadPlayerFx.failData, target: logFx });

  return {
    signedIn,
    /** A sign-in the session took: the player is signed in. */
    confirmed: loaded.map(({ player, from }) => ({ userId: player.userId ?? 0, from })),
    /** A sign-in the session did not take (it says nobody is signed in): the player stays a visitor. */
    refused,
    locationChanged,
    navigationRequested,
    navigated,
    /** A path to navigate to (replacing the entry); never off-site: destinations pass safeReturnUrl. */
    $navigateTo: $navigateTo.map((to) => (to === null ? null : safeReturnUrl(to, '/'))),
    $location,
  };
}

export type AuthSessionModel = ReturnType<typeof createAuthSessionModel>;
