import { act, fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSlipPanel } from '../../../tests/support/slip-harness';

const QUESTION = 'The bet slip will be cleared. Turn on one-click betting?';

/** The real slip over the real coupon model with `bets` selections, its settings open at the one-click checkbox. */
function renderOneClickSwitch(bets: number) {
  const rendered = renderSlipPanel({ bets });
  fireEvent.click(within(rendered.slip).getByText('Bet slip settings'));
  const checkbox = within(rendered.slip).getByRole('checkbox', { name: 'One-click bet' });
  const ids = () => rendered.coupon.$coupon.getState().bets.map((bet) => bet.id);
  return { ...rendered, checkbox, ids };
}

describe('the one-click confirmation (spec 000 §4: turning it on with bets present asks; title: the coupon will be cleared; buttons enable and undo)', () => {
  it('spec 000 §4: turning one-click on with bets present asks first, the title saying the coupon will be cleared, with Enable and Undo; until answered one-click stays off and the slip keeps its bets', () => {
    const { slip, coupon, checkbox, ids } = renderOneClickSwitch(2);
    const before = ids();
    fireEvent.click(checkbox);
    const question = within(slip).getByRole('alertdialog', { name: QUESTION });
    expect(within(question).getAllByRole('button').map((button) => button.textContent)).toEqual(['Enable', 'Undo']);
    expect(checkbox).not.toBeChecked();
    expect(coupon.$settings.getState().isActiveOneClick).toBe(false);
    expect(ids()).toEqual(before);
    expect(within(slip).getByRole('tab', { name: 'Bet slip (2)' })).toBeInTheDocument();
  });

  it('spec 000 §4: Enable turns one-click on and empties the coupon', () => {
    const { slip, coupon, checkbox, ids } = renderOneClickSwitch(2);
    fireEvent.click(checkbox);
    fireEvent.click(within(within(slip).getByRole('alertdialog', { name: QUESTION })).getByRole('button', { name: 'Enable' }));
    expect(within(slip).queryByRole('alertdialog')).toBeNull();
    expect(checkbox).toBeChecked();
    expect(coupon.$settings.getState().isActiveOneClick).toBe(true);
    expect(ids()).toEqual([]);
    expect(within(slip).getByRole('tab', { name: 'Bet slip (0)' })).toBeInTheDocument();
    // One-click is on as the player sees it: its stake field is there.
    expect(within(slip).getByRole('spinbutton', { name: 'One-click stake, RUB' })).toBeInTheDocument();
  });

  it('spec 000 §4: Undo leaves one-click off and the coupon untouched', () => {
    const { slip, coupon, checkbox } = renderOneClickSwitch(2);
    const before = coupon.$coupon.getState();
    fireEvent.click(checkbox);
    fireEvent.click(within(within(slip).getByRole('alertdialog', { name: QUESTION })).getByRole('button', { name: 'Undo' }));
    expect(within(slip).queryByRole('alertdialog')).toBeNull();
    expect(checkbox).not.toBeChecked();
    expect(coupon.$settings.getState().isActiveOneClick).toBe(false);
    expect(coupon.$coupon.getState()).toBe(before);
    expect(within(slip).getByRole('tab', { name: 'Bet slip (2)' })).toBeInTheDocument();
    expect(within(slip).queryByRole('spinbutton', { name: 'One-click stake, RUB' })).toBeNull();
  });

  it('spec 000 §4: once undone, nothing is asked any more: a confirmation that comes after Undo neither clears the coupon nor turns one-click on', () => {
    const { slip, coupon, checkbox, ids } = renderOneClickSwitch(2);
    const before = ids();
    fireEvent.click(checkbox);
    fireEvent.click(within(within(slip).getByRole('alertdialog', { name: QUESTION })).getByRole('button', { name: 'Undo' }));
    act(() => void coupon.oneClickConfirmed());
    expect(coupon.$settings.getState().isActiveOneClick).toBe(false);
    expect(ids()).toEqual(before);
    expect(checkbox).not.toBeChecked();
  });

  it('spec 000 §4: with the coupon empty there is nothing to clear, so turning one-click on applies at once, without the question', () => {
    const { slip, coupon, checkbox } = renderOneClickSwitch(0);
    fireEvent.click(checkbox);
    expect(within(slip).queryByRole('alertdialog')).toBeNull();
    expect(checkbox).toBeChecked();
    expect(coupon.$settings.getState().isActiveOneClick).toBe(true);
  });
});
