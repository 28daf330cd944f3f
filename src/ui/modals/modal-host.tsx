import { useUnit } from 'effector-react';
import { useContext } from 'react';
import { AuthNavigator } from '../auth/auth-navigator';
import { RgAgreementModal } from '../auth/rg-agreement-modal';
import { CurrentRouteContext } from '../router/current-route';
import { useModels } from '../models-context';
import { CaptchaModal } from './captcha-modal';
import { dialogChunk, LazyDialog } from './lazy-dialog';
import { LogoutConfirmModal } from './logout-confirm-modal';
import { RechargeModal } from './recharge-modal';

/**
 * The login, registration and recovery forms are chunks of their own, fetched
 * when first opened: no page needs them for its first paint. The small dialogs
 * stay here, and so does the captcha, which a request (a bet) may raise at any
 * moment and must not wait on the network to show.
 */
const loginChunk = dialogChunk(() => import('./login-modal').then((m) => m.LoginModal));
const registrationChunk = dialogChunk(() => import('./registration-modal').then((m) => m.RegistrationModal));
const forgotPasswordChunk = dialogChunk(() => import('./forgot-password-modal').then((m) => m.ForgotPasswordModal));

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
  const close = () => shell.modalClosed();
  const failed = (chunk: string) => (error: unknown) => shell.chunkFailed({ chunk, error });
  if (rgAgreementOpen) return <RgAgreementModal />;
  switch (modal) {
    case 'login':
      // spec 000 §2: login opens as a modal unless already on the login page
      return current?.route.name === 'user.login' ? null : <LazyDialog chunk={loginChunk} onError={failed('login dialog')} title="login_title" onClose={close} props={{ lng }} />;
    case 'registration':
      // already on the registration page the page is the form (spec 000 §4)
      return current?.route.name === 'registration' ? null : <LazyDialog chunk={registrationChunk} onError={failed('registration dialog')} title="registration_title" onClose={close} props={{}} />;
    case 'logout-confirm':
      return <LogoutConfirmModal lng={lng} />;
    case 'forgot-password':
      return <LazyDialog chunk={forgotPasswordChunk} onError={failed('password recovery dialog')} title="forgot_password_title" onClose={close} props={{ lng }} />;
    case 'recharge':
      return <RechargeModal lng={lng} />;
    default:
      return null;
  }
}
