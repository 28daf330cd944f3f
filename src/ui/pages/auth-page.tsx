import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { REGISTRATION_TYPES, type RegistrationType } from '../../domain/analytics';
import { ForgotPasswordFlow } from '../auth/forgot-password-flow';
import { StopNewsletter } from '../newsletter/stop-newsletter';
import { LoginPanel } from '../auth/login-panel';
import { RegistrationPanel } from '../auth/registration-panel';
import { LoginFooterLinks } from '../modals/login-modal';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { useCurrentRoute } from '../router/current-route';
import { lngPath } from '../router/lng-path';
import { SiteLink } from '../shell/site-link';
import { RoutePage } from './route-page';

/**
 * User pages. On user/login the login forms are the page itself (login
 * opens as a modal everywhere else, spec 000 §2); so they are on
 * authorization, where account-type sites send visitors instead of
 * user/login (spec 000 §6; QA8 #2: it showed only a heading, with no way
 * to sign in). After signing in the auth session follows the returnUrl
 * either page carries. registration/{type?} is
 * the registration page (spec 000 §4: on the login page or by config).
 */
export function Component() {
  const { route, lng } = useCurrentRoute();
  return (
    <RoutePage>
      {route.name === 'user.login' || route.name === 'authorization' ? <InlineLogin lng={lng} /> : null}
      {route.name === 'registration' ? <RegistrationPage /> : null}
      {route.name === 'user.oauth-callback' ? <OAuthCallback /> : null}
      {route.name === 'user.passwordreset' ? <PasswordReset lng={lng} /> : null}
      {route.name === 'user.stopnewsletter' ? <StopNewsletter lng={lng} /> : null}
      {route.name in EMAIL_LINK_PAGES ? <EmailLinkNotReady what={EMAIL_LINK_PAGES[route.name]!} lng={lng} /> : null}
    </RoutePage>
  );
}

/**
 * The pages a player reaches from a link in an e-mail (spec 000 §2 user children): what each is for. The
 * specification names no call for verification or activation, so none is done here;
 * the page says what it is and that this is not available yet, with a way onward (QA18 #3: a heading over an
 * empty page, whatever the link carried). The link's token or address is not shown or used.
 */
const EMAIL_LINK_PAGES: Readonly<Record<string, string>> = {
  'user.accountverify': 'email_link_accountverify',
  'user.activatefast': 'email_link_activate',
};

function EmailLinkNotReady({ what, lng }: { what: string; lng: string }) {
  const t = useT();
  return (
    <div className="section-not-ready">
      <p>{t(what)}</p>
      <p role="status">{t('email_link_not_ready')}</p>
      <SiteLink to={lngPath(lng)}>{t('main_section_not_ready_back')}</SiteLink>
    </div>
  );
}

/**
 * user/passwordreset, where old e-mail links (user/action.php?action=forgot,
 * spec 000 §2) land: the same recovery flow as the forgot-password modal,
 * as the page itself. Cancel leaves for the home page; after the new
 * password the login form opens, filled with the login.
 */
function PasswordReset({ lng }: { lng: string }) {
  const { auth, shell } = useModels();
  const navigate = useNavigate();
  const siteCountryCode = useUnit(shell.$siteConfig)?.countryCode ?? null;
  useEffect(() => {
    auth.recovery.opened({ lang: lng, siteCountryCode });
    return () => auth.recovery.closed();
    // one opening per visit (its funnel counts it once); a later config does not restart the flow
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auth, lng]);
  return (
    <div className="password-reset">
      <ForgotPasswordFlow onCancelled={() => navigate(lngPath(lng))} />
    </div>
  );
}

function InlineLogin({ lng }: { lng: string }) {
  const { auth, shell } = useModels();
  const config = useUnit(shell.$siteConfig);
  useEffect(() => {
    auth.login.opened({ lang: lng, siteCountryCode: config?.countryCode ?? null, popup: false });
  }, [auth, lng, config?.countryCode]);
  return (
    <div className="inline-login">
      <LoginPanel />
      <LoginFooterLinks lng={lng} />
    </div>
  );
}

const isRegistrationType = (value: string | undefined): value is RegistrationType =>
  (REGISTRATION_TYPES as readonly string[]).includes(value ?? '');

function RegistrationPage() {
  const { auth } = useModels();
  const { params, lng } = useCurrentRoute();
  const type = isRegistrationType(params.type) ? params.type : null;
  useEffect(() => {
    // spec 001 §4: the registration counter increments per registration page call
    auth.registration.opened({ lang: lng, opening: 'page', type });
  }, [auth, lng, type]);
  return (
    <div className="registration-panel">
      <RegistrationPanel />
    </div>
  );
}

/**
 * Where the OAuth provider sends the browser back. The code is read once and
 * taken out of the address at once (a reload or the history never replays
 * it); the page says what happened, and on success the auth session returns
 * the player to where they started.
 */
function OAuthCallback() {
  const { auth, shell } = useModels();
  const { params } = useCurrentRoute();
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const status = useUnit(auth.oauth.$status);
  useEffect(() => {
    if (!location.search) return;
    auth.oauth.callbackOpened({ provider: params.provider, search: location.search, redirectUri: window.location.origin + location.pathname });
    navigate(location.pathname, { replace: true });
    // read once, on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const name = (provider: string) => t(`registration_social_${provider}`);
  // the first render, before the link is read
  if (status.kind === 'idle' && location.search) return null;
  let message: string | null = null;
  switch (status.kind) {
    case 'working':
      return <p role="status">{t('oauth_working', { provider: name(status.provider) })}</p>;
    case 'done':
      return null;
    case 'idle':
    case 'invalid':
      message = t('oauth_invalid');
      break;
    case 'cancelled':
      message = t('oauth_cancelled', { provider: name(status.provider) });
      break;
    case 'rejected':
      message = t(status.message, { provider: name(status.provider) });
      break;
    case 'failed':
      message = t('oauth_failed', { provider: name(status.provider) });
      break;
  }
  return (
    <div className="oauth-callback">
      <p role="alert">{message}</p>
      <button type="button" className="button button--primary" onClick={() => shell.modalOpened('login')}>
        {t('oauth_login_again')}
      </button>
    </div>
  );
}
