import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ROUTES, type RouteDef } from '../../domain/routing';
import { ShellRoot } from '../shell/shell-root';
import { StartupScreen } from '../shell/startup-screen';
import { RouteErrorBoundary } from '../pages/route-error-boundary';
import { pageModule } from './page-registry';

export interface RouterOptions {
  /** Called when a route chunk fails to load; returns true when the page is being reloaded. */
  onChunkError: () => boolean;
}

/** React Router's path for a route-map row: the row's pattern under the language prefix. */
export function routerPath(route: Pick<RouteDef, 'path'>): string {
  return route.path === '' ? '/:lng' : `/:lng/${route.path}`;
}

function lazyPage(route: RouteDef, options: RouterOptions): RouteObject['lazy'] {
  const load = pageModule(route.page);
  return async () => {
    try {
      const { Component } = await load();
      return { Component };
    } catch (error) {
      // spec 000 §8: a route chunk that fails to load reloads the page at most once per minute
      if (options.onChunkError()) return new Promise<never>(() => undefined);
      throw error;
    }
  };
}

/**
 * The router is generated from the domain route map: one child per row, each
 * a lazy chunk. The root element is the guarded shell, which decides every
 * navigation with the domain guards before the child renders.
 */
export function createRoutes(options: RouterOptions): RouteObject[] {
  return [
    {
      id: 'root',
      element: <ShellRoot />,
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <StartupScreen />,
      children: [
        ...ROUTES.map<RouteObject>((route) => ({
          id: route.name,
          path: routerPath(route),
          lazy: lazyPage(route, options),
        })),
        { id: 'not-found', path: '*', lazy: lazyPage({ page: 'not-found' } as RouteDef, options) },
      ],
    },
  ];
}

export const createRouter = (options: RouterOptions) => createBrowserRouter(createRoutes(options));
