import { useUnit } from 'effector-react';
import { useContext } from 'react';
import { LoginPanel } from '../auth/login-panel';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { CurrentRouteContext } from '../router/current-route';
import { Modal } from './modal';

/** The login modal: the four login forms, the way to password recovery and to registration. */
export function LoginModal({ lng }: { lng: string }) {
  const { shell } = useModels();
  const t = useT();
  return (
    <Modal title={t('login_title')} onClose={() => shell.modalClosed()}>
      <LoginPanel />
      <LoginFooterLinks lng={lng} />
    </Modal>
  );
}

/** Forgot password and sign up, under the login forms in the modal and on the login page. */
export function LoginFooterLinks({ lng }: { lng: string }) {
  const { shell, auth } = useModels();
  const t = useT();
  const current = useContext(CurrentRouteContext);
  const registrationEnabled = useUnit(shell.$siteConfig)?.registrationEnabled ?? false;
  return (
    <p className="modal-footer-links">
      <button type="button" className="link-button" onClick={() => shell.modalOpened('forgot-password')}>
        {t('login_forgot_password')}
      </button>
      {registrationEnabled ? (
        <button
          type="button"
          className="link-button"
          onClick={() => auth.registrationFlow.requested({ routeName: current?.route.name ?? null, lng })}
        >
          {t('header_registration')}
        </button>
      ) : null}
    </p>
  );
}
