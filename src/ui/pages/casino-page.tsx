import { RemoteSection } from '../remote-view/remote-section';
import { RoutePage } from './route-page';
import { SectionNotReady } from './section-not-ready';

/**
 * Route chunk for the 'casino' page group of the route map: the section's
 * remote app when the site config names one for it (config remoteApps),
 * else the shell has nothing of its own to show yet, so it says so.
 */
export function Component() {
  return (
    <RoutePage>
      <RemoteSection>
        <SectionNotReady />
      </RemoteSection>
    </RoutePage>
  );
}
