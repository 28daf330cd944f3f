import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/fake/fake-clock';
import type { RemoteView, RemoteViewRequest } from '../../domain/remote-view';
import { createRemoteViewModel } from './remote-view.model';

const VIEW: RemoteView = {
  appName: 'casino',
  title: 'Casino',
  head: '',
  scriptsToLoad: [],
  body: '<h2>Casino</h2>',
  style: null,
  cssToLoad: [],
  codeToEval: null,
};
const REQUEST: RemoteViewRequest = { remoteUrl: '/mf/casino', path: '/en/casino' };

/** A port whose answers are scripted: 'fail' rejects, a view resolves; the last answer repeats. */
function setup(answers: ('fail' | RemoteView)[]) {
  const clock = new FakeClock();
  const calls: { at: number; request: RemoteViewRequest }[] = [];
  const errors: { message: string; context?: Record<string, unknown> }[] = [];
  const remoteViews = {
    render: async (request: RemoteViewRequest) => {
      calls.push({ at: clock.now(), request });
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (answer === 'fail') throw new Error('render failed');
      return answer;
    },
  };
  const logger = { info: () => {}, warn: () => {}, error: (message: string, context?: Record<string, unknown>) => void errors.push({ message, context }) };
  const model = createRemoteViewModel({ remoteViews, clock, logger });
  const scope = fork();
  const after = async (ms: number) => {
    clock.advance(ms);
    await allSettled(scope);
  };
  const state = () => ({
    status: scope.getState(model.$status),
    display: scope.getState(model.$display),
    retry: scope.getState(model.$retry),
    view: scope.getState(model.$view),
  });
  return { clock, calls, errors, model, scope, after, state };
}

/** Let the three automatic retries (1000, 2000, 4000 ms) run, each answered before the next is armed. */
const exhaustRetries = async (s: ReturnType<typeof setup>) => {
  for (const ms of [1000, 2000, 4000]) await s.after(ms);
};

const load = (s: ReturnType<typeof setup>, request = REQUEST) => allSettled(s.model.loadRequested, { scope: s.scope, params: request });
const reload = (s: { model: ReturnType<typeof setup>['model']; scope: Scope }) => allSettled(s.model.reloadRequested, { scope: s.scope });

describe('remote view model (spec 000 §4, spec 001 §6, §8, §9)', () => {
  it('spec 001 §6: before any load the view does not exist', () => {
    const s = setup([VIEW]);
    expect(s.state()).toMatchObject({ status: 'not-exist', display: 'idle', view: null });
  });

  it('spec 001 §7: a view is loaded from its remote URL plus the current path, loading then ready with the view', async () => {
    const s = setup([VIEW]);
    const pending = load(s);
    expect(s.state()).toMatchObject({ status: 'loading', display: 'loading' });
    await pending;
    expect(s.calls.map((c) => c.request)).toEqual([REQUEST]);
    expect(s.state()).toMatchObject({ status: 'ready', display: 'ready', view: VIEW, retry: null });
  });

  it('spec 001 §8: a load error marks the view as error, logs it and schedules a retry (the preloader shows while it waits)', async () => {
    const s = setup(['fail', VIEW]);
    await load(s);
    expect(s.state()).toMatchObject({ status: 'error', display: 'loading', retry: { retriesDone: 0, nextDelayMs: 1000 } });
    expect(s.errors).toEqual([{ message: 'remote view load failed', context: expect.objectContaining({ remoteUrl: '/mf/casino', path: '/en/casino', retriesDone: 0 }) }]);
  });

  it('spec 001 §6, §9: retries 3 times at 1000, 2000 and 4000 ms, then stops in error with the refresh button', async () => {
    const s = setup(['fail']);
    const start = s.clock.now();
    await load(s);
    await s.after(999);
    expect(s.calls).toHaveLength(1);
    await s.after(1);
    await s.after(2000);
    await s.after(4000);
    expect(s.calls.map((c) => c.at - start)).toEqual([0, 1000, 3000, 7000]);
    expect(s.state()).toMatchObject({ status: 'error', display: 'failed', retry: { retriesDone: 3, nextDelayMs: null } });
    await s.after(60_000);
    expect(s.calls).toHaveLength(4);
    expect(s.errors).toHaveLength(4);
  });

  it('spec 001 §6: ready after a retry clears the retry info', async () => {
    const s = setup(['fail', 'fail', VIEW]);
    await load(s);
    await s.after(1000);
    expect(s.state().retry).toEqual({ retriesDone: 1, nextDelayMs: 2000 });
    await s.after(2000);
    expect(s.state()).toMatchObject({ status: 'ready', display: 'ready', view: VIEW, retry: null });
  });

  it('spec 000 §4: the reload button retries at once after retrying stopped, with a fresh retry schedule', async () => {
    const s = setup(['fail', 'fail', 'fail', 'fail', 'fail', VIEW]);
    await load(s);
    await exhaustRetries(s);
    expect(s.state().display).toBe('failed');
    const at = s.clock.now();
    await reload(s);
    expect(s.calls.at(-1)!.at).toBe(at);
    expect(s.state()).toMatchObject({ status: 'error', retry: { retriesDone: 0, nextDelayMs: 1000 } });
    await s.after(1000);
    expect(s.state()).toMatchObject({ status: 'ready', view: VIEW, retry: null });
  });

  it('a reload during a retry wait cuts the wait short, and the cancelled retry does not run as well', async () => {
    const s = setup(['fail', VIEW]);
    await load(s);
    await s.after(300);
    await reload(s);
    expect(s.state().status).toBe('ready');
    await s.after(10_000);
    expect(s.calls).toHaveLength(2);
  });

  it('spec 001 §9: reload is throttled to 1000 ms: a second press within 1000 ms is dropped, one at 1000 ms runs', async () => {
    const s = setup(['fail']);
    await load(s);
    await exhaustRetries(s);
    await reload(s);
    expect(s.calls).toHaveLength(5);
    await s.after(999);
    await reload(s);
    expect(s.calls).toHaveLength(5);
    // the automatic retry at 1000 ms after the reload runs, then the player's next press 1000 ms after the first
    await s.after(1);
    expect(s.calls).toHaveLength(6);
    await reload(s);
    expect(s.calls).toHaveLength(7);
  });

  it('a reload before anything was loaded does nothing', async () => {
    const s = setup([VIEW]);
    await reload(s);
    expect(s.calls).toHaveLength(0);
    expect(s.state().status).toBe('not-exist');
  });

  it('spec 001 §6: a forced error event sets the error state with its status code for the error page, and stops retrying', async () => {
    const s = setup(['fail', VIEW]);
    await load(s);
    await allSettled(s.model.errorForced, { scope: s.scope, params: { statusCode: 404 } });
    expect(s.state()).toMatchObject({ status: 'error', display: 'error-page', retry: null });
    expect(s.scope.getState(s.model.$forcedStatusCode)).toBe(404);
    await s.after(10_000);
    expect(s.calls).toHaveLength(1);
  });

  it('closing the view stops its retries and drops an answer still in flight: back to not-exist', async () => {
    const s = setup(['fail', VIEW]);
    await load(s);
    await allSettled(s.model.viewClosed, { scope: s.scope });
    expect(s.clock.pendingCount).toBe(0);
    await s.after(10_000);
    expect(s.calls).toHaveLength(1);
    expect(s.state()).toMatchObject({ status: 'not-exist', display: 'idle', retry: null, view: null });
    await reload(s);
    expect(s.calls).toHaveLength(1);
  });

  it('a new load drops the answer of the one it replaced', async () => {
    const s = setup([VIEW]);
    const other = { ...VIEW, title: 'Slots' };
    const slow: { resolve?: (v: RemoteView) => void } = {};
    let first = true;
    const model = createRemoteViewModel({
      remoteViews: {
        render: (request) =>
          first
            ? ((first = false), new Promise<RemoteView>((resolve) => (slow.resolve = resolve)))
            : Promise.resolve({ ...other, appName: request.path }),
      },
      clock: s.clock,
      logger: { info: () => {}, warn: () => {}, error: () => {} },
    });
    const scope = fork();
    const firstLoad = allSettled(model.loadRequested, { scope, params: REQUEST });
    const secondLoad = allSettled(model.loadRequested, { scope, params: { ...REQUEST, path: '/en/slots' } });
    slow.resolve!(VIEW);
    await Promise.all([firstLoad, secondLoad]);
    expect(scope.getState(model.$view)).toMatchObject({ title: 'Slots', appName: '/en/slots' });
  });

  it('a script of the shown view that fails to load: error with Refresh (no automatic retry), logged; Refresh loads the view again', async () => {
    const s = setup([VIEW]);
    await load(s);
    await allSettled(s.model.scriptFailed, { scope: s.scope, params: { view: s.state().view!, url: '/mf/app.js' } });
    expect(s.state()).toMatchObject({ status: 'error', display: 'failed', retry: null });
    expect(s.errors).toEqual([{ message: 'remote view script failed to load', context: { remoteUrl: '/mf/casino', path: '/en/casino', script: '/mf/app.js' } }]);
    await s.after(10_000);
    expect(s.calls).toHaveLength(1);
    await reload(s);
    expect(s.calls).toHaveLength(2);
    expect(s.state()).toMatchObject({ status: 'ready', display: 'ready' });
  });

  it('a script failure reported for a view no longer shown is dropped', async () => {
    const s = setup([VIEW, { ...VIEW, title: 'Slots' }]);
    await load(s);
    const old = s.state().view!;
    await load(s, { ...REQUEST, path: '/en/slots' });
    await allSettled(s.model.scriptFailed, { scope: s.scope, params: { view: old, url: '/mf/app.js' } });
    expect(s.state()).toMatchObject({ status: 'ready', display: 'ready' });
    expect(s.errors).toEqual([]);
  });

  it('codeToEval that threw is logged; the view stays shown', async () => {
    const s = setup([VIEW]);
    await load(s);
    await allSettled(s.model.codeFailed, { scope: s.scope, params: { view: s.state().view!, error: new Error('boom') } });
    expect(s.state()).toMatchObject({ status: 'ready', display: 'ready' });
    expect(s.errors).toEqual([{ message: 'remote view code failed', context: { remoteUrl: '/mf/casino', path: '/en/casino', error: 'Error: boom' } }]);
  });
});
