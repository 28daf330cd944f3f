import { useUnit } from 'effector-react';
import { useContext } from 'react';
import { AuthNavigator } from '../auth/auth-navigator';
import { RgAgreementModal } from '../auth/rg-agreement-modal';
import { CurrentRouteContext } from '../router/current-route';
import { useModels } from '../models-context';
import { CaptchaModal } from './captcha-modal';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginModal } from './login-modal';
import { LogoutConfirmModal } from './logout-confirm-modal';
import { RechargeModal } from './recharge-modal';
import { RegistrationModal } from './registration-modal';

/** Renders the one open modal of the shell model, and the navigation that follows signing in. */
export function ModalHost({ lng }: { lng: string }) {
  return (
    <>
      <AuthNavigator />
      <OpenModal lng={lng} />
      {/* Above any other modal: a request from it may be what raised the captcha. */}
      <CaptchaModal />
    </>
  );
}

function OpenModal({ lng }: { lng: string }) {
  const { shell, auth } = useModels();
  const [modal, rgAgreementOpen] = useUnit([shell.$modal, auth.registrationFlow.$rgAgreementOpen]);
  const current = useContext(CurrentRouteContext);
  if (rgAgreementOpen) return <RgAgreementModal />;
  switch (modal) {
    case 'login':
      // spec 000 §2: login opens as a modal unless already on the login page
      return current?.route.name === 'user.login' ? null : <LoginModal lng={lng} />;
    case 'registration':
      // already on the registration page the page is the form (spec 000 §4)
      return current?.route.name === 'registration' ? null : <RegistrationModal />;
    case 'logout-confirm':
      return <LogoutConfirmModal lng={lng} />;
    case 'forgot-password':
      return <ForgotPasswordModal lng={lng} />;
    case 'recharge':
      return <RechargeModal lng={lng} />;
    default:
      return null;
  }
}
