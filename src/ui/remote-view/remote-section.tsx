import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { emptyRemoteAppEntry, preloaderPlaceholders, remoteAppStateName, remoteAppUrlFor } from '../../domain/remote-view';
import { useModels } from '../models-context';
import { useCurrentRoute } from '../router/current-route';
import { RemoteHeaderHost } from './remote-header-host';
import { RemoteViewHost } from './remote-view-host';

/**
 * A section's content when the site config names a remote app for it
 * (spec 000 §1: most sections are remote apps inside the shell): the app's
 * header component (spec 000 §8, §9) above its remote view, both loaded from
 * the app's URL plus the current path (spec 001 §7). Otherwise `children`
 * (the section as the shell itself shows it).
 *
 * The path is the address as the browser shows it, language prefix included
 * ('/en/slots/game/1/x'): the remote app renders in the page's language and
 * needs the same path to route as the shell does. The section is the first
 * fixed segment of the route's path ('slots' for every slots page).
 *
 * The container carries the app's registry state (data-remote-app-state:
 * not-exist, loading, ready or error; spec 000 §4), so the page says which
 * state its remote app is in.
 */
export function RemoteSection({ children }: { children: ReactNode }) {
  const { shell } = useModels();
  const config = useUnit(shell.$siteConfig);
  const { route } = useCurrentRoute();
  const { pathname } = useLocation();
  const remoteUrl = remoteAppUrlFor(config?.remoteApps, route.path);
  if (remoteUrl === null) return <>{children}</>;
  return <RemoteApp remoteUrl={remoteUrl} path={pathname} placeholders={preloaderPlaceholders(route.name)} />;
}

function RemoteApp({ remoteUrl, path, placeholders }: { remoteUrl: string; path: string; placeholders: number }) {
  const { remoteApps } = useModels();
  const entries = useUnit(remoteApps.registry.$entries);
  const entry = entries[remoteUrl] ?? emptyRemoteAppEntry();
  return (
    <div className="remote-app" data-remote-app-state={remoteAppStateName(entry.state)}>
      <RemoteHeaderHost model={remoteApps.header} registry={remoteApps.registry} reloadApp={remoteApps.reloadRequested} remoteUrl={remoteUrl} path={path} />
      <RemoteViewHost model={remoteApps.view} registry={remoteApps.registry} reloadApp={remoteApps.reloadRequested} remoteUrl={remoteUrl} path={path} placeholders={placeholders} />
    </div>
  );
}
