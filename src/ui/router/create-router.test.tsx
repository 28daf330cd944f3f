import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { matchLocation, ROUTES, buildPath } from '../../domain/routing';
import { sampleParam } from '../../domain/routing/navigation.fixture';
import { createRoutes, routerPath } from './create-router';

const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

describe('router generated from the route map', () => {
  const routes = createRoutes({ onChunkError: () => false });
  const children = routes[0]!.children!;

  it('has one lazy child per route-map row plus the 404 splat', () => {
    expect(children).toHaveLength(ROUTES.length + 1);
    expect(children.every((c) => typeof c.lazy === 'function')).toBe(true);
    expect(children.map((c) => c.id)).toEqual([...ROUTES.map((r) => r.name), 'not-found']);
  });

  it('puts every pattern under the language prefix', () => {
    expect(routerPath({ path: '' })).toBe('/:lng');
    expect(routerPath({ path: 'office/account' })).toBe('/:lng/office/account');
  });

  // React Router renders the page the domain guard allowed: both must pick the same page module.
  it.each(ROUTES.map((r) => [r.name, r] as const))('React Router and the domain matcher agree on %s', (_name, route) => {
    const params = Object.fromEntries(paramNames(route.path).map((n) => [n, sampleParam(route, n)]));
    const path = `/en/${buildPath(route.path, params)}`.replace(/\/$/, '');
    const domain = matchLocation(path);
    const leaf = matchRoutes(routes, path)?.at(-1)?.route.id;
    const routerRow = ROUTES.find((r) => r.name === leaf);
    expect(domain?.route.name).toBe(route.name);
    expect(routerRow?.page).toBe(domain?.route.page);
  });
});
