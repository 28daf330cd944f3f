import { describe, expect, it } from 'vitest';
import { decideNavigation } from './guards';
import { EMPTY_GAME_ROUTES } from './game-routes';
import { locationOf, navigationContextFixture } from './navigation.fixture';
import type { RouteDef } from './route';
import { ROUTES } from './route-map';
import { lookupRouteMiddleware, ROUTE_MIDDLEWARE, withoutMiddleware } from './route-middleware';

/** A route map with one route that names a guard nobody implements, as a broken build or a typo would ship it. */
const BOGUS: RouteDef = { name: 'bogus', path: 'bogus-page', page: 'generic', titleKey: 'route_bogus', layout: 'default', middleware: ['registration', 'no-such-guard'] };
const ROUTES_WITH_BOGUS = [...ROUTES, BOGUS];

const decide = (url: string, routes: readonly RouteDef[] = ROUTES, middleware = ROUTE_MIDDLEWARE, signedIn = false) =>
  decideNavigation(locationOf(url), navigationContextFixture({ from: null, isAuthenticated: signedIn }), EMPTY_GAME_ROUTES, routes, middleware);

describe('spec 000 §8: 500 "Unknown middleware" when a guard is missing', () => {
  it('a route naming a guard the registry has no entry for is decided unknown-middleware, with the name', () => {
    expect(decide('/en/bogus-page', ROUTES_WITH_BOGUS)).toMatchObject({ kind: 'unknown-middleware', name: 'no-such-guard', lng: 'en', route: { name: 'bogus' } });
  });

  it('never lets the page through: the same route without the bogus name is allowed', () => {
    const fixed = { ...BOGUS, middleware: ['registration'] };
    expect(decide('/en/bogus-page', [...ROUTES, fixed])).toMatchObject({ kind: 'allow', route: { name: 'bogus' } });
  });

  it('a registry that lacks a shipped route\'s guard makes that route a 500, not an open page', () => {
    expect(decide('/en/registration', ROUTES, withoutMiddleware(ROUTE_MIDDLEWARE, ['registration']))).toMatchObject({
      kind: 'unknown-middleware',
      name: 'registration',
    });
    expect(decide('/en/registration')).toMatchObject({ kind: 'allow', route: { name: 'registration' } });
  });

  it('the lookup answers found with the guards in the order named, or the first missing name', () => {
    expect(lookupRouteMiddleware({ middleware: ['registration', 'payment'] }, ROUTE_MIDDLEWARE)).toEqual({
      kind: 'found',
      guards: [ROUTE_MIDDLEWARE.get('registration'), ROUTE_MIDDLEWARE.get('payment')],
    });
    expect(lookupRouteMiddleware({}, ROUTE_MIDDLEWARE)).toEqual({ kind: 'found', guards: [] });
    expect(lookupRouteMiddleware({ middleware: ['a', 'b'] }, ROUTE_MIDDLEWARE)).toEqual({ kind: 'unknown-middleware', name: 'a' });
  });

  it('every guard a shipped route names is in the shipped registry', () => {
    for (const route of ROUTES) expect(lookupRouteMiddleware(route, ROUTE_MIDDLEWARE)).toMatchObject({ kind: 'found' });
  });

  it('an unknown path stays a 404 (the registry is asked only for a route that exists)', () => {
    expect(decide('/en/no/such/page/at/all/here', ROUTES_WITH_BOGUS, new Map())).toMatchObject({ kind: 'not-found' });
  });
});

describe('spec 000 §8: a validate failure sets 404', () => {
  it.each([
    ['a param outside its pattern (print-coupon id digits only)', '/en/print-coupon/abc'],
    ['a registration type that is not one of the four', '/en/registration/vip'],
    ['a sport section that is neither live nor line', '/en/tennis/football'],
  ])('%s → 404', (_rule, url) => {
    expect(decide(url, ROUTES, ROUTE_MIDDLEWARE, true)).toMatchObject({ kind: 'not-found' });
  });
});
