import { describe, expect, it } from 'vitest';
import { FrameDrawBudget, ROWS_PER_FRAME, UNLIMITED_DRAWS, type FrameSource } from './draw-budget';

/** Frames that move on when the test says so, running what was scheduled for the next one. */
class TestFrames implements FrameSource {
  frame = 0;
  private scheduled: (() => void)[] = [];

  currentFrame(): unknown {
    return this.frame;
  }

  nextFrame(callback: () => void): void {
    this.scheduled.push(callback);
  }

  /** Starts the next frame: runs its scheduled callbacks. */
  advance(): void {
    this.frame += 1;
    const callbacks = this.scheduled;
    this.scheduled = [];
    for (const callback of callbacks) callback();
  }

  get pending(): number {
    return this.scheduled.length;
  }
}

function setup(rowsPerFrame = 2) {
  const frames = new TestFrames();
  const budget = new FrameDrawBudget(frames, rowsPerFrame);
  const drawn: string[] = [];
  const cell = (name: string) => () => void drawn.push(name);
  return { frames, budget, drawn, cell };
}

describe('FrameDrawBudget (issue 3 item 7b: a late frame must not leave the next one more rows to draw)', () => {
  it('draws at once while the frame has rows left, and more moves in a row already drawn this frame too', () => {
    const { budget, drawn, cell } = setup(2);
    budget.draw(1, cell('1a'));
    budget.draw(2, cell('2a'));
    budget.draw(1, cell('1b'));
    expect(drawn).toEqual(['1a', '2a', '1b']);
    expect(budget.held).toBe(0);
  });

  it('holds a row past the frame’s rows to the next frame, where the held draws go first, in arrival order', () => {
    const { frames, budget, drawn, cell } = setup(2);
    budget.draw(1, cell('1a'));
    budget.draw(2, cell('2a'));
    budget.draw(3, cell('3a'));
    budget.draw(4, cell('4a'));
    expect(drawn).toEqual(['1a', '2a']);
    expect(budget.held).toBe(2);
    frames.advance();
    expect(drawn).toEqual(['1a', '2a', '3a', '4a']);
    expect(budget.waitingCount).toBe(0);
  });

  it('a cell waiting already waits once: its draw reads the line when its turn comes', () => {
    const { frames, budget, drawn, cell } = setup(1);
    budget.draw(1, cell('1a'));
    const waiting = cell('2a');
    budget.draw(2, waiting);
    budget.draw(2, waiting);
    expect(budget.waitingCount).toBe(1);
    frames.advance();
    expect(drawn).toEqual(['1a', '2a']);
  });

  it('new rows queue behind the waiting ones, so no draw waits for ever while moves keep coming', () => {
    const { frames, budget, drawn, cell } = setup(2);
    for (const row of [1, 2, 3, 4, 5]) budget.draw(row, cell(`r${row}`));
    expect(drawn).toEqual(['r1', 'r2']);
    frames.advance(); // r3, r4 drawn from the queue; r5 still waits
    budget.draw(6, cell('r6')); // a new row this frame: behind r5
    expect(drawn).toEqual(['r1', 'r2', 'r3', 'r4']);
    frames.advance();
    expect(drawn).toEqual(['r1', 'r2', 'r3', 'r4', 'r5', 'r6']);
  });

  it('a new move in a row this frame drew from the queue is drawn at once', () => {
    const { frames, budget, drawn, cell } = setup(1);
    budget.draw(1, cell('1a'));
    budget.draw(2, cell('2a'));
    frames.advance(); // 2a drawn from the queue: row 2 is this frame's row
    budget.draw(2, cell('2b'));
    expect(drawn).toEqual(['1a', '2a', '2b']);
  });

  it('asks for a frame when draws wait, so they are drawn though no move comes after them, and no frame after that', () => {
    const { frames, budget, drawn, cell } = setup(1);
    budget.draw(1, cell('1a'));
    budget.draw(2, cell('2a'));
    budget.draw(3, cell('3a'));
    expect(frames.pending).toBe(1);
    frames.advance();
    expect(drawn).toEqual(['1a', '2a']);
    expect(frames.pending).toBe(1);
    frames.advance();
    expect(drawn).toEqual(['1a', '2a', '3a']);
    expect(frames.pending).toBe(0);
    // 2a waited one frame, 3a two: what bench:live reports of the held draws.
    expect([budget.held, budget.heldFrames, budget.longestWait]).toEqual([2, 3, 2]);
  });

  it('a cancelled draw (its cell is gone) is not drawn', () => {
    const { frames, budget, drawn, cell } = setup(1);
    budget.draw(1, cell('1a'));
    const gone = cell('2a');
    budget.draw(2, gone);
    budget.cancel(gone);
    frames.advance();
    expect(drawn).toEqual(['1a']);
  });

  it('draws the rows a frame may draw by default, and the unlimited budget (a game page) draws every move at once', () => {
    const frames = new TestFrames();
    const budget = new FrameDrawBudget(frames);
    let drawn = 0;
    for (let row = 0; row < ROWS_PER_FRAME + 3; row++) budget.draw(row, () => void (drawn += 1));
    expect(drawn).toBe(ROWS_PER_FRAME);
    let unlimited = 0;
    for (let row = 0; row < 50; row++) UNLIMITED_DRAWS.draw(row, () => void (unlimited += 1));
    expect(unlimited).toBe(50);
  });
});
