import { useStoreMap, useUnit } from 'effector-react';
import { memo, useRef } from 'react';
import { formatOdds } from '../../domain/coupon';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { useOutcome } from './use-line-subscription';

/**
 * The benchmark's render probe (scripts/bench-live.mjs installs it before the
 * page loads): counts odds-cell renders. Absent in normal use, so the cost is
 * one property read per render.
 */
interface OddsProbe {
  renders: number;
}
const probe = (): OddsProbe | undefined => (globalThis as { __oddsProbe?: OddsProbe }).__oddsProbe;

export interface OddsCellProps {
  gameId: number;
  marketId: number;
  outcomeId: string;
  /** Outcome label as the line names it ("1", "Over 2.5"). */
  label: string;
  /** Names the game for screen readers ("Arsenal – Chelsea"). */
  gameName: string;
}

/**
 * One odd. Subscribed to its own outcome only: a feed batch that moves
 * another outcome leaves this cell alone (applyLineUpdates keeps identities).
 * A click toggles the outcome in the slip; aria-pressed says it is there.
 * Moves and suspension are said in text, not only in colour.
 */
export const OddsCell = memo(function OddsCell({ gameId, marketId, outcomeId, label, gameName }: OddsCellProps) {
  const { line, coupon } = useModels();
  const t = useT();
  const outcome = useOutcome(line, gameId, marketId, outcomeId);
  const selected = useStoreMap({ store: coupon.$betIds, keys: [outcomeId], fn: (ids, [id]) => ids.has(id) });
  const coefViewId = useUnit(coupon.$coefViewId);
  const previous = useRef<number | null>(null);
  const p = probe();
  if (p) p.renders += 1;

  if (!outcome) return null;
  const move =
    previous.current === null || previous.current === outcome.coef ? null : outcome.coef > previous.current ? 'up' : 'down';
  previous.current = outcome.coef;
  const locked = outcome.isBlocked || outcome.isDepend;
  const odds = formatOdds(outcome.coef, coefViewId) ?? outcome.coef.toFixed(2);
  return (
    <button
      type="button"
      className={`odds-cell${selected ? ' odds-cell--selected' : ''}${move ? ` odds-cell--${move}` : ''}`}
      aria-pressed={selected}
      disabled={locked && !selected}
      data-outcome-id={outcomeId}
      aria-label={`${gameName}, ${label}: ${locked ? t('coupon_odds_locked') : odds}${move ? `, ${t(`coupon_odds_${move}`)}` : ''}`}
      onClick={() => line.outcomeClicked({ gameId, outcomeId })}
    >
      <span className="odds-cell__label">{label}</span>
      {/* One text node for the price and its mark: a move rewrites it in place instead of adding and
          removing nodes (the button's aria-label is what assistive technology reads). */}
      <span className={locked ? 'odds-cell__value odds-cell__value--locked' : 'odds-cell__value'}>
        {locked ? t('coupon_odds_locked') : `${odds}${move === 'up' ? ' ▲' : move === 'down' ? ' ▼' : ''}`}
      </span>
    </button>
  );
});
