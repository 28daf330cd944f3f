import { createContext, useContext } from 'react';
import type { RouteDef, RouteParams } from '../../domain/routing';

export interface CurrentRoute {
  route: RouteDef;
  params: RouteParams;
  lng: string;
  status: number;
}

export const CurrentRouteContext = createContext<CurrentRoute | null>(null);

/** The route the guard allowed, with its params and language. */
export function useCurrentRoute(): CurrentRoute {
  const current = useContext(CurrentRouteContext);
  if (!current) throw new Error('useCurrentRoute outside the guarded shell');
  return current;
}
