import { useUnit } from 'effector-react';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { lngPath } from '../router/lng-path';
import { formatMoney } from './coupon-text';
import { placedPromoText } from './placed-promo-code';
import { PrintCouponLink } from './print-coupon-link';
import { useFocusIfDropped } from './use-focus-if-dropped';

/**
 * The accepted bet: its coupon id, a link to the printable coupon (spec 000 §2 print-coupon/{id}). A VIP coupon
 * sent for review (QA12 #5) says so instead of "Bet accepted", with its number and what happens next.
 */
export function SuccessCouponView({ lng }: { lng: string }) {
  const { coupon } = useModels();
  const [state, canKeep] = useUnit([coupon.$coupon, coupon.$canKeepSelections]);
  const t = useT();
  const success = state.successCoupon;
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusIfDropped(heading, success?.couponId);
  if (!success) return null;
  const title = success.underReview ? t('coupon_review_title') : t('coupon_success_title');
  return (
    <section className="success-coupon notice" role="status" aria-label={title}>
      <h3 ref={heading} tabIndex={-1}>
        {success.underReview ? title : `${t('main_done')}: ${title}`}
      </h3>
      <p>{t('coupon_success_id', { id: success.couponId })}</p>
      {success.underReview ? <p>{t('coupon_review_next', { amount: `${formatMoney(success.amount, lng)} ${success.currency}` })}</p> : null}
      <p>
        {t(`coupon_type_${success.typeId}`)}
        {success.system ? ` ${success.system.k}/${success.system.n}` : ''} · {formatMoney(success.amount, lng)} {success.currency} ·{' '}
        {t('coupon_possible_win')}: {formatMoney(success.possibleWin, lng)} {success.currency}
        {/* Said apart, as in the slip: the history and the printed coupon show the possible win without it. */}
        {success.hyperBonus > 0 ? (
          <>
            {' '}
            · {t('coupon_hyper_bonus')}: +{formatMoney(success.hyperBonus, lng)} {success.currency} · {t('coupon_total_win')}:{' '}
            {formatMoney(success.possibleWin + success.hyperBonus, lng)} {success.currency}
          </>
        ) : null}
      </p>
      {/* QA18 #5: the code the bookmaker applied, and what it gave (its boost is in the possible win above). */}
      {success.promoCode ? (
        <p>
          {t('coupon_promo_code')} {placedPromoText(t, success.promoCode, success, lng)}
        </p>
      ) : null}
      <PlacedFooter lng={lng} printCouponId={success.couponId} keep={canKeep} />
    </section>
  );
}

/** The end of a placed result (a success coupon, the singles' results): print link, history link, close. */
export function PlacedFooter({ lng, printCouponId, keep = false }: { lng: string; printCouponId?: string; keep?: boolean }) {
  const { coupon } = useModels();
  const t = useT();
  // The button leaves with the result: the focus goes to the slip's tab, not to the page's start (QA).
  const focusSlipTab = (button: HTMLElement) =>
    button.closest('.coupon-panel')?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  return (
    <>
      <p className="success-coupon__links">
        {printCouponId ? (
          <>
            <PrintCouponLink lng={lng} couponId={printCouponId} />{' '}
          </>
        ) : null}
        <Link to={lngPath(lng, 'office/history')}>{t('coupon_history_link')}</Link>
      </p>
      {/* Leading books' "retain selections": the slip this coupon was placed from, back for the next bet. */}
      {keep ? (
        <button
          type="button"
          onClick={(event) => {
            focusSlipTab(event.currentTarget);
            coupon.placedSelectionsKept();
          }}
        >
          {t('coupon_keep_selections')}
        </button>
      ) : null}{' '}
      <button
        type="button"
        onClick={(event) => {
          focusSlipTab(event.currentTarget);
          coupon.successCouponClosed();
        }}
      >
        {t('main_close')}
      </button>
    </>
  );
}
