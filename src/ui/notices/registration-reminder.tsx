import { useUnit } from 'effector-react';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { Modal } from '../modals/modal';

/** The registration reminder popup for visitors (spec 001 §4). */
export function RegistrationReminder() {
  const { reminders } = useModels().session;
  const open = useUnit(reminders.$registrationReminderOpen);
  const t = useT();
  if (!open) return null;
  return (
    <Modal title={t('registration_reminder_title')} onClose={() => reminders.registrationReminderClosed()}>
      <p>{t('registration_reminder_text')}</p>
      <div className="modal-actions">
        <button type="button" className="button button--primary" onClick={() => reminders.registrationReminderAccepted()}>
          {t('registration_reminder_button')}
        </button>
      </div>
    </Modal>
  );
}
