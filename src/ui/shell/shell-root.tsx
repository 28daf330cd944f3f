import { useUnit } from 'effector-react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Navigate, Outlet, useBlocker, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import type { SiteConfig } from '../../domain/config';
import {
  decideNavigation,
  MODAL_QUERY_KEY,
  shouldCloseModals,
  type Location,
  type NavigationDecision,
  type NavigationEffect,
} from '../../domain/routing';
import { isLinkableModal } from '../../application/shell/shell.model';
import { useModels } from '../models-context';
import { CurrentRouteContext } from '../router/current-route';
import { withoutModalQuery } from '../router/modal-query';
import { FatalErrorPage } from '../pages/fatal-error-page';
import { NotFoundContent } from '../pages/not-found-page';
import { LayoutFor } from '../layouts/layout-for';
import { StartupScreen } from './startup-screen';
import { TextsFailedScreen } from './texts-failed-screen';
import { toDomainLocation, useNavigationContext } from './use-navigation-context';
import { usePageHeadingFocus } from './use-page-heading-focus';
import { LeavesSiteContext } from './site-link';
import { SessionUnresolvedPage, WaitingForSessionContext } from './session-unresolved';
import { switchLanguagePath } from './header';
import { UnknownMiddlewarePage } from './unknown-middleware-page';

/**
 * The root of every page: waits for start-up, then runs the domain guards on
 * each location and renders the allowed route inside its layout, a 404, a
 * redirect, or an external navigation. Cancelled navigations are blocked
 * before they happen.
 */
export function ShellRoot() {
  const { shell } = useModels();
  const [view, siteConfig] = useUnit([shell.$view, shell.$siteConfig]);
  const location = useLocation();

  useEffect(() => {
    const lng = location.pathname.split('/')[1] ?? '';
    shell.appStarted({ language: /^[a-z]{2}$/.test(lng) ? lng : shell.$language.getState(), url: location.pathname });
    // start-up runs once per page load
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (view === 'fatal') return <FatalErrorPage />;
  if (view === 'texts-failed') return <TextsFailedScreen />;
  if (view !== 'site' || !siteConfig) return <StartupScreen />;
  return <GuardedShell siteConfig={siteConfig} />;
}

function GuardedShell({ siteConfig }: { siteConfig: SiteConfig }) {
  const { shell, loadingBar } = useModels();
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const context = useNavigationContext(siteConfig);
  const [games, homeAfterLogout] = useUnit([shell.$gameRoutes, shell.$homeAfterLogout]);
  const current = toDomainLocation(location);
  const guarded = useMemo(
    () => decideNavigation(current, { ...context, from: null }, games, undefined, shell.routeMiddleware),
    // location fields are the inputs, not the object identity
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [current.pathname, current.search, current.hash, context, games],
  );
  // QA8 #10: links are offered only where the guards keep the player on the site (a banned player's pages)
  const leavesSite = useCallback(
    (href: string) => {
      if (context.banLevel <= 0) return false;
      // followed through the guards' redirects (office → office/account), as the router would
      let url = new URL(href, 'http://site.invalid');
      for (let hops = 0; hops < 5; hops++) {
        const decision = decideNavigation(toDomainLocation(url), { ...context, from: null }, games, undefined, shell.routeMiddleware);
        if (decision.kind !== 'redirect') return decision.kind === 'external';
        url = new URL(decision.to, url);
      }
      return false;
    },
    [context, games],
  );
  // spec 000 §4 Logout: home in the current language, before a guard sends the signed-out player elsewhere (QA7 #10)
  const decision: NavigationDecision =
    homeAfterLogout !== null && current.pathname !== homeAfterLogout ? { kind: 'redirect', to: homeAfterLogout, status: 302, effects: [] } : guarded;
  useEffect(() => {
    if (homeAfterLogout !== null && current.pathname === homeAfterLogout) shell.logoutLanded();
  }, [homeAfterLogout, current.pathname, shell]);

  // spec 000 §4: navigation is cancelled while blocking is on (and the recharge-modal rule).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      decideNavigation(toDomainLocation(nextLocation), { ...context, from: toDomainLocation(currentLocation) }, games, undefined, shell.routeMiddleware)
        .kind === 'cancel',
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const next = decideNavigation(toDomainLocation(blocker.location), { ...context, from: current }, games, undefined, shell.routeMiddleware);
    if (next.kind === 'cancel') runEffects(next.effects);
    blocker.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state]);

  const runEffects = (effects: NavigationEffect[]) => {
    for (const effect of effects) {
      if (effect.type === 'open-auth-block') shell.modalOpened('login');
      else if (effect.type === 'open-forgot-password') shell.modalOpened('forgot-password');
      else if (effect.type === 'open-recharge-modal') shell.modalOpened('recharge');
      else if (effect.type === 'remember-payment-consultant') shell.paymentConsultantRemembered();
      else if (effect.type === 'force-mobile-platform') shell.mobilePlatformForced();
    }
  };

  // modals close on navigation except where the spec keeps them open
  const previous = useRef<Location>(current);
  useEffect(() => {
    if (shouldCloseModals(previous.current, current)) shell.modalClosed();
    previous.current = current;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current.pathname, current.search, current.hash]);

  const effectsKey = 'effects' in decision ? decision.effects.map((e) => e.type).join(',') : '';
  useEffect(() => {
    if ('effects' in decision) runEffects(decision.effects);
    if (decision.kind === 'external') window.location.assign(decision.url);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [decision.kind, effectsKey, current.pathname, current.search]);

  // spec 000 §8: the missing guard's name is logged (the 500 page does not name it)
  const unknownMiddleware = decision.kind === 'unknown-middleware' ? `${decision.name}|${decision.route.name}` : null;
  useEffect(() => {
    if (decision.kind === 'unknown-middleware') shell.unknownMiddlewareMet({ name: decision.name, routeName: decision.route.name, path: current.pathname });
    // once per missing guard and route
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unknownMiddleware]);

  // The language in the URL is the language of the page.
  const lng = decision.kind === 'allow' || decision.kind === 'not-found' || decision.kind === 'unknown-middleware' ? decision.lng : null;
  useEffect(() => {
    if (lng) shell.languageChanged(lng);
  }, [lng, shell]);
  // QA10 #6: the texts of the language in the address did not load. Design: the site goes back to the address in
  // the language it shows (replaced, so Back does not return to the failed one), never a page of one language under
  // another's address; the notice (NotificationArea) says so with Try again.
  const switchFailure = useUnit(shell.$languageSwitchFailure);
  useEffect(() => {
    if (switchFailure === null || lng !== switchFailure.to) return;
    navigate(`${switchLanguagePath(location.pathname, location.search, switchFailure.from)}${location.hash}`, { replace: true });
    // each failure once, as it comes (its notice stays while Try again loads the language again); the address is
    // read as it is then
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [switchFailure]);

  // analytics page_view on each navigation (spec 000 §7)
  const routeName = decision.kind === 'allow' ? decision.route.name : decision.kind === 'not-found' ? 'not-found' : null;
  useEffect(() => {
    if (routeName) shell.pageViewed({ path: current.pathname, routeName });
  }, [routeName, current.pathname, current.search, shell]);

  // QA7 #17: a dialog the address opened, once closed, leaves the address (replaced, not pushed), so a reload does
  // not open it again; not when another dialog took its place
  const modal = useUnit(shell.$modal);
  const openModal = useRef(modal);
  useEffect(() => {
    const closed = openModal.current;
    openModal.current = modal;
    if (closed === null || modal !== null) return;
    const search = withoutModalQuery(location.search, closed);
    if (search !== location.search) navigate(`${location.pathname}${search}${location.hash}`, { replace: true });
    // only the modal's change matters: the address is read as it is then
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [modal]);

  // a modal named by the modal query key opens with the page (a deep link to login, registration, recovery)
  const queryModal = new URLSearchParams(current.search).get(MODAL_QUERY_KEY);
  useEffect(() => {
    if (queryModal && isLinkableModal(queryModal)) shell.modalOpened(queryModal);
  }, [queryModal, shell]);

  // QA8 #20: a screen reader hears the new page's name after an in-app navigation
  usePageHeadingFocus(current.pathname);

  // the loading bar follows route chunk loads
  const loading = navigation.state !== 'idle';
  useEffect(() => {
    if (!loading) return;
    loadingBar.loadStarted();
    return () => loadingBar.loadFinished();
  }, [loading, loadingBar]);

  switch (decision.kind) {
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'external':
    case 'cancel':
      return null;
    case 'not-found':
      return (
        <LeavesSiteContext.Provider value={leavesSite}>
          <LayoutFor layout="default" lng={decision.lng}>
            <NotFoundContent />
          </LayoutFor>
        </LeavesSiteContext.Provider>
      );
    case 'unknown-middleware':
      return (
        <LeavesSiteContext.Provider value={leavesSite}>
          <LayoutFor layout="default" lng={decision.lng}>
            <UnknownMiddlewarePage lng={decision.lng} />
          </LayoutFor>
        </LeavesSiteContext.Provider>
      );
    case 'session-unresolved':
      // QA18 #1: the page needs a signed-in player and the session check could not be made: it waits and says so
      return (
        <LeavesSiteContext.Provider value={leavesSite}>
          <CurrentRouteContext.Provider value={{ route: decision.route, params: decision.params, lng: decision.lng, status: 200 }}>
            <WaitingForSessionContext.Provider value>
              <LayoutFor layout={decision.layout} lng={decision.lng}>
                <SessionUnresolvedPage />
              </LayoutFor>
            </WaitingForSessionContext.Provider>
          </CurrentRouteContext.Provider>
        </LeavesSiteContext.Provider>
      );
    case 'allow':
      return (
        <LeavesSiteContext.Provider value={leavesSite}>
          <CurrentRouteContext.Provider
            value={{ route: decision.route, params: decision.params, lng: decision.lng, status: decision.status }}
          >
            <LayoutFor layout={decision.layout} lng={decision.lng}>
              <Outlet />
            </LayoutFor>
          </CurrentRouteContext.Provider>
        </LeavesSiteContext.Provider>
      );
  }
}
