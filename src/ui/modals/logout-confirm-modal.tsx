import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { useLogout } from '../shell/use-logout';
import { Modal } from './modal';

/** spec 000 §8: logout asks header_you_sure with logout and cancel buttons. */
export function LogoutConfirmModal({ lng }: { lng: string }) {
  const { shell } = useModels();
  const t = useT();
  // spec 000 §4: after logout go home in the current language; on failure reload
  const logout = useLogout(lng);
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
