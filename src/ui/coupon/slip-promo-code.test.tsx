import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ManualLineFeed } from '../../adapters/fake/line';
import { CouponType, type PromoCode } from '../../domain/coupon';
import type { Selection } from '../../domain/line';
import { acceptedFor } from '../../../tests/support/accepted';
import { renderSlipPanel, scriptedPlacement } from '../../../tests/support/slip-harness';

// The slip's promo code over the real coupon model and a scripted feed.

const BOOST: PromoCode = {
  code: 'WIN10',
  title: '10 % more on the net win',
  effect: { kind: 'win-boost', percent: 10, couponTypes: [CouponType.EXPRESS], minSelections: 2 },
};
const FREE: PromoCode = {
  code: 'FREE100',
  title: 'A free bet of 100 RUB',
  effect: { kind: 'free-bet', amount: 100, currency: 'RUB', couponTypes: [CouponType.SINGLE, CouponType.EXPRESS], minSelections: 1 },
};

const locked = (pick: Selection, isBlocked: boolean) => ({
  type: 'odds' as const,
  gameId: pick.gameId,
  marketId: pick.market.id,
  outcomeId: pick.outcomeId,
  coef: pick.coef,
  isBlocked,
});

describe('QA18 #1: a held coupon shows no gain of its promo code', () => {
  it.each([
    ['a win boost on an express', BOOST, 3, /^WIN10: \+10% of the net win, \+[\d,.]+ RUB$/],
    ['a free bet on a single', FREE, 1, /^Free bet: 100 RUB not charged; the other 50 RUB of the stake is$/],
  ])('QA18 #1 (%s): the gain goes while a selection is suspended, as the odds and the win do, and comes back when it reopens', async (_, code, bets, said) => {
    const feed = new ManualLineFeed();
    const { slip, coupon, picks } = renderSlipPanel({ bets, feed, promoCodes: { list: async () => ({ kind: 'loaded', codes: [code] }) } });
    act(() => coupon.started());
    await waitFor(() => expect(within(slip).getByRole('option', { name: `${code.code} — ${code.title}` })).toBeInTheDocument());
    act(() => coupon.promoCodeChosen(code.code));
    const gain = () => within(slip).queryAllByRole('status').find((status) => said.test(status.textContent ?? '')) ?? null;
    expect(gain()).not.toBeNull();

    act(() => feed.push([locked(picks[0]!, true)]));
    expect(within(slip).getByText(/is suspended, so no bet can be placed now/)).toBeInTheDocument();
    expect(gain()).toBeNull();
    // The code stays chosen: only what it adds is not said while the coupon cannot go.
    expect(within(slip).getByRole('combobox', { name: 'My promo codes' })).toHaveValue(code.code);

    act(() => feed.push([locked(picks[0]!, false)]));
    expect(gain()).not.toBeNull();
  });
});

describe('QA18 #3, #5: the receipt of a boosted express', () => {
  it('QA18 #3, #5: says the slip\'s hyper-bonus (counted before the boost) and names the code with the boost it added', async () => {
    const { slip, coupon } = renderSlipPanel({
      bets: 3,
      promoCodes: { list: async () => ({ kind: 'loaded', codes: [BOOST] }) },
      limits: {
        limits: async () => ({ kind: 'loaded', offer: { minBetAmount: 10, maxBetAmount: 100_000, maxPayout: Infinity, hyperBonus: { percent: 10, minBetLimit: 100, maxLimit: 10_000 } } }),
      },
      // The bookmaker records the win raised by 10 % of its net win, and says so.
      placement: scriptedPlacement([], async (request) => {
        const plain = acceptedFor(request);
        const boost = Math.round((plain.possibleWin - request.amount) * 10) / 100;
        return { ...plain, possibleWin: Math.round((plain.possibleWin + boost) * 100) / 100, promoCode: { code: 'WIN10', kind: 'win-boost', percent: 10, amount: boost } };
      }),
    });
    act(() => coupon.started());
    await waitFor(() => expect(within(slip).getByRole('option', { name: `WIN10 — ${BOOST.title}` })).toBeInTheDocument());
    act(() => coupon.promoCodeChosen('WIN10'));
    const hyper = await waitFor(() => {
      const term = within(slip).getAllByRole('term').find((t) => /^Hyper-bonus/.test(t.textContent ?? ''));
      expect(term).toBeDefined();
      return term!.nextElementSibling!.textContent!;
    });
    const gain = within(slip).getByText(/^WIN10: \+10% of the net win, \+[\d,.]+ RUB$/).textContent!.match(/\+([\d,.]+) RUB$/)![1]!;
    fireEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    const receipt = await within(slip).findByRole('status', { name: 'Bet accepted' });
    expect(receipt).toHaveTextContent(`Hyper-bonus: ${hyper}`);
    expect(within(receipt).getByText(`Promo code WIN10: +10% of the net win (+${gain} RUB)`)).toBeInTheDocument();
  });
});

describe('a chosen free bet in the over-balance hint: what is set against the balance is the charged stake', () => {
  const over = (slip: HTMLElement) => within(slip).queryByText(/more than the balance/);

  it('names the stake less the free bet when that is over the balance, and says nothing once the free bet makes it fit', async () => {
    const { slip, coupon } = renderSlipPanel({ bets: 1, promoCodes: { list: async () => ({ kind: 'loaded', codes: [FREE] }) } });
    act(() => coupon.started());
    await waitFor(() => expect(within(slip).getByRole('option', { name: `${FREE.code} — ${FREE.title}` })).toBeInTheDocument());
    act(() => coupon.amountChanged(25_050));
    expect(over(slip)).toHaveTextContent(/^The stake, 25,050(\.00)? RUB, is more than the balance/);

    // The free bet pays 100 of the 25,050: 24,950 is charged, within the 25,000 balance.
    act(() => coupon.promoCodeChosen(FREE.code));
    expect(over(slip)).toBeNull();

    act(() => coupon.amountChanged(25_200));
    expect(over(slip)).toHaveTextContent(/^The stake less the free bet, 25,100(\.00)? RUB, is more than the balance, 25,000(\.00)? RUB/);
  });
});
