import { useT } from '../i18n/use-t';
import { Modal } from './modal';

/** A dialog that only tells something: its title, one paragraph (none when empty) and OK, which closes it as × and Escape do. */
export function MessageModal({ title, text, onClose }: { title: string; text: string | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal title={title} onClose={onClose}>
      {text ? <p>{text}</p> : null}
      <div className="modal-actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('main_ok')}
        </button>
      </div>
    </Modal>
  );
}
