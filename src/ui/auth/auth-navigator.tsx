import { useUnit } from 'effector-react';
import { useContext, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_TOKEN_QUERY_KEYS, hasLoginTokenKeys, loginTokenFromQuery, withoutLoginTokenKeys, type TokenLoginRequest } from '../../domain/auth';
import { MODAL_QUERY_KEY, QUERY_KEYS } from '../../domain/routing';
import { focusDropped } from '../focus-dropped';
import { useT } from '../i18n/use-t';
import { useModels } from '../models-context';
import { CurrentRouteContext } from '../router/current-route';
import { lngPath } from '../router/lng-path';

/** Pages that are the auth forms themselves: never the page to come back to. */
const AUTH_ROUTES: ReadonlySet<string> = new Set(['user.login', 'registration', 'authorization', 'user.oauth-callback', 'user.passwordreset']);

/** Query keys that open auth UI or carry auth data; the page to come back to is kept without them. */
const TRANSIENT_KEYS = [MODAL_QUERY_KEY, QUERY_KEYS.showForgotPasswordModal, QUERY_KEYS.returnUrl, ...Object.values(LOGIN_TOKEN_QUERY_KEYS)];

/** The auth dialogs that Back closes (QA10 #11). */
const BACK_CLOSES: ReadonlySet<string> = new Set(['login', 'registration', 'forgot-password']);

/** The auth dialog a history entry was pushed for, if any (kept in the entry's state, not the address). */
function entryDialog(state: unknown): string | null {
  if (state === null || typeof state !== 'object' || !('authDialog' in state)) return null;
  const dialog = (state as { authDialog: unknown }).authDialog;
  return typeof dialog === 'string' ? dialog : null;
}

function withoutTransientKeys(search: string): string {
  const query = new URLSearchParams(search);
  for (const key of TRANSIENT_KEYS) query.delete(key);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Tells the auth session model where the player is, performs the
 * navigation it asks for after sign-in, and reads a token-login link on
 * arrival (removing its keys from the address at once). A sign-in that
 * succeeds after its dialog was closed (QA10 #12; the choice is explained in
 * the login form model) is said in a polite status, and the focus, dropped
 * when the header's "Log in" gave way to the account, goes to the page's
 * main landmark, where a normal sign-in leaves it.
 */
export function AuthNavigator() {
  const { auth, shell } = useModels();
  const current = useContext(CurrentRouteContext);
  const location = useLocation();
  const navigate = useNavigate();
  const [navigateTo, isAuthenticated, signedInAfterClose] = useUnit([auth.session.$navigateTo, shell.$isAuthenticated, auth.login.$signedInAfterClose]);
  const t = useT();
  const lateSignIn = signedInAfterClose && isAuthenticated;

  useEffect(() => {
    if (!lateSignIn) return;
    // the header re-renders with the account first: look once it has
    const id = setTimeout(() => {
      if (focusDropped()) document.querySelector<HTMLElement>('main[tabindex]')?.focus();
    }, 0);
    return () => clearTimeout(id);
  }, [lateSignIn]);
  const lng = current?.lng ?? 'en';
  const routeName = current?.route.name ?? null;

  // QA10 #11: browser Back (a phone's Back gesture) with the login, registration or recovery dialog open left the
  // page and lost what was typed. As leading sites do, Back closes the dialog and keeps the page: opening one pushes
  // a history entry for it (the same address, the dialog named in the entry's state, so the address, page views and
  // the guards see no change); Back to the entry before closes it; closing it otherwise steps back off its entry, so
  // the next Back leaves the page as before. A dialog the address opened (?modal=login, ?showForgotPasswordModal=1)
  // keeps the address's own rule (its key leaves the address when it closes). On the login and registration pages
  // the page is the form, so there is no dialog.
  const modal = useUnit(shell.$modal);
  const shown =
    modal !== null && BACK_CLOSES.has(modal) && !(modal === 'login' && routeName === 'user.login') && !(modal === 'registration' && routeName === 'registration')
      ? modal
      : null;
  const entry = entryDialog(location.state);
  const query = new URLSearchParams(location.search);
  const addressOpened = query.has(MODAL_QUERY_KEY) || query.has(QUERY_KEYS.showForgotPasswordModal);
  useEffect(() => {
    if (shown !== null) {
      if (entry === shown || (entry === null && addressOpened)) return;
      // one dialog in place of another (login → recovery) takes over its entry
      navigate(location.pathname + location.search + location.hash, { replace: entry !== null, state: { authDialog: shown } });
      return;
    }
    // a sign-in closed it: the navigation after the sign-in decides the address, so the entry stays (a later Back
    // lands on the same page)
    if (entry !== null && !isAuthenticated) navigate(-1);
    // only the dialog's change matters: the address is read as it is then
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);
  useEffect(() => {
    // Back (or Forward) to an entry without the dialog closes it
    if (shown !== null && entry !== shown && !(entry === null && addressOpened)) shell.modalClosed();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  useEffect(() => {
    auth.session.locationChanged({
      returnUrl: new URLSearchParams(location.search).get(QUERY_KEYS.returnUrl),
      previousRoute: routeName !== null && AUTH_ROUTES.has(routeName) ? null : location.pathname + withoutTransientKeys(location.search),
      home: lngPath(lng),
      current: location.pathname + location.search,
    });
  }, [auth, location.pathname, location.search, routeName, lng]);

  // The token is sent once the address no longer carries it: the shell closes
  // modals on that address change, and a rejected token must open the login
  // modal after it, not before (otherwise the modal closes at once).
  const pendingToken = useRef<TokenLoginRequest | null>(null);
  useEffect(() => {
    if (hasLoginTokenKeys(location.search)) {
      const request = loginTokenFromQuery(location.search, lng);
      pendingToken.current = request && !isAuthenticated ? request : null;
      navigate(location.pathname + withoutLoginTokenKeys(location.search) + location.hash, { replace: true });
      return;
    }
    const request = pendingToken.current;
    pendingToken.current = null;
    if (request) auth.login.tokenArrived(request);
    // the keys are read once, on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);

  useEffect(() => {
    if (navigateTo === null) return;
    if (navigateTo !== location.pathname + location.search) navigate(navigateTo, { replace: true });
    auth.session.navigated();
    // navigate once per request
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigateTo]);

  // only while it applies: an empty status kept in the page would be one more "status" for every page's tests
  return lateSignIn ? (
    <p role="status" className="visually-hidden">
      {t('auth_signed_in_after_close')}
    </p>
  ) : null;
}
