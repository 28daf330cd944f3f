import { useUnit } from 'effector-react';
import { useContext } from 'react';
import { CurrentRouteContext } from '../router/current-route';
import { useModels } from '../models-context';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginModal } from './login-modal';
import { LogoutConfirmModal } from './logout-confirm-modal';
import { RechargeModal } from './recharge-modal';

/** Renders the one open modal of the shell model. */
export function ModalHost({ lng }: { lng: string }) {
  const { shell } = useModels();
  const modal = useUnit(shell.$modal);
  const current = useContext(CurrentRouteContext);
  switch (modal) {
    case 'login':
      // spec 000 §2: login opens as a modal unless already on the login page
      return current?.route.name === 'user.login' ? null : <LoginModal lng={lng} />;
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
