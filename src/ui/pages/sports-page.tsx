import { SportsView } from '../sports/sports-view';
import { RoutePage } from './route-page';

/** Route chunk for the 'sports' page group of the route map. */
export function Component() {
  return (
    <RoutePage>
      <SportsView />
    </RoutePage>
  );
}
