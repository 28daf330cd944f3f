import { allSettled, createEvent, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/fake/fake-clock';
import type { Preferences } from '../../domain/preferences';
import { createWindowWidthModel } from './window-width.model';

function setup() {
  const clock = new FakeClock();
  let width = 1280;
  const listeners = new Set<() => void>();
  const viewport = {
    width: () => width,
    onResize: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const preferencesChanged = createEvent<Partial<Preferences>>();
  const $changes = createStore<Array<Partial<Preferences>>>([]).on(preferencesChanged, (all, patch) => [...all, patch]);
  const model = createWindowWidthModel({ viewport, clock, preferencesChanged });
  const resizeTo = (next: number) => {
    width = next;
    for (const listener of listeners) listener();
  };
  return { clock, model, $changes, resizeTo, scope: fork() };
}

describe('window width (spec 001 §3 window_width, §9 resize debounce)', () => {
  it('spec 001 §9: window resize debounce 100 ms: a resize is measured when resizing has rested 100 ms, once', async () => {
    const { clock, model, $changes, resizeTo, scope } = setup();
    await allSettled(model.started, { scope });
    expect(scope.getState($changes)).toEqual([{ windowSize: 1280 }]);

    resizeTo(1100);
    await clock.advance(60);
    resizeTo(900);
    await clock.advance(99);
    expect(scope.getState($changes)).toEqual([{ windowSize: 1280 }]);
    resizeTo(768.4);
    await clock.advance(99);
    expect(scope.getState($changes)).toEqual([{ windowSize: 1280 }]);
    await clock.advance(1);
    await allSettled(scope);
    expect(scope.getState($changes)).toEqual([{ windowSize: 1280 }, { windowSize: 768 }]);
  });

  it('design: a second start does not listen twice', async () => {
    const { clock, model, $changes, resizeTo, scope } = setup();
    await allSettled(model.started, { scope });
    await allSettled(model.started, { scope });
    resizeTo(1000);
    await clock.advance(100);
    await allSettled(scope);
    expect(scope.getState($changes)).toEqual([{ windowSize: 1280 }, { windowSize: 1000 }]);
  });
});
