import { createEffect, createEvent, createStore, sample, type Event } from 'effector';
import {
  attach,
  detach,
  emptyRemoteAppEntry,
  remoteAppStateName,
  remoteAssetUrl,
  RemoteAppState,
  transition,
  type RemoteAppEntry,
  type RemoteAppEvent,
  type RemoteAppStylesPort,
  type RemoteDependent,
  type RemoteView,
  type RemoteViewRequest,
} from '../../domain/remote-view';
import type { LoggerPort } from '../../domain/shared';

export interface RemoteAppRegistryDeps {
  logger: LoggerPort;
  styles: RemoteAppStylesPort;
}

/** A remote view or component of an app, as the page mounts it. */
export interface RemoteDependentChange {
  /** The app: its resolved remote URL. */
  app: string;
  dependent: RemoteDependent;
}

/** The loads of one remote view or component model, as the registry follows them. */
export interface RemoteLoadSource {
  loadStarted: Event<RemoteViewRequest>;
  loadSucceeded: Event<{ request: RemoteViewRequest; view: RemoteView }>;
  loadFailed: Event<{ request: RemoteViewRequest }>;
  /** The load in flight, if any, will never be answered (the view closed, or a forced error replaced it). */
  loadDropped: Event<void>;
}

type Entries = Readonly<Record<string, RemoteAppEntry>>;
/** The sources ('view', 'component:header') with a load of the app in flight. */
type Pending = Readonly<Record<string, readonly string[]>>;

const hasDependents = (entry: RemoteAppEntry | undefined): entry is RemoteAppEntry => entry !== undefined && entry.views + entry.components > 0;

/**
 * The remote app registry (spec 000 §3, §4): one entry per remote app, keyed
 * by its resolved remote URL, with its state, how many remote views and
 * components on the page depend on it, and meta (the appName of its last
 * answer).
 *
 * - `attached` / `detached`: a remote view or component of the app was
 *   mounted / went away. Losing the last view fires `deactivated`; with no
 *   dependents left the app returns to not-exist and `unmounted` fires, which
 *   takes the app's CSS files off the page.
 * - The state follows the loads of the views and components `track`ed, through
 *   the allowed transitions only: a load starting on an app that does not
 *   exist or errored moves it to loading (a ready app stays ready while one
 *   more of its parts loads); an answer moves it to ready and puts its CSS
 *   files (`cssToLoad`, each passing the remote app URL rule) on the page; a
 *   failure moves it to error once none of its other loads is in flight.
 * - `transitionRequested` applies a transition the spec allows; any other is
 *   logged and not applied (a failure on a ready app: ready → error is not
 *   allowed, so the app stays ready and the part that failed shows its own
 *   failure).
 * Loads of an app nothing on the page depends on are ignored: an answer that
 * arrives after the app was unmounted brings nothing back.
 */
export function createRemoteAppRegistryModel(deps: RemoteAppRegistryDeps) {
  const attached = createEvent<RemoteDependentChange>();
  const detached = createEvent<RemoteDependentChange>();
  const transitionRequested = createEvent<{ app: string; to: RemoteAppState }>();
  const loadStarted = createEvent<{ app: string; source: string }>();
  const loadSucceeded = createEvent<{ app: string; source: string; view: RemoteView }>();
  const loadFailed = createEvent<{ app: string; source: string }>();
  const loadDropped = createEvent<{ source: string }>();

  const $entries = createStore<Entries>({});
  const $pending = createStore<Pending>({});

  $entries.on(attached, (entries, { app, dependent }) => ({ ...entries, [app]: attach(entries[app] ?? emptyRemoteAppEntry(), dependent) }));

  const detachedChange = sample({
    clock: detached,
    source: $entries,
    filter: (entries, { app }) => entries[app] !== undefined,
    fn: (entries, { app, dependent }) => ({ app, ...detach(entries[app] as RemoteAppEntry, dependent) }),
  });
  $entries.on(detachedChange, (entries, { app, entry }) => ({ ...entries, [app]: entry }));
  const fired = (event: RemoteAppEvent) =>
    sample({ clock: detachedChange, filter: ({ events }) => events.includes(event), fn: ({ app }) => ({ app }) });
  // spec 000 §4: losing the last view fires deactivated; no dependents left → not-exist and unmounted.
  const deactivated = fired('deactivated');
  const unmounted = fired('unmounted');
  $pending.on(unmounted, (pending, { app }) => without(pending, app));

  const applied = sample({
    clock: transitionRequested,
    source: $entries,
    fn: (entries, { app, to }) => ({ app, change: transition(entries[app] ?? emptyRemoteAppEntry(), to) }),
  });
  $entries.on(applied, (entries, { app, change }) => (change.ok ? { ...entries, [app]: change.entry } : entries));
  const logRefusedFx = createEffect(({ app, from, to }: { app: string; from: RemoteAppState; to: RemoteAppState }) =>
    deps.logger.warn('remote app transition refused', { app, from: remoteAppStateName(from), to: remoteAppStateName(to) }),
  );
  sample({
    clock: applied,
    filter: ({ change }) => !change.ok,
    fn: ({ app, change }) => (change.ok ? { app, from: change.entry.state, to: change.entry.state } : { app, from: change.from, to: change.to }),
    target: logRefusedFx,
  });

  // Loads of an app with dependents only.
  const started = sample({ clock: loadStarted, source: $entries, filter: (entries, { app }) => hasDependents(entries[app]), fn: (_, load) => load });
  $pending.on(started, (pending, { app, source }) => withSource(pending, app, source));
  sample({
    clock: started,
    source: $entries,
    filter: (entries, { app }) => {
      const state = entries[app]?.state;
      return state === RemoteAppState.NotExist || state === RemoteAppState.Error;
    },
    fn: (_, { app }) => ({ app, to: RemoteAppState.Loading }),
    target: transitionRequested,
  });

  const succeeded = sample({ clock: loadSucceeded, source: $entries, filter: (entries, { app }) => hasDependents(entries[app]), fn: (_, load) => load });
  $pending.on(succeeded, (pending, { app, source }) => withoutSource(pending, app, source));
  $entries.on(succeeded, (entries, { app, view }) => {
    const entry = entries[app] as RemoteAppEntry;
    return { ...entries, [app]: { ...entry, meta: { ...entry.meta, appName: view.appName } } };
  });
  sample({
    clock: succeeded,
    source: $entries,
    filter: (entries, { app }) => entries[app]?.state !== RemoteAppState.Ready,
    fn: (_, { app }) => ({ app, to: RemoteAppState.Ready }),
    target: transitionRequested,
  });
  const putStylesFx = createEffect(({ app, urls }: { app: string; urls: string[] }) => deps.styles.put(app, urls));
  sample({
    clock: succeeded,
    fn: ({ app, view }) => ({ app, urls: view.cssToLoad.map((url) => remoteAssetUrl(url, app)).filter((url): url is string => url !== null) }),
    target: putStylesFx,
  });

  const failed = sample({ clock: loadFailed, source: $entries, filter: (entries, { app }) => hasDependents(entries[app]), fn: (_, load) => load });
  $pending.on(failed, (pending, { app, source }) => withoutSource(pending, app, source));
  sample({
    clock: failed,
    source: { entries: $entries, pending: $pending },
    filter: ({ entries, pending }, { app }) => entries[app]?.state !== RemoteAppState.Error && (pending[app] ?? []).length === 0,
    fn: (_, { app }) => ({ app, to: RemoteAppState.Error }),
    target: transitionRequested,
  });

  $pending.on(loadDropped, (pending, { source }) =>
    Object.fromEntries(Object.entries(pending).map(([app, sources]) => [app, sources.filter((s) => s !== source)])),
  );

  // The app's CSS files leave the page with it.
  const removeStylesFx = createEffect((app: string) => deps.styles.remove(app));
  sample({ clock: unmounted, fn: ({ app }) => app, target: removeStylesFx });
  const logEventFx = createEffect(({ app, event }: { app: string; event: RemoteAppEvent }) => deps.logger.info(`remote app ${event}`, { app }));
  sample({ clock: deactivated, fn: ({ app }) => ({ app, event: 'deactivated' as const }), target: logEventFx });
  sample({ clock: unmounted, fn: ({ app }) => ({ app, event: 'unmounted' as const }), target: logEventFx });

  /** Follow the loads of one remote view or component model; `source` names it ('view', 'component:header'). */
  function track(source: string, model: RemoteLoadSource): void {
    sample({ clock: model.loadStarted, fn: ({ remoteUrl }) => ({ app: remoteUrl, source }), target: loadStarted });
    sample({ clock: model.loadSucceeded, fn: ({ request, view }) => ({ app: request.remoteUrl, source, view }), target: loadSucceeded });
    sample({ clock: model.loadFailed, fn: ({ request }) => ({ app: request.remoteUrl, source }), target: loadFailed });
    sample({ clock: model.loadDropped, fn: () => ({ source }), target: loadDropped });
  }

  return { attached, detached, transitionRequested, deactivated, unmounted, $entries, track };
}

function without(pending: Pending, app: string): Pending {
  const { [app]: _gone, ...rest } = pending;
  return rest;
}

function withSource(pending: Pending, app: string, source: string): Pending {
  const sources = pending[app] ?? [];
  return sources.includes(source) ? pending : { ...pending, [app]: [...sources, source] };
}

function withoutSource(pending: Pending, app: string, source: string): Pending {
  return { ...pending, [app]: (pending[app] ?? []).filter((s) => s !== source) };
}

export type RemoteAppRegistryModel = ReturnType<typeof createRemoteAppRegistryModel>;
