import { SportsView } from '../sports/sports-view';
import { useCurrentRoute } from '../router/current-route';
import { RoutePage } from './route-page';
import { SectionNotReady } from './section-not-ready';

/**
 * Sports routes of spec 000 §2 that are not line pages and are not built yet (README feature table, "not yet"):
 * multi-live, championship results, a team's page and a top-events page type's own page. They say so, as other
 * unbuilt sections do, and keep the slip (their page group is still 'sports'). QA16 #3: they said "There is
 * nothing at this address in the pre-match line", which is untrue of them.
 */
const SPORTS_ROUTES_NOT_BUILT: ReadonlySet<string> = new Set(['sports.multi', 'sports.champs', 'sports.team', 'sports.top-events']);

/** Route chunk for the 'sports' page group of the route map. */
export function Component() {
  const { route } = useCurrentRoute();
  return <RoutePage>{SPORTS_ROUTES_NOT_BUILT.has(route.name) ? <SectionNotReady /> : <SportsView />}</RoutePage>;
}
