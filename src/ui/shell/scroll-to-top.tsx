import { useEffect, useState } from 'react';
import { showScrollToTop } from '../../domain/shell';
import { useT } from '../i18n/use-t';

/** Scroll-to-top button, shown past one screen on desktop (spec 001 §9). */
export function ScrollToTop() {
  const t = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(showScrollToTop(window.scrollY, window.innerHeight, false));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button type="button" className="scroll-to-top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      {t('main_scroll_to_top')}
    </button>
  );
}
