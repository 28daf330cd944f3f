import { useEffect, useRef, type RefObject } from 'react';
import { focusDropped } from '../focus-dropped';

/**
 * Where the focus goes when the player closes a message of the slip (a refused code, a failed placement) or
 * the one-click notice: its Close button leaves with it, and the focus would fall to the page's start (QA10 5).
 * It goes back to the control the player was on when the message came (the code field, Place bet, the price
 * tapped for a one-click bet), else to the slip's selected tab, as a removal's focus does
 * (useFocusAfterRemoval). `shownFor` is the message shown (null when none); `own` holds it, so its own Close
 * is never where the player was; `from` limits where the player may have been (the slip for its messages).
 * Call the returned function just before closing.
 */
export function useFocusAfterClose({
  panel,
  own,
  shownFor,
  from,
}: {
  panel: RefObject<HTMLElement | null>;
  own: RefObject<HTMLElement | null>;
  shownFor: unknown;
  from?: RefObject<HTMLElement | null>;
}): () => void {
  const cameFrom = useRef<HTMLElement | null>(null);
  const closing = useRef(false);
  useEffect(() => {
    if (shownFor === null || shownFor === undefined) {
      if (closing.current && focusDropped()) {
        const back = cameFrom.current;
        if (back?.isConnected) back.focus();
        // The control may be gone or no longer take the focus (a disabled Load): the slip's tab.
        if (focusDropped()) panel.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
      }
      closing.current = false;
      cameFrom.current = null;
      return;
    }
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || focusDropped(active) || own.current?.contains(active)) return;
    if (from && !from.current?.contains(active)) return;
    cameFrom.current = active;
  }, [shownFor, panel, own, from]);
  return () => {
    closing.current = true;
  };
}
