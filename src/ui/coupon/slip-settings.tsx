import { useStoreMap, useUnit } from 'effector-react';
import { useCallback, useEffect, useState } from 'react';
import { COEF_VIEW_IDS, CouponType, initialAmountFor, minAmountStep, oneClickAmount, OddsChangePolicy, type CouponSettings } from '../../domain/coupon';
import { accountCurrency, bonusAccountOf } from '../../domain/player';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { StakeInput } from './stake-input';

const POLICIES = Object.values(OddsChangePolicy);

/** Odds format, odds-change policy, amount step and one-click. */
export function SlipSettings() {
  const { coupon, shell, session } = useModels();
  const [settings, summary, coefViewId, accounts, active] = useUnit([
    coupon.$settings,
    coupon.$summary,
    coupon.$coefViewId,
    session.session.$accounts,
    session.session.$activeAccount,
  ]);
  // Exact odds are one price for the coupon: multiple singles go at each single's own odds.
  const singles = useStoreMap(coupon.$coupon, (state) => state.typeId === CouponType.MULTIPLE_SINGLES);
  const t = useT();
  const currency = summary.currency;
  // An unset one-click stake (0) bets the currency's initial amount: the field shows what a click will stake.
  const oneClickDefault = initialAmountFor(currency);
  // spec 000 §6: the bonus account's own one-click stake, in that account's currency (QA: it was recorded
  // and shown in the active account's); no field for a player without a bonus account.
  const bonusAccount = bonusAccountOf(accounts, active);
  const bonusCurrency = bonusAccount ? (accountCurrency(bonusAccount) ?? currency) : null;
  // A one-click stake field holding text that is no amount holds one-click bets back (the model says why).
  const oneClickUnread = useCallback((unread: boolean) => coupon.oneClickStakeRead({ field: 'main', unread }), [coupon]);
  const bonusOneClickUnread = useCallback((unread: boolean) => coupon.oneClickStakeRead({ field: 'bonus', unread }), [coupon]);
  return (
    <details className="slip-settings" aria-label={t('coupon_settings')}>
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
      <SettingCheck name="isManualAmountStep" label={t('coupon_manual_step')} />
      {settings.isManualAmountStep ? <ManualStep currency={currency} stepNow={summary.amountStep} /> : null}
      {summary.oneClickAvailable ? (
        <>
          <label className="slip-check">
            <input type="checkbox" checked={settings.isActiveOneClick} onChange={(e) => coupon.oneClickToggled(e.target.checked)} />{' '}
            {t('coupon_one_click')}
          </label>
          {settings.isActiveOneClick ? (
            <>
              <label className="slip-field">
                <span>{t('coupon_one_click_amount', { currency })}</span>
                <StakeInput
                  value={oneClickAmount(settings, false, currency) || oneClickDefault}
                  onChange={(amount) => coupon.settingsChanged({ oneClickAmount: amount, oneClickAmountCurrency: currency })}
                  onUnreadChange={oneClickUnread}
                />
              </label>
              {bonusCurrency === null ? null : (
                <label className="slip-field">
                  <span>{t('coupon_bonus_one_click_amount', { currency: bonusCurrency })}</span>
                  <StakeInput
                    value={oneClickAmount(settings, true, bonusCurrency) || initialAmountFor(bonusCurrency)}
                    onChange={(amount) =>
                      coupon.settingsChanged({ bonusAccountOneClickAmount: amount, bonusAccountOneClickAmountCurrency: bonusCurrency })
                    }
                    onUnreadChange={bonusOneClickUnread}
                  />
                </label>
              )}
            </>
          ) : null}
        </>
      ) : null}
      {singles ? (
        <p className="slip-note">{t('coupon_exact_odds_not_for_singles')}</p>
      ) : (
        <>
          <ExactOdds exactCoef={settings.exactCoef} />
          {settings.exactCoef !== null ? <SettingCheck name="isDropOnScoreChange" label={t('coupon_drop_on_score_change')} /> : null}
        </>
      )}
      <SettingCheck name="isPossibleWinShown" label={t('coupon_show_possible_win')} />
      <SettingCheck name="isBalanceShown" label={t('coupon_show_balance')} />
      <SettingCheck name="isSelectAccountShown" label={t('coupon_show_account_choice')} />
      <SettingCheck name="isCouponFixed" label={t('coupon_keep_in_view')} />
    </details>
  );
}

/**
 * The player's own stake step (spec 000 §9 manual amount step). The currency's step is its minimum: a smaller
 * one is kept as typed but + and − step by the minimum, and the field says so (QA: 25 RUB was silently
 * ignored, + went on stepping 100).
 */
function ManualStep({ currency, stepNow }: { currency: string; stepNow: number }) {
  const { coupon } = useModels();
  const settings = useUnit(coupon.$settings);
  const t = useT();
  const typed = settings.amountStepByCurrency[currency];
  const minimum = minAmountStep(currency);
  const below = typed !== undefined && typed > 0 && typed < minimum;
  const hintId = `coupon-step-minimum-${currency}`;
  return (
    <>
      <label className="slip-field">
        <span>{t('coupon_amount_step', { currency })}</span>
        <StakeInput
          value={typed ?? stepNow}
          aria-describedby={below ? hintId : undefined}
          onChange={(step) => coupon.settingsChanged({ amountStepByCurrency: { ...settings.amountStepByCurrency, [currency]: step } })}
        />
      </label>
      {below ? (
        <p className="slip-hint" id={hintId} role="status">
          {t('coupon_amount_step_minimum', { step: String(minimum), currency })}
        </p>
      ) : null}
    </>
  );
}

/**
 * The exact coefficient (spec 000 §3–§5): the possible win uses it and the server accepts the bet only at
 * it. The field keeps what the player types; a number above 1 is set, anything else (an empty field, 1 or
 * less) empties it, which also turns drop-on-score-change off (spec 000 §4).
 */
function ExactOdds({ exactCoef }: { exactCoef: number | null }) {
  const { coupon } = useModels();
  const t = useT();
  const [text, setText] = useState(exactCoef === null ? '' : String(exactCoef));
  useEffect(() => {
    // A change from elsewhere (a reload, another tab's settings) shows; the player's own typing is kept.
    setText((shown) => (parseExact(shown) === exactCoef ? shown : exactCoef === null ? '' : String(exactCoef)));
  }, [exactCoef]);
  return (
    <label className="slip-field">
      <span>{t('coupon_exact_odds')}</span>
      <input
        type="number"
        min={1.01}
        step={0.01}
        inputMode="decimal"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          coupon.settingsChanged({ exactCoef: parseExact(e.target.value) });
        }}
      />
    </label>
  );
}

function parseExact(text: string): number | null {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value > 1 ? value : null;
}

/** A yes/no coupon setting the slip changes as it is (one-click has its own flow with a confirmation). */
type SettingFlag = 'isManualAmountStep' | 'isDropOnScoreChange' | 'isPossibleWinShown' | 'isBalanceShown' | 'isSelectAccountShown' | 'isCouponFixed';

function SettingCheck({ name, label }: { name: SettingFlag & keyof CouponSettings; label: string }) {
  const { coupon } = useModels();
  const checked = useUnit(coupon.$settings)[name];
  return (
    <label className="slip-check">
      <input type="checkbox" checked={checked} onChange={(e) => coupon.settingsChanged({ [name]: e.target.checked })} />{' '}
      {label}
    </label>
  );
}
