import { useUnit } from 'effector-react';
import { Link, NavLink } from 'react-router-dom';
import type { LineSection } from '../../domain/line';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { champLabels, champPath, sectionPath, sportPath } from './sports-links';

/** Line / live switch and the sports of the section, with their game counts. */
export function SportsMenu({ section, lng }: { section: LineSection; lng: string }) {
  const { line } = useModels();
  const [sports, sport, champs] = useUnit([line.$sports, line.$sport, line.$champs]);
  const t = useT();
  const labels = champLabels(champs);
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
      <ul className="sports-menu__sports">
        {sports.map((s) => (
          <li key={s.id}>
            <NavLink to={sportPath(lng, section, s)}>
              {s.name} <span className="count">{s.gameCount}</span>
            </NavLink>
            {sport?.id === s.id && champs.length > 0 ? (
              <ul className="sports-menu__champs" aria-label={t('sports_champs_of', { sport: s.name })}>
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
