import { useUnit } from 'effector-react';
import type { RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CouponType, couponHold, formatCoef, ownBets } from '../../domain/coupon';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { formatMoney } from './coupon-text';
import { messageText } from './slip-dialogs';

/**
 * The quick coupon (spec 000 §3 isVisibleQuickCoupon): while the slip panel is off screen (a long list on a
 * narrow screen, or "keep the slip in view" off), a bar at the foot of the window says how many selections
 * the slip holds and what they may win; pressing it calls `onOpen`, which brings the slip into view with focus
 * on its tab (on a phone, as a sheet over the page: coupon-panel.tsx). `bar` is the button, for the focus to
 * come back to.
 */
export function QuickCoupon({ lng, onOpen, bar }: { lng: string; onOpen: () => void; bar: RefObject<HTMLButtonElement | null> }) {
  const { coupon, shell } = useModels();
  const [state, summary, settings, message, language] = useUnit([coupon.$coupon, coupon.$summary, coupon.$settings, coupon.$message, shell.$language]);
  const t = useT();
  const count = ownBets(state.bets).length;
  // Exact odds set the possible win and the only odds the bet goes at (multiple singles go at their own).
  const exact = settings.exactCoef !== null && count > 0 && state.typeId !== CouponType.MULTIPLE_SINGLES ? settings.exactCoef : null;
  return createPortal(
    <div className="quick-coupon" role="region" aria-label={t('coupon_quick')}>
      {/* The slip's message, where the player is (QA: the 31st pick was refused with the reason only in the
          slip, off screen). The slip's own message is the live region, so this one is not announced again. */}
      {message ? (
        <p className="quick-coupon__message">
          {messageText(t, message, language)}{' '}
          <button type="button" className="link-button" onClick={() => coupon.messageDismissed()}>
            {t('main_close')}
          </button>
        </p>
      ) : null}
      <button ref={bar} type="button" className="button--primary" onClick={onOpen}>
        {t('coupon_tab_slip', { count })}
        {exact !== null ? ` · ${t('coupon_exact_odds_set')} ${formatCoef(exact)}` : ''}
        {/* A coupon that cannot be placed as it is has no win to promise (QA12 #2, #4). */}
        {settings.isPossibleWinShown && summary.possibleWin > 0 && !couponHold(state)
          ? ` · ${t('coupon_possible_win')} ${formatMoney(summary.possibleWin, lng)} ${summary.currency}`
          : ''}
      </button>
    </div>,
    document.body,
  );
}
