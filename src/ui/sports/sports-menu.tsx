import { useUnit } from 'effector-react';
import { useLayoutEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { LineSection } from '../../domain/line';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { lineNames } from './line-names';
import { champLabels, champPath, sectionPath, sportPath } from './sports-links';

/** Line / live switch and the sports of the section, with their game counts. */
export function SportsMenu({ section, lng }: { section: LineSection; lng: string }) {
  const { line } = useModels();
  const [sports, sport, champs] = useUnit([line.$sports, line.$sport, line.$champs]);
  const t = useT();
  const names = lineNames(t);
  const labels = champLabels(champs, names);
  const row = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the sports and the chosen sport's championships are one row that scrolls sideways (coupon.css),
  // and the chosen chip may lie far to the right of the window (QA: Italy's Serie A at 734–875 px of a 390 px
  // screen, the player could not see what the page was filtered by). The row alone is scrolled, never the page.
  useLayoutEffect(() => {
    const list = row.current;
    const chosen = list ? [...list.querySelectorAll<HTMLElement>('a[aria-current="page"]')].pop() : undefined;
    if (!list || !chosen || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft += chipOffset(list.getBoundingClientRect(), chosen.getBoundingClientRect(), CHIP_MARGIN);
  }, [pathname, champs.length, sports.length]);
  return (
    <nav className="sports-menu" aria-label={t('sports_menu')}>
      <ul className="sports-menu__sections">
        {/* The switch keeps the sport; the section the page is in is the current one. */}
        {(['line', 'live'] as const).map((s) => (
          <li key={s}>
            <Link to={sport ? sportPath(lng, s, sport) : sectionPath(lng, s)} className={s === section ? 'active' : undefined} aria-current={s === section ? 'true' : undefined}>
              {t(`sports_section_${s}`)}
            </Link>
          </li>
        ))}
      </ul>
      <ul className="sports-menu__sports" ref={row}>
        {sports.map((s) => (
          <li key={s.id}>
            <NavLink to={sportPath(lng, section, s)}>
              {names.sport(s.name)} <span className="count">{s.gameCount}</span>
            </NavLink>
            {sport?.id === s.id && champs.length > 0 ? (
              <ul className="sports-menu__champs" aria-label={t('sports_champs_of', { sport: names.sport(s.name) })}>
                {champs.map((c) => (
                  <li key={c.id}>
                    <NavLink to={champPath(lng, section, s.slug, c)}>
                      {labels.get(c.id)} <span className="count">{c.gameCount}</span>
                    </NavLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Room kept between a chip scrolled into view and the row's edge, so its neighbour shows the row goes on. */
const CHIP_MARGIN = 24;

type Span = Pick<DOMRect, 'left' | 'right'>;

/** How far to scroll a row sideways so `chip` is inside it with `margin` to spare (0: it already is); a chip wider than the row shows its start. */
export function chipOffset(row: Span, chip: Span, margin: number): number {
  if (chip.left < row.left + margin) return chip.left - row.left - margin;
  if (chip.right > row.right - margin) return Math.min(chip.right - row.right + margin, chip.left - row.left - margin);
  return 0;
}
