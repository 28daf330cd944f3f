import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CouponTab, OddsChangePolicy, type OddsChangePolicyId, type PlacementOutcome } from '../../domain/coupon';
import type { Selection } from '../../domain/line';
import { openSelections, renderSlipPanel, scriptedPlacement } from '../../../tests/support/slip-harness';
import { SHEET_QUERY } from './slip-sheet';

/** The slip over the real coupon model, one-click on, for a signed-in RUB player; placements answered from `script`. */
function renderOneClick(answers: (pick: Selection) => PlacementOutcome[], changeCoefAction: OddsChangePolicyId = OddsChangePolicy.ACCEPT_ANY) {
  const [pick] = openSelections(1, (o) => o.coef >= 1.1 && !o.isBlocked) as [Selection];
  const { coupon, slip } = renderSlipPanel({
    placement: scriptedPlacement(answers(pick)),
    prepare: (model) => {
      model.settingsChanged({ changeCoefAction });
      model.oneClickToggled(true);
    },
  });
  const named = `${pick.opponent1NameEn} – ${pick.opponent2NameEn}, ${pick.market.name}: ${pick.outcomeName}`;
  const tap = () => act(() => void coupon.betToggled(pick));
  return { coupon, pick, named, tap, slip };
}

afterEach(() => vi.unstubAllGlobals());

describe('one-click notice', () => {
  it('a placed bet: a status with the stake, the selection, the odds and the coupon; closing it leaves the slip\'s success coupon', async () => {
    const { named, pick, tap, slip } = renderOneClick(() => []);
    tap();
    const receipt = await screen.findByRole('status', { name: 'Bet placed' });
    expect(receipt).toHaveTextContent(`150 RUB on ${named} @ ${pick.coef.toFixed(2)}`);
    expect(receipt).toHaveTextContent('Coupon № 100000001');
    // It does not take the focus.
    expect(receipt.contains(document.activeElement)).toBe(false);
    fireEvent.click(within(receipt).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status', { name: 'Bet placed' })).toBeNull();
    expect(within(slip).getByRole('status', { name: 'Bet accepted' })).toHaveTextContent('Coupon № 100000001');
  });

  it('"View in the bet slip" opens the slip tab with its success coupon and focuses the tab', async () => {
    const { coupon, tap, slip } = renderOneClick(() => []);
    tap();
    const receipt = await screen.findByRole('status', { name: 'Bet placed' });
    act(() => void coupon.tabChanged(CouponTab.MY_BETS));
    // jsdom lays nothing out: what is scrolled into view is recorded.
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    fireEvent.click(within(receipt).getByRole('button', { name: 'View in the bet slip' }));
    Element.prototype.scrollIntoView = original;
    expect(within(slip).getByRole('tab', { name: /^Bet slip/ })).toHaveFocus();
    const success = within(slip).getByRole('status', { name: 'Bet accepted' });
    expect(scrolled).toEqual([success]);
    expect(screen.queryByRole('status', { name: 'Bet placed' })).toBeNull();
  });

  it('on a phone, "View in the bet slip" opens the slip as the sheet with its success coupon, scrolling nothing; closing it gives the focus back to the price tapped', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === SHEET_QUERY, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    const { tap, slip } = renderOneClick(() => []);
    // The price the player tapped, in the page outside the slip.
    const price = document.body.appendChild(document.createElement('button'));
    price.textContent = '1.93';
    price.focus();
    tap();
    const receipt = await screen.findByRole('status', { name: 'Bet placed' });
    const scrollIntoView = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    fireEvent.click(within(receipt).getByRole('button', { name: 'View in the bet slip' }));
    Element.prototype.scrollIntoView = original;
    const sheet = screen.getByRole('dialog', { name: 'Bet slip' });
    expect(sheet).toBe(slip);
    expect(within(sheet).getByRole('status', { name: 'Bet accepted' })).toHaveTextContent('Coupon № 100000001');
    expect(within(sheet).getByRole('tab', { name: /^Bet slip/ })).toHaveFocus();
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(screen.queryByRole('status', { name: 'Bet placed' })).toBeNull();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close the bet slip' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(price).toHaveFocus();
    price.remove();
  });

  it('a refused bet: one alert, naming the selection and the reason with its currency (QA13 #10) (the slip shows it too, unannounced)', async () => {
    const { named, tap } = renderOneClick(() => [{ kind: 'insufficient-balance', balance: 10, required: 150 }]);
    tap();
    const refusal = await screen.findByRole('alert', { name: 'One-click bet not placed' });
    expect(refusal).toHaveTextContent(named);
    expect(refusal).toHaveTextContent('Not enough money: the balance is 10 RUB, the stake 150 RUB.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getAllByText('Not enough money: the balance is 10 RUB, the stake 150 RUB.')).toHaveLength(2);
  });

  it('QA10 5: closing a refusal gives the focus back to where the player was (the price tapped), not to the page\'s start', async () => {
    const { tap } = renderOneClick(() => [{ kind: 'insufficient-balance', balance: 10, required: 150 }]);
    // The price the player tapped, on the page outside the slip.
    const price = document.body.appendChild(document.createElement('button'));
    price.textContent = 'price';
    price.focus();
    tap();
    const refusal = await screen.findByRole('alert', { name: 'One-click bet not placed' });
    expect(price).toHaveFocus();
    const close = within(refusal).getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.click(close);
    expect(screen.queryByRole('alert', { name: 'One-click bet not placed' })).toBeNull();
    expect(price).toHaveFocus();
    price.remove();
  });

  it('QA10 5: closing a receipt whose price has left the page gives the focus to the slip\'s tab', async () => {
    const { tap, slip } = renderOneClick(() => []);
    const price = document.body.appendChild(document.createElement('button'));
    price.focus();
    tap();
    const receipt = await screen.findByRole('status', { name: 'Bet placed' });
    // The line redrew (another page, the game finished): the price is gone.
    price.remove();
    fireEvent.click(within(receipt).getByRole('button', { name: 'Close' }));
    expect(within(slip).getByRole('tab', { name: /^Bet slip/ })).toHaveFocus();
  });

  it('the odds question of a one-click bet names its selection, once, over the page', async () => {
    const { named, tap, slip } = renderOneClick(
      (pick) => [{ kind: 'odds-changed', changes: [{ betId: pick.outcomeId, oldCoef: 2.04, newCoef: 2.09 }] }],
      OddsChangePolicy.CONFIRM_ANY,
    );
    tap();
    const question = await screen.findByRole('alertdialog', { name: 'The odds have changed' });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(question).toHaveTextContent('Your one-click bet was not placed: the odds have changed.');
    expect(question).toHaveTextContent(named.replace(', ', ''));
    expect(question).toHaveTextContent('2.04 → 2.09');
    // Over the page, not in the slip's body (where asking would scroll a phone down to the slip).
    expect(within(within(slip).getByRole('tabpanel')).queryByRole('alertdialog')).toBeNull();
    expect(within(question).getByRole('button', { name: 'Accept and place' })).toHaveFocus();
  });
});
