import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import {
  HISTORY_PERIODS,
  isHistoryPeriod,
  isPlacedBanker,
  placedChainBlocks,
  placedSystemLines,
  PLACED_BET_STATUSES,
  placedTotalCoef,
  type HistoryFilter,
  type PlacedBet,
  type PlacedBetSelection,
  type PlacedBetStatus,
  type PlacedChainBlock,
} from '../../domain/coupon';
import type { MarketNaming } from '../../domain/line';
import { useModels } from '../models-context';
import { useMinPending } from '../shell/use-min-pending';
import { useT, type Translate } from '../i18n/use-t';
import { useFormatTime } from '../i18n/use-format-time';
import { betChampTitle, bonusBetText, formatMoney, formatPercent, oddsText, statusKey, totalOddsText } from './coupon-text';
import { lineNames } from '../sports/line-names';
import { sayBet } from '../sports/line-text';
import { useMarketNaming } from '../sports/use-market-naming';
import { placedPromoText } from './placed-promo-code';
import { PrintCouponLink } from './print-coupon-link';
import { pluralText } from '../i18n/plural-text';
import './placed-bets.css';

/**
 * A placed selection's market as the slip says it: in the player's words, short or full (spec 000 §3
 * marketsNameType), from its market kind, outcome type and line; the server's marketName when it sent none
 * or the site has no words for it.
 */
export function placedMarketName(t: Translate, selection: Pick<PlacedBetSelection, 'marketName' | 'words'>, naming: MarketNaming): string {
  const words = selection.words;
  if (!words) return selection.marketName;
  return sayBet(t, { typeId: words.typeId, ...(words.param === undefined ? {} : { outcomeParam: words.param }), market: { kind: words.kind, name: selection.marketName } }, naming);
}

/**
 * Whether a coupon's selections each have a result to show. A VIP coupon under the bookmaker's review is not a
 * bet on them yet, and one it declined never was (its stake is paid back whole): "Pending" beside them said
 * they awaited a result (QA14 #5).
 */
export function selectionsHaveResults(status: PlacedBetStatus): boolean {
  return status !== 'under-review' && status !== 'declined';
}

/**
 * The player's placed bets, newest first, each with its status and payout, in the period and status the
 * player chose (QA14 #4). Read afresh every time the list is shown (tab or office/history), so bets the
 * bookmaker settled since show their result. A read that fails keeps the list shown and says so.
 * "Show more coupons" adds the next page below (as the payments list does), and the focus moves to the first
 * coupon it added; a page that fails keeps the list and offers that page again.
 * QA18 #5: each coupon is titled by a heading at `headingLevel`, under the page's: h2 on office/history (its h1
 * "Bet history"), h3 in the slip's My bets (under the slip's h2), so a screen reader's heading list reaches each.
 */
export function PlacedBets({ lng, headingLevel = 3 }: { lng: string; headingLevel?: 2 | 3 }) {
  const { coupon } = useModels();
  const [bets, status, loading, filter, coefViewId, hasMore, more] = useUnit([
    coupon.$history,
    coupon.$historyStatus,
    coupon.$historyLoading,
    coupon.$historyFilter,
    coupon.$coefViewId,
    coupon.$historyHasMore,
    coupon.$historyMore,
  ]);
  const t = useT();
  useEffect(() => {
    coupon.historyRequested();
  }, [coupon]);

  // The first coupon a Show more added takes the focus (the button may go with the last page); a failed or
  // superseded read (a filter changed meanwhile) moves nothing.
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || more === 'loading') return;
    focusIndex.current = null;
    if (more !== 'idle' || loading || bets.length <= index) return;
    listRef.current?.querySelectorAll<HTMLElement>(':scope > li')[index]?.focus();
  }, [more, loading, bets]);

  // QA17 #8: a filter's result is said through the status region once its list has come, once per change: "Showing
  // N coupons" below the list is no live region, and "Loading…" alone told nothing of the result. "No bets…" is
  // the region's own visible text, so it is said whenever the list comes empty.
  const filterChanged = useRef(false);
  const [announced, setAnnounced] = useState('');
  // spec 000 §9: the history's placeholder stays at least 200 ms
  const reading = useMinPending(loading || status === 'loading' || status === 'idle');
  useEffect(() => {
    if (!filterChanged.current || reading) return;
    filterChanged.current = false;
    // a failed read is said by its alert
    if (status !== 'ready') return;
    setAnnounced(bets.length > 0 ? pluralText(t, lng, 'coupon_history_shown', bets.length) : '');
  }, [reading, status, bets, t, lng]);
  const onFilterChanged = () => {
    filterChanged.current = true;
    setAnnounced('');
  };

  const ready = status === 'ready' || (status === 'error' && bets.length > 0);
  const empty = ready && bets.length === 0 ? t(filter.status === null ? 'coupon_history_empty_period' : 'coupon_history_empty_filtered') : null;
  const showMore = () => {
    if (more === 'loading' || loading) return;
    focusIndex.current = bets.length;
    coupon.historyMoreRequested();
  };
  return (
    <div className="placed-bets-page">
      <HistoryFilters filter={filter} onChanged={onFilterChanged} />
      {status === 'error' ? <HistoryLoadError /> : null}
      {/* Stands from the start (a region that arrives filled is often not read); a count it says is shown below too. */}
      <p role="status" className={reading || empty ? undefined : 'visually-hidden'}>
        {reading ? t('main_loading') : (empty ?? announced)}
      </p>
      {bets.length > 0 ? (
        <>
          <ul ref={listRef} className="placed-bets" aria-label={t('coupon_history_title')} aria-busy={loading || more === 'loading'}>
            {bets.map((bet) => (
              <PlacedBetItem key={bet.couponId} bet={bet} lng={lng} coefViewId={coefViewId} headingLevel={headingLevel} />
            ))}
          </ul>
          {status === 'ready' ? <p className="placed-bets__shown">{pluralText(t, lng, 'coupon_history_shown', bets.length)}</p> : null}
          {status !== 'ready' ? null : more === 'error' ? (
            <div role="alert">
              <p>{t('coupon_history_more_error')}</p>
              <button type="button" onClick={showMore}>
                {t('coupon_history_retry')}
              </button>
            </div>
          ) : hasMore ? (
            <button type="button" aria-disabled={more === 'loading' || loading ? true : undefined} onClick={showMore}>
              {more === 'loading' ? t('main_loading') : t('coupon_history_more')}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** The history's period and status, as a leading book offers them (QA14 #4): a choice reads the list again. */
function HistoryFilters({ filter, onChanged }: { filter: HistoryFilter; onChanged: () => void }) {
  const { coupon } = useModels();
  const t = useT();
  return (
    <div className="placed-bets__filters" role="group" aria-label={t('coupon_history_filters')}>
      <label>
        {t('coupon_history_period')}
        <select
          value={filter.periodDays}
          onChange={(e) => {
            const days = Number(e.target.value);
            if (!isHistoryPeriod(days)) return;
            onChanged();
            coupon.historyFilterChanged({ periodDays: days });
          }}
        >
          {HISTORY_PERIODS.map((days) => (
            <option key={days} value={days}>
              {t(`coupon_history_period_${days}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('coupon_status')}
        <select
          value={filter.status ?? ''}
          onChange={(e) => {
            const value = e.target.value;
            const chosen = PLACED_BET_STATUSES.find((s) => s === value);
            onChanged();
            coupon.historyFilterChanged({ status: chosen ?? null });
          }}
        >
          <option value="">{t('coupon_history_status_all')}</option>
          {PLACED_BET_STATUSES.map((s: PlacedBetStatus) => (
            <option key={s} value={s}>
              {t(statusKey(s))}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/**
 * A placed chain's block as the history and the printed coupon title it: "Block 2 · Stake 200 RUB", numbered in
 * play order as the slip numbers them; "Block 2" alone when the server did not say its stake.
 */
export function placedBlockTitle(t: Translate, block: PlacedChainBlock, index: number, currency: string, lng: string): string {
  const n = String(index + 1);
  if (block.amount === null) return t('coupon_chain_block', { n });
  return t('coupon_placed_block', { n, amount: formatMoney(block.amount, lng), currency });
}

function PlacedBetItem({ bet, lng, coefViewId, headingLevel }: { bet: PlacedBet; lng: string; coefViewId: number; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useT();
  const formatTime = useFormatTime(lng);
  const title = t('coupon_success_id', { id: bet.couponId });
  const names = lineNames(t);
  const naming = useMarketNaming();
  const lines = placedSystemLines(bet);
  const blocks = placedChainBlocks(bet);
  const selectionItem = (s: PlacedBetSelection) => {
    // Named as the line names the game's championship: "Football. Italy. Serie A", not one of two Serie A.
    const champ = betChampTitle(s, names);
    return (
      <li key={s.betId}>
        {s.opponent1NameEn} – {s.opponent2NameEn}: {placedMarketName(t, s, naming)} @ {oddsText(s.coef, coefViewId, { t, lng })}
        {isPlacedBanker(bet, s) ? ` · ${t('coupon_banker')}` : ''}
        {selectionsHaveResults(bet.status) ? ` · ${t(statusKey(s.status))}` : ''}
        {s.score !== null ? `, ${t('coupon_final_score', { score: s.score })}` : ''}
        {champ ? (
          <>
            <br />
            <small>{champ}</small>
          </>
        ) : null}
      </li>
    );
  };
  return (
    <li className="placed-bet" aria-label={title} tabIndex={-1}>
      <div className="placed-bet__head">
        <Heading className="placed-bet__title">{title}</Heading>
        <span className={`bet-status bet-status--${bet.status}`}>
          {t('coupon_status')}: {t(statusKey(bet.status))}
        </span>
      </div>
      <p>
        {t(`coupon_type_${bet.typeId}`)}
        {bet.systemValue !== null ? ` ${bet.systemValue}/${bet.selections.length}` : ''}
        {/* QA14 #6: 2/4 with a banker is 3 lines, not the 6 of 2/4 alone: said as placed. */}
        {lines !== null ? ` · ${t('coupon_lines', { lines: String(lines) })}` : ''} ·{' '}
        {formatTime(bet.placedAt)} · {formatMoney(bet.amount, lng)} {bet.currency} ·{' '}
        {/* QA17 #7: the coupon's odds as the slip, the success coupon and the printed coupon say them (QA15 #3: rounded once). */}
        {t('coupon_total_odds')}: {totalOddsText(placedTotalCoef(bet), coefViewId, lng, { t, lng })} ·{' '}
        {t('coupon_possible_win')}: {formatMoney(bet.possibleWin, lng)} {bet.currency}
        {/* Said apart, as the slip and the success coupon say it: the possible win is without it (QA9). */}
        {bet.hyperBonus ? (
          <>
            {' · '}
            {t('coupon_hyper_bonus_percent', { percent: formatPercent(bet.hyperBonus.percent, lng) })}: +{formatMoney(bet.hyperBonus.amount, lng)}{' '}
            {bet.currency} · {t('coupon_total_win')}: {formatMoney(bet.possibleWin + bet.hyperBonus.amount, lng)} {bet.currency}
          </>
        ) : null}
        {bet.payout !== null ? (
          <>
            {' · '}
            {/* A VIP coupon the bookmaker declined pays its held stake back: said as such, not as a win paid (QA12 #5). */}
            {t(bet.status === 'declined' ? 'coupon_stake_returned' : 'coupon_payout')}: {formatMoney(bet.payout, lng)} {bet.currency}
          </>
        ) : null}
      </p>
      {/* QA18 #5: the code the coupon was placed with, and what it gave. */}
      {bet.promoCode ? (
        <p>
          {t('coupon_promo_code')} {placedPromoText(t, bet.promoCode, bet, lng)}
        </p>
      ) : null}
      {/* QA15 #8: a chain is its blocks in play order, each with its selections and stake, so its win can be checked. */}
      {blocks !== null ? (
        blocks.map((block, index) => {
          const blockTitle = placedBlockTitle(t, block, index, bet.currency, lng);
          return (
            <div key={block.blockId} className="placed-bet__block" role="group" aria-label={blockTitle}>
              <p className="placed-bet__block-title">{blockTitle}</p>
              <ul className="placed-bet__selections">{block.selections.map(selectionItem)}</ul>
            </div>
          );
        })
      ) : (
        <ul className="placed-bet__selections">
          {bet.selections.map(selectionItem)}
          {/* Listed as the slip lists it: its multiplier is part of the coupon's odds, so the listed odds multiply to
              them (QA); a multiplier, not a price in the player's odds format (QA13 #5). A chain takes none. */}
          {bet.bonusBet ? (
            <li>
              {t('coupon_bonus_bet')}: {t('coupon_bonus_bet_text')} · {bonusBetText(bet.bonusBet.coef, lng)}
            </li>
          ) : null}
        </ul>
      )}
      <PrintCouponLink lng={lng} couponId={bet.couponId} />
    </li>
  );
}

/**
 * The history did not load: says so, with a button that asks again (the bets list's read, or `onRetry`: the
 * printed coupon's own look-up).
 */
export function HistoryLoadError({ onRetry }: { onRetry?: () => void } = {}) {
  const { coupon } = useModels();
  const t = useT();
  return (
    <div role="alert">
      <strong>{t('main_error')}</strong> {t('coupon_history_error')}{' '}
      <button type="button" onClick={() => (onRetry ? onRetry() : coupon.historyRequested())}>
        {t('main_refreshing_button')}
      </button>
    </div>
  );
}
