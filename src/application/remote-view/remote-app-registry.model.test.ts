import { allSettled, createEvent, fork, type EventCallable } from 'effector';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { RemoteAppState, type RemoteView, type RemoteViewRequest } from '../../domain/remote-view';
import { createRemoteAppRegistryModel } from './remote-app-registry.model';
import { createRemoteAppsModel } from './remote-apps.model';

const APP = 'https://remote.example/slots';
const VIEW: RemoteView = {
  appName: 'slots',
  title: 'Slots',
  head: '',
  scriptsToLoad: [],
  body: '<h2>Slots</h2>',
  style: null,
  cssToLoad: ['app.css', 'http://remote.example/insecure.css'],
  codeToEval: null,
};
const REQUEST: RemoteViewRequest = { remoteUrl: APP, path: '/en/slots' };

/** A registry over a recording logger and styles port, with a hand-driven load source. */
function setup() {
  const logged: { level: string; message: string; context?: Record<string, unknown> }[] = [];
  const log = (level: string) => (message: string, context?: Record<string, unknown>) => void logged.push({ level, message, context });
  const styles: string[] = [];
  const registry = createRemoteAppRegistryModel({
    logger: { info: log('info'), warn: log('warn'), error: log('error') },
    styles: { put: (app, urls) => void styles.push(`put ${app} ${urls.join(' ')}`), remove: (app) => void styles.push(`remove ${app}`) },
  });
  const source = (name: string) => {
    const s = {
      loadStarted: createEvent<RemoteViewRequest>(),
      loadSucceeded: createEvent<{ request: RemoteViewRequest; view: RemoteView }>(),
      loadFailed: createEvent<{ request: RemoteViewRequest }>(),
      loadDropped: createEvent(),
    };
    registry.track(name, s);
    return s;
  };
  const view = source('view');
  const header = source('component:header');
  const scope = fork();
  const run = <T>(unit: EventCallable<T>, params: NoInfer<T>) => allSettled(unit, { scope, params });
  const entry = () => scope.getState(registry.$entries)[APP];
  const fired: string[] = [];
  const watchFired = (name: 'deactivated' | 'unmounted') => registry[name].watch(({ app }) => fired.push(`${name} ${app}`));
  watchFired('deactivated');
  watchFired('unmounted');
  return { registry, view, header, scope, run, entry, logged, styles, fired };
}

describe('remote app registry model (spec 000 §3, §4)', () => {
  it('a mounted view attaches as a view, a mounted component as a component: one entry per app (its remote URL)', async () => {
    const s = setup();
    await s.run(s.registry.attached, { app: APP, dependent: 'view' });
    await s.run(s.registry.attached, { app: APP, dependent: 'component' });
    expect(s.entry()).toEqual({ state: RemoteAppState.NotExist, views: 1, components: 1, meta: {} });
    expect(Object.keys(s.scope.getState(s.registry.$entries))).toEqual([APP]);
  });

  it('spec 000 §4: the state follows the loads: not-exist → loading → ready, meta takes the appName of the answer', async () => {
    const s = setup();
    await s.run(s.registry.attached, { app: APP, dependent: 'view' });
    await s.run(s.view.loadStarted, REQUEST);
    expect(s.entry()?.state).toBe(RemoteAppState.Loading);
    await s.run(s.view.loadSucceeded, { request: REQUEST, view: VIEW });
    expect(s.entry()).toMatchObject({ state: RemoteAppState.Ready, meta: { appName: 'slots' } });
  });

  it('spec 000 §4: loading → error on a failure, error → loading on the retry, then ready', async () => {
    const s = setup();
    await s.run(s.registry.attached, { app: APP, dependent: 'view' });
    await s.run(s.view.loadStarted, REQUEST);
    await s.run(s.view.loadFailed, { request: REQUEST });
    expect(s.entry()?.state).toBe(RemoteAppState.Error);
    await s.run(s.view.loadStarted, REQUEST);
    expect(s.entry()?.state).toBe(RemoteAppState.Loading);
    await s.run(s.view.loadSucceeded, { request: REQUEST, view: VIEW });
    expect(s.entry()?.state).toBe(RemoteAppState.Ready);
    expect(s.logged.filter((l) => l.level === 'warn')).toEqual([]);
  });

  it('a failure while another load of the app is in flight leaves the app loading (so its answer can make it ready)', async () => {
    const s = setup();
    await s.run(s.registry.attached, { app: APP, dependent: 'view' });
    await s.run(s.registry.attached, { app: APP, dependent: 'component' });
    await s.run(s.view.loadStarted, REQUEST);
    await s.run(s.header.loadStarted, REQUEST);
    await s.run(s.header.loadFailed, { request: REQUEST });
    expect(s.entry()?.state).toBe(RemoteAppState.Loading);
    await s.run(s.view.loadSucceeded, { request: REQUEST, view: VIEW });
    expect(s.entry()?.state).toBe(RemoteAppState.Ready);
  });

  it('spec 000 §4: a refused transition is logged, not applied (a failure on a ready app: ready → error is not allowed)', async () => {
    const s = setup();
    await s.run(s.registry.attached, { app: APP, dependent: 'view' });
    await s.run(s.registry.attached, { app: APP, dependent: 'component' });
    await s.run(s.view.loadStarted, REQUEST);
    await s.run(s.view.loadSucceeded, { request: REQUEST, view: VIEW });
    await s.run(s.header.loadStarted, REQUEST);
    expect(s.entry()?.state).toBe(RemoteAppState.Ready);
    await s.run(s.header.loadFailed, { request: REQUEST });
    expect(s.entry()?.state).toBe(RemoteAppState.Ready);
    expect(s.logged.filter((l) => l.level === 'warn')).toEqual([
      { level: 'warn', message: 'remote app transition refused', context: { app: APP, from: 'ready', to: 'error' } },
    ]);
  });

  it('transitionRequested applies only what the spec allows', async () => {
    const s = setup();
    await s.run(s.registry.attached, { app: APP, dependent: 'view' });
    await s.run(s.registry.transitionRequested, { app: APP, to: RemoteAppState.Error });
    expect(s.entry()?.state).toBe(RemoteAppState.NotExist);
    expect(s.logged).toContainEqual({ level: 'warn', message: 'remote app transition refused', context: { app: APP, from: 'not-exist', to: 'error' } });
    await s.run(s.registry.transitionRequested, { app: APP, to: RemoteAppState.Ready });
    expect(s.entry()?.state).toBe(RemoteAppState.Ready);
  });

  it('an answer puts the app\'s allowed CSS files on the page (relative ones resolved against the app, http: left out)', async () => {
    const s = setup();
    await s.run(s.registry.attached, { app: APP, dependent: 'view' });
    await s.run(s.view.loadStarted, REQUEST);
    await s.run(s.view.loadSucceeded, { request: REQUEST, view: VIEW });
    expect(s.styles).toEqual([`put ${APP} https://remote.example/app.css`]);
  });

  it('spec 000 §4: losing the last view while the header stays fires deactivated only; the app and its CSS stay', async () => {
    const s = setup();
    await s.run(s.registry.attached, { app: APP, dependent: 'view' });
    await s.run(s.registry.attached, { app: APP, dependent: 'component' });
    await s.run(s.view.loadStarted, REQUEST);
    await s.run(s.view.loadSucceeded, { request: REQUEST, view: VIEW });
    await s.run(s.registry.detached, { app: APP, dependent: 'view' });
    expect(s.fired).toEqual([`deactivated ${APP}`]);
    expect(s.entry()).toMatchObject({ state: RemoteAppState.Ready, views: 0, components: 1 });
    expect(s.styles.filter((c) => c.startsWith('remove'))).toEqual([]);
    expect(s.logged).toContainEqual({ level: 'info', message: 'remote app deactivated', context: { app: APP } });
  });

  it('spec 000 §4: with no dependents left the app returns to not-exist, unmounted fires and its CSS files leave the page', async () => {
    const s = setup();
    await s.run(s.registry.attached, { app: APP, dependent: 'view' });
    await s.run(s.registry.attached, { app: APP, dependent: 'component' });
    await s.run(s.view.loadStarted, REQUEST);
    await s.run(s.view.loadSucceeded, { request: REQUEST, view: VIEW });
    await s.run(s.registry.detached, { app: APP, dependent: 'component' });
    expect(s.fired).toEqual([]);
    await s.run(s.registry.detached, { app: APP, dependent: 'view' });
    expect(s.fired).toEqual([`deactivated ${APP}`, `unmounted ${APP}`]);
    expect(s.entry()).toMatchObject({ state: RemoteAppState.NotExist, views: 0, components: 0 });
    expect(s.styles.at(-1)).toBe(`remove ${APP}`);
  });

  it('an answer that comes after the app was unmounted brings nothing back: no state, no CSS', async () => {
    const s = setup();
    await s.run(s.registry.attached, { app: APP, dependent: 'view' });
    await s.run(s.view.loadStarted, REQUEST);
    await s.run(s.registry.detached, { app: APP, dependent: 'view' });
    await s.run(s.view.loadSucceeded, { request: REQUEST, view: VIEW });
    expect(s.entry()?.state).toBe(RemoteAppState.NotExist);
    expect(s.styles).toEqual([`remove ${APP}`]);
  });

  it('a dropped load no longer holds the app in loading: the other part\'s failure makes it error', async () => {
    const s = setup();
    await s.run(s.registry.attached, { app: APP, dependent: 'view' });
    await s.run(s.registry.attached, { app: APP, dependent: 'component' });
    await s.run(s.view.loadStarted, REQUEST);
    await s.run(s.header.loadStarted, REQUEST);
    await s.run(s.view.loadDropped, undefined);
    await s.run(s.header.loadFailed, { request: REQUEST });
    expect(s.entry()?.state).toBe(RemoteAppState.Error);
  });
});

describe('the page\'s remote apps: the registry follows the real view and header models', () => {
  it('the view and the header load through the port; the registry sees loading then ready; the app\'s Refresh (spec 000 §8) reloads the view and the header', async () => {
    const clock = new FakeClock();
    const calls: string[] = [];
    const model = createRemoteAppsModel({
      remoteViews: {
        render: async (request) => (calls.push(`render ${request.path}`), VIEW),
        renderComponents: async (request) => (calls.push(`components ${request.components.map((c) => c.name).join()}`), { ...VIEW, body: '<nav>h</nav>' }),
      },
      clock,
      logger: { info: () => {}, warn: () => {}, error: () => {} },
      styles: { put: () => {}, remove: () => {} },
    });
    const scope = fork();
    await allSettled(model.registry.attached, { scope, params: { app: APP, dependent: 'view' } });
    await allSettled(model.registry.attached, { scope, params: { app: APP, dependent: 'component' } });
    const loading = Promise.all([
      allSettled(model.view.loadRequested, { scope, params: REQUEST }),
      allSettled(model.header.loadRequested, { scope, params: REQUEST }),
    ]);
    expect(scope.getState(model.registry.$entries)[APP]?.state).toBe(RemoteAppState.Loading);
    await loading;
    expect(scope.getState(model.registry.$entries)[APP]).toMatchObject({ state: RemoteAppState.Ready, meta: { appName: 'slots' } });
    expect(calls).toEqual(['render /en/slots', 'components header']);
    clock.advance(5000);
    await allSettled(model.reloadRequested, { scope });
    expect(calls.slice(2).sort()).toEqual(['components header', 'render /en/slots']);
  });
});
