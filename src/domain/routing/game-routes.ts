/**
 * Game-route lookup for the legacy and numeric game-id redirects (spec 000 §2:
 * legacy and numeric game ids redirect permanently to the current game route).
 *
 * The lookup is plain immutable data so the guards stay pure. The domain ships
 * an empty one; the UI extends it from the games preview (spec 000 §3: GT id,
 * R route, OR old route) with `extendGameRoutes` and passes the result to
 * `decideNavigation`. Extending never mutates: it returns a new lookup, and a
 * later entry for the same id or old route wins.
 */

export interface GameRouteEntry {
  /** Numeric game id (games preview GT). */
  id: number | string;
  /** Current game route (R), the :gameRoute of games/:gameRoute. */
  route: string;
  /** Old route (OR) the game used to live at, if any. */
  oldRoute?: string | null;
}

export interface GameRouteLookup {
  readonly byId: ReadonlyMap<string, string>;
  readonly byOldRoute: ReadonlyMap<string, string>;
  readonly routes: ReadonlySet<string>;
  /**
   * True when the games preview could not be loaded: the lookup is empty
   * because nothing is known, not because there is no such game (QA8 #11).
   */
  readonly unavailable?: boolean;
}

export const EMPTY_GAME_ROUTES: GameRouteLookup = {
  byId: new Map(),
  byOldRoute: new Map(),
  routes: new Set(),
};

/** The lookup after a failed games-preview load: empty, and known to be so for that reason. */
export const UNAVAILABLE_GAME_ROUTES: GameRouteLookup = { ...EMPTY_GAME_ROUTES, unavailable: true };

export function extendGameRoutes(base: GameRouteLookup, entries: readonly GameRouteEntry[]): GameRouteLookup {
  const byId = new Map(base.byId);
  const byOldRoute = new Map(base.byOldRoute);
  const routes = new Set(base.routes);
  for (const entry of entries) {
    byId.set(String(entry.id), entry.route);
    if (entry.oldRoute) byOldRoute.set(entry.oldRoute, entry.route);
    routes.add(entry.route);
  }
  return { byId, byOldRoute, routes };
}

export const createGameRouteLookup = (entries: readonly GameRouteEntry[]): GameRouteLookup =>
  extendGameRoutes(EMPTY_GAME_ROUTES, entries);

/** spec 000 §2: a numeric value is a game id. */
export const isNumericGameId = (value: string): boolean => /^\d+$/.test(value);

/**
 * The current route for a numeric id or an old route; null when unknown.
 * With `acceptCurrent`, a value that already is a current route resolves to itself.
 */
export function resolveGameRoute(lookup: GameRouteLookup, value: string, acceptCurrent = false): string | null {
  if (isNumericGameId(value)) return lookup.byId.get(value) ?? null;
  const renamed = lookup.byOldRoute.get(value);
  if (renamed !== undefined) return renamed;
  return acceptCurrent && lookup.routes.has(value) ? value : null;
}
