import { useEffect, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useModalKeys } from '../modals/modal';

/**
 * The windows where the slip stands after the whole line (coupon.css: `.layout-columns` is one column below 68.75em,
 * phones and tablets), so it opens as a sheet over the page instead of scrolling ~30,000 px to it (QA17 #1). From
 * 68.75em the slip is beside the list, and stays there.
 */
export const SHEET_QUERY = '(max-width: 68.6875em)';

/** Whether the window is a phone's or a tablet's, where the slip opens as a sheet. */
export const isSheetWindow = () => typeof window.matchMedia === 'function' && window.matchMedia(SHEET_QUERY).matches;

/** The class on the root element that holds the page still behind the sheet. */
const SCROLL_LOCK = 'coupon-sheet-open';

/**
 * The bet slip's sheet on a phone or a tablet, mounted while it is open: the slip panel itself (`panel`) is drawn fixed over the
 * page as a modal dialog (coupon-panel.tsx gives it the role and the class). This part holds what the opening
 * changes around it: the page behind stays where it was and does not scroll, a backdrop covers it (a tap there
 * closes), Escape closes (the top modal only, so a slip question open in the sheet answers Escape first), Tab stays
 * in the sheet, and the focus goes to the slip's tab. On closing, the page is where the player left it and the focus
 * goes to `back()` (the quick bet slip's bar), else to where it was when the sheet opened; nothing scrolls.
 */
export function SlipSheet({
  panel,
  onClose,
  back,
}: {
  panel: RefObject<HTMLElement | null>;
  onClose: () => void;
  back: () => HTMLElement | null;
}) {
  useModalKeys(panel, onClose);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const scrollY = window.scrollY;
    const root = document.documentElement;
    root.classList.add(SCROLL_LOCK);
    panel.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus({ preventScroll: true });
    // A window widened to the desktop's has no sheet: the slip is back in the page, beside the list.
    const narrow = typeof window.matchMedia === 'function' ? window.matchMedia(SHEET_QUERY) : null;
    const widened = () => {
      if (!narrow?.matches) onClose();
    };
    narrow?.addEventListener('change', widened);
    return () => {
      narrow?.removeEventListener('change', widened);
      root.classList.remove(SCROLL_LOCK);
      // The list position the player left is the one they come back to, whatever the sheet did meanwhile.
      if (window.scrollY !== scrollY) window.scrollTo(0, scrollY);
      const active = document.activeElement;
      const inSheet = active === null || active === document.body || !active.isConnected || (panel.current?.contains(active) ?? false);
      if (!inSheet) return;
      const target = back() ?? (opener?.isConnected ? opener : null) ?? document.querySelector<HTMLElement>('main[tabindex]');
      target?.focus({ preventScroll: true });
    };
    // Once per opening: the sheet's re-renders must not take the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return createPortal(<div className="coupon-sheet-backdrop" aria-hidden="true" onClick={onClose} />, document.body);
}
