import { ForgotPasswordFlow } from '../auth/forgot-password-flow';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { Modal } from './modal';

/** Opened by showForgotPasswordModal=1 on home for visitors (spec 000 §2) and from the login forms: the recovery flow. */
export function ForgotPasswordModal(_: { lng: string }) {
  const { shell } = useModels();
  const t = useT();
  return (
    <Modal title={t('forgot_password_title')} onClose={() => shell.modalClosed()}>
      <ForgotPasswordFlow />
    </Modal>
  );
}
