import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { isBetFinished, ownBets, type Bet } from '../../domain/coupon';
import { useModels } from '../models-context';
import { useT, type Translate } from '../i18n/use-t';
import { pluralText } from '../i18n/plural-text';
import { sayBet } from '../sports/line-text';
import { useMarketNaming } from '../sports/use-market-naming';
import { betGameName, oddsText } from './coupon-text';

/** A burst of moves (a live feed sends a batch a few times a second) is said together, this long after its first move. */
export const ODDS_MOVES_GATHER_MS = 1000;
/** At most one announcement this often: a live slip moves all the time, and a screen reader must not be flooded. */
export const ODDS_MOVES_GAP_MS = 5000;
/** More moves than this at once are said as a count: a list of ten would be read out for half a minute. */
const MAX_MOVES_SAID = 3;

/** A selection's move since the last announcement: the price then and now. */
interface Move {
  bet: Bet;
  from: number;
  to: number;
}

/**
 * QA13 #7 (WCAG 4.1.3): the price moves of the slip's selections, said once and politely in one live region of
 * the slip ("Arsenal – Chelsea, Total: Over 2.5: odds up from 1.85 to 1.90"). Moves are gathered for
 * ODDS_MOVES_GATHER_MS and said at most every ODDS_MOVES_GAP_MS, each selection with its latest price; a price
 * back where it was said is no move. The region stands from the start (a region that arrives filled is often not
 * read) and is silent while `silent` (the odds question says its own moves). The page's odds cells say nothing.
 */
export function OddsMovesAnnouncer({ silent }: { silent: boolean }) {
  const { coupon, shell } = useModels();
  const [state, coefViewId, lng] = useUnit([coupon.$coupon, coupon.$coefViewId, shell.$language]);
  const t = useT();
  const naming = useMarketNaming();
  const [text, setText] = useState('');
  /** The price each selection was last said at (or had when it came into the slip). */
  const said = useRef(new Map<string, number>());
  const pending = useRef(new Map<string, Move>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastSaid = useRef(Number.NEGATIVE_INFINITY);
  const sayRef = useRef<() => void>(() => {});
  sayRef.current = () => {
    timer.current = null;
    const moves = [...pending.current.values()].filter((move) => move.to !== move.from);
    pending.current.clear();
    if (moves.length === 0) return;
    for (const move of moves) said.current.set(move.bet.id, move.to);
    lastSaid.current = Date.now();
    setText(movesText(moves, t, lng, (coef) => oddsText(coef, coefViewId, { t, lng }), naming));
  };

  useEffect(() => {
    const bets = ownBets(state.bets).filter((bet) => !isBetFinished(bet));
    const present = new Set(bets.map((bet) => bet.id));
    for (const id of [...said.current.keys()]) if (!present.has(id)) said.current.delete(id);
    for (const id of [...pending.current.keys()]) if (!present.has(id)) pending.current.delete(id);
    for (const bet of bets) {
      const before = said.current.get(bet.id);
      // A selection new to the slip, or a price the player took (the odds question, OK got it: no mark), is no news.
      if (before === undefined || silent || bet.coefChange === null) {
        said.current.set(bet.id, bet.coef);
        pending.current.delete(bet.id);
        continue;
      }
      const move = pending.current.get(bet.id);
      if (move ? move.to === bet.coef : before === bet.coef) continue;
      pending.current.set(bet.id, { bet, from: move?.from ?? before, to: bet.coef });
    }
    if (pending.current.size > 0 && timer.current === null) {
      const wait = Math.max(ODDS_MOVES_GATHER_MS, lastSaid.current + ODDS_MOVES_GAP_MS - Date.now());
      timer.current = setTimeout(() => sayRef.current(), wait);
    }
  }, [state.bets, silent]);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return (
    <p role="status" className="visually-hidden">
      {text}
    </p>
  );
}

function movesText(moves: readonly Move[], t: Translate, lng: string, odds: (coef: number) => string, naming: ReturnType<typeof useMarketNaming>): string {
  if (moves.length > MAX_MOVES_SAID) return pluralText(t, lng, 'coupon_odds_moves_count', moves.length);
  return moves
    .map((move) => {
      const game = betGameName(move.bet);
      const market = sayBet(t, move.bet, naming);
      return t(move.to > move.from ? 'coupon_odds_move_up' : 'coupon_odds_move_down', {
        selection: game ? `${game}, ${market}` : market,
        from: odds(move.from),
        to: odds(move.to),
      });
    })
    .join(' ');
}
