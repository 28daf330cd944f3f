import { createEvent, sample } from 'effector';
import { REMOTE_HEADER, type RemoteAppStylesPort, type RemoteViewPort } from '../../domain/remote-view';
import type { ClockPort, LoggerPort } from '../../domain/shared';
import { createRemoteAppRegistryModel } from './remote-app-registry.model';
import { createRemoteComponentModel } from './remote-component.model';
import { createRemoteViewModel } from './remote-view.model';

export interface RemoteAppsModelDeps {
  remoteViews: RemoteViewPort;
  clock: ClockPort;
  logger: LoggerPort;
  styles: RemoteAppStylesPort;
}

/**
 * The remote apps of the page (spec 000 §1, §4, §8): the registry, the page's
 * remote view and the remote header component its app renders above it. The
 * registry follows the loads of both. `reloadRequested` is the Refresh of
 * either (spec 000 §8: Refresh reloads the remote app): it reloads the header
 * and the view, whichever of them failed.
 */
export function createRemoteAppsModel(deps: RemoteAppsModelDeps) {
  const registry = createRemoteAppRegistryModel({ logger: deps.logger, styles: deps.styles });
  const view = createRemoteViewModel({ remoteViews: deps.remoteViews, clock: deps.clock, logger: deps.logger });
  const header = createRemoteComponentModel({ remoteViews: deps.remoteViews, clock: deps.clock, logger: deps.logger, component: REMOTE_HEADER });
  registry.track('view', view);
  registry.track(`component:${REMOTE_HEADER.name}`, header);
  const reloadRequested = createEvent();
  sample({ clock: reloadRequested, target: [view.reloadRequested, header.reloadRequested] });
  return { registry, view, header, reloadRequested };
}

export type RemoteAppsModel = ReturnType<typeof createRemoteAppsModel>;
