import { createContext, useContext } from 'react';

/**
 * How many game rows a frame redraws for price moves. A frame's cost grows
 * by about one row's repaint per row moved (npm run bench:frame-cost: ≈ 8–9 ms
 * for one row at 4× throttling, ≈ 10–11.5 for four, ≈ 14–16 for eight), and the
 * moves waiting for a frame grow with the time since the last one: a late
 * frame left the next one twice the rows, which made that one late too.
 * Capping the rows a frame draws breaks that chain. The live page sees about
 * four rows move a frame on a 5,200 px screen (≈ 235 a second); at 5 a frame
 * the cap was nearly saturated whenever frames slowed to 50 a second (held
 * draws then waited up to 8 frames), so 6 leaves room to catch up.
 */
export const ROWS_PER_FRAME = 6;

/** Draws price moves into the page, row by row. */
export interface DrawBudget {
  /** Runs `draw` (which redraws one cell of row `rowKey` from the line) now, or in a later frame when this one has drawn its rows. */
  draw(rowKey: number, draw: () => void): void;
  /** Drops a waiting draw (its cell is gone). */
  cancel(draw: () => void): void;
}

/** Draws at once: a page with few cells (a game page) and tests. */
export const UNLIMITED_DRAWS: DrawBudget = {
  draw: (_rowKey, draw) => draw(),
  cancel: () => {},
};

/** The clock and scheduler a budget counts frames with (in the browser: document.timeline and requestAnimationFrame). */
export interface FrameSource {
  /** Identifies the frame being prepared: equal for every call in one frame, different in the next. */
  currentFrame(): unknown;
  /** Runs `callback` in the next frame, before it is drawn. */
  nextFrame(callback: () => void): void;
}

/**
 * At most `rowsPerFrame` rows redrawn a frame; more moves in a row already
 * drawn this frame cost little and are drawn too. Draws held back wait in the
 * order they came, each once (a waiting cell draws the line's price when its
 * turn comes, so a second move of it adds nothing), and go before new rows in
 * the next frame, so none waits for ever while moves keep coming.
 */
export class FrameDrawBudget implements DrawBudget {
  private frame: unknown = undefined;
  /** Frames begun so far: how long a held draw waited. */
  private frameCount = 0;
  private readonly rowsThisFrame = new Set<number>();
  /** Waiting draws in arrival order, each with its row and the frame it came in. */
  private readonly waiting = new Map<() => void, { rowKey: number; since: number }>();
  private scheduled = false;
  /** Draws held to a later frame, the frames they waited in all and the longest wait, for scripts/bench-live.mjs. */
  held = 0;
  heldFrames = 0;
  longestWait = 0;

  constructor(
    private readonly frames: FrameSource,
    private readonly rowsPerFrame: number = ROWS_PER_FRAME,
  ) {}

  draw(rowKey: number, draw: () => void): void {
    this.beginFrameIfNew();
    if (this.waiting.has(draw)) return;
    // Draws wait only once this frame's rows are spent (a new frame draws the waiting ones first), so a
    // new row that finds rows left has nobody ahead of it.
    if (this.rowsThisFrame.has(rowKey) || this.rowsThisFrame.size < this.rowsPerFrame) {
      this.rowsThisFrame.add(rowKey);
      draw();
      return;
    }
    this.waiting.set(draw, { rowKey, since: this.frameCount });
    this.held += 1;
    this.schedule();
  }

  cancel(draw: () => void): void {
    this.waiting.delete(draw);
  }

  /** How many draws are waiting for a later frame. */
  get waitingCount(): number {
    return this.waiting.size;
  }

  private beginFrameIfNew(): void {
    const frame = this.frames.currentFrame();
    if (frame === this.frame) return;
    this.frame = frame;
    this.frameCount += 1;
    this.rowsThisFrame.clear();
    this.drainWaiting();
  }

  /** Draws waiting draws, oldest first, while this frame has rows left (or the row is drawn already). */
  private drainWaiting(): void {
    for (const [draw, { rowKey, since }] of this.waiting) {
      if (!this.rowsThisFrame.has(rowKey) && this.rowsThisFrame.size >= this.rowsPerFrame) break;
      this.waiting.delete(draw);
      this.rowsThisFrame.add(rowKey);
      this.heldFrames += this.frameCount - since;
      this.longestWait = Math.max(this.longestWait, this.frameCount - since);
      draw();
    }
    if (this.waiting.size > 0) this.schedule();
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    this.frames.nextFrame(() => {
      this.scheduled = false;
      this.beginFrameIfNew();
    });
  }
}

/** Frames as the browser counts them; null where there is no document timeline (a test DOM). */
export function browserFrameSource(): FrameSource | null {
  if (typeof document === 'undefined' || !document.timeline || typeof requestAnimationFrame !== 'function') return null;
  return {
    // Equal to the frame's requestAnimationFrame time in every callback and task until the next frame.
    currentFrame: () => document.timeline.currentTime,
    nextFrame: (callback) => void requestAnimationFrame(() => callback()),
  };
}

export const DrawBudgetContext = createContext<DrawBudget>(UNLIMITED_DRAWS);

export function useDrawBudget(): DrawBudget {
  return useContext(DrawBudgetContext);
}
