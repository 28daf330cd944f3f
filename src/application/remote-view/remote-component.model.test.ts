import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/fake/fake-clock';
import type { RemoteComponent, RemoteView, RemoteViewRequest } from '../../domain/remote-view';
import { createRemoteComponentModel } from './remote-component.model';

const HEADER: RemoteView = {
  appName: 'slots',
  title: 'Slots header',
  head: '',
  scriptsToLoad: [],
  body: '<nav>Slots menu</nav>',
  style: null,
  cssToLoad: [],
  codeToEval: null,
};
const REQUEST: RemoteViewRequest = { remoteUrl: '/mf/slots', path: '/en/slots' };

/** Scripted answers: 'fail' rejects at once, 'hang' never answers, a view resolves; the last answer repeats. */
function setup(answers: ('fail' | 'hang' | RemoteView)[]) {
  const clock = new FakeClock();
  const calls: { at: number; request: RemoteViewRequest & { components: RemoteComponent[] } }[] = [];
  const errors: { message: string; context?: Record<string, unknown> }[] = [];
  const model = createRemoteComponentModel({
    remoteViews: {
      renderComponents: (request) => {
        calls.push({ at: clock.now(), request });
        const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
        if (answer === 'fail') return Promise.reject(new Error('render failed'));
        if (answer === 'hang') return new Promise<RemoteView>(() => {});
        return Promise.resolve(answer);
      },
    },
    clock,
    logger: { info: () => {}, warn: () => {}, error: (message, context) => void errors.push({ message, context }) },
  });
  const scope = fork();
  const start = clock.now();
  const after = async (ms: number) => {
    clock.advance(ms);
    await settle();
  };
  const display = () => scope.getState(model.$display);
  const times = () => calls.map((c) => c.at - start);
  return { clock, calls, errors, model, scope, after, display, times };
}

/**
 * Let the model's effects run. An attempt that never answers keeps
 * allSettled waiting for ever, so these tests start units without awaiting
 * them and let the task queue drain instead.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const load = async (s: ReturnType<typeof setup>) => {
  void allSettled(s.model.loadRequested, { scope: s.scope, params: REQUEST });
  await settle();
};
const reload = async (s: ReturnType<typeof setup>) => {
  void allSettled(s.model.reloadRequested, { scope: s.scope });
  await settle();
};

describe('remote header component (spec 000 §8, §9: remote header retries 5, timeout 1000 ms)', () => {
  it('asks the page\'s remote app for its header for the same path, and shows it', async () => {
    const s = setup([HEADER]);
    await load(s);
    expect(s.calls.map((c) => c.request)).toEqual([{ ...REQUEST, components: [{ name: 'header' }] }]);
    expect(s.display()).toBe('ready');
    expect(s.scope.getState(s.model.$view)).toEqual(HEADER);
  });

  it('spec 000 §9: an attempt that gets no answer within 1000 ms times out and is retried; 5 retries, then the failure with Refresh', async () => {
    const s = setup(['hang']);
    await load(s);
    await s.after(999);
    expect(s.calls).toHaveLength(1);
    expect(s.display()).toBe('loading');
    await s.after(1);
    expect(s.calls).toHaveLength(2);
    for (let i = 0; i < 4; i += 1) await s.after(1000);
    expect(s.times()).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    // spec 000 §8: a retry state shows the preloader
    expect(s.display()).toBe('loading');
    await s.after(1000);
    expect(s.display()).toBe('failed');
    expect(s.errors).toHaveLength(6);
    expect(s.errors[0]).toEqual({ message: 'remote component load failed', context: { component: 'header', remoteUrl: '/mf/slots', path: '/en/slots', attempt: 1, reason: 'timed out after 1000 ms' } });
    await s.after(60_000);
    expect(s.calls).toHaveLength(6);
  });

  it('a quick rejection is retried when its attempt\'s 1000 ms are up, not at once; the last rejection shows the failure at once', async () => {
    const s = setup(['fail']);
    await load(s);
    expect(s.calls).toHaveLength(1);
    expect(s.display()).toBe('loading');
    for (let i = 0; i < 5; i += 1) await s.after(1000);
    expect(s.times()).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    expect(s.display()).toBe('failed');
    expect(s.errors.map((e) => e.context?.attempt)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('an answer that comes after its attempt timed out is dropped; the retry\'s answer shows', async () => {
    const late: { resolve?: (view: RemoteView) => void } = {};
    const s = setup([HEADER]);
    const clock = s.clock;
    let first = true;
    const model = createRemoteComponentModel({
      remoteViews: {
        renderComponents: () =>
          first ? ((first = false), new Promise<RemoteView>((resolve) => (late.resolve = resolve))) : Promise.resolve({ ...HEADER, title: 'second' }),
      },
      clock,
      logger: { info: () => {}, warn: () => {}, error: () => {} },
    });
    const scope = fork();
    void allSettled(model.loadRequested, { scope, params: REQUEST });
    await settle();
    clock.advance(1000);
    await settle();
    expect(scope.getState(model.$view)?.title).toBe('second');
    late.resolve!(HEADER);
    await settle();
    expect(scope.getState(model.$view)?.title).toBe('second');
  });

  it('a retry that works shows the header', async () => {
    const s = setup(['fail', 'fail', HEADER]);
    await load(s);
    await s.after(1000);
    await s.after(1000);
    expect(s.display()).toBe('ready');
    expect(s.calls).toHaveLength(3);
  });

  it('spec 000 §8: Refresh after the last retry asks again at once, with fresh retries', async () => {
    const s = setup(['fail', 'fail', 'fail', 'fail', 'fail', 'fail', 'fail', HEADER]);
    await load(s);
    for (let i = 0; i < 5; i += 1) await s.after(1000);
    expect(s.display()).toBe('failed');
    await reload(s);
    expect(s.calls).toHaveLength(7);
    expect(s.display()).toBe('loading');
    await s.after(1000);
    expect(s.display()).toBe('ready');
  });

  it('Refresh while an attempt is under way does nothing', async () => {
    const s = setup(['hang']);
    await load(s);
    await reload(s);
    expect(s.calls).toHaveLength(1);
  });

  it('a script of the shown header that failed to load (or was refused) shows the failure with Refresh, logged, with no automatic retry; Refresh asks again', async () => {
    const s = setup([HEADER]);
    await load(s);
    void allSettled(s.model.scriptFailed, { scope: s.scope, params: { view: HEADER, url: 'https://remote.example/header.js' } });
    await settle();
    expect(s.display()).toBe('failed');
    expect(s.errors).toEqual([
      { message: 'remote component script failed to load', context: { component: 'header', remoteUrl: '/mf/slots', path: '/en/slots', script: 'https://remote.example/header.js' } },
    ]);
    await s.after(60_000);
    expect(s.calls).toHaveLength(1);
    await reload(s);
    expect(s.calls).toHaveLength(2);
    expect(s.display()).toBe('ready');
  });

  it('code to evaluate of the shown header that threw is logged, and the header stays shown', async () => {
    const s = setup([HEADER]);
    await load(s);
    void allSettled(s.model.codeFailed, { scope: s.scope, params: { view: HEADER, error: new Error('boom') } });
    await settle();
    expect(s.display()).toBe('ready');
    expect(s.errors).toEqual([{ message: 'remote component code failed', context: { component: 'header', remoteUrl: '/mf/slots', path: '/en/slots', error: 'Error: boom' } }]);
  });

  it('a script or code report about a header that is no longer the one shown is dropped', async () => {
    const s = setup([HEADER]);
    await load(s);
    const older = { ...HEADER };
    void allSettled(s.model.scriptFailed, { scope: s.scope, params: { view: older, url: 'x.js' } });
    void allSettled(s.model.codeFailed, { scope: s.scope, params: { view: older, error: 'x' } });
    await settle();
    expect(s.display()).toBe('ready');
    expect(s.errors).toEqual([]);
  });

  it('closing the slot stops the attempts', async () => {
    const s = setup(['hang']);
    await load(s);
    void allSettled(s.model.closed, { scope: s.scope });
    await settle();
    await s.after(10_000);
    expect(s.calls).toHaveLength(1);
    expect(s.display()).toBe('idle');
    expect(s.clock.pendingCount).toBe(0);
  });
});
