import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useModels } from '../models-context';
import { useMinPending } from '../shell/use-min-pending';
import { useT } from '../i18n/use-t';
import { useFormatTime } from '../i18n/use-format-time';
import { lngPath } from '../router/lng-path';
import { betChampTitle, bonusBetText, formatMoney, formatPercent, oddsText, statusKey, totalOddsText } from './coupon-text';
import { lineNames } from '../sports/line-names';
import { HistoryLoadError, placedBlockTitle, placedMarketName } from './placed-bets';
import { placedPromoText } from './placed-promo-code';
import { useMarketNaming } from '../sports/use-market-naming';
import { isPlacedBanker, placedChainBlocks, placedSystemLines, placedTotalCoef, type PlacedBetSelection } from '../../domain/coupon';
import './coupon.css';

/** The printable coupon of print-coupon/{id} (spec 000 §5: the id is digits only, the route checks it). */
export function PrintCoupon({ couponId, lng }: { couponId: string; lng: string }) {
  const { coupon, shell } = useModels();
  const [bets, lookup, config, coefViewId] = useUnit([coupon.$history, coupon.$placedCoupon, shell.$siteConfig, coupon.$coefViewId]);
  const t = useT();
  const formatTime = useFormatTime(lng);
  const naming = useMarketNaming();
  // The coupon as the list the player opened it from holds it (any page read there); else, opened directly (a new
  // tab, a reload, a shared link), asked for by its id in one request, apart from that list.
  const listedBet = bets.find((b) => b.couponId === couponId);
  const looked = lookup?.couponId === couponId ? lookup : null;
  const asked = looked !== null;
  useEffect(() => {
    if (!listedBet && !asked) coupon.placedCouponRequested(couponId);
  }, [coupon, couponId, listedBet, asked]);
  const bet = listedBet ?? (looked?.state === 'found' ? looked.bet : undefined);
  // spec 000 §9: the placeholder of a coupon asked for by its id stays at least 200 ms
  const waiting = useMinPending(!bet && looked?.state !== 'error' && looked?.state !== 'not-found');
  const selectionRow = (s: PlacedBetSelection) => (
    <tr key={s.betId}>
      <td>
        {s.opponent1NameEn} – {s.opponent2NameEn}
        <br />
        <small>
          {betChampTitle(s, lineNames(t))} · {formatTime(s.startTime, 'start')}
        </small>
      </td>
      {/* QA17 #9: on a phone "1X2: 1" broke after "1X2:" (coupon.css gives the column room). */}
      <td className="print-coupon__market">
        {placedMarketName(t, s, naming)}
        {/* QA14 #6: the banker marked on the paper, as leading sites print it. */}
        {bet && isPlacedBanker(bet, s) ? ` · ${t('coupon_banker')}` : ''}
      </td>
      <td>{oddsText(s.coef, coefViewId, { t, lng })}</td>
    </tr>
  );
  if (waiting) return <p role="status">{t('main_loading')}</p>;
  if (!bet) {
    // A failed request is not "no such coupon": say so and offer to try again.
    if (looked?.state === 'error') return <HistoryLoadError onRetry={() => coupon.placedCouponRequested(couponId)} />;
    if (looked?.state === 'not-found') {
      return (
        <>
          <p>{t('coupon_print_not_found', { id: couponId })}</p>
          <p>
            <HistoryLink lng={lng} />
          </p>
        </>
      );
    }
    return <p role="status">{t('main_loading')}</p>;
  }
  const blocks = placedChainBlocks(bet);
  return (
    <article className="print-coupon" aria-label={t('coupon_success_id', { id: bet.couponId })}>
      <header>
        <p className="print-coupon__company">{config?.companyName}</p>
        <h2>{t('coupon_success_id', { id: bet.couponId })}</h2>
        <p>{formatTime(bet.placedAt)}</p>
      </header>
      <table>
        <caption className="visually-hidden">{t('coupon_selections')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('coupon_print_event')}</th>
            <th scope="col">{t('coupon_print_market')}</th>
            <th scope="col">{t('coupon_total_odds')}</th>
          </tr>
        </thead>
        {/* QA15 #8: a chain printed as its blocks in play order, each titled with its stake, so its win can be checked. */}
        {blocks?.map((block, index) => (
          <tbody key={block.blockId}>
            <tr>
              <th scope="rowgroup" colSpan={3}>
                {placedBlockTitle(t, block, index, bet.currency, lng)}
              </th>
            </tr>
            {block.selections.map(selectionRow)}
          </tbody>
        ))}
        {blocks === null ? (
          <tbody>
            {bet.selections.map(selectionRow)}
            {/* Listed as the slip lists it: its multiplier is part of the coupon's odds, so the column multiplies to the total (QA). A chain takes none. */}
            {bet.bonusBet ? (
              <tr>
                <td>{t('coupon_bonus_bet')}</td>
                <td>{t('coupon_bonus_bet_text')}</td>
                {/* a multiplier, not a price in the player's odds format (QA13 #5) */}
                <td>{bonusBetText(bet.bonusBet.coef, lng)}</td>
              </tr>
            ) : null}
          </tbody>
        ) : null}
      </table>
      <dl className="slip-summary">
        <div>
          <dt>{t('coupon_type')}</dt>
          <dd>
            {t(`coupon_type_${bet.typeId}`)}
            {bet.systemValue !== null ? ` ${bet.systemValue}/${bet.selections.length}` : ''}
            {placedSystemLines(bet) !== null ? ` · ${t('coupon_lines', { lines: String(placedSystemLines(bet)) })}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('coupon_stake', { currency: bet.currency })}</dt>
          <dd>{formatMoney(bet.amount, lng)}</dd>
        </div>
        <div>
          <dt>{t('coupon_total_odds')}</dt>
          {/* The price its possible win was counted at, rounded once, as the slip showed it (QA15 #3). */}
          <dd>{totalOddsText(placedTotalCoef(bet), coefViewId, lng, { t, lng })}</dd>
        </div>
        <div>
          <dt>{t('coupon_possible_win')}</dt>
          <dd>
            {formatMoney(bet.possibleWin, lng)} {bet.currency}
          </dd>
        </div>
        {/* Said apart, as the slip and the success coupon say it: the possible win is without it (QA9). */}
        {bet.hyperBonus ? (
          <>
            <div>
              <dt>{t('coupon_hyper_bonus_percent', { percent: formatPercent(bet.hyperBonus.percent, lng) })}</dt>
              <dd>
                +{formatMoney(bet.hyperBonus.amount, lng)} {bet.currency}
              </dd>
            </div>
            <div>
              <dt>{t('coupon_total_win')}</dt>
              <dd>
                {formatMoney(bet.possibleWin + bet.hyperBonus.amount, lng)} {bet.currency}
              </dd>
            </div>
          </>
        ) : null}
        {/* QA18 #5: the code the coupon was placed with, and what it gave. */}
        {bet.promoCode ? (
          <div>
            <dt>{t('coupon_promo_code')}</dt>
            <dd>{placedPromoText(t, bet.promoCode, bet, lng)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('coupon_status')}</dt>
          <dd>{t(statusKey(bet.status))}</dd>
        </div>
        {bet.payout !== null ? (
          <div>
            {/* A declined VIP coupon's payout is its held stake paid back (QA12 #5). */}
            <dt>{t(bet.status === 'declined' ? 'coupon_stake_returned' : 'coupon_payout')}</dt>
            <dd>
              {formatMoney(bet.payout, lng)} {bet.currency}
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="print-coupon__actions">
        <button type="button" onClick={() => window.print()}>
          {t('coupon_print_button')}
        </button>{' '}
        {/* QA17 #9: back to the list it was opened from, as the not-found coupon offers (a new tab has no Back). */}
        <HistoryLink lng={lng} /> <Link to={lngPath(lng)}>{t('main_go_home')}</Link>
      </p>
    </article>
  );
}

/** The way from a printed coupon (found or not) to the bet history. */
function HistoryLink({ lng }: { lng: string }) {
  const t = useT();
  return <Link to={lngPath(lng, 'office/history')}>{t('coupon_history_link')}</Link>;
}
