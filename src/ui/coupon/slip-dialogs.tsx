import { useUnit } from 'effector-react';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { oddsText } from './coupon-text';

/** spec 000 §4: turning one-click on with bets asks; the title says the coupon will be cleared. */
export function OneClickConfirm() {
  const { coupon } = useModels();
  const asking = useUnit(coupon.$oneClickConfirmation);
  const t = useT();
  if (!asking) return null;
  return (
    <div role="alertdialog" aria-labelledby="one-click-title" className="slip-dialog">
      <h3 id="one-click-title">{t('coupon_one_click_confirm_title')}</h3>
      <div className="slip-dialog__buttons">
        <button type="button" className="button--primary" onClick={() => coupon.oneClickConfirmed()}>
          {t('coupon_one_click_enable')}
        </button>
        <button type="button" onClick={() => coupon.oneClickUndone()}>
          {t('coupon_one_click_undo')}
        </button>
      </div>
    </div>
  );
}

/** Prices moved beyond the player's policy: the new ones, and whether to place at them. */
export function OddsChangeConfirm() {
  const { coupon } = useModels();
  const [asking, state, coefViewId] = useUnit([coupon.$oddsConfirmation, coupon.$coupon, coupon.$coefViewId]);
  const t = useT();
  if (!asking) return null;
  const odds = (coef: number) => oddsText(coef, coefViewId);
  return (
    <div role="alertdialog" aria-labelledby="odds-change-title" className="slip-dialog">
      <h3 id="odds-change-title">{t('coupon_odds_changed_title')}</h3>
      {asking.source === 'one-click' ? <p>{t('coupon_odds_changed_one_click')}</p> : null}
      <ul>
        {asking.changes.map((change) => {
          const bet = state.bets.find((b) => b.id === change.betId);
          return (
            <li key={change.betId}>
              {bet ? `${bet.opponent1NameEn} – ${bet.opponent2NameEn}, ${bet.market.name}: ` : ''}
              {t('coupon_odds_change_row', { from: odds(change.oldCoef), to: odds(change.newCoef) })}
            </li>
          );
        })}
      </ul>
      <div className="slip-dialog__buttons">
        <button type="button" className="button--primary" onClick={() => coupon.oddsChangeAccepted()}>
          {t('coupon_odds_accept_and_place')}
        </button>
        <button type="button" onClick={() => coupon.oddsChangeRejected()}>
          {t('main_cancel')}
        </button>
      </div>
    </div>
  );
}

/** Why the last action was refused, with the spec's notice title (main_error). */
export function SlipMessage() {
  const { coupon } = useModels();
  const message = useUnit(coupon.$message);
  const t = useT();
  if (!message) return null;
  return (
    <div role="alert" className="slip-message notice notice--error">
      <h3>{t(message.title)}</h3>
      <p>{t(message.key, message.values)}</p>
      <button type="button" className="link-button" onClick={() => coupon.messageDismissed()}>
        {t('main_close')}
      </button>
    </div>
  );
}
