import { matchLocation } from './match';
import type { Location } from './navigation';
import { getQueryParam } from './query';

/**
 * Modal query (spec 000 §2): a location carrying `modal` keeps open modals
 * open. Its value names the modal; the navigation menu's value only keeps the
 * menu open while the route stays the same, so picking a menu entry that
 * leads elsewhere closes it.
 */
export const MODAL_QUERY_KEY = 'modal';
export const NAVIGATION_MENU_MODAL = 'navigation-menu-modal';

const sameRoute = (from: Location, to: Location): boolean => {
  const a = matchLocation(from.pathname);
  const b = matchLocation(to.pathname);
  if (a === null || b === null) return from.pathname === to.pathname;
  return a.route.name === b.route.name;
};

/**
 * Whether open modals close when navigating from `from` to `to` (spec 000 §2):
 * - `to` carries the modal key → keep open, except the navigation-menu value
 *   on a different route ("same route" = same route name in the table, so
 *   switching params inside one route keeps the menu);
 * - otherwise close, unless only the hash changes.
 */
export function shouldCloseModals(from: Location, to: Location): boolean {
  const modal = getQueryParam(to.search, MODAL_QUERY_KEY);
  if (modal !== null) return modal === NAVIGATION_MENU_MODAL ? !sameRoute(from, to) : false;
  const onlyHashChanged = from.pathname === to.pathname && from.search === to.search;
  return !onlyHashChanged;
}
