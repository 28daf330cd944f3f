import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { createLoadingBarModel } from './loading-bar.model';

function setup() {
  const clock = new FakeClock();
  const model = createLoadingBarModel(clock);
  return { clock, model };
}

describe('loading bar (spec 000 §4: starts after 200 ms, runs 5000 ms, hides 500 ms after finishing)', () => {
  it('a load shorter than 200 ms never shows the bar', () => {
    const { clock, model } = setup();
    model.loadStarted();
    clock.advance(199);
    model.loadFinished();
    clock.advance(1000);
    expect(model.$phase.getState()).toBe('idle');
  });

  it('shows after 200 ms and hides 500 ms after finishing', () => {
    const { clock, model } = setup();
    model.loadStarted();
    clock.advance(199);
    expect(model.$phase.getState()).toBe('idle');
    clock.advance(1);
    expect(model.$phase.getState()).toBe('running');
    model.loadFinished();
    expect(model.$phase.getState()).toBe('finishing');
    clock.advance(499);
    expect(model.$phase.getState()).toBe('finishing');
    clock.advance(1);
    expect(model.$phase.getState()).toBe('idle');
  });

  it('runs for 5000 ms', () => {
    expect(setup().model.durationMs).toBe(5000);
  });

  it('overlapping loads finish when the last one finishes', () => {
    const { clock, model } = setup();
    model.loadStarted();
    model.loadStarted();
    clock.advance(300);
    model.loadFinished();
    expect(model.$phase.getState()).toBe('running');
    model.loadFinished();
    expect(model.$phase.getState()).toBe('finishing');
  });

  it('a new load while finishing keeps the bar running', () => {
    const { clock, model } = setup();
    model.loadStarted();
    clock.advance(200);
    model.loadFinished();
    clock.advance(100);
    model.loadStarted();
    clock.advance(1000);
    expect(model.$phase.getState()).toBe('running');
  });
});
