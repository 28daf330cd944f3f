import type { MouseEvent, ReactNode } from 'react';

/**
 * A skip link ("Skip to content", "Skip to bet slip"): moves the focus to the element with id `target` without a
 * navigation. Following the bare `#target` href is a hash change, which the router takes as a POP and runs through
 * the navigation blocker (QA: a React Router warning on every use); the href stays for a page without scripts.
 */
export function SkipLink({ target, children }: { target: string; children: ReactNode }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    // a modified click (new tab or window) is the browser's, as for any link
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const element = document.getElementById(target);
    if (!element) return;
    e.preventDefault();
    // The target may take the skip itself (cancels this event): on a phone the bet slip opens as a sheet over the
    // page rather than being scrolled to 30,000 px down (QA17 #1).
    if (!element.dispatchEvent(new Event('skip-link', { cancelable: true }))) return;
    // focusable by script, not a tab stop of its own
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus();
  };
  return (
    <a className="skip-link" href={`#${target}`} onClick={onClick}>
      {children}
    </a>
  );
}
