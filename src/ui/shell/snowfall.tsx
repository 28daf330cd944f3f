import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { showsSnowfall, snowfallEnabled } from '../../domain/shell';
import { useModels } from '../models-context';
import { useIsMobileDevice } from './use-device';
import './snowfall.css';

/** Flakes on screen: enough to read as snow on a 1920 px window, few enough to cost nothing (CSS animations). */
const FLAKE_COUNT = 36;

/**
 * Each flake's column, size, speed and delay, spread by a fixed sequence (the golden ratio) rather than at random,
 * so two renders of the page look alike and a screenshot test would not flicker.
 */
const FLAKES = Array.from({ length: FLAKE_COUNT }, (_, i) => {
  const spread = (i * 0.618_033_988_75) % 1;
  return {
    left: `${(spread * 100).toFixed(2)}%`,
    size: `${(4 + ((i * 7) % 5)).toString()}px`,
    duration: `${(9 + ((i * 5) % 8)).toString()}s`,
    delay: `${(-((i * 1.7) % 12)).toFixed(1)}s`,
    drift: `${(((i * 13) % 40) - 20).toString()}px`,
  };
});

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches;

/**
 * Snowfall on the home page (spec 001 §1), switched by the site config's `customize.snowfall`. A decorative layer:
 * hidden from assistive technology, never in the way of a click (pointer-events: none, under the header's menus
 * and every dialog), gone once the page is scrolled past the threshold of spec 001 §9 (4 screens on phones and
 * tablets, 1 on a desktop: where the scroll-to-top button appears) and never shown to a player who asked for
 * reduced motion.
 */
export function Snowfall() {
  const groups = useUnit(useModels().shell.$configGroups);
  const enabled = snowfallEnabled(groups['customize']);
  const isMobile = useIsMobileDevice();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!enabled) {
      setShown(false);
      return;
    }
    const media = typeof window.matchMedia === 'function' ? window.matchMedia(reducedMotionQuery) : null;
    const update = () =>
      setShown(
        showsSnowfall({
          enabled,
          isHomePage: true,
          reducedMotion: prefersReducedMotion(),
          scrollY: window.scrollY,
          viewportHeight: window.innerHeight,
          isMobile,
        }),
      );
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    media?.addEventListener('change', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      media?.removeEventListener('change', update);
    };
  }, [enabled, isMobile]);

  if (!shown) return null;
  return (
    <div className="snowfall" aria-hidden="true" data-snowfall="">
      {FLAKES.map((flake, i) => (
        <span
          key={i}
          className="snowflake"
          style={{
            left: flake.left,
            width: flake.size,
            height: flake.size,
            animationDuration: flake.duration,
            animationDelay: flake.delay,
            ['--drift' as string]: flake.drift,
          }}
        />
      ))}
    </div>
  );
}
