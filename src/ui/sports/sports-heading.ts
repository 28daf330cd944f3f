import type { Champ, LineSection, Sport } from '../../domain/line';
import type { Translate } from '../i18n/use-t';
import type { PageHeading } from '../pages/route-page';
import { lineNames } from './line-names';
import { sectionPath, sportPath } from './sports-links';

/**
 * A sports page's heading and breadcrumbs: "Live betting" › "Football live" › "Italy. Serie A" (the game
 * page adds itself, see GameMarkets). Names come from the line, so a sport or championship the line does
 * not have yet leaves the route's own title.
 */
export function sportsHeading(
  t: Translate,
  lng: string,
  section: LineSection,
  sport: Pick<Sport, 'name' | 'slug'> | null,
  champ?: Pick<Champ, 'name' | 'country'>,
): PageHeading {
  const sectionCrumb = { label: t(`sports_title_${section}`), href: sectionPath(lng, section) };
  if (!sport) return { title: sectionCrumb.label, trail: [] };
  const names = lineNames(t);
  const sportName = names.sport(sport.name);
  const sportTitle = section === 'live' ? t('sports_title_sport_live', { sport: sportName }) : sportName;
  if (!champ) return { title: sportTitle, trail: [sectionCrumb] };
  return { title: names.champTitle(champ), trail: [sectionCrumb, { label: sportTitle, href: sportPath(lng, section, sport) }] };
}
