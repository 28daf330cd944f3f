import { RoutePage } from './route-page';

/** Route chunk for the 'casino' page group of the route map. */
export function Component() {
  return <RoutePage />;
}
