import { useNavigate } from 'react-router-dom';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { lngPath } from '../router/lng-path';
import { Modal } from './modal';

/** spec 000 §8: logout asks header_you_sure with logout and cancel buttons. */
export function LogoutConfirmModal({ lng }: { lng: string }) {
  const { shell } = useModels();
  const t = useT();
  const navigate = useNavigate();
  const logout = async () => {
    try {
      await shell.logoutFx();
      // spec 000 §4: after logout go home in the current language
      navigate(lngPath(lng), { replace: true });
    } catch {
      // spec 000 §4: on failure reload
      window.location.reload();
    }
  };
  return (
    <Modal title={t('header_you_sure')} onClose={() => shell.modalClosed()}>
      <div className="modal-actions">
        <button type="button" className="button button--primary" onClick={logout}>
          {t('header_logout')}
        </button>
        <button type="button" onClick={() => shell.modalClosed()}>
          {t('main_cancel')}
        </button>
      </div>
    </Modal>
  );
}
