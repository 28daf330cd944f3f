import { useEffect, useRef } from 'react';
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
