import { useUnit } from 'effector-react';
import { useContext, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { IDLE_ACTIVITY_EVENTS, REDIRECT_TOKEN_QUERY } from '../../domain/session';
import { useModels } from '../models-context';
import { CurrentRouteContext } from '../router/current-route';
import { AccountTransferModal } from './account-transfer-modal';
import { CookieConsentBanner } from './cookie-consent-banner';
import { ConfirmTermsPanel } from './confirm-terms-panel';
import { NotificationView } from './notification-view';
import { RegistrationReminder } from './registration-reminder';
import { SessionLimitEnded } from '../limits/session-limit-ended';
import { RealityCheckReminder } from '../limits/reality-check-reminder';
import { TeamCashModal } from '../player/team-cash-modal';
import './notices.css';

const isMediaPlaying = (): boolean =>
  Array.from(document.querySelectorAll<HTMLMediaElement>('video, audio')).some((m) => !m.paused && !m.ended);

/**
 * Starts the start-up, session and notice models once the shell is ready and
 * feeds them what only the page knows: the route, visibility, activity and
 * playing media. Renders the notification, the reminders and the session modals.
 */
export function NoticesRoot() {
  const models = useModels().session;
  const { startup, startupNotices, session, idle, reminders, oneTap } = models;
  const pendingNavigation = useUnit(session.$pendingNavigation);
  const current = useContext(CurrentRouteContext);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    // the landing URL and query reach the start-up and its notices through the composition (QA8 4), not from here:
    // by now a guard may have moved the address to the login page
    const { hostname, origin } = window.location;
    startup.started({ hostId: hostname });
    startupNotices.started();
    session.started();
    reminders.started();
    oneTap.started({ origin });
  }, [startup, startupNotices, session, reminders, oneTap]);

  const routeName = current?.route.name ?? 'not-found';
  const lng = current?.lng ?? location.pathname.split('/')[1] ?? 'en';
  useEffect(() => {
    session.routeChanged({
      path: location.pathname,
      routeName,
      lng,
      hasRedirectToken: new URLSearchParams(location.search).has(REDIRECT_TOKEN_QUERY),
    });
  }, [session, location.pathname, location.search, routeName, lng]);

  useEffect(() => {
    if (!pendingNavigation) return;
    session.navigationHandled();
    navigate(pendingNavigation, { replace: true });
  }, [pendingNavigation, navigate, session]);

  // spec 000 §4: the re-check runs while the page is visible
  useEffect(() => {
    const report = () => session.visibilityChanged(document.visibilityState === 'hidden' ? 'hidden' : 'visible');
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [session]);

  // spec 000 §9: activity events (the model throttles the stored time to 100 ms); playing media holds the logoff
  useEffect(() => {
    const onActivity = () => idle.activityDetected();
    const onMedia = () => idle.mediaPlayingChanged(isMediaPlaying());
    for (const name of IDLE_ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    for (const name of ['play', 'playing', 'pause', 'ended', 'emptied']) document.addEventListener(name, onMedia, true);
    return () => {
      for (const name of IDLE_ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      for (const name of ['play', 'playing', 'pause', 'ended', 'emptied']) document.removeEventListener(name, onMedia, true);
    };
  }, [idle]);

  return (
    <>
      {routeName === 'system.confirm-terms' ? <ConfirmTermsPanel /> : null}
      <NotificationView />
      <RegistrationReminder />
      <AccountTransferModal />
      <SessionLimitEnded />
      <RealityCheckReminder />
      <TeamCashModal />
      <CookieConsentBanner />
    </>
  );
}
