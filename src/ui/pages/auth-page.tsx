import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { REGISTRATION_TYPES, type RegistrationType } from '../../domain/analytics';
import { LoginPanel } from '../auth/login-panel';
import { RegistrationPanel } from '../auth/registration-panel';
import { LoginFooterLinks } from '../modals/login-modal';
import { useModels } from '../models-context';
import { useCurrentRoute } from '../router/current-route';
import { RoutePage } from './route-page';

/**
 * User pages. On user/login the login forms are the page itself (login
 * opens as a modal everywhere else, spec 000 §2); registration/{type?} is
 * the registration page (spec 000 §4: on the login page or by config).
 */
export function Component() {
  const { route, lng } = useCurrentRoute();
  return (
    <RoutePage>
      {route.name === 'user.login' ? <InlineLogin lng={lng} /> : null}
      {route.name === 'registration' ? <RegistrationPage /> : null}
    </RoutePage>
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
