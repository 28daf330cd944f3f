import { useUnit } from 'effector-react';
import { useT } from '../i18n/use-t';
import { Modal } from '../modals/modal';
import { useModels } from '../models-context';

/**
 * The team-cash modal (spec 001 §4): step one after the third completed deposit explains the offer, step two
 * after the fourth says it is activated. OK, × and Escape close it; the model decides when it shows.
 */
export function TeamCashModal() {
  const { teamCash } = useModels();
  const step = useUnit(teamCash.$step);
  const t = useT();
  if (!step) return null;
  const close = () => teamCash.closed();
  return (
    <Modal title={step === 'step-one' ? t('team_cash_step_one_title') : t('team_cash_step_two_title')} onClose={close}>
      <p>{step === 'step-one' ? t('team_cash_step_one_text') : t('team_cash_step_two_text')}</p>
      <div className="modal-actions">
        <button type="button" className="button button--primary" onClick={close}>
          {t('main_ok')}
        </button>
      </div>
    </Modal>
  );
}
