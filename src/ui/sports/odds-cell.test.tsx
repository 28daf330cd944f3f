import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createEvent, createStore } from 'effector';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { COUPON_EN } from '../../adapters/fake/i18n/coupon.en';
import { FakeLine, ManualLineFeed } from '../../adapters/fake/line';
import { createLineModel } from '../../application/line/line.model';
import type { Game, Outcome } from '../../domain/line';
import { ModelsProvider, type UiModels } from '../models-context';
import { drawOddsCell, OddsCell, oddsCellView, oddsMove, type OddsCellInput } from './odds-cell';
import { GroupGate, ViewportGateContext } from './viewport-gate';

const t = (key: string) => (COUPON_EN as Record<string, string>)[key] ?? key;
const outcome = (coef: number, extra: Partial<Outcome> = {}): Outcome => ({ id: '7:700:1', marketId: 700, typeId: 1, name: '1', coef, isBlocked: false, isDepend: false, ...extra }) as Outcome;
const input = (over: Partial<OddsCellInput> = {}): OddsCellInput => ({
  outcome: outcome(1.85),
  move: null,
  selected: false,
  coefViewId: 0,
  label: '1',
  gameName: 'Arsenal – Chelsea',
  t,
  ...over,
});

describe('odds cell move mark (issue 3: live odds changes flow with an up/down mark)', () => {
  it.each([
    [null, 1.9, null, null],
    [1.85, 1.9, null, 'up'],
    [1.85, 1.8, 'up', 'down'],
    [1.85, 1.85, 'up', 'up'],
    [1.85, 1.85, null, null],
  ] as const)('previous %s, now %s, last mark %s → %s', (previous, coef, last, expected) => {
    expect(oddsMove(previous, coef, last)).toBe(expected);
  });
});

describe('odds cell view', () => {
  it('shows the price in the chosen odds format with its mark, and says the move in the label', () => {
    expect(oddsCellView(input({ move: 'up' }))).toEqual({
      className: 'odds-cell odds-cell--up',
      pressed: false,
      disabled: false,
      ariaLabel: 'Arsenal – Chelsea, 1: 1.85, odds went up',
      valueClassName: 'odds-cell__value',
      text: '1.85 ▲',
    });
    // A negative price shows the minus sign (U+2212), not the hyphen-minus.
    expect(oddsCellView(input({ coefViewId: 1, move: 'down' })).text).toBe('\u2212118 ▼');
  });

  it('QA: a fractional 2.00 says "Evens" in the label and "EVS" in the narrow cell, never "1/1"; other prices keep their fraction', () => {
    expect(oddsCellView(input({ outcome: outcome(2), coefViewId: 2 }))).toMatchObject({ text: 'EVS', ariaLabel: 'Arsenal – Chelsea, 1: Evens' });
    expect(oddsCellView(input({ outcome: outcome(2), coefViewId: 2, move: 'up' })).text).toBe('EVS ▲');
    expect(oddsCellView(input({ outcome: outcome(2.5), coefViewId: 2 }))).toMatchObject({ text: '3/2', ariaLabel: 'Arsenal – Chelsea, 1: 3/2' });
    expect(oddsCellView(input({ outcome: outcome(2), coefViewId: 0 })).text).toBe('2.00');
  });

  it('a blocked or dependent outcome is locked: said in text, disabled unless already in the slip', () => {
    for (const locked of [{ isBlocked: true }, { isDepend: true }]) {
      const view = oddsCellView(input({ outcome: outcome(1.85, locked) }));
      expect(view).toMatchObject({ disabled: true, text: 'Locked', ariaLabel: 'Arsenal – Chelsea, 1: Locked' });
      expect(view.valueClassName).toContain('odds-cell__value--locked');
      expect(oddsCellView(input({ outcome: outcome(1.85, locked), selected: true })).disabled).toBe(false);
    }
  });

  it('drawOddsCell writes only what changed and says whether it wrote', () => {
    const button = document.createElement('button');
    const value = document.createElement('span');
    const first = oddsCellView(input());
    expect(drawOddsCell(button, value, first, null)).toBe(true);
    expect(button.getAttribute('aria-label')).toBe('Arsenal – Chelsea, 1: 1.85');
    expect(drawOddsCell(button, value, first, first)).toBe(false);
    value.textContent = 'tampered';
    expect(drawOddsCell(button, value, first, first)).toBe(false);
    expect(value.textContent).toBe('tampered');
    const text = value.firstChild;
    const moved = oddsCellView(input({ outcome: outcome(1.9), move: 'up' }));
    expect(drawOddsCell(button, value, moved, first)).toBe(true);
    expect(value.textContent).toBe('1.90 ▲');
    // A move rewrites the text node in place rather than replacing it.
    expect(value.firstChild).toBe(text);
    expect(value.childNodes).toHaveLength(1);
    expect(button.className).toBe('odds-cell odds-cell--up');
  });
});

async function setup(gate?: GroupGate) {
  const clock = new FakeClock();
  const fakeLine = new FakeLine({ clock });
  const feed = new ManualLineFeed();
  const line = createLineModel({ line: fakeLine, feed });
  const [listed] = await fakeLine.games({ section: 'live', limit: 1 });
  line.pageOpened({ kind: 'game', section: 'live', gameId: listed!.id });
  await waitFor(() => expect(line.$status.getState()).toBe('ready'));
  const game = line.$games.getState().get(listed!.id) as Game;
  const market = game.markets[0]!;
  const target = market.outcomes.find((o) => !o.isBlocked && !o.isDepend) ?? market.outcomes[0]!;
  const betIdsChanged = createEvent<ReadonlySet<string>>();
  const coupon = { $betIds: createStore<ReadonlySet<string>>(new Set()).on(betIdsChanged, (_, ids) => ids), $coefViewId: createStore(0) };
  const shell = { $dictionary: createStore(COUPON_EN), $language: createStore('en') };
  const commits: string[] = [];
  render(
    <ModelsProvider models={{ shell, line, coupon } as unknown as UiModels}>
      <Profiler id="cell" onRender={(_, phase) => commits.push(phase)}>
        {gate ? (
          <ViewportGateContext.Provider value={gate}>
            <OddsCell gameId={game.id} marketId={market.id} outcomeId={target.id} label={target.name} gameName="A – B" />
          </ViewportGateContext.Provider>
        ) : (
          <OddsCell gameId={game.id} marketId={market.id} outcomeId={target.id} label={target.name} gameName="A – B" />
        )}
      </Profiler>
    </ModelsProvider>,
  );
  const move = (coef: number, isBlocked = false) =>
    act(() => feed.push([{ type: 'odds', gameId: game.id, marketId: market.id, outcomeId: target.id, coef, isBlocked }]));
  return { line, game, target, commits, move, betIdsChanged };
}

describe('OddsCell over the live line (issue 3 §7b: one update re-renders only its own cell)', () => {
  it('a price move is drawn into the cell without a React render, with its mark; a lock disables it', async () => {
    const { target, commits, move } = await setup();
    const cell = screen.getByRole('button', { name: `A – B, ${target.name}: ${target.coef.toFixed(2)}` });
    const rendered = commits.length;
    move(target.coef + 0.25);
    expect(cell).toHaveAccessibleName(`A – B, ${target.name}: ${(target.coef + 0.25).toFixed(2)}, odds went up`);
    expect(cell).toHaveTextContent(`${(target.coef + 0.25).toFixed(2)} ▲`);
    expect(cell).toHaveClass('odds-cell--up');
    move(target.coef);
    expect(cell).toHaveTextContent(`${target.coef.toFixed(2)} ▼`);
    move(target.coef, true);
    expect(cell).toBeDisabled();
    expect(cell).toHaveTextContent('Locked');
    expect(commits.length).toBe(rendered);
  });

  it('joining the slip renders the cell: pressed and selected, the price and mark kept', async () => {
    const { line, target, commits, move, betIdsChanged } = await setup();
    move(target.coef + 0.1);
    const rendered = commits.length;
    act(() => betIdsChanged(new Set([target.id])));
    expect(commits.length).toBe(rendered + 1);
    const cell = screen.getByRole('button', { pressed: true });
    expect(cell).toHaveClass('odds-cell', 'odds-cell--selected', 'odds-cell--up');
    expect(cell).toHaveTextContent(`${(target.coef + 0.1).toFixed(2)} ▲`);
    const clicked: unknown[] = [];
    line.outcomeClicked.watch((c) => clicked.push(c));
    fireEvent.click(cell);
    expect(clicked).toHaveLength(1);
  });

  it('a double click is one pick (its second click, detail 2, would undo it or place a second one-click bet); a keyboard press (detail 0) picks', async () => {
    const { line, target, betIdsChanged } = await setup();
    act(() => betIdsChanged(new Set()));
    const clicked: unknown[] = [];
    line.outcomeClicked.watch((c) => clicked.push(c));
    const cell = document.querySelector(`[data-outcome-id="${target.id}"]`) as HTMLButtonElement;
    fireEvent.click(cell, { detail: 1 });
    fireEvent.click(cell, { detail: 2 });
    expect(clicked).toHaveLength(1);
    fireEvent.click(cell, { detail: 0 });
    expect(clicked).toHaveLength(2);
  });

  it('the page closing removes the cell; nothing is drawn into a detached button', async () => {
    const { line, commits } = await setup();
    const rendered = commits.length;
    act(() => line.pageClosed());
    expect(screen.queryByRole('button')).toBeNull();
    expect(commits.length).toBe(rendered + 1);
  });
});

describe('OddsCell in a group off screen (issue 3 §7b: moves a player cannot see are not drawn until seen)', () => {
  it('a move waits while the group is off screen and is drawn from the line, once, when it comes back', async () => {
    const gate = new GroupGate();
    const { target, commits, move } = await setup(gate);
    const cell = screen.getByRole('button', { name: `A – B, ${target.name}: ${target.coef.toFixed(2)}` });
    const rendered = commits.length;
    act(() => gate.setVisible(false));
    move(target.coef + 0.25);
    move(target.coef + 0.5);
    expect(cell).toHaveTextContent(target.coef.toFixed(2));
    expect(cell).not.toHaveTextContent('▲');
    act(() => gate.setVisible(true));
    // The newest price, marked against the one the player last saw; no React render.
    expect(cell).toHaveAccessibleName(`A – B, ${target.name}: ${(target.coef + 0.5).toFixed(2)}, odds went up`);
    expect(cell).toHaveTextContent(`${(target.coef + 0.5).toFixed(2)} ▲`);
    expect(commits.length).toBe(rendered);
    move(target.coef);
    expect(cell).toHaveTextContent(`${target.coef.toFixed(2)} ▼`);
  });

  it('a cell off screen that takes the focus draws the line\'s price at once (keyboard and screen-reader users)', async () => {
    const gate = new GroupGate();
    const { target, commits, move } = await setup(gate);
    const cell = screen.getByRole('button');
    const rendered = commits.length;
    act(() => gate.setVisible(false));
    move(target.coef + 0.25);
    expect(cell).toHaveTextContent(target.coef.toFixed(2));
    act(() => cell.focus());
    expect(cell).toHaveAccessibleName(`A – B, ${target.name}: ${(target.coef + 0.25).toFixed(2)}, odds went up`);
    expect(commits.length).toBe(rendered);
  });

  it('joining the slip off screen still renders the cell pressed at once (a React render draws regardless)', async () => {
    const gate = new GroupGate();
    const { target, move, betIdsChanged } = await setup(gate);
    act(() => gate.setVisible(false));
    move(target.coef + 0.1);
    act(() => betIdsChanged(new Set([target.id])));
    const cell = screen.getByRole('button', { pressed: true });
    expect(cell).toHaveTextContent(`${(target.coef + 0.1).toFixed(2)} ▲`);
  });

  it('a cell that goes away while its draw waits is not drawn when the group comes back', async () => {
    const gate = new GroupGate();
    const { line, target, move } = await setup(gate);
    act(() => gate.setVisible(false));
    move(target.coef + 0.1);
    act(() => line.pageClosed());
    expect(() => act(() => gate.setVisible(true))).not.toThrow();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('odds cell percentages (QA12 #9)', () => {
  it('QA12 #9: the probability format is written as the page language writes a percentage', () => {
    const outcome = { id: 'p', marketId: 1, gameId: 1, name: '1', typeId: 1, coef: 100 / 43.9, isBlocked: false, isDepend: false, isBannedExpress: false };
    const base = { outcome, move: null, selected: false, coefViewId: 14, label: '1', gameName: 'A – B', t: (key: string) => key };
    expect(oddsCellView({ ...base, lng: 'ru' }).text).toBe('43,9\u00a0%');
    expect(oddsCellView({ ...base, lng: 'en' }).text).toBe('43.9%');
  });
});
