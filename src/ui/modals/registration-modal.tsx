import { useUnit } from 'effector-react';
import { REGISTRATION_MODAL_SIZE } from '../../domain/session';
import { RegistrationPanel } from '../auth/registration-panel';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { Modal } from './modal';

/** Registration as a modal, 95% wide (spec 000 §4, §9); the deposit variant by config. */
export function RegistrationModal() {
  const { shell, auth } = useModels();
  const t = useT();
  const opening = useUnit(auth.registration.$opening);
  return (
    <Modal
      title={t(opening === 'deposit' ? 'registration_deposit_title' : 'registration_title')}
      onClose={() => shell.modalClosed()}
      width={REGISTRATION_MODAL_SIZE.width}
    >
      {opening === 'deposit' ? <p>{t('registration_deposit_text')}</p> : null}
      <div className="registration-panel">
        <RegistrationPanel />
      </div>
    </Modal>
  );
}
