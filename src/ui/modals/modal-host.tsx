import { useUnit } from 'effector-react';
import { useModels } from '../models-context';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginModal } from './login-modal';
import { LogoutConfirmModal } from './logout-confirm-modal';
import { RechargeModal } from './recharge-modal';

/** Renders the one open modal of the shell model. */
export function ModalHost({ lng }: { lng: string }) {
  const { shell } = useModels();
  const modal = useUnit(shell.$modal);
  switch (modal) {
    case 'login':
      return <LoginModal lng={lng} />;
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
