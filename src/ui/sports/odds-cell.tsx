import { useStoreMap, useUnit } from 'effector-react';
import { memo, useLayoutEffect, useReducer, useRef } from 'react';
import type { Outcome } from '../../domain/line';
import { oddsText } from '../coupon/coupon-text';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { readOutcome, subscribeOutcome } from './use-line-subscription';
import { useDrawBudget } from './draw-budget';
import { subscribeInTurn, useViewportGate } from './viewport-gate';

/**
 * The benchmark's render probe (scripts/bench-live.mjs installs it before the
 * page loads): counts the times an odds cell is redrawn. Absent in normal
 * use, so the cost is one property read per redraw.
 */
interface OddsProbe {
  renders: number;
}
const probe = (): OddsProbe | undefined => (globalThis as { __oddsProbe?: OddsProbe }).__oddsProbe;

export type OddsMove = 'up' | 'down' | null;

/** What an odds cell shows: every attribute and text a price, a lock or the slip can change. */
export interface OddsCellView {
  className: string;
  pressed: boolean;
  disabled: boolean;
  ariaLabel: string;
  valueClassName: string;
  text: string;
}

export interface OddsCellInput {
  outcome: Outcome;
  move: OddsMove;
  selected: boolean;
  coefViewId: number;
  label: string;
  gameName: string;
  t: (key: string) => string;
  /** The page's language: a probability is written its way ("43,9 %" ru: QA12 #9). */
  lng?: string;
}

/**
 * The cell's view from its outcome. Moves and suspension are said in text,
 * not only in colour; the price and its mark share one text node, so a move
 * rewrites it in place (the aria-label is what assistive technology reads).
 */
export function oddsCellView({ outcome, move, selected, coefViewId, label, gameName, t, lng }: OddsCellInput): OddsCellView {
  const locked = outcome.isBlocked || outcome.isDepend;
  // The cell is narrow, so a fractional 1/1 shows the short word ("EVS"); the label says it in full ("Evens").
  const odds = oddsText(outcome.coef, coefViewId, { t, short: true, lng });
  const said = oddsText(outcome.coef, coefViewId, { t, lng });
  return {
    className: `odds-cell${selected ? ' odds-cell--selected' : ''}${move ? ` odds-cell--${move}` : ''}`,
    pressed: selected,
    disabled: locked && !selected,
    ariaLabel: `${gameName}, ${label}: ${locked ? t('coupon_odds_locked') : said}${move ? `, ${t(`coupon_odds_${move}`)}` : ''}`,
    valueClassName: locked ? 'odds-cell__value odds-cell__value--locked' : 'odds-cell__value',
    text: locked ? t('coupon_odds_locked') : `${odds}${move === 'up' ? ' ▲' : move === 'down' ? ' ▼' : ''}`,
  };
}

/** The direction of a price change: a new price against the one shown before (none before, or the same, is no move). */
export function oddsMove(previous: number | null, coef: number, last: OddsMove): OddsMove {
  if (previous === null) return null;
  if (previous === coef) return last;
  return coef > previous ? 'up' : 'down';
}

/**
 * Writes the fields of `next` that differ from `shown` (null: everything) and
 * returns whether anything was written. The cell's DOM is this function's
 * alone: React renders the elements and never these attributes, so the two
 * never disagree.
 */
export function drawOddsCell(button: HTMLButtonElement, value: HTMLElement, next: OddsCellView, shown: OddsCellView | null): boolean {
  let changed = false;
  if (shown?.className !== next.className) ((button.className = next.className), (changed = true));
  if (shown?.pressed !== next.pressed) (button.setAttribute('aria-pressed', String(next.pressed)), (changed = true));
  if (shown?.disabled !== next.disabled) ((button.disabled = next.disabled), (changed = true));
  if (shown?.ariaLabel !== next.ariaLabel) (button.setAttribute('aria-label', next.ariaLabel), (changed = true));
  if (shown?.valueClassName !== next.valueClassName) ((value.className = next.valueClassName), (changed = true));
  if (shown?.text !== next.text) (writeText(value, next.text), (changed = true));
  return changed;
}

/**
 * Rewrites the value's text node in place. Replacing it (textContent) made
 * Chromium drop and rebuild the node's layout object in the style phase of
 * every frame with a move, and left a dead DOM node per move to the garbage
 * collector (scripts/bench-live.mjs, 5200 px window).
 */
function writeText(value: HTMLElement, text: string): void {
  const node = value.firstChild;
  if (node && node === value.lastChild && node.nodeType === Node.TEXT_NODE) (node as Text).data = text;
  else value.textContent = text;
}

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
 * One odd. A price move is drawn straight into the cell's own DOM by its
 * outcome subscription, without a React render, when its group is on screen
 * (a group off screen keeps the draw waiting, see viewport-gate): at a thousand moves a second
 * the render and commit of each moved cell was a quarter of the page's frame
 * time (scripts/bench-live.mjs). React renders the cell when it appears,
 * when the slip or the odds format changes, and when the outcome comes or
 * goes (a page reload); each of those redraws it from the current outcome.
 * A click toggles the outcome in the slip; aria-pressed says it is there.
 */
export const OddsCell = memo(function OddsCell({ gameId, marketId, outcomeId, label, gameName }: OddsCellProps) {
  const { line, coupon, shell } = useModels();
  const t = useT();
  const lng = useUnit(shell.$language);
  const selected = useStoreMap({ store: coupon.$betIds, keys: [outcomeId], fn: (ids, [id]) => ids.has(id) });
  const coefViewId = useUnit(coupon.$coefViewId);
  const gate = useViewportGate();
  const budget = useDrawBudget();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const button = useRef<HTMLButtonElement>(null);
  const value = useRef<HTMLSpanElement>(null);
  const state = useRef<CellState>(null!);
  /** Draws the cell from the line now, past the gate: a focused cell is one a player is reading. */
  const redrawNow = useRef<() => void>(() => {});
  const exists = readOutcome(line, gameId, marketId, outcomeId) !== null;

  // Every React render draws the cell from the outcome as it is now.
  useLayoutEffect(() => {
    const s = (state.current ??= { element: null, shown: null, previous: null, move: null, exists, input: { selected, coefViewId, label, gameName, t, lng } });
    s.exists = exists;
    s.input = { selected, coefViewId, label, gameName, t, lng };
    // A new element (the cell came back after a reload) shows nothing yet.
    if (s.element !== button.current) ((s.element = button.current), (s.shown = null));
    draw(readOutcome(line, gameId, marketId, outcomeId), button.current, value.current, s);
  });

  // A price move draws without React, once the cell's group is on screen and the frame has rows left to
  // draw (see draw-budget); the outcome coming or going renders.
  useLayoutEffect(() => {
    const redraw = (redrawNow.current = () => {
      const s = state.current;
      const outcome = readOutcome(line, gameId, marketId, outcomeId);
      if ((outcome !== null) !== s.exists) rerender();
      else draw(outcome, button.current, value.current, s);
    });
    return subscribeInTurn(gate, budget, gameId, (wake) => subscribeOutcome(line, outcomeId, wake), redraw);
  }, [line, gate, budget, gameId, marketId, outcomeId]);

  if (!exists) return null;
  return (
    <button
      type="button"
      ref={button}
      data-outcome-id={outcomeId}
      // The second click of a double click (detail 2) is the same intent: it would take the pick out again,
      // or, with one-click on, place a second bet. A keyboard press has detail 0.
      onClick={(event) => event.detail <= 1 && line.outcomeClicked({ gameId, outcomeId })}
      onFocus={() => redrawNow.current()}
    >
      <span className="odds-cell__label">{label}</span>
      <span ref={value} />
    </button>
  );
});

interface CellState {
  element: HTMLButtonElement | null;
  shown: OddsCellView | null;
  previous: number | null;
  move: OddsMove;
  exists: boolean;
  input: Omit<OddsCellInput, 'outcome' | 'move'>;
}

/** Draws `outcome` into the cell's elements, moving its mark; counts a redraw that changed the DOM. */
function draw(outcome: Outcome | null, button: HTMLButtonElement | null, value: HTMLElement | null, s: CellState): void {
  if (!outcome || !button || !value) return;
  s.move = oddsMove(s.previous, outcome.coef, s.move);
  s.previous = outcome.coef;
  const next = oddsCellView({ ...s.input, outcome, move: s.move });
  if (drawOddsCell(button, value, next, s.shown)) {
    const p = probe();
    if (p) p.renders += 1;
  }
  s.shown = next;
}
