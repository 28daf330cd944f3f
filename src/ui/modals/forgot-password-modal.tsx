import { Link } from 'react-router-dom';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { lngPath } from '../router/lng-path';
import { Modal } from './modal';

/** Opened by showForgotPasswordModal=1 on home for visitors (spec 000 §2); leads to password reset. */
export function ForgotPasswordModal({ lng }: { lng: string }) {
  const { shell } = useModels();
  const t = useT();
  return (
    <Modal title={t('forgot_password_title')} onClose={() => shell.modalClosed()}>
      <p>{t('forgot_password_text')}</p>
      <Link className="button button--primary" to={lngPath(lng, 'user/passwordreset')}>
        {t('forgot_password_continue')}
      </Link>
    </Modal>
  );
}
