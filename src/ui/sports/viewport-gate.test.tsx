import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALWAYS_VISIBLE, GatedSection, GroupGate, useViewportGate } from './viewport-gate';

describe('viewport gate (issue 3 §7b: price moves off screen wait until the group is seen)', () => {
  it('open: a draw runs at once', () => {
    const gate = new GroupGate();
    const drawn: string[] = [];
    gate.whenVisible(() => drawn.push('a'));
    expect(drawn).toEqual(['a']);
    expect(gate.isVisible).toBe(true);
  });

  it('closed: draws wait, the same draw once however often it moved, and run in order when the gate opens', () => {
    const gate = new GroupGate();
    const drawn: string[] = [];
    const a = () => drawn.push('a');
    const b = () => drawn.push('b');
    gate.setVisible(false);
    gate.whenVisible(a);
    gate.whenVisible(b);
    gate.whenVisible(a);
    expect(drawn).toEqual([]);
    gate.setVisible(true);
    expect(drawn).toEqual(['a', 'b']);
    gate.setVisible(false);
    gate.setVisible(true);
    expect(drawn).toEqual(['a', 'b']);
  });

  it('a cancelled draw (its cell unmounted) never runs', () => {
    const gate = new GroupGate();
    const drawn: string[] = [];
    const a = () => drawn.push('a');
    gate.setVisible(false);
    gate.whenVisible(a);
    gate.cancel(a);
    gate.setVisible(true);
    expect(drawn).toEqual([]);
  });

  it('outside a gated section cells draw at once; without an IntersectionObserver (jsdom) a section stays open', () => {
    let outside: unknown;
    let inside: unknown;
    function Probe({ into }: { into: (gate: unknown) => void }) {
      into(useViewportGate());
      return null;
    }
    render(
      <>
        <Probe into={(g) => (outside = g)} />
        <GatedSection className="champ-group" label="Premier League">
          <Probe into={(g) => (inside = g)} />
        </GatedSection>
      </>,
    );
    expect(outside).toBe(ALWAYS_VISIBLE);
    expect(inside).toBeInstanceOf(GroupGate);
    expect((inside as GroupGate).isVisible).toBe(true);
    expect(screen.getByRole('region', { name: 'Premier League' })).toHaveClass('champ-group');
  });
});
