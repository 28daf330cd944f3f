import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { lngPath } from '../router/lng-path';
import { formatMoney } from './coupon-text';

/** The accepted bet: its coupon id, a link to the printable coupon (spec 000 §2 print-coupon/{id}). */
export function SuccessCouponView({ lng }: { lng: string }) {
  const { coupon } = useModels();
  const [state, summary] = useUnit([coupon.$coupon, coupon.$summary]);
  const t = useT();
  const success = state.successCoupon;
  if (!success) return null;
  return (
    <section className="success-coupon notice" role="status" aria-label={t('coupon_success_title')}>
      <h3>{t('main_done')}: {t('coupon_success_title')}</h3>
      <p>{t('coupon_success_id', { id: success.couponId })}</p>
      <p>
        {t(`coupon_type_${success.typeId}`)} · {formatMoney(success.amount, lng)} {summary.currency} ·{' '}
        {t('coupon_possible_win')}: {formatMoney(success.possibleWin, lng)} {summary.currency}
        {/* Said apart, as in the slip: the history and the printed coupon show the possible win without it. */}
        {success.hyperBonus > 0 ? (
          <>
            {' '}
            · {t('coupon_hyper_bonus')}: +{formatMoney(success.hyperBonus, lng)} {summary.currency} · {t('coupon_total_win')}:{' '}
            {formatMoney(success.possibleWin + success.hyperBonus, lng)} {summary.currency}
          </>
        ) : null}
      </p>
      <PlacedFooter lng={lng} printCouponId={success.couponId} />
    </section>
  );
}

/** The end of a placed result (a success coupon, the singles' results): print link, history link, close. */
export function PlacedFooter({ lng, printCouponId }: { lng: string; printCouponId?: string }) {
  const { coupon } = useModels();
  const t = useT();
  return (
    <>
      <p className="success-coupon__links">
        {printCouponId ? (
          <>
            <Link to={lngPath(lng, `print-coupon/${printCouponId}`)}>{t('coupon_print')}</Link>{' '}
          </>
        ) : null}
        <Link to={lngPath(lng, 'office/history')}>{t('coupon_history_link')}</Link>
      </p>
      <button type="button" onClick={() => coupon.successCouponClosed()}>
        {t('main_close')}
      </button>
    </>
  );
}
