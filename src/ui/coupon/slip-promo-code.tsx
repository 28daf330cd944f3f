import { useUnit } from 'effector-react';
import {
  chosenPromoCode,
  couponHold,
  PROMO_CODE_MAX_LENGTH,
  promoCodeGain,
  promoCodeMismatch,
  promoCouponOf,
  type PromoCodeGain,
} from '../../domain/coupon';
import { promoCodeNeedsMessage, type CouponMessage } from '../../application/coupon/coupon-messages';
import { formatMoney } from '../i18n/format-money';
import { useModels } from '../models-context';
import { useT, type Translate } from '../i18n/use-t';
import { formatPercent } from './coupon-text';

/**
 * The coupon's promo code (spec 000 §3 promoCode, manualPromoCode, promoCodes): one of the player's own
 * codes, or one typed in; choosing one clears the typed one and typing clears the choice. QA17 #2: a listed
 * code that does not apply to the coupon as it is is offered disabled, with what it needs, and the chosen one
 * says what it adds before placing (a win boost's amount, a free bet's stake not charged). The server
 * decides at placement whether a code is valid.
 */
export function SlipPromoCode() {
  const { coupon, shell } = useModels();
  const [state, summary, lng] = useUnit([coupon.$coupon, coupon.$summary, shell.$language]);
  const t = useT();
  const scope = promoCouponOf(state, summary.currency);
  const chosen = chosenPromoCode(state);
  // QA18 #1: a held coupon (a suspended, finished or same-game selection, an anti-express that does not apply)
  // shows no odds, win or bonus (slip-controls.tsx), so no gain of a code either: it would be counted on a win
  // the slip does not show.
  const gain =
    chosen?.effect && summary.betCount > 0 && couponHold(state) === null
      ? promoCodeGain(chosen.effect, { stake: summary.totalStake, possibleWin: summary.possibleWin, totalWin: summary.totalWin, maxPayout: summary.maxPayout })
      : null;
  return (
    <div className="slip-promo">
      {state.promoCodes.length > 0 ? (
        <label className="slip-field">
          <span>{t('coupon_my_promo_codes')}</span>
          <select value={state.promoCode ?? ''} onChange={(e) => coupon.promoCodeChosen(e.target.value === '' ? null : e.target.value)}>
            <option value="">{t('coupon_promo_none')}</option>
            {state.promoCodes.map((own) => {
              const mismatch = promoCodeMismatch(own, scope);
              return (
                <option key={own.code} value={own.code} disabled={mismatch !== null}>
                  {own.code} — {own.title}
                  {mismatch ? ` (${sayMessage(promoCodeNeedsMessage(mismatch), t)})` : ''}
                </option>
              );
            })}
          </select>
        </label>
      ) : null}
      {chosen && gain ? (
        <p className="slip-promo-effect" role="status">
          {gainText(chosen.code, gain, summary.currency, lng, t)}
        </p>
      ) : null}
      <label className="slip-field">
        <span>{t('coupon_promo_code')}</span>
        <input
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={PROMO_CODE_MAX_LENGTH}
          value={state.manualPromoCode}
          onChange={(e) => coupon.promoCodeTyped(e.target.value)}
        />
      </label>
    </div>
  );
}

const sayMessage = (message: CouponMessage, t: Translate): string => t(message.key, message.values);

function gainText(code: string, gain: PromoCodeGain, currency: string, lng: string, t: Translate): string {
  if (gain.kind === 'win-boost') return t('coupon_promo_win_boost', { code, percent: formatPercent(gain.percent, lng), amount: formatMoney(gain.amount, lng), currency });
  if (gain.charged > 0) return t('coupon_promo_free_bet_part', { amount: formatMoney(gain.amount, lng), charged: formatMoney(gain.charged, lng), currency: gain.currency });
  return t('coupon_promo_free_bet', { amount: formatMoney(gain.amount, lng), currency: gain.currency });
}
