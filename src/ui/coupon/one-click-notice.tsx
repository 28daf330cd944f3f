import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { OneClickOutcome } from '../../application/coupon/coupon.model';
import { CouponTab, type Bet } from '../../domain/coupon';
import type { MarketNaming } from '../../domain/line';
import { useModels } from '../models-context';
import { useT, type Translate } from '../i18n/use-t';
import { betGameName, formatMoney, oddsText } from './coupon-text';
import { sayBet } from '../sports/line-text';
import { useMarketNaming } from '../sports/use-market-naming';
import { messageText, OddsChangeConfirm } from './slip-dialogs';
import { useFocusAfterClose } from './use-focus-after-close';
import './one-click-notice.css';

/** "Arsenal – Chelsea, Total: Over 2.5": the game and the outcome, as the slip names a selection. */
const selectionName = (bet: Bet, t: Translate, naming: MarketNaming) => {
  const game = betGameName(bet);
  const market = sayBet(t, bet, naming);
  return game ? `${game}, ${market}` : market;
};

/**
 * One-click bets answered over the page, where the player tapped (on a phone the slip is at the foot of a very
 * long page): the receipt of a placed bet (a status) with a way to its success coupon in the slip, the reason a
 * bet was refused (an alert), and the odds question of a one-click bet. The receipt and the refusal stay until
 * closed or replaced by the next bet's answer and never take the focus; the question is a dialog and does,
 * which moves nothing since it stands over the page. The slip keeps its own success coupon and message.
 * `openSheet` opens the slip as a sheet where it has one (a phone or a tablet), given what takes the focus when it closes;
 * false where the slip is in the page.
 */
export function OneClickNotice({
  lng,
  panel,
  openSheet,
}: {
  lng: string;
  panel: RefObject<HTMLElement | null>;
  openSheet: (back: HTMLElement | null) => boolean;
}) {
  const { coupon } = useModels();
  const [outcome, asking, state, summary, coefViewId] = useUnit([
    coupon.$oneClickOutcome,
    coupon.$oddsConfirmation,
    coupon.$coupon,
    coupon.$summary,
    coupon.$coefViewId,
  ]);
  const t = useT();
  const naming = useMarketNaming();
  const titleId = useId();
  // Closing is this view's business: the outcome stays the model's last answer, and a new answer is a new object.
  // An answer from before this slip was mounted (another page's) is old news, never shown again on arrival here.
  const [closed, setClosed] = useState<OneClickOutcome | null>(() => outcome);
  const shown = outcome !== closed ? outcome : null;
  // Closed, the notice gives the focus back where the player was (the price tapped), else to the slip's tab.
  const own = useRef<HTMLDivElement>(null);
  const closing = useFocusAfterClose({ panel, own, shownFor: shown });
  // The control the player was on when the answer came (the price tapped): the sheet gives the focus back to it.
  const tapped = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (shown && active instanceof HTMLElement && active !== document.body && !own.current?.contains(active)) tapped.current = active;
  }, [shown]);
  const question = asking?.source === 'one-click';
  if (!shown && !question) return null;
  const close = () => setClosed(outcome);
  const closeByHand = () => {
    closing();
    close();
  };

  // The slip's success coupon, while it is this bet's: switch to the slip, bring it into view, focus the slip's tab.
  // On a phone or a tablet the slip is tens of thousands of pixels below: it opens as the sheet over the page instead, its
  // success coupon at the top, and closing it leaves the player at the price they tapped.
  const inSlip = shown?.kind === 'placed' && state.successCoupon?.couponId === shown.coupon.couponId;
  const view = () => {
    flushSync(() => coupon.tabChanged(CouponTab.SLIP));
    close();
    if (openSheet(tapped.current)) return;
    const success = panel.current?.querySelector<HTMLElement>('.success-coupon');
    panel.current?.querySelector<HTMLElement>('#coupon-tab-slip')?.focus({ preventScroll: true });
    success?.scrollIntoView({ block: 'center' });
  };

  return (
    <div ref={own} className="one-click-notice">
      {question ? (
        <div className="one-click-notice__card notice">
          <OddsChangeConfirm oneClick />
        </div>
      ) : null}
      {shown?.kind === 'placed' ? (
        <section role="status" aria-labelledby={titleId} className="one-click-notice__card notice">
          <h3 id={titleId}>{t('coupon_one_click_placed_title')}</h3>
          <p>
            {t('coupon_one_click_placed', {
              amount: formatMoney(shown.coupon.amount, lng),
              currency: summary.currency,
              selection: selectionName(shown.bet, t, naming),
              odds: oddsText(shown.coupon.coef, coefViewId, { t, lng }),
            })}
          </p>
          <p>{t('coupon_success_id', { id: shown.coupon.couponId })}</p>
          <div className="one-click-notice__buttons">
            {inSlip ? (
              <button type="button" className="button--primary" onClick={view}>
                {t('coupon_one_click_view')}
              </button>
            ) : null}
            <button type="button" onClick={closeByHand}>
              {t('main_close')}
            </button>
          </div>
        </section>
      ) : null}
      {shown?.kind === 'refused' ? (
        <section role="alert" aria-labelledby={titleId} className="one-click-notice__card notice notice--error">
          <h3 id={titleId}>{t('coupon_one_click_refused_title')}</h3>
          {shown.bet ? <p>{selectionName(shown.bet, t, naming)}</p> : null}
          <p>{messageText(t, shown.message, lng)}</p>
          <div className="one-click-notice__buttons">
            <button type="button" onClick={closeByHand}>
              {t('main_close')}
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
