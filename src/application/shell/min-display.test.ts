import { describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { createMinDisplay } from './min-display';

const setup = () => {
  const clock = new FakeClock();
  const released = vi.fn();
  return { clock, released, display: createMinDisplay(clock, released) };
};

describe('spec 000 §9: fetch minimum display delay 200 ms (on the app clock)', () => {
  it('a 50 ms fetch keeps the placeholder 200 ms', () => {
    const { clock, released, display } = setup();
    expect(display.update(true)).toBe(true);
    clock.advance(50);
    expect(display.update(false)).toBe(true);
    clock.advance(149);
    expect(display.shown).toBe(true);
    expect(released).not.toHaveBeenCalled();
    clock.advance(1);
    expect(display.shown).toBe(false);
    expect(released).toHaveBeenCalledTimes(1);
  });

  it('a 500 ms fetch is not lengthened: the content shows the moment it ends', () => {
    const { clock, released, display } = setup();
    display.update(true);
    clock.advance(500);
    expect(display.update(false)).toBe(false);
    expect(clock.pendingCount).toBe(0);
    expect(released).not.toHaveBeenCalled();
  });

  it('nothing that never showed a placeholder waits', () => {
    const { clock, display } = setup();
    expect(display.update(false)).toBe(false);
    expect(clock.pendingCount).toBe(0);
  });

  it('a new load during the hold keeps the placeholder and the minimum counts from the first showing', () => {
    const { clock, released, display } = setup();
    display.update(true);
    clock.advance(50);
    display.update(false);
    clock.advance(50);
    expect(display.update(true)).toBe(true);
    clock.advance(150);
    expect(display.update(false)).toBe(false);
    expect(released).not.toHaveBeenCalled();
  });

  it('dispose stops the hold (the view went away)', () => {
    const { clock, released, display } = setup();
    display.update(true);
    display.update(false);
    display.dispose();
    clock.advance(500);
    expect(released).not.toHaveBeenCalled();
  });
});
