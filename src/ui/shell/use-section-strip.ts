import { useLayoutEffect, useRef, type RefObject } from 'react';
import { chipOffset } from '../sports/sports-menu';

/** Room left beside the current section when it is scrolled in, so the fade at the edge does not cover it. */
const EDGE = 32;

/**
 * The header's section strip scrolls sideways on a phone (styles.css). QA8 #12: the current section could lie
 * past the right edge (/ru/bingo: 589–648 px of a 380 px strip) and a cut item gave no hint that the strip
 * scrolls. On every page the current link is scrolled into the strip (the strip alone, as the sports chips do),
 * and the strip says which of its ends hide items (data-more="start|end|both"), which the CSS fades.
 */
export function useSectionStrip(pathname: string, count: number): RefObject<HTMLElement | null> {
  const strip = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const nav = strip.current;
    if (!nav) return;
    const current = nav.querySelector<HTMLElement>('a[aria-current="page"]');
    if (current && nav.scrollWidth > nav.clientWidth) {
      nav.scrollLeft += chipOffset(nav.getBoundingClientRect(), current.getBoundingClientRect(), EDGE);
    }
    const mark = () => {
      const start = nav.scrollLeft > 1;
      const end = nav.scrollLeft + nav.clientWidth < nav.scrollWidth - 1;
      const more = start && end ? 'both' : start ? 'start' : end ? 'end' : null;
      if (more) nav.dataset.more = more;
      else delete nav.dataset.more;
    };
    mark();
    nav.addEventListener('scroll', mark, { passive: true });
    window.addEventListener('resize', mark);
    return () => {
      nav.removeEventListener('scroll', mark);
      window.removeEventListener('resize', mark);
    };
  }, [pathname, count]);
  return strip;
}
