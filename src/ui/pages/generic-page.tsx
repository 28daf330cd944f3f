import { RoutePage } from './route-page';
import { SectionNotReady } from './section-not-ready';

/** Route chunk for the 'generic' page group of the route map: not built yet, so it says so. */
export function Component() {
  return (
    <RoutePage>
      <SectionNotReady />
    </RoutePage>
  );
}
