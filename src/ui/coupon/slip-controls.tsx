import { useUnit } from 'effector-react';
import { useId } from 'react';
import {
  CouponType,
  couponHold,
  formatCoef,
  isSameCoef,
  multipleSinglesSummary,
  ownBets,
  roundCoef,
  singlesOutOfLimits,
  slipTotalCoef,
  stakeLimitProblem,
  suspendedSelectionIds,
  systemStakePerLine,
} from '../../domain/coupon';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { QuickStakes, StakeInput } from './stake-input';
import { betGameName, formatMoney, formatPercent, totalOddsText } from './coupon-text';
import { RemoveFinishedButton } from './remove-finished';
import { SLIP_HOLD_ID } from './coupon-panel-id';
import { sayBet } from '../sports/line-text';
import { useMarketNaming } from '../sports/use-market-naming';

/** Bet type, system, bankers, stake with steps, VIP and what the coupon can win. */
export function SlipControls({ lng }: { lng: string }) {
  const { coupon } = useModels();
  const [state, summary, settings, coefViewId, stakeReset] = useUnit([
    coupon.$coupon,
    coupon.$summary,
    coupon.$settings,
    coupon.$coefViewId,
    coupon.$stakeReset,
  ]);
  const t = useT();
  const naming = useMarketNaming();
  const amountId = useId();
  const overBalanceId = useId();
  const own = ownBets(state.bets);
  const isSystem = state.typeId === CouponType.SYSTEM;
  const isSingles = state.typeId === CouponType.MULTIPLE_SINGLES;
  const laterBlocks = summary.chainStakes.slice(1);
  const currency = summary.currency;
  // Multiple singles are independent bets: each its own stake and win, the slip their sums and no combined odds.
  const singles = isSingles ? multipleSinglesSummary(state) : null;
  const money = (amount: number) => `${formatMoney(amount, lng)} ${currency}`;
  // QA15 #6: the suspended selections by name, as their Remove buttons say them.
  const suspendedText = (bets: typeof own) => {
    const names = bets.map((bet) => {
      const game = betGameName(bet);
      const market = sayBet(t, bet, naming);
      return game ? `${game}, ${market}` : market;
    });
    return names.length === 1
      ? t('coupon_summary_suspended', { name: names[0]! })
      : t('coupon_summary_suspended_many', { names: names.join('; ') });
  };
  // A coupon the bookmaker will refuse until the player changes it, or while a selection is suspended, has no odds,
  // win or bonus to show (QA12 #2, #4; QA15 #6), and says why.
  const blocker = couponHold(state);
  // A stake the account cannot pay is said now, not at Place bet; multiple singles would go in part. The stake
  // fields are described by it (QA13 #10), and its region stands from the start so that a screen reader says it.
  const overBalance = summary.stakeOverBalance && summary.balance !== null && !blocker;
  // QA15 #4: a single staked outside the limits is marked on its own field, before Place bet.
  const outsideLimits = new Set(singles ? singlesOutOfLimits(state, { min: summary.minAmount, max: summary.maxAmount }) : []);
  // The coupon's stake outside its limits is marked the same way, before Place bet (a system's minimum is per line).
  const stakeProblem = singles ? null : stakeLimitProblem(state.amount, { min: summary.minAmount, max: summary.maxAmount }, state.isActiveVipBet);
  const limitsId = `${amountId}-limits`;
  const outsideId = `${amountId}-outside`;
  // The limits hint describes every stake field at all times; a problem (outside the limits, above the balance) is
  // said first and marks the field invalid.
  const hasLimits = summary.minAmount !== null || Number.isFinite(summary.maxAmount);
  const stakeDescription = (problemIds: readonly (string | null)[]) => {
    const problems = [...problemIds, overBalance ? overBalanceId : null].filter((id): id is string => id !== null);
    const describedBy = [...problems, hasLimits ? limitsId : null].filter(Boolean).join(' ');
    return {
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(problems.length > 0 ? { 'aria-invalid': true } : {}),
    };
  };
  const limitsHint = hasLimits ? (
    <p className="slip-hint" id={limitsId}>
      {/* No maximum (the bonus account, spec 000 §5) reads "Stake from 10", not "to ∞" (QA); no minimum (a
          type the config's minBetTypes leaves out) "Stake up to 100,000", not "from 0" (QA15 #1). */}
      {summary.minAmount === null
        ? t('coupon_limits_max', { max: formatMoney(summary.maxAmount, lng) })
        : Number.isFinite(summary.maxAmount)
          ? t('coupon_limits', { min: formatMoney(summary.minAmount, lng), max: formatMoney(summary.maxAmount, lng) })
          : t('coupon_limits_min', { min: formatMoney(summary.minAmount, lng) })}
    </p>
  ) : null;
  const isSystemMinimum = isSystem && summary.lines > 1 && summary.minAmount !== null;
  return (
    <div className="slip-controls">
      {summary.availableTypes.length > 1 ? (
        <label className="slip-field">
          <span>{t('coupon_type')}</span>
          <select value={state.typeId} onChange={(e) => coupon.typeChanged(Number(e.target.value))}>
            {summary.availableTypes.map((typeId) => (
              <option key={typeId} value={typeId}>
                {t(`coupon_type_${typeId}`)}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p className="slip-field">
          {t('coupon_type')}: <strong>{t(`coupon_type_${state.typeId}`)}</strong>
        </p>
      )}

      {isSystem ? (
        <>
          <label className="slip-field">
            <span>{t('coupon_system')}</span>
            <select value={state.systemValue} onChange={(e) => coupon.systemValueChanged(Number(e.target.value))}>
              {state.systemValues.map((option) => (
                <option key={option.value} value={option.value}>
                  {t('coupon_system_option', { k: option.value, n: own.length, lines: option.combo })}
                </option>
              ))}
            </select>
          </label>
          <p className="slip-field" aria-live="polite">
            <SystemLines lines={summary.lines} amount={state.amount} money={money} />
          </p>
          {summary.bankersAvailable ? (
            <label className="slip-check">
              <input
                type="checkbox"
                checked={state.isActiveSystemBanker}
                onChange={(e) => coupon.bankerModeToggled(e.target.checked)}
              />{' '}
              {t('coupon_choose_bankers')}
            </label>
          ) : null}
        </>
      ) : null}

      {singles ? (
        <ul className="slip-singles" aria-label={t('coupon_singles_stakes')}>
          {own.map((bet, index) => {
            const single = singles.singles[index]!;
            // The selection, as its Remove button says it: two singles of one game share the game (QA13 #6).
            const game = betGameName(bet);
            const market = sayBet(t, bet, naming);
            const name = game ? `${game}, ${market}` : market;
            const outside = outsideLimits.has(bet.id);
            const singleOutsideId = `${amountId}-limits-${index}`;
            return (
              <li key={bet.id} aria-label={name}>
                <QuickStakes currency={currency} name={name}>
                  <label className="slip-field">
                    <span>{t('coupon_stake_of', { name })}</span>
                    <StakeInput
                      {...stakeDescription([outside ? singleOutsideId : null])}
                      currency={currency}
                      value={single.stake}
                      onChange={(amount) => coupon.betAmountChanged({ betId: bet.id, amount })}
                    />
                  </label>
                </QuickStakes>
                {outside ? (
                  <p className="slip-hint notice" id={singleOutsideId}>
                    {summary.minAmount !== null && single.stake < summary.minAmount
                      ? t('coupon_single_below_min', { min: money(summary.minAmount) })
                      : t('coupon_single_above_max', { max: money(summary.maxAmount) })}
                  </p>
                ) : null}
                {settings.isPossibleWinShown ? (
                  <p className="slip-hint">{t('coupon_single_possible_win', { amount: money(single.possibleWin) })}</p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {singles ? limitsHint : (
        <div className="slip-amount">
          <label htmlFor={amountId}>{t('coupon_stake', { currency })}</label>
          <QuickStakes currency={currency}>
            <div className="slip-amount__row">
              <button type="button" aria-label={t('coupon_stake_down', { step: summary.amountStep })} onClick={() => coupon.amountStepped(-1)}>
                −
              </button>
              <StakeInput
                {...stakeDescription([stakeProblem ? outsideId : null])}
                id={amountId}
                currency={currency}
                value={state.amount}
                onChange={(amount) => coupon.amountChanged(amount)}
                onStep={(direction) => coupon.amountStepped(direction)}
              />
              <button type="button" aria-label={t('coupon_stake_up', { step: summary.amountStep })} onClick={() => coupon.amountStepped(1)}>
                +
              </button>
            </div>
          </QuickStakes>
          {limitsHint}
          {/* Said as it comes (a region standing from the start), before Place bet refuses it. */}
          <div role="status" className="slip-status">
            {stakeProblem ? (
              <p className="slip-hint notice" id={outsideId}>
                {stakeProblem === 'above-max'
                  ? t('coupon_stake_above_max', { max: money(summary.maxAmount) })
                  : isSystemMinimum
                    ? t('coupon_system_stake_below_min', {
                        min: money(summary.minAmount!),
                        perLine: money(state.minBetAmount),
                        lines: summary.lines,
                      })
                    : t('coupon_stake_below_min', { min: money(summary.minAmount!) })}
              </p>
            ) : null}
          </div>
          {Number.isFinite(summary.maxAmount) ? (
            <label className="slip-check">
              <input
                type="checkbox"
                checked={state.isActiveAutoMax}
                onChange={(e) => coupon.autoMaxToggled(e.target.checked)}
              />{' '}
              {t('coupon_auto_max')}
            </label>
          ) : null}
        </div>
      )}

      {/* QA13 #9: another account's currency started the stakes again (setAccount): said, not done silently. */}
      <div role="status" className="slip-status">
        {stakeReset ? (
          <p className="slip-hint notice">
            {t(stakeReset.singles ? 'coupon_stakes_reset_currency' : 'coupon_stake_reset_currency', {
              amount: `${formatMoney(stakeReset.amount, lng)} ${stakeReset.currency}`,
            })}
          </p>
        ) : null}
      </div>

      {laterBlocks.length > 0 ? (
        <ul className="slip-singles" aria-label={t('coupon_type_3')}>
          {laterBlocks.map((stake, index) => (
            <ChainBlockStake
              key={stake.blockId}
              n={index + 2}
              currency={currency}
              amount={stake.amount}
              max={stake.max}
              min={summary.minAmount}
              lng={lng}
              onChange={(amount) => coupon.blockAmountChanged({ blockId: stake.blockId, amount })}
            />
          ))}
        </ul>
      ) : null}

      {summary.hyperBonusOffer && !blocker ? (
        <p className="slip-hint">
          {t('coupon_hyper_bonus_offer', {
            percent: formatPercent(summary.hyperBonusOffer.percent, lng),
            min: formatMoney(summary.hyperBonusOffer.minBetLimit, lng),
            max: formatMoney(summary.hyperBonusOffer.maxLimit, lng),
          })}
        </p>
      ) : null}

      {summary.vipBetAvailable ? (
        <label className="slip-check">
          <input type="checkbox" checked={state.isActiveVipBet} onChange={(e) => coupon.vipToggled(e.target.checked)} />{' '}
          {t('coupon_vip_bet')}
        </label>
      ) : null}

      {summary.bonusBetOffered && state.manuallyDeletedBonusBet ? (
        <p className="slip-hint">{t('coupon_bonus_bet_removed')}</p>
      ) : null}

      {blocker ? (
        <p className="slip-hint notice" role="status" id={SLIP_HOLD_ID}>
          {blocker === 'suspended'
            ? suspendedText(suspendedSelectionIds(state.bets).map((id) => own.find((bet) => bet.id === id)!))
            : t(blocker === 'finished' ? 'coupon_summary_finished' : blocker === 'same-game' ? 'coupon_summary_same_game' : 'coupon_error_anti_express_not_offered')}{' '}
          {blocker === 'finished' ? <RemoveFinishedButton /> : null}
        </p>
      ) : (
      <dl className="slip-summary">
        {singles ? (
          <>
            <div>
              <dt>{t('coupon_total_stake')}</dt>
              <dd>{money(singles.totalStake)}</dd>
            </div>
            {settings.isPossibleWinShown ? (
              <div>
                <dt>{t('coupon_total_possible_win')}</dt>
                <dd>{money(singles.totalPossibleWin)}</dd>
              </div>
            ) : null}
          </>
        ) : (
          <>
            <div>
              <dt>{t('coupon_total_odds')}</dt>
              {/* The coupon's odds rounded once, for the view, as the possible win beside them is counted (QA15 #3:
                  3.1248 travels as 3.125 and read 3.13 beside 468.72 on 150); the printed coupon reads its recorded
                  win's price the same way (placedTotalCoef). */}
              <dd>{state.coef > 0 ? totalOddsText(slipTotalCoef(state.coef), coefViewId, lng, { t, lng }) : '—'}</dd>
            </div>
            {/* The possible win is counted at the exact odds, and the bet goes only at them: both are said here, not only in the settings. */}
            {settings.exactCoef !== null ? (
              <div>
                <dt>{t('coupon_exact_odds_set')}</dt>
                <dd>{formatCoef(settings.exactCoef)}</dd>
              </div>
            ) : null}
            {settings.isPossibleWinShown ? (
              <div>
                <dt>{t('coupon_possible_win')}</dt>
                <dd>{money(summary.possibleWin)}</dd>
              </div>
            ) : null}
          </>
        )}
        {summary.hyperBonus > 0 ? (
          <>
            <div>
              <dt>{t('coupon_hyper_bonus')}</dt>
              <dd>
                +{formatMoney(summary.hyperBonus, lng)} {currency}
              </dd>
            </div>
            <div>
              <dt>{t('coupon_total_win')}</dt>
              <dd>
                {formatMoney(summary.totalWin, lng)} {currency}
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      )}
      <div role="status" className="slip-status">
        {overBalance ? (
          <p className="slip-hint notice" id={overBalanceId}>
            {/* What is set against the balance is the charged stake: a chosen free bet's part is not charged. */}
            {t(singles ? 'coupon_singles_over_balance' : summary.chargedStake < summary.totalStake ? 'coupon_charged_stake_over_balance' : 'coupon_stake_over_balance', {
              stake: money(singles ? summary.totalStake : summary.chargedStake),
              balance: money(summary.balance!),
            })}
          </p>
        ) : null}
      </div>
      {/* Exact odds accept the bet only at them: a price that moved away says so now, not at Place bet. */}
      {!singles && !blocker && settings.exactCoef !== null && state.coef > 0 && !isSameCoef(settings.exactCoef, state.coef) ? (
        <p className="slip-hint notice" role="status">
          {t('coupon_exact_odds_mismatch', { exact: formatCoef(settings.exactCoef), coef: formatCoef(state.coef) })}{' '}
          <button type="button" className="link-button" onClick={() => coupon.settingsChanged({ exactCoef: null })}>
            {t('coupon_exact_odds_clear')}
          </button>{' '}
          {/* The odds shown have two decimals, the coupon's three: the player takes them as they are (QA: 4.47
              typed as shown was 4.469's mismatch, and nothing said which number would match). */}
          <button type="button" className="link-button" onClick={() => coupon.settingsChanged({ exactCoef: roundCoef(state.coef) })}>
            {t('coupon_exact_odds_use', { coef: formatCoef(state.coef) })}
          </button>
        </p>
      ) : null}
      {Number.isFinite(summary.maxPayout) && !blocker ? (
        <p className="slip-hint">
          {t(summary.payoutCapped ? 'coupon_max_payout_capped' : 'coupon_max_payout', {
            max: `${formatMoney(summary.maxPayout, lng)} ${currency}`,
          })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * QA15 #9: a system's lines and what each stakes (the stake / lines, as the possible win counts it), in the
 * player's money; a stake that does not divide into whole cents a line is said to be about that.
 */
function SystemLines({ lines, amount, money }: { lines: number; amount: number; money: (amount: number) => string }) {
  const t = useT();
  if (!(lines > 0) || !(amount > 0)) return <>{t('coupon_lines', { lines })}</>;
  const { perLine, even } = systemStakePerLine(amount, lines);
  return (
    <>
      {even
        ? t('coupon_lines_stake', { lines, stake: money(perLine) })
        : t('coupon_lines_stake_uneven', { lines, stake: money(perLine), amount: money(amount) })}
    </>
  );
}

/**
 * A later chain block's stake (spec 000 §5: at most the previous block's
 * coefficient × its amount). Typing above it is refused with a message and the
 * field shows the stake the coupon keeps; the first block is the main stake.
 * Every stake a chain makes meets the coupon's minimum (QA15 #2): one below it is
 * marked and said before Place bet, as the main stake is.
 */
function ChainBlockStake({
  n,
  amount,
  max,
  min,
  lng,
  currency,
  onChange,
}: {
  n: number;
  currency: string;
  amount: number;
  max: number;
  min: number | null;
  lng: string;
  onChange: (amount: number) => void;
}) {
  const t = useT();
  const hintId = useId();
  const belowId = useId();
  // The block's maximum is its cap (the hint), never the coupon's: only the minimum is judged here.
  const below = min !== null && stakeLimitProblem(amount, { min, max: Infinity }, false) === 'below-min';
  return (
    <li>
      {/* Its quick stakes add through the field: above the block's cap they are refused as typing is. */}
      <QuickStakes currency={currency} name={t('coupon_chain_block', { n })}>
        <label className="slip-field">
          <span>{t('coupon_chain_block_stake', { n })}</span>
          <StakeInput
            aria-describedby={below ? `${belowId} ${hintId}` : hintId}
            {...(below ? { 'aria-invalid': true } : {})}
            currency={currency}
            value={amount}
            onChange={onChange}
          />
        </label>
      </QuickStakes>
      <p className="slip-hint" id={hintId}>
        {t('coupon_chain_block_max', { max: formatMoney(max, lng), prev: n - 1 })}
      </p>
      <div role="status" className="slip-status">
        {below ? (
          <p className="slip-hint notice" id={belowId}>
            {t('coupon_stake_below_min', { min: `${formatMoney(min!, lng)} ${currency}` })}
          </p>
        ) : null}
      </div>
    </li>
  );
}
