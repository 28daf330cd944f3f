import { useUnit } from 'effector-react';
import { useContext } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { Modal } from '../modals/modal';
import { CurrentRouteContext } from '../router/current-route';
import { lngPath } from '../router/lng-path';
import { pluralText } from '../i18n/plural-text';
import { durationText } from './limit-format';

/**
 * spec 001 §2, §3 type 32: the reality check's reminder, a dialog that takes the focus: how long the player
 * has been signed in and the interval they chose; Continue (also ×, Escape) closes it until the next, Log out
 * signs out, and the bet history link continues and opens office/history.
 */
export function RealityCheckReminder() {
  const { realityCheck } = useModels();
  const reminder = useUnit(realityCheck.$reminder);
  const t = useT();
  const current = useContext(CurrentRouteContext);
  const location = useLocation();
  if (!reminder) return null;
  const lng = current?.lng ?? location.pathname.split('/')[1] ?? 'en';
  const proceed = () => realityCheck.continued();
  return (
    <Modal title={t('limits_reality_check_title')} onClose={proceed}>
      <div className="reality-check">
        <p>{t('limits_reality_check_signed_in', { duration: durationText(t, lng, reminder.signedInForMs) })}</p>
        <p>{t('limits_reality_check_interval', { interval: pluralText(t, lng, 'limits_unit_minutes', reminder.minutes) })}</p>
        <p>
          <Link to={lngPath(lng, 'office/history')} onClick={proceed}>
            {t('limits_reality_check_history')}
          </Link>
        </p>
        <div className="reality-check-actions">
          <button type="button" className="button button--primary" onClick={proceed}>
            {t('limits_reality_check_continue')}
          </button>
          <button type="button" className="button" onClick={() => realityCheck.logoutChosen()}>
            {t('limits_reality_check_logout')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
