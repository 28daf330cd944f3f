import type { GameRouteLookup } from './game-routes';
import type { Location, NavigationContext, NavigationDecision, NavigationEffect } from './navigation';
import type { RouteDef, RouteParams } from './route';

/* The shape of a navigation guard, shared by the fixed guards (guards.ts) and the named route middleware
   (route-middleware.ts), which guards.ts runs: a file of its own so neither imports the other's types in a circle. */

/** Everything a guard reads: the navigation, its context and what the path resolved to. */
export interface GuardInput {
  location: Location;
  ctx: NavigationContext;
  /** The raw two-letter prefix, or null. */
  prefix: string | null;
  /** Raw path segments after the prefix. */
  segments: string[];
  /** The language the decision speaks: the prefix when allowed, else the resolved one. */
  lng: string;
  match: { route: RouteDef; params: RouteParams } | null;
  routes: readonly RouteDef[];
  games: GameRouteLookup;
  /** The named route middleware (route-middleware.ts RouteMiddlewareRegistry). */
  middleware: ReadonlyMap<string, Guard>;
}

export type GuardStep = NavigationDecision | { kind: 'next'; effects?: NavigationEffect[] };
export type Guard = (input: GuardInput) => GuardStep;

