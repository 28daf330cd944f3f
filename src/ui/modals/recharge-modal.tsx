import { Link } from 'react-router-dom';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { lngPath } from '../router/lng-path';
import { Modal } from './modal';

/** With the recharge-modal setting on, recharge opens here instead of navigating away (spec 000 §2). */
export function RechargeModal({ lng }: { lng: string }) {
  const { shell } = useModels();
  const t = useT();
  return (
    <Modal title={t('route_office_recharge')} onClose={() => shell.modalClosed()}>
      <p>{t('recharge_modal_text')}</p>
      <Link className="button button--primary" to={lngPath(lng, 'office/recharge/form')}>
        {t('recharge_modal_continue')}
      </Link>
    </Modal>
  );
}
