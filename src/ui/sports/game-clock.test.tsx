import { act, render, screen, waitFor } from '@testing-library/react';
import { createStore } from 'effector';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { COUPON_EN } from '../../adapters/fake/i18n/coupon.en';
import { FakeLine, ManualLineFeed } from '../../adapters/fake/line';
import { createLineModel } from '../../application/line/line.model';
import { GameStatus, type Game } from '../../domain/line';
import { DEFAULT_PREFERENCES } from '../../domain/preferences';
import { ModelsProvider, type UiModels } from '../models-context';
import { DrawBudgetContext, FrameDrawBudget, type FrameSource } from './draw-budget';
import { GameClock, minuteOf } from './game-clock';
import { GroupGate, ViewportGateContext } from './viewport-gate';

/** Frames that move on when the test says so. */
class TestFrames implements FrameSource {
  frame = 0;
  private scheduled: (() => void)[] = [];
  currentFrame = () => this.frame;
  nextFrame(callback: () => void) {
    this.scheduled.push(callback);
  }
  advance() {
    this.frame += 1;
    const callbacks = this.scheduled;
    this.scheduled = [];
    for (const callback of callbacks) callback();
  }
}

/** Three live games' clocks in one list group, under a budget of one row a frame and the group's gate. */
async function clocks() {
  const feed = new ManualLineFeed();
  const line = createLineModel({ line: new FakeLine({ clock: new FakeClock() }), feed });
  line.pageOpened({ kind: 'section', section: 'live', sportSlug: null });
  await waitFor(() => expect(line.$status.getState()).toBe('ready'));
  const games = [...line.$games.getState().values()].filter((g) => g.isLive && g.status === GameStatus.IN_PLAY).slice(0, 3);
  expect(games).toHaveLength(3);
  const frames = new TestFrames();
  const budget = new FrameDrawBudget(frames, 1);
  const gate = new GroupGate();
  const shell = { $dictionary: createStore(COUPON_EN), $language: createStore('en'), $preferences: createStore(DEFAULT_PREFERENCES) };
  render(
    <ModelsProvider models={{ shell, line } as unknown as UiModels}>
      <DrawBudgetContext.Provider value={budget}>
        <ViewportGateContext.Provider value={gate}>
          {games.map((g) => (
            <p key={g.id} data-testid={`clock-${g.id}`}>
              <GameClock gameId={g.id} lng="en" className="clock" />
            </p>
          ))}
        </ViewportGateContext.Provider>
      </DrawBudgetContext.Provider>
    </ModelsProvider>,
  );
  /** The batch a feed brings when games that kicked off together reach a new minute, with a goal each. */
  const tickAll = () =>
    act(() =>
      feed.push(games.map((g) => ({ type: 'game' as const, gameId: g.id, score: g.score, formattedScore: '7:7', timeSeconds: g.timeSeconds + 60, status: g.status }))),
    );
  const shows = (g: Game) => screen.getByTestId(`clock-${g.id}`).textContent ?? '';
  const ticked = (g: Game) => shows(g).includes(`7:7 · ${minuteOf(g) + 1}'`);
  return { games, frames, gate, tickAll, ticked, shows };
}

describe('a list row\'s clock is drawn as its prices are (issue 3 §7b: no task over 50 ms when many games tick at once)', () => {
  it('clocks that tick in one batch are drawn a budgeted number of rows a frame, the rest in the frames after, each from the line', async () => {
    const { games, frames, tickAll, ticked } = await clocks();
    tickAll();
    expect(games.map(ticked)).toEqual([true, false, false]);
    act(() => frames.advance());
    expect(games.map(ticked)).toEqual([true, true, false]);
    act(() => frames.advance());
    expect(games.map(ticked)).toEqual([true, true, true]);
  });

  it('a clock in a group off screen waits, and shows the line\'s score and minute when the group comes near', async () => {
    const { games, frames, gate, tickAll, ticked } = await clocks();
    gate.setVisible(false);
    tickAll();
    act(() => frames.advance());
    expect(games.map(ticked)).toEqual([false, false, false]);
    act(() => gate.setVisible(true));
    act(() => frames.advance());
    act(() => frames.advance());
    expect(games.map(ticked)).toEqual([true, true, true]);
  });
});
