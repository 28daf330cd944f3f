import { useUnit } from 'effector-react';
import { COEF_VIEW_IDS, OddsChangePolicy } from '../../domain/coupon';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';

const POLICIES = Object.values(OddsChangePolicy);

/** Odds format, odds-change policy, amount step and one-click. */
export function SlipSettings() {
  const { coupon, shell } = useModels();
  const [settings, summary, coefViewId] = useUnit([coupon.$settings, coupon.$summary, coupon.$coefViewId]);
  const t = useT();
  const currency = summary.currency;
  return (
    <details className="slip-settings">
      <summary>{t('coupon_settings')}</summary>
      <label className="slip-field">
        <span>{t('coupon_odds_format')}</span>
        <select value={coefViewId} onChange={(e) => shell.preferencesChanged({ coefViewId: Number(e.target.value) })}>
          {COEF_VIEW_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`coupon_odds_format_${id}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="slip-field">
        <span>{t('coupon_odds_policy')}</span>
        <select
          value={settings.changeCoefAction}
          onChange={(e) => coupon.settingsChanged({ changeCoefAction: Number(e.target.value) as 0 | 1 | 2 })}
        >
          {POLICIES.map((id) => (
            <option key={id} value={id}>
              {t(`coupon_policy_${id}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="slip-check">
        <input
          type="checkbox"
          checked={settings.isManualAmountStep}
          onChange={(e) => coupon.settingsChanged({ isManualAmountStep: e.target.checked })}
        />{' '}
        {t('coupon_manual_step')}
      </label>
      {settings.isManualAmountStep ? (
        <label className="slip-field">
          <span>{t('coupon_amount_step', { currency })}</span>
          <input
            type="number"
            min={0}
            value={settings.amountStepByCurrency[currency] ?? summary.amountStep}
            onChange={(e) =>
              coupon.settingsChanged({
                amountStepByCurrency: { ...settings.amountStepByCurrency, [currency]: Number(e.target.value) },
              })
            }
          />
        </label>
      ) : null}
      {summary.oneClickAvailable ? (
        <>
          <label className="slip-check">
            <input type="checkbox" checked={settings.isActiveOneClick} onChange={(e) => coupon.oneClickToggled(e.target.checked)} />{' '}
            {t('coupon_one_click')}
          </label>
          {settings.isActiveOneClick ? (
            <label className="slip-field">
              <span>{t('coupon_one_click_amount', { currency })}</span>
              <input
                type="number"
                min={0}
                value={settings.oneClickAmount}
                onChange={(e) => coupon.settingsChanged({ oneClickAmount: Number(e.target.value) })}
              />
            </label>
          ) : null}
        </>
      ) : null}
      <label className="slip-check">
        <input
          type="checkbox"
          checked={settings.isPossibleWinShown}
          onChange={(e) => coupon.settingsChanged({ isPossibleWinShown: e.target.checked })}
        />{' '}
        {t('coupon_show_possible_win')}
      </label>
    </details>
  );
}
