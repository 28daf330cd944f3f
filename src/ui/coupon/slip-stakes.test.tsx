import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CouponType, type CouponRequest, type PlacementOutcome } from '../../domain/coupon';
import { acceptedFor } from '../../../tests/support/accepted';
import type { Selection } from '../../domain/line';
import { renderSlipPanel, scriptedPlacement } from '../../../tests/support/slip-harness';
import { formatMoney } from './coupon-text';
import type { CouponModel } from '../../application/coupon/coupon.model';

/** The real slip over the real coupon model with a signed-in player; `place` hears every bet sent. */
function renderSlip(bets: number) {
  const place = vi.fn(async (request: CouponRequest) => acceptedFor(request, { balance: 24_000 }));
  return { ...renderSlipPanel({ bets, placement: scriptedPlacement([], place) }), place };
}

const gameName = (pick: Selection) => `${pick.opponent1NameEn} – ${pick.opponent2NameEn}`;
/** A single's name: its game, then its market and outcome (QA13 #6), as its Remove button says it. */
const singleName = (pick: Selection) => new RegExp(`^${gameName(pick).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, .+`);
const money = (amount: number) => `${formatMoney(amount, 'en')} RUB`;
/** The value of a summary row (a description list's term and its value). */
const summaryValue = (slip: HTMLElement, term: string) => within(slip).getByText(term, { selector: 'dt' }).nextElementSibling;

describe('multiple singles (10001): each single its stake and possible win, the slip the totals, no combined odds', () => {
  it('shows each single\'s possible win, the total stake (the sum of the stakes) and the total possible win (the sum of the wins); each single is named by its game, market and outcome (QA13 #6)', () => {
    const { slip, coupon, picks } = renderSlip(2);
    act(() => coupon.typeChanged(CouponType.MULTIPLE_SINGLES));
    const [a, b] = picks as [Selection, Selection];
    act(() => {
      coupon.betAmountChanged({ betId: a.outcomeId, amount: 100 });
      coupon.betAmountChanged({ betId: b.outcomeId, amount: 50 });
    });
    const singles = within(slip).getByRole('list', { name: 'Stakes of the singles' });
    const winA = Math.round(100 * a.coef * 100) / 100;
    const winB = Math.round(50 * b.coef * 100) / 100;
    expect(within(singles).getByRole('listitem', { name: singleName(a) })).toHaveTextContent(`Possible win ${money(winA)}`);
    expect(within(singles).getByRole('listitem', { name: singleName(b) })).toHaveTextContent(`Possible win ${money(winB)}`);
    expect(summaryValue(slip, 'Total stake')).toHaveTextContent(money(150));
    expect(summaryValue(slip, 'Total possible win')).toHaveTextContent(money(Math.round((winA + winB) * 100) / 100));
    // QA: an "odds" figure (the wins over the stakes) meant nothing for independent singles.
    expect(within(slip).queryByText('Odds', { selector: 'dt' })).toBeNull();
    expect(within(slip).queryByText('Possible win', { selector: 'dt' })).toBeNull();
  });

  it('other types keep their odds and possible win, and no totals', () => {
    const { slip } = renderSlip(2);
    expect(within(slip).getByText('Odds', { selector: 'dt' })).toBeInTheDocument();
    expect(within(slip).getByText('Possible win', { selector: 'dt' })).toBeInTheDocument();
    expect(within(slip).queryByText('Total stake', { selector: 'dt' })).toBeNull();
  });
});

describe('Place bet with a stake field holding text that is not an amount', () => {
  const refusal = /^Nothing was placed: a stake field holds text that is not an amount/;

  it('places nothing, says so and takes the focus to the field; the slip and the text stay; fixed, it places the typed stake', async () => {
    const { slip, coupon, place } = renderSlip(1);
    const stake = within(slip).getByRole('spinbutton', { name: /^Stake/ });
    fireEvent.change(stake, { target: { value: '150' } });
    fireEvent.change(stake, { target: { value: '2OO' } });
    const placeButton = within(slip).getByRole('button', { name: 'Place bet' });
    fireEvent.click(placeButton);
    expect(within(slip).getByRole('alert')).toHaveTextContent(refusal);
    expect(stake).toHaveFocus();
    expect(stake).toHaveValue('2OO');
    expect(coupon.$coupon.getState().bets).toHaveLength(1);
    await act(async () => {});
    expect(place).not.toHaveBeenCalled();

    fireEvent.change(stake, { target: { value: '200' } });
    expect(within(slip).queryByRole('alert')).toBeNull();
    fireEvent.click(placeButton);
    await waitFor(() => expect(place).toHaveBeenCalledTimes(1));
    expect(place.mock.calls[0]).toEqual([expect.objectContaining({ amount: 200 })]);
  });

  it('a field put back to an amount by − or ↓ (the stake that stands) lets the bet go', async () => {
    const { slip, place } = renderSlip(1);
    const stake = within(slip).getByRole('spinbutton', { name: /^Stake/ });
    fireEvent.change(stake, { target: { value: 'abc' } });
    fireEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(within(slip).getByRole('alert')).toHaveTextContent(refusal);
    fireEvent.keyDown(stake, { key: 'ArrowDown' });
    expect(within(slip).queryByRole('alert')).toBeNull();
    fireEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(place).toHaveBeenCalledTimes(1));
  });

  it('multiple singles: one single\'s field with text that is not an amount holds back all of them, and takes the focus', async () => {
    const { slip, coupon, picks, place } = renderSlip(2);
    act(() => coupon.typeChanged(CouponType.MULTIPLE_SINGLES));
    const second = within(slip).getByRole('spinbutton', { name: new RegExp(`^Stake on ${singleName(picks[1]!).source.slice(1)}`) });
    fireEvent.change(second, { target: { value: '1,2,3' } });
    fireEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(within(slip).getByRole('alert')).toHaveTextContent(refusal);
    expect(second).toHaveFocus();
    await act(async () => {});
    expect(place).not.toHaveBeenCalled();
    fireEvent.change(second, { target: { value: '123' } });
    fireEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(place).toHaveBeenCalledTimes(1));
  });

  it('a field in the settings (the amount step) places nothing, so it does not hold the bet back', async () => {
    const { slip, coupon, place } = renderSlip(1);
    act(() => coupon.settingsChanged({ isManualAmountStep: true }));
    fireEvent.click(within(slip).getByText('Bet slip settings'));
    fireEvent.change(within(slip).getByRole('spinbutton', { name: /^Stake step/ }), { target: { value: 'x' } });
    fireEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(place).toHaveBeenCalledTimes(1));
  });
});

describe('a stake above the balance is said before Place bet (QA12: multiple singles over the balance went in part with no word)', () => {
  const over = (slip: HTMLElement) => within(slip).queryByText(/more than the balance/);

  it('multiple singles: their total stake against the balance, and the ones that no longer fit will not be placed (QA13 #10: it describes each stake field)', () => {
    const { slip, coupon, picks } = renderSlip(2);
    act(() => coupon.typeChanged(CouponType.MULTIPLE_SINGLES));
    const [a, b] = picks as [Selection, Selection];
    act(() => {
      coupon.betAmountChanged({ betId: a.outcomeId, amount: 20_000 });
      coupon.betAmountChanged({ betId: b.outcomeId, amount: 10_000 });
    });
    expect(over(slip)).toHaveTextContent(`The singles stake ${money(30_000)} in all, more than the balance, ${money(25_000)}`);
    // QA13 #10: said in a live region that stood before it (one that arrives filled is often not read), and
    // each stake field is described by it and marked invalid.
    expect(over(slip)!.parentElement).toHaveAttribute('role', 'status');
    for (const stake of within(slip).getAllByRole('spinbutton', { name: /^Stake on / })) {
      expect(stake).toHaveAccessibleDescription(over(slip)!.textContent!);
      expect(stake).toHaveAttribute('aria-invalid', 'true');
    }
    act(() => coupon.betAmountChanged({ betId: b.outcomeId, amount: 5_000 }));
    expect(over(slip)).toBeNull();
  });

  it('a single: the stake against the balance; nothing for a stake the balance covers (QA13 #10: it describes the stake field)', () => {
    const { slip, coupon } = renderSlip(1);
    act(() => coupon.amountChanged(30_000));
    expect(over(slip)).toHaveTextContent(`The stake, ${money(30_000)}, is more than the balance, ${money(25_000)}`);
    // QA13 #10: the stake field is described by the hint, so going back to it says it again.
    const stake = within(slip).getByRole('spinbutton', { name: /^Stake/ });
    expect(stake).toHaveAccessibleDescription(over(slip)!.textContent!);
    expect(stake).toHaveAttribute('aria-invalid', 'true');
    act(() => coupon.amountChanged(25_000));
    expect(over(slip)).toBeNull();
    expect(stake).not.toHaveAttribute('aria-describedby');
    expect(stake).not.toHaveAttribute('aria-invalid');
  });

  it('a visitor has no balance to compare with: nothing is said', () => {
    const { slip, coupon } = renderSlipPanel({ bets: 1, signedIn: false });
    act(() => coupon.amountChanged(30_000));
    expect(over(slip)).toBeNull();
  });
});

describe('the stake limits describe the stake fields, and a stake outside them is marked before Place bet (spec 000 §5, amountLimits)', () => {
  /** A bookmaker quoting 10 to 100,000 (a system's 10 a line) for every coupon. */
  const limits = { limits: async () => ({ kind: 'loaded' as const, offer: { minBetAmount: 10, maxBetAmount: 100_000, maxPayout: Infinity, hyperBonus: null } }) };
  const renderLimited = async (bets: number, prepare?: (coupon: CouponModel) => void) => {
    const rendered = renderSlipPanel({ bets, limits, prepare });
    await waitFor(() => expect(within(rendered.slip).getByText('Stake from 10 to 100,000')).toBeInTheDocument());
    return rendered;
  };
  const stakeField = (slip: HTMLElement) => within(slip).getByRole('spinbutton', { name: /^Stake, RUB/ });

  it('the limits hint describes the stake field at all times; a stake within them is not invalid', async () => {
    const { slip } = await renderLimited(1);
    expect(stakeField(slip)).toHaveAccessibleDescription('Stake from 10 to 100,000');
    expect(stakeField(slip)).not.toHaveAttribute('aria-invalid');
  });

  it('below the minimum: marked invalid and said why in a live region, before Place bet; back within, the mark goes', async () => {
    const { slip } = await renderLimited(1);
    const stake = stakeField(slip);
    fireEvent.change(stake, { target: { value: '5' } });
    expect(stake).toHaveAttribute('aria-invalid', 'true');
    expect(stake).toHaveAccessibleDescription(`Below the minimum stake of ${money(10)}: raise the stake to place the bet. Stake from 10 to 100,000`);
    expect(within(slip).getByText(/^Below the minimum stake/).parentElement).toHaveAttribute('role', 'status');
    fireEvent.change(stake, { target: { value: '10' } });
    expect(stake).not.toHaveAttribute('aria-invalid');
    expect(stake).toHaveAccessibleDescription('Stake from 10 to 100,000');
  });

  it('above the maximum: marked invalid and said why; a VIP bet, which stakes above the maximum, is not', async () => {
    const { slip, coupon } = await renderLimited(2);
    const stake = stakeField(slip);
    fireEvent.change(stake, { target: { value: '100001' } });
    expect(stake).toHaveAttribute('aria-invalid', 'true');
    expect(stake).toHaveAccessibleDescription(new RegExp(`^Above the maximum stake of ${money(100_000)}: lower the stake to place the bet\\.`));
    act(() => coupon.vipToggled(true));
    expect(coupon.$coupon.getState().isActiveVipBet).toBe(true);
    // Still above the player's 25,000, which is said; the maximum no longer is.
    expect(within(slip).queryByText(/^Above the maximum stake/)).toBeNull();
    expect(stake).toHaveAccessibleDescription(/^The stake, .* is more than the balance, .*Stake from 10 to 100,000$/);
  });

  it('a system: its minimum is per line, said with the lines', async () => {
    const { slip, coupon } = await renderLimited(4);
    act(() => coupon.typeChanged(CouponType.SYSTEM));
    // System 2/4: 6 lines, so the coupon's minimum is 60.
    await waitFor(() => expect(within(slip).getByText('Stake from 60 to 100,000')).toBeInTheDocument());
    const stake = stakeField(slip);
    fireEvent.change(stake, { target: { value: '50' } });
    expect(stake).toHaveAttribute('aria-invalid', 'true');
    expect(stake).toHaveAccessibleDescription(new RegExp(`^Below the minimum stake of ${money(60)} \\(${money(10)} a line × 6 lines\\)`));
  });

  it('keeps the over-balance hint: both problems describe the field, then the limits', async () => {
    const { slip } = await renderLimited(1);
    const stake = stakeField(slip);
    fireEvent.change(stake, { target: { value: '30000' } });
    expect(stake).toHaveAccessibleDescription(`The stake, ${money(30_000)}, is more than the balance, ${money(25_000)}: lower the stake or top up the account. Stake from 10 to 100,000`);
    expect(stake).toHaveAttribute('aria-invalid', 'true');
  });

  it('a chain: a later block staked below the minimum is marked and said on its field before Place bet (QA15 #2), its cap hint kept', async () => {
    const { slip, coupon } = await renderLimited(3);
    act(() => coupon.typeChanged(CouponType.CHAIN));
    const block2 = await within(slip).findByRole('spinbutton', { name: 'Stake on block 2' });
    fireEvent.change(block2, { target: { value: '50' } });
    expect(block2).not.toHaveAttribute('aria-invalid');
    expect(block2).toHaveAccessibleDescription(/^up to [\d,.]+ \(block 1 odds × its stake\)$/);
    fireEvent.change(block2, { target: { value: '5' } });
    expect(block2).toHaveAttribute('aria-invalid', 'true');
    expect(block2).toHaveAccessibleDescription(new RegExp(`^Below the minimum stake of ${money(10)}: raise the stake to place the bet\\. up to [\\d,.]+ \\(block 1 odds × its stake\\)$`));
  });

  it('multiple singles: every single’s field is described by the limits, and one outside them by its own reason first (QA15 #4)', async () => {
    const { slip, coupon, picks } = await renderLimited(2);
    act(() => coupon.typeChanged(CouponType.MULTIPLE_SINGLES));
    act(() => coupon.betAmountChanged({ betId: picks[1]!.outcomeId, amount: 5 }));
    const [within10, low] = within(slip).getAllByRole('spinbutton', { name: /^Stake on / }) as [HTMLElement, HTMLElement];
    expect(within10).toHaveAccessibleDescription('Stake from 10 to 100,000');
    expect(within10).not.toHaveAttribute('aria-invalid');
    expect(low).toHaveAccessibleDescription(`Below the minimum stake of ${money(10)}: this single will not be placed. Stake from 10 to 100,000`);
    expect(low).toHaveAttribute('aria-invalid', 'true');
  });
});
