import type { SiteConfig } from '../config';
import type { Guard, GuardInput, GuardStep } from './guard';
import type { ConfigGuard, RouteDef } from './route';

/**
 * Named route middleware (spec 000 §8: "500 'Unknown middleware' when a guard is missing").
 *
 * A route names the guards of its own in `RouteDef.middleware`; the registry maps each name to the guard that
 * implements it. The lookup is explicit: a name the registry has no entry for is never skipped (that would open a
 * page its guard should have closed), it is a decision of its own, `unknown-middleware`, which the shell renders as
 * the 500 page. The registry is an argument of `decideNavigation`, so a test (or a composition that leaves a guard
 * out) can decide with another registry without a broken route in the shipped map.
 *
 * The guards every route runs (language, blocking, login, ban: guards.ts NAVIGATION_GUARDS) are not named here;
 * named middleware is what a route opts into. So far the site-config guards of spec 000 §5.
 */
export type RouteMiddlewareRegistry = ReadonlyMap<string, Guard>;
/** The composition's registry, where one is bound (the offline demo's `missingMiddleware` knob); else ROUTE_MIDDLEWARE. */
export const RouteMiddlewareRegistry = Symbol.for('RouteMiddlewareRegistry');

/** The answer of the registry for a route: every named guard found, or the first name that has no entry. */
export type RouteMiddlewareLookup =
  | { kind: 'found'; guards: readonly Guard[] }
  | { kind: 'unknown-middleware'; name: string };

/** spec 000 §5: registration, identification and payment info availability. */
export function configGuardAllows(guard: ConfigGuard, config: SiteConfig, isAuthenticated: boolean): boolean {
  switch (guard) {
    case 'registration':
      return config.registrationEnabled;
    case 'identification':
      return config.identificationEnabled;
    case 'payment':
      return config.paymentRouteAvailable && (!config.paymentRequiresAuth || isAuthenticated);
  }
}

/**
 * spec 000 §5: registration, identification and payment info are blocked by the site config. Blocked means 404
 * (not a login redirect), also for payment info that needs a signed-in player: the page does not exist for a visitor.
 */
const configGuard =
  (guard: ConfigGuard): Guard =>
  (input: GuardInput): GuardStep =>
    configGuardAllows(guard, input.ctx.siteConfig, input.ctx.isAuthenticated)
      ? { kind: 'next' }
      : { kind: 'not-found', lng: input.lng, effects: [] };

/** The shipped registry: every name a route of ROUTES may carry in `middleware`. */
export const ROUTE_MIDDLEWARE: RouteMiddlewareRegistry = new Map<string, Guard>([
  ['registration', configGuard('registration')],
  ['identification', configGuard('identification')],
  ['payment', configGuard('payment')],
]);

/** spec 000 §8: the route's named guards from the registry, or `unknown-middleware` with the first missing name. */
export function lookupRouteMiddleware(route: Pick<RouteDef, 'middleware'>, registry: RouteMiddlewareRegistry): RouteMiddlewareLookup {
  const guards: Guard[] = [];
  for (const name of route.middleware ?? []) {
    const guard = registry.get(name);
    if (guard === undefined) return { kind: 'unknown-middleware', name };
    guards.push(guard);
  }
  return { kind: 'found', guards };
}

/** The registry without the named entries (a composition that leaves a guard out; the offline demo's knob). */
export function withoutMiddleware(registry: RouteMiddlewareRegistry, names: readonly string[]): RouteMiddlewareRegistry {
  return new Map([...registry].filter(([name]) => !names.includes(name)));
}
