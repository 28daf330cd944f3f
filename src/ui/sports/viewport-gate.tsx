import { createContext, useContext, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { DrawBudget } from './draw-budget';

/**
 * Holds back the drawing of price moves a player cannot see. Chromium keeps
 * laying out and painting a `content-visibility: auto` group well beyond the
 * screen (the whole 9,400 px live page in a 5,200 px window; three screens'
 * worth in a 1,080 px one), so a move drawn there costs a frame as much as
 * one on screen (scripts/bench-live.mjs). A cell in a group off screen keeps
 * its latest draw waiting and makes it when the group comes within
 * VIEWPORT_GATE_MARGIN of the screen, from the line as it is then, so a row
 * comes on screen showing the line's price, its move mark compared with what
 * the player last saw. A cell that takes the focus draws at once (a keyboard or
 * screen-reader user hears the line's price, see OddsCell), and a click reads
 * the line, never the cell's text, so a waiting draw cannot put a stale price
 * in the slip.
 */
export interface ViewportGate {
  /** Runs `draw` now when the group is on screen, else once when it comes back (the same draw waits once). */
  whenVisible(draw: () => void): void;
  /** Drops a waiting draw (its cell is gone). */
  cancel(draw: () => void): void;
}

/** Rows this far below or above the screen are drawn already, so scrolling shows no stale price. */
export const VIEWPORT_GATE_MARGIN = '200px';

/** Draws at once: outside a gated group (a game page) and where no IntersectionObserver exists. */
export const ALWAYS_VISIBLE: ViewportGate = {
  whenVisible: (draw) => draw(),
  cancel: () => {},
};

/** A gate that is open until told otherwise; opening it runs the draws that waited, each once. */
export class GroupGate implements ViewportGate {
  private visible = true;
  private readonly waiting = new Set<() => void>();

  get isVisible(): boolean {
    return this.visible;
  }

  whenVisible(draw: () => void): void {
    if (this.visible) draw();
    else this.waiting.add(draw);
  }

  cancel(draw: () => void): void {
    this.waiting.delete(draw);
  }

  setVisible(visible: boolean): void {
    this.visible = visible;
    if (!visible || this.waiting.size === 0) return;
    const draws = [...this.waiting];
    this.waiting.clear();
    for (const draw of draws) draw();
  }
}

/**
 * Subscribes a view's draw to line changes so that it is drawn in turn: past the gate (its group on screen,
 * else once when the group comes near) and then the budget (a frame with rows left; `rowKey` counts the row
 * once however many of its parts draw). `subscribe` gets the wake-up and returns its unsubscribe; so does this.
 */
export function subscribeInTurn(
  gate: ViewportGate,
  budget: DrawBudget,
  rowKey: number,
  subscribe: (wake: () => void) => () => void,
  draw: () => void,
): () => void {
  const drawInTurn = () => budget.draw(rowKey, draw);
  const unsubscribe = subscribe(() => gate.whenVisible(drawInTurn));
  return () => {
    unsubscribe();
    gate.cancel(drawInTurn);
    budget.cancel(draw);
  };
}

export const ViewportGateContext = createContext<ViewportGate>(ALWAYS_VISIBLE);

export function useViewportGate(): ViewportGate {
  return useContext(ViewportGateContext);
}

/** One observer for every group: the browser computes intersections per observer and target each frame. */
let observer: IntersectionObserver | null = null;
const gates = new WeakMap<Element, GroupGate>();
function sharedObserver(): IntersectionObserver | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  return (observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) gates.get(entry.target)?.setVisible(entry.isIntersecting);
    },
    { rootMargin: `${VIEWPORT_GATE_MARGIN} 0px` },
  ));
}

/**
 * A section whose odds cells draw price moves only while it is on screen
 * (within the margin). Without an IntersectionObserver it is always open.
 */
export function GatedSection({
  className,
  label,
  style,
  children,
}: {
  className: string;
  label: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const [gate] = useState(() => new GroupGate());
  const element = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const target = element.current;
    const io = sharedObserver();
    if (!target || !io) return;
    gates.set(target, gate);
    io.observe(target);
    return () => {
      io.unobserve(target);
      gates.delete(target);
    };
  }, [gate]);
  return (
    <section ref={element} aria-label={label} className={className} style={style}>
      <ViewportGateContext.Provider value={gate}>{children}</ViewportGateContext.Provider>
    </section>
  );
}
