import { describe, expect, it } from 'vitest';
import { attach, canTransition, detach, emptyRemoteAppEntry, RemoteAppState, remoteAppStateName, transition, type RemoteAppEntry } from './remote-app-registry';

const { NotExist, Error, Loading, Ready } = RemoteAppState;

describe('remote app registry states (spec 000 §4: not-exist -2, error -1, loading 1, ready 2)', () => {
  it.each([
    ['not-exist is -2', NotExist, -2],
    ['error is -1', Error, -1],
    ['loading is 1', Loading, 1],
    ['ready is 2', Ready, 2],
  ])('%s', (_rule, state, code) => {
    expect(state).toBe(code);
  });

  it('each state has the name the page shows', () => {
    expect([NotExist, Error, Loading, Ready].map(remoteAppStateName)).toEqual(['not-exist', 'error', 'loading', 'ready']);
  });
});

describe('remote app registry transitions (spec 000 §4: exactly the allowed list)', () => {
  const allowed: [string, RemoteAppState, RemoteAppState][] = [
    ['not-exist to loading', NotExist, Loading],
    ['not-exist to ready', NotExist, Ready],
    ['error to loading', Error, Loading],
    ['error to not-exist', Error, NotExist],
    ['loading to error', Loading, Error],
    ['loading to ready', Loading, Ready],
    ['loading to not-exist', Loading, NotExist],
    ['ready to not-exist', Ready, NotExist],
  ];
  it.each(allowed)('allowed: %s', (_rule, from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(transition({ ...emptyRemoteAppEntry(), state: from }, to)).toMatchObject({ ok: true, entry: { state: to } });
  });

  const states = [NotExist, Error, Loading, Ready];
  const refused = states.flatMap((from) =>
    states.filter((to) => !allowed.some(([, f, t]) => f === from && t === to)).map((to) => [`${from} to ${to}`, from, to] as const),
  );
  it('every other pair is refused (8 of the 16, self-transitions included)', () => {
    expect(refused).toHaveLength(8);
  });
  it.each(refused)('refused: %s', (_rule, from, to) => {
    expect(canTransition(from, to)).toBe(false);
    const entry = { ...emptyRemoteAppEntry(), state: from };
    expect(transition(entry, to)).toEqual({ ok: false, code: 'transition-not-allowed', from, to });
  });
});

describe('remote app registry dependents (spec 000 §4: no dependents → not-exist + unmounted; last view lost → deactivated)', () => {
  const ready = (views: number, components: number): RemoteAppEntry => ({ state: Ready, views, components, meta: { name: 'casino' } });

  it.each([
    ['losing the last view with components left fires deactivated only, the app stays', ready(1, 2), 'view', { state: Ready, views: 0, components: 2 }, ['deactivated']],
    ['losing the last view with nothing else fires deactivated and unmounted, back to not-exist', ready(1, 0), 'view', { state: NotExist, views: 0, components: 0 }, ['deactivated', 'unmounted']],
    ['losing the last component with no views unmounts, without deactivated', ready(0, 1), 'component', { state: NotExist, views: 0, components: 0 }, ['unmounted']],
    ['losing one of two views fires nothing', ready(2, 0), 'view', { state: Ready, views: 1, components: 0 }, []],
    ['losing a component while a view remains fires nothing', ready(1, 1), 'component', { state: Ready, views: 1, components: 0 }, []],
    ['detaching what was never attached changes nothing', ready(0, 1), 'view', { state: Ready, views: 0, components: 1 }, []],
  ] as const)('%s', (_rule, entry, dependent, expected, events) => {
    const change = detach(entry, dependent);
    expect(change.entry).toMatchObject(expected);
    expect(change.entry.meta).toEqual({ name: 'casino' });
    expect(change.events).toEqual(events);
  });

  it('an app that errored or is loading also returns to not-exist when its last dependent goes', () => {
    for (const state of [Error, Loading]) {
      expect(detach({ state, views: 1, components: 0, meta: {} }, 'view').entry.state).toBe(NotExist);
    }
  });

  it('attach counts views and components apart', () => {
    const entry = attach(attach(attach(emptyRemoteAppEntry(), 'view'), 'component'), 'view');
    expect(entry).toMatchObject({ views: 2, components: 1 });
  });
});
