import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { remoteAppUrlFor } from '../../domain/remote-view';
import { useModels } from '../models-context';
import { useCurrentRoute } from '../router/current-route';
import { RemoteViewHost } from './remote-view-host';

/**
 * A section's content when the site config names a remote app for it
 * (spec 000 §1: most sections are remote apps inside the shell): the remote
 * view, loaded from the app's URL plus the current path (spec 001 §7).
 * Otherwise `children` (the section as the shell itself shows it).
 *
 * The path is the address as the browser shows it, language prefix included
 * ('/en/slots/game/1/x'): the remote app renders in the page's language and
 * needs the same path to route as the shell does. The section is the first
 * fixed segment of the route's path ('slots' for every slots page).
 */
export function RemoteSection({ children }: { children: ReactNode }) {
  const { shell, remoteView } = useModels();
  const config = useUnit(shell.$siteConfig);
  const { route } = useCurrentRoute();
  const { pathname } = useLocation();
  const remoteUrl = remoteAppUrlFor(config?.remoteApps, route.path);
  if (remoteUrl === null) return <>{children}</>;
  return <RemoteViewHost model={remoteView} remoteUrl={remoteUrl} path={pathname} />;
}
