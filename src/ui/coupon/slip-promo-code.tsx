import { useUnit } from 'effector-react';
import { PROMO_CODE_MAX_LENGTH } from '../../domain/coupon';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';

/**
 * The coupon's promo code (spec 000 §3 promoCode, manualPromoCode, promoCodes): one of the player's own
 * codes, or one typed in; choosing one clears the typed one and typing clears the choice. The server
 * decides at placement whether the code applies.
 */
export function SlipPromoCode() {
  const { coupon } = useModels();
  const state = useUnit(coupon.$coupon);
  const t = useT();
  return (
    <div className="slip-promo">
      {state.promoCodes.length > 0 ? (
        <label className="slip-field">
          <span>{t('coupon_my_promo_codes')}</span>
          <select value={state.promoCode ?? ''} onChange={(e) => coupon.promoCodeChosen(e.target.value === '' ? null : e.target.value)}>
            <option value="">{t('coupon_promo_none')}</option>
            {state.promoCodes.map((own) => (
              <option key={own.code} value={own.code}>
                {own.code} — {own.title}
              </option>
            ))}
          </select>
        </label>
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
