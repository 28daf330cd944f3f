import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ManualLineFeed } from '../../adapters/fake/line';
import { CouponType, type PromoCode } from '../../domain/coupon';
import type { Selection } from '../../domain/line';
import { renderSlipPanel } from '../../../tests/support/slip-harness';

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
