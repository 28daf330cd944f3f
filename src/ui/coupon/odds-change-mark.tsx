import { useEffect, useState } from 'react';

/**
 * How long a selection's ▲/▼ mark shows after its price moves. Leading books flash a moved price for a few
 * seconds and then show it plain; 4 s is in the middle of what they do (3–5 s): long enough to notice
 * beside a live price, short enough that an old move does not read as a new one.
 */
export const ODDS_MARK_MS = 4000;

/**
 * The ▲/▼ mark of a moved price in the slip, with its words ("odds up from 1.85"). It shows for ODDS_MARK_MS
 * and then goes from sight (fading out at the end where motion is welcome; prefers-reduced-motion: it just
 * goes); a new move (another `move`) shows it again for the whole time. The words stay for screen readers
 * (visually hidden), since the move still stands until the player acknowledges it or places at it.
 */
export function OddsChangeMark({ direction, move, text }: { direction: 'up' | 'down'; move: string; text: string }) {
  const [shown, setShown] = useState({ move, faded: false });
  // A new move shows at once, before any frame of the faded state (React's state adjusted while rendering).
  if (shown.move !== move) setShown({ move, faded: false });
  useEffect(() => {
    const timer = setTimeout(() => setShown((now) => (now.move === move ? { move, faded: true } : now)), ODDS_MARK_MS);
    return () => clearTimeout(timer);
  }, [move]);
  if (shown.move === move && shown.faded) return <span className="visually-hidden">{text}</span>;
  return (
    // Keyed by the move, so a new move restarts the fade from the beginning.
    <span key={move} className={`coef-change coef-change--${direction}`}>
      <span aria-hidden="true">{direction === 'up' ? '▲ ' : '▼ '}</span>
      {text}
    </span>
  );
}
