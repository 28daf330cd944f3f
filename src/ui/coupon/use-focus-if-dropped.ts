import { useEffect, type RefObject } from 'react';
import { focusDropped } from '../focus-dropped';

/**
 * A placed result (the success coupon, the singles' results) takes the focus when it appears in place of the
 * control the player used: "Place bet" leaves the slip with the placed selections, and the focus would fall to
 * the page's start (QA). A focus the player holds elsewhere (a one-click odd in the list) stays where it is.
 */
export function useFocusIfDropped(target: RefObject<HTMLElement | null>, shownFor: unknown): void {
  useEffect(() => {
    if (shownFor !== null && shownFor !== undefined && focusDropped()) target.current?.focus();
  }, [target, shownFor]);
}
