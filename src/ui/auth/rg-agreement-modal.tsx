import { Modal } from '../modals/modal';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';

/** The responsible-gaming agreement shown before the first registration (spec 000 §4); closing it also continues. */
export function RgAgreementModal() {
  const { auth } = useModels();
  const t = useT();
  const close = () => auth.registrationFlow.rgAgreementClosed();
  return (
    <Modal title={t('rg_agreement_title')} onClose={close}>
      <p>{t('rg_agreement_text')}</p>
      <div className="modal-actions">
        <button type="button" className="button button--primary" onClick={close}>
          {t('rg_agreement_accept')}
        </button>
      </div>
    </Modal>
  );
}
