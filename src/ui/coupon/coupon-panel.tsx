import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { CouponTab, ownBets } from '../../domain/coupon';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { LoadByCode } from './load-by-code';
import { PlacedBets } from './placed-bets';
import { QuickCoupon } from './quick-coupon';
import { SlipAccount } from './slip-account';
import { SlipBets } from './slip-bets';
import { SlipPromoCode } from './slip-promo-code';
import { SlipControls } from './slip-controls';
import { OddsChangeConfirm, OneClickConfirm, SlipMessage } from './slip-dialogs';
import { SlipSettings } from './slip-settings';
import { SinglesResultView } from './singles-result';
import { SuccessCouponView } from './success-coupon';
import './coupon.css';

/** The bet slip in the right column: slip and my-bets tabs. */
export function CouponPanel({ lng }: { lng: string }) {
  const { coupon, shell } = useModels();
  const [state, summary, placing, isAuthenticated, settings] = useUnit([
    coupon.$coupon,
    coupon.$summary,
    coupon.$placing,
    shell.$isAuthenticated,
    coupon.$settings,
  ]);
  const t = useT();
  useEffect(() => {
    coupon.started();
  }, [coupon]);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    // spec 000 §3 isVisibleQuickCoupon: while the panel is off screen, a compact slip stands in for it.
    const element = panel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => coupon.quickCouponVisibilityChanged(!entry!.isIntersecting));
    observer.observe(element);
    return () => {
      observer.disconnect();
      coupon.quickCouponVisibilityChanged(false);
    };
  }, [coupon]);
  const count = ownBets(state.bets).length;
  const slipTab = state.tab === CouponTab.SLIP;
  return (
    <aside ref={panel} className={`coupon-panel${settings.isCouponFixed ? ' coupon-panel--fixed' : ''}`} aria-label={t('coupon_title')}>
      {state.isVisibleQuickCoupon && count > 0 ? <QuickCoupon lng={lng} panel={panel} /> : null}
      <div role="tablist" aria-label={t('coupon_title')} className="coupon-tabs">
        <button
          type="button"
          role="tab"
          id="coupon-tab-slip"
          aria-selected={slipTab}
          aria-controls="coupon-panel-slip"
          onClick={() => coupon.tabChanged(CouponTab.SLIP)}
        >
          {t('coupon_tab_slip', { count })}
        </button>
        <button
          type="button"
          role="tab"
          id="coupon-tab-bets"
          aria-selected={!slipTab}
          aria-controls="coupon-panel-bets"
          onClick={() => coupon.tabChanged(CouponTab.MY_BETS)}
        >
          {t('coupon_tab_my_bets')}
        </button>
      </div>
      {slipTab ? (
        <div role="tabpanel" id="coupon-panel-slip" aria-labelledby="coupon-tab-slip" className="coupon-body">
          <SuccessCouponView lng={lng} />
          <SinglesResultView lng={lng} />
          <SlipMessage />
          <OneClickConfirm />
          <OddsChangeConfirm />
          {summary.oneClickActive ? <p className="slip-hint">{t('coupon_one_click_on')}</p> : null}
          {count === 0 ? (
            <p className="slip-empty">{t('coupon_empty')}</p>
          ) : (
            <>
              <SlipBets />
              {summary.hasOddsChanges ? (
                <p className="slip-hint">
                  {t('coupon_odds_changed_note')}{' '}
                  <button type="button" className="link-button" onClick={() => coupon.oddsChangesAcknowledged()}>
                    {t('coupon_odds_acknowledge')}
                  </button>
                </p>
              ) : null}
              {isAuthenticated ? <SlipAccount lng={lng} /> : null}
              <SlipControls lng={lng} />
              <SlipPromoCode />
              {isAuthenticated ? (
                <button
                  type="button"
                  className="button--primary slip-place"
                  disabled={placing}
                  aria-busy={placing}
                  onClick={() => coupon.placementRequested()}
                >
                  {t(placing ? 'coupon_placing' : 'coupon_place')}
                </button>
              ) : (
                <button type="button" className="button--primary slip-place" onClick={() => shell.modalOpened('login')}>
                  {t('coupon_login_to_bet')}
                </button>
              )}
              <button type="button" className="link-button" onClick={() => coupon.couponCleared()}>
                {t('coupon_clear')}
              </button>
            </>
          )}
          <SlipSettings />
          <LoadByCode />
        </div>
      ) : (
        <div role="tabpanel" id="coupon-panel-bets" aria-labelledby="coupon-tab-bets" className="coupon-body">
          {isAuthenticated ? <PlacedBets lng={lng} /> : <p>{t('coupon_login_for_bets')}</p>}
        </div>
      )}
    </aside>
  );
}
