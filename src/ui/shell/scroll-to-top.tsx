import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { showScrollToTop } from '../../domain/shell';
import { useT } from '../i18n/use-t';
import { useIsMobileDevice } from './use-device';

type Box = Pick<DOMRect, 'top' | 'right' | 'bottom' | 'left'>;

/** Whether two boxes share any area (touching edges do not). */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Scrolls to the top and takes the focus there (QA19 #2): the button goes once the page is up, and a focus left on
 * it fell to the body, so the next Tab went to the footer and the page jumped back down. The focus goes to the
 * page's first tab stop ("Skip to content"), as if the page had just opened; without one, to the main heading.
 */
export function backToTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
  const first = document.querySelector<HTMLElement>('.skip-link') ?? document.querySelector<HTMLElement>('main h1');
  if (!first) return;
  if (first.tagName === 'H1' && !first.hasAttribute('tabindex')) first.setAttribute('tabindex', '-1');
  // the scroll is the smooth one above, not the focus's jump
  first.focus({ preventScroll: true });
}

/**
 * Scroll-to-top button, shown past one screen on desktop and four on a phone or tablet (spec 001 §9), rendered right before the footer. It
 * floats over the page, so it steps aside while it would cover `keepClear` (the slip's column: below the
 * desktop widths the slip spans the window, and the button sat on its "Clear the bet slip"). It stays in the
 * layout, invisible, so its place can still be measured; `visibility: hidden` also takes it out of the tab
 * order and the accessibility tree.
 */
export function ScrollToTop({ keepClear = null }: { keepClear?: HTMLElement | null }) {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  const [visible, setVisible] = useState(false);
  const [covering, setCovering] = useState(false);
  const isMobile = useIsMobileDevice();
  const measure = useRef(() => {});
  measure.current = () => {
    const own = button.current?.getBoundingClientRect();
    const region = keepClear?.getBoundingClientRect();
    setCovering(!!own && !!region && boxesOverlap(own, region));
  };
  useEffect(() => {
    const onScroll = () => {
      setVisible(showScrollToTop(window.scrollY, window.innerHeight, isMobile));
      measure.current();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    // The slip grows and shrinks (selections, messages) while the page stands still.
    const resizes = keepClear && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(() => measure.current()) : null;
    if (keepClear) resizes?.observe(keepClear);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      resizes?.disconnect();
    };
  }, [keepClear, isMobile]);
  // Once shown, its place is known: check it before the first paint, not on the next scroll.
  useLayoutEffect(() => measure.current(), [visible, keepClear]);
  if (!visible) return null;
  // The dock stands right above the footer and sticks to the window's foot (styles.css): the button floats
  // while the footer is below the window and comes to rest above it, never over its links (QA).
  return (
    <div className="scroll-to-top-dock">
      <button
        ref={button}
        type="button"
        className="scroll-to-top"
        style={covering ? { visibility: 'hidden' } : undefined}
        onClick={backToTop}
      >
        {t('main_scroll_to_top')}
      </button>
    </div>
  );
}
