import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigationType } from 'react-router-dom';
import { focusDropped } from '../focus-dropped';

/** Whether a modal dialog is open: it holds the focus, so the page behind it does not take it. */
const dialogOpen = () => document.querySelector('[role="dialog"][aria-modal="true"]') !== null;

/**
 * QA8 #20: after an in-app navigation nothing told a screen reader that the page had changed (the focus stayed on
 * the link). As GOV.UK and the React Router / Gatsby accessibility studies advise, the new page's h1 takes the
 * focus (tabindex=-1, so it is not a tab stop), which reads its name and starts the next Tab at the page's top.
 * Only when the path changes: not on the first load (the browser already announces a loaded page), not when only
 * the query or hash changes (a tab, a filter, a dialog in the address), not while a dialog is open, and not when
 * the player has put the focus somewhere else meanwhile. A page whose h1 comes later (a lazy chunk) is waited for.
 */
export function usePageHeadingFocus(pathname: string) {
  const navigationType = useNavigationType();
  const initialScroll = useRef<string | null>(pathname);
  // QA9 #1: a new page opens at its top (it kept the previous page's scroll, so a phone showed the foot of the
  // next page); Back and Forward (POP) are the browser's to restore, and an address with a #fragment scrolls to it
  useLayoutEffect(() => {
    if (initialScroll.current === pathname) return;
    initialScroll.current = null;
    if (navigationType !== 'POP' && !window.location.hash) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  const initial = useRef<string | null>(pathname);
  useEffect(() => {
    if (initial.current === pathname) return;
    initial.current = null;
    const from = document.activeElement;
    const settle = (): boolean => {
      const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
      if (heading === null) return false;
      const active = document.activeElement;
      if (dialogOpen() || (active !== from && !focusDropped(active))) return true;
      // QA9 #2: a control of the page that stays through the navigation (a sport chip, the Line/Live switch)
      // keeps the focus: the next Tab goes on from it, and its aria-current says what changed
      if (active === from && !focusDropped(active) && document.querySelector('main')?.contains(active)) return true;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (settle()) return;
    const watch = new MutationObserver(() => {
      if (settle()) watch.disconnect();
    });
    watch.observe(document.body, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [pathname]);
}
