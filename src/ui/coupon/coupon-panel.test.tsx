import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ManualLineFeed } from '../../adapters/fake/line';
import type { Selection } from '../../domain/line';
import { ODDS_MOVES_GAP_MS, ODDS_MOVES_GATHER_MS } from './odds-moves-announcer';
import { formatCoef, OddsChangePolicy, roundCoef, type PlacementOutcome } from '../../domain/coupon';
import { betFromSelection } from '../../application/coupon/bet-from-selection';
import { openSelections, renderSlipPanel, scriptedPlacement } from '../../../tests/support/slip-harness';

const selections = (count: number) => openSelections(count);

/** The real slip over the real coupon model; a signed-in player when `signedIn` (the Place bet button shows). */
function renderSlip({ bets = 0, signedIn = false, script = [] as PlacementOutcome[], feed = new ManualLineFeed() } = {}) {
  return renderSlipPanel({ bets, signedIn, feed, placement: scriptedPlacement(script) });
}

const removeButtons = (slip: HTMLElement) => within(slip).getAllByRole('button', { name: /^Remove / });

describe('bet slip: keyboard', () => {
  it('WAI-ARIA tabs: arrows move and select, Home and End go to the ends, one tab stop (roving tabindex)', () => {
    const { slip } = renderSlip();
    const slipTab = within(slip).getByRole('tab', { name: 'Bet slip (0)' });
    const betsTab = within(slip).getByRole('tab', { name: 'My bets' });
    expect(slipTab).toHaveAttribute('tabindex', '0');
    expect(betsTab).toHaveAttribute('tabindex', '-1');
    slipTab.focus();
    fireEvent.keyDown(slipTab, { key: 'ArrowRight' });
    expect(betsTab).toHaveFocus();
    expect(betsTab).toHaveAttribute('aria-selected', 'true');
    expect(betsTab).toHaveAttribute('tabindex', '0');
    expect(slipTab).toHaveAttribute('tabindex', '-1');
    expect(within(slip).getByRole('tabpanel', { name: 'My bets' })).toBeInTheDocument();
    fireEvent.keyDown(betsTab, { key: 'ArrowRight' });
    expect(slipTab).toHaveFocus();
    expect(slipTab).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(slipTab, { key: 'ArrowLeft' });
    expect(betsTab).toHaveFocus();
    fireEvent.keyDown(betsTab, { key: 'Home' });
    expect(slipTab).toHaveFocus();
    fireEvent.keyDown(slipTab, { key: 'End' });
    expect(betsTab).toHaveFocus();
    expect(betsTab).toHaveAttribute('aria-selected', 'true');
  });

  it('the settings group is named "Bet slip settings"', () => {
    const { slip } = renderSlip();
    expect(within(slip).getByRole('group', { name: 'Bet slip settings' })).toBeInTheDocument();
  });

  it('removing a selection moves the focus to the next remove button, else the previous, else the slip tab', () => {
    const { slip, picks } = renderSlip({ bets: 3 });
    // QA: each names its selection, game and market, so two of one game differ.
    const names = picks.map((p) => `Remove ${p.opponent1NameEn} – ${p.opponent2NameEn}, ${betFromSelection(p).market.name}`);
    // The first of three: the focus goes to the next one, now first.
    fireEvent.click(within(slip).getByRole('button', { name: names[0] }));
    expect(within(slip).getByRole('button', { name: names[1] })).toHaveFocus();
    // The last of two: none after it, so the previous.
    fireEvent.click(within(slip).getByRole('button', { name: names[2] }));
    expect(within(slip).getByRole('button', { name: names[1] })).toHaveFocus();
    // The only one: the slip's tab.
    fireEvent.click(within(slip).getByRole('button', { name: names[1] }));
    expect(within(slip).getByRole('tab', { name: 'Bet slip (0)' })).toHaveFocus();
  });

  it('QA: each selection\'s Banker checkbox is described by its game and market', () => {
    const { slip, coupon, picks } = renderSlip({ bets: 3 });
    act(() => coupon.typeChanged(2));
    act(() => coupon.bankerModeToggled(true));
    const bankers = within(slip).getAllByRole('checkbox', { name: 'Banker' });
    expect(bankers).toHaveLength(3);
    expect(bankers[0]).toHaveAccessibleDescription(`${picks[0]!.opponent1NameEn} – ${picks[0]!.opponent2NameEn} ${betFromSelection(picks[0]!).market.name}`);
  });

  it('"Clear the bet slip" moves the focus to the slip tab', () => {
    const { slip } = renderSlip({ bets: 2 });
    expect(removeButtons(slip)).toHaveLength(2);
    const clear = within(slip).getByRole('button', { name: 'Clear the bet slip' });
    clear.focus();
    fireEvent.click(clear);
    expect(within(slip).getByRole('tab', { name: 'Bet slip (0)' })).toHaveFocus();
  });

  it('the one-click question takes the focus, Escape keeps one-click off, and the focus goes back to the checkbox', () => {
    const { slip, coupon } = renderSlip({ bets: 1 });
    fireEvent.click(within(slip).getByText('Bet slip settings'));
    const checkbox = within(slip).getByRole('checkbox', { name: 'One-click bet' });
    checkbox.focus();
    fireEvent.click(checkbox);
    const question = within(slip).getByRole('alertdialog', { name: /The bet slip will be cleared/ });
    expect(within(question).getAllByRole('button')[0]).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(within(slip).queryByRole('alertdialog')).toBeNull();
    expect(checkbox).toHaveFocus();
    expect(checkbox).not.toBeChecked();
    expect(coupon.$coupon.getState().bets).toHaveLength(1);
  });

  it('the odds question takes the focus (Accept and place), Escape cancels it, and the focus goes back to Place bet', async () => {
    // The bookmaker answers that the price of the one selection moved (selections() picks the same again).
    const [pick] = selections(1);
    const moved: PlacementOutcome = {
      kind: 'odds-changed',
      changes: [{ betId: pick!.outcomeId, oldCoef: pick!.coef, newCoef: Math.round((pick!.coef + 0.1) * 100) / 100 }],
    };
    const { slip, coupon } = renderSlip({ bets: 1, signedIn: true, script: [moved] });
    act(() => coupon.settingsChanged({ changeCoefAction: OddsChangePolicy.CONFIRM_ANY }));
    const place = within(slip).getByRole('button', { name: 'Place bet' });
    place.focus();
    fireEvent.click(place);
    const question = await within(slip).findByRole('alertdialog', { name: 'The odds have changed' });
    expect(within(question).getByRole('button', { name: 'Accept and place' })).toHaveFocus();
    // Still the Place bet button, only aria-disabled while the question is open: a disabled one drops the focus.
    expect(place).toHaveAttribute('aria-disabled', 'true');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(within(slip).queryByRole('alertdialog')).toBeNull();
    expect(place).toHaveFocus();
    expect(place).toHaveAttribute('aria-disabled', 'false');
    expect(coupon.$coupon.getState().bets).toHaveLength(1);
  });

  it('QA: an accepted bet takes the focus to its success coupon (Place bet is gone), and closing it takes the focus to the slip tab', async () => {
    const { slip } = renderSlip({ bets: 1, signedIn: true });
    const place = within(slip).getByRole('button', { name: 'Place bet' });
    place.focus();
    fireEvent.click(place);
    const success = await within(slip).findByRole('status', { name: 'Bet accepted' });
    await waitFor(() => expect(within(success).getByRole('heading', { level: 3 })).toHaveFocus());
    fireEvent.click(within(success).getByRole('button', { name: 'Close' }));
    expect(within(slip).queryByRole('status', { name: 'Bet accepted' })).toBeNull();
    expect(within(slip).getByRole('tab', { name: 'Bet slip (0)' })).toHaveFocus();
  });

  it('QA10 5: closing the message of a refused coupon code gives the focus back to the code field, not to the page\'s start', () => {
    const { slip } = renderSlip({ bets: 1 });
    const field = within(slip).getByRole('textbox', { name: 'Coupon code' });
    field.focus();
    fireEvent.change(field, { target: { value: 'abc' } });
    fireEvent.submit(within(slip).getByRole('form', { name: 'Load a coupon by code' }));
    const alert = within(slip).getByRole('alert');
    const close = within(alert).getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.click(close);
    expect(within(slip).queryByRole('alert')).toBeNull();
    expect(field).toHaveFocus();
    expect(field).toHaveValue('abc');
  });

  it('QA19 #1: a failed placement\'s message takes the focus from Place bet (it is drawn at the slip\'s head, out of view), and the slip keeps its selection', async () => {
    const { slip } = renderSlipPanel({ bets: 1, placement: scriptedPlacement([], () => Promise.reject(new Error('offline'))) });
    const place = within(slip).getByRole('button', { name: 'Place bet' });
    place.focus();
    fireEvent.click(place);
    const alert = await within(slip).findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveAttribute('tabindex', '-1');
    expect(within(slip).getByRole('tab', { name: 'Bet slip (1)' })).toBeInTheDocument();
  });

  it('QA19 #1: a failed placement leaves a focus the player holds elsewhere (not on a button of the slip) where it is', async () => {
    const { slip, coupon } = renderSlipPanel({ bets: 1, placement: scriptedPlacement([], () => Promise.reject(new Error('offline'))) });
    const elsewhere = within(slip).getByRole('tab', { name: 'Bet slip (1)' });
    elsewhere.focus();
    act(() => coupon.placementRequested());
    await within(slip).findByRole('alert');
    expect(elsewhere).toHaveFocus();
  });

  it('QA19 #1: a refused coupon code is said beside its field, which is marked invalid and described by it, and keeps its text', () => {
    const { slip } = renderSlip({ bets: 1 });
    const form = within(slip).getByRole('form', { name: 'Load a coupon by code' });
    const field = within(form).getByRole('textbox', { name: 'Coupon code' });
    expect(field).not.toHaveAttribute('aria-invalid');
    field.focus();
    fireEvent.change(field, { target: { value: '123' } });
    fireEvent.submit(form);
    const alert = within(form).getByRole('alert');
    expect(alert).toHaveTextContent('A coupon code is 4 to 16 letters and digits.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/A coupon code is 4 to 16 letters and digits\./);
    expect(field).toHaveFocus();
    expect(field).toHaveValue('123');
    expect(within(slip).getAllByRole('alert')).toHaveLength(1);
    expect(within(slip).getByRole('tab', { name: 'Bet slip (1)' })).toBeInTheDocument();
  });

  it('QA10 5: closing the message of a failed placement gives the focus back to Place bet', async () => {
    const { slip } = renderSlipPanel({ bets: 1, placement: scriptedPlacement([], () => Promise.reject(new Error('offline'))) });
    const place = within(slip).getByRole('button', { name: 'Place bet' });
    place.focus();
    fireEvent.click(place);
    const alert = await within(slip).findByRole('alert');
    const close = within(alert).getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.click(close);
    expect(within(slip).queryByRole('alert')).toBeNull();
    expect(place).toHaveFocus();
  });

  it('QA10 5: a message that came with the focus on no control of the slip gives it to the slip\'s tab when closed', async () => {
    const { slip, coupon } = renderSlipPanel({ bets: 1, placement: scriptedPlacement([], () => Promise.reject(new Error('offline'))) });
    // A click that focuses nothing (Safari's buttons): the focus is on the page's body.
    (document.activeElement as HTMLElement | null)?.blur();
    act(() => coupon.placementRequested());
    const alert = await within(slip).findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(within(slip).getByRole('tab', { name: 'Bet slip (1)' })).toHaveFocus();
  });

  it('an accepted bet leaves a focus the player holds elsewhere where it is', async () => {
    const { slip, coupon } = renderSlip({ bets: 1, signedIn: true });
    const elsewhere = within(slip).getByRole('tab', { name: 'My bets' });
    elsewhere.focus();
    act(() => coupon.placementRequested());
    await within(slip).findByRole('status', { name: 'Bet accepted' });
    expect(elsewhere).toHaveFocus();
  });

  it('the odds question follows the feed: a price that moves again while it is open shows the price now, and says so', async () => {
    const [pick] = selections(1);
    const asked = Math.round((pick!.coef + 0.1) * 100) / 100;
    const now = Math.round((pick!.coef + 0.2) * 100) / 100;
    const feed = new ManualLineFeed();
    const { slip, coupon } = renderSlip({
      bets: 1,
      signedIn: true,
      feed,
      script: [{ kind: 'odds-changed', changes: [{ betId: pick!.outcomeId, oldCoef: pick!.coef, newCoef: asked }] }],
    });
    act(() => {
      coupon.started();
      coupon.settingsChanged({ changeCoefAction: OddsChangePolicy.CONFIRM_ANY });
    });
    fireEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    const question = await within(slip).findByRole('alertdialog', { name: 'The odds have changed' });
    const fixed = (coef: number) => coef.toFixed(2);
    expect(question).toHaveTextContent(`${fixed(pick!.coef)} → ${fixed(asked)}`);
    expect(within(question).queryByRole('status')).toBeNull();
    act(() => feed.push([{ type: 'odds', gameId: pick!.gameId, marketId: pick!.market.id, outcomeId: pick!.outcomeId, coef: now, isBlocked: false }]));
    await waitFor(() => expect(question).toHaveTextContent(`${fixed(pick!.coef)} → ${fixed(now)}`));
    expect(within(question).getByRole('status')).toHaveTextContent('The prices moved again while you were deciding: these are the prices now.');
  });

  it('accepting the odds question while a stake field holds text that is no amount places nothing: it says so and takes the focus to the field', async () => {
    const [pick] = selections(1);
    const moved: PlacementOutcome = {
      kind: 'odds-changed',
      changes: [{ betId: pick!.outcomeId, oldCoef: pick!.coef, newCoef: Math.round((pick!.coef + 0.1) * 100) / 100 }],
    };
    const sent: unknown[] = [];
    const { slip, coupon } = renderSlip({ bets: 1, signedIn: true, script: [moved] });
    const unsubscribe = coupon.placeFx.watch((params) => sent.push(params));
    act(() => coupon.settingsChanged({ changeCoefAction: OddsChangePolicy.CONFIRM_ANY }));
    fireEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    const question = await within(slip).findByRole('alertdialog', { name: 'The odds have changed' });
    expect(sent).toHaveLength(1);
    const stake = within(slip).getByRole('spinbutton', { name: /^Stake/ });
    fireEvent.change(stake, { target: { value: '2OO' } });
    fireEvent.click(within(question).getByRole('button', { name: 'Accept and place' }));
    expect(within(question).getByRole('alert')).toHaveTextContent('Nothing was placed: a stake field holds text that is not an amount');
    expect(stake).toHaveFocus();
    expect(sent).toHaveLength(1);
    fireEvent.change(stake, { target: { value: '200' } });
    expect(within(question).queryByRole('alert')).toBeNull();
    fireEvent.click(within(question).getByRole('button', { name: 'Accept and place' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ request: { amount: 200 } });
    unsubscribe();
  });

  it('exact odds that are not the coupon\'s odds say so in the slip at once (not only at Place bet), with a way to clear them', () => {
    const { slip, coupon, picks } = renderSlip({ bets: 1, signedIn: true });
    const coef = picks[0]!.coef;
    act(() => coupon.settingsChanged({ exactCoef: coef }));
    expect(within(slip).queryByText(/not your exact odds/)).toBeNull();
    act(() => coupon.settingsChanged({ exactCoef: Math.round((coef + 0.25) * 100) / 100 }));
    const said = within(slip).getByText(/not your exact odds/);
    expect(said.closest('[role="status"]')).not.toBeNull();
    fireEvent.click(within(slip).getByRole('button', { name: 'Clear exact odds' }));
    expect(coupon.$settings.getState().exactCoef).toBeNull();
    expect(within(slip).queryByText(/not your exact odds/)).toBeNull();
  });

  it('QA: exact odds typed at the two decimals the slip shows can be taken at the coupon\'s three, in one press', () => {
    const { slip, coupon, picks } = renderSlip({ bets: 2, signedIn: true });
    const coef = coupon.$coupon.getState().coef;
    expect(coef).toBeCloseTo(picks[0]!.coef * picks[1]!.coef, 10);
    act(() => coupon.settingsChanged({ exactCoef: Math.round((coef + 0.25) * 100) / 100 }));
    fireEvent.click(within(slip).getByRole('button', { name: `Use ${formatCoef(coef)} as my exact odds` }));
    expect(coupon.$settings.getState().exactCoef).toBe(roundCoef(coef));
    expect(within(slip).queryByText(/not your exact odds/)).toBeNull();
  });
});

describe('QA13: the slip\'s questions and its price moves, for a screen reader and the keyboard', () => {
  const askOddsQuestion = async (bets = 2) => {
    const picks = selections(bets);
    const moved = (coef: number) => Math.round((coef + 0.1) * 100) / 100;
    const script: PlacementOutcome[] = [
      { kind: 'odds-changed', changes: picks.map((pick) => ({ betId: pick.outcomeId, oldCoef: pick.coef, newCoef: moved(pick.coef) })) },
    ];
    const rendered = renderSlip({ bets, signedIn: true, script });
    act(() => rendered.coupon.settingsChanged({ changeCoefAction: OddsChangePolicy.CONFIRM_ANY }));
    const place = within(rendered.slip).getByRole('button', { name: 'Place bet' });
    place.focus();
    fireEvent.click(place);
    const question = await within(rendered.slip).findByRole('alertdialog', { name: 'The odds have changed' });
    return { ...rendered, picks, place, question };
  };

  it('QA13 #2: the odds question is a modal alertdialog: aria-modal, the slip around it inert, Tab wraps inside it, Escape from anywhere answers no and gives the focus back', async () => {
    const { slip, coupon, place, question } = await askOddsQuestion();
    expect(question).toHaveAttribute('aria-modal', 'true');
    expect(question.closest('[inert]')).toBeNull();
    // Nothing behind the question changes what its answer places: the selections, the stake, the tabs.
    for (const control of [place, ...removeButtons(slip), within(slip).getByRole('spinbutton', { name: /^Stake/ }), within(slip).getByRole('tab', { name: 'My bets' })]) {
      expect(control.closest('[inert]')).not.toBeNull();
    }
    const accept = within(question).getByRole('button', { name: 'Accept and place' });
    const cancel = within(question).getByRole('button', { name: 'Cancel' });
    expect(accept).toHaveFocus();
    // Past the last button Tab comes back to the first, before the first Shift+Tab goes to the last.
    cancel.focus();
    fireEvent.keyDown(cancel, { key: 'Tab' });
    expect(accept).toHaveFocus();
    fireEvent.keyDown(accept, { key: 'Tab', shiftKey: true });
    expect(cancel).toHaveFocus();
    // A focus that left (a click on the page) does not take the Escape away from the question.
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(within(slip).queryByRole('alertdialog')).toBeNull();
    expect(coupon.$oddsConfirmation.getState()).toBeNull();
    expect(place).toHaveFocus();
    expect(place.closest('[inert]')).toBeNull();
  });

  it('QA13 #3: a selection removed from the page while the odds question is open leaves the question; the last one closes it', async () => {
    const { slip, coupon, picks, question } = await askOddsQuestion();
    expect(within(question).getAllByRole('listitem')).toHaveLength(2);
    // The odds cell on the line page, pressed again.
    act(() => coupon.betToggled(picks[1]!));
    expect(within(question).getAllByRole('listitem')).toHaveLength(1);
    expect(within(question).getByRole('listitem')).toHaveTextContent(`${picks[0]!.opponent1NameEn} – ${picks[0]!.opponent2NameEn}`);
    act(() => coupon.betToggled(picks[0]!));
    expect(within(slip).queryByRole('alertdialog')).toBeNull();
  });
});

describe('QA13 #7: a price move of a selection in the slip is said once, politely, without flooding', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const moves = (slip: HTMLElement) => within(slip).getAllByRole('status').find((region) => region.classList.contains('visually-hidden'))!;

  it('a move is said in the slip\'s one polite region, with the selection and both prices; a burst is one message; the next waits its turn', () => {
    const feed = new ManualLineFeed();
    const { slip, coupon, picks } = renderSlip({ bets: 2, signedIn: true, feed });
    act(() => coupon.started());
    const [a, b] = picks as [Selection, Selection];
    const region = moves(slip);
    // A selection as the slip names it (its Remove button): the game, then the market and outcome.
    const names = removeButtons(slip).map((button) => button.getAttribute('aria-label')!.replace(/^Remove /, ''));
    const nameOf = (pick: Selection) => names.find((name) => name.startsWith(`${pick.opponent1NameEn} – ${pick.opponent2NameEn}, `))!;
    expect(region).toHaveTextContent(/^$/);
    const push = (pick: Selection, coef: number) =>
      act(() => feed.push([{ type: 'odds', gameId: pick.gameId, marketId: pick.market.id, outcomeId: pick.outcomeId, coef, isBlocked: false }]));
    const up = Math.round((a.coef + 0.05) * 100) / 100;
    const upAgain = Math.round((a.coef + 0.1) * 100) / 100;
    const down = Math.round((b.coef - 0.05) * 100) / 100;
    push(a, up);
    push(a, upAgain);
    push(b, down);
    // Gathered for a moment: nothing yet, then one message with each selection's latest price.
    expect(region).toHaveTextContent(/^$/);
    act(() => vi.advanceTimersByTime(ODDS_MOVES_GATHER_MS));
    const fixed = (coef: number) => coef.toFixed(2);
    expect(region.textContent).toBe(
      `${nameOf(a)}: odds up from ${fixed(a.coef)} to ${fixed(upAgain)}. ` +
        `${nameOf(b)}: odds down from ${fixed(b.coef)} to ${fixed(down)}.`,
    );
    // The next move waits until the gap since the last message has passed.
    push(a, up);
    act(() => vi.advanceTimersByTime(ODDS_MOVES_GATHER_MS));
    expect(region).toHaveTextContent(`odds up from ${fixed(a.coef)} to ${fixed(upAgain)}`);
    act(() => vi.advanceTimersByTime(ODDS_MOVES_GAP_MS - ODDS_MOVES_GATHER_MS));
    expect(region.textContent).toBe(`${nameOf(a)}: odds down from ${fixed(upAgain)} to ${fixed(up)}.`);
  });
});
