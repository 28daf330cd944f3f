import { useEffect, useRef, type RefObject } from 'react';
import { focusDropped } from '../focus-dropped';

/**
 * Where the focus goes when selections leave the slip by the player's hand (× or "Clear the bet slip"): the
 * removed control is gone, and the focus would fall to the page's start. It goes to the remove button now at
 * the removed one's place (the next selection), else the last one (the previous), else the slip's selected
 * tab. Call the returned function with the removed selection's index just before removing it.
 */
export function useFocusAfterRemoval(panel: RefObject<HTMLElement | null>, bets: readonly unknown[]): (index: number) => void {
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const index = removedAt.current;
    removedAt.current = null;
    if (index === null || !panel.current) return;
    // Only a focus the removal dropped: one the player has put elsewhere stays.
    if (!focusDropped()) return;
    const removes = panel.current.querySelectorAll<HTMLElement>('.slip-bet__remove');
    const target = removes[Math.min(index, removes.length - 1)] ?? panel.current.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    target?.focus();
  }, [bets, panel]);
  return (index) => {
    removedAt.current = index;
  };
}
