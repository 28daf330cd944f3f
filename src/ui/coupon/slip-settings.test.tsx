import { act, fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { oneClickAmount } from '../../domain/coupon';
import { AccountType, type Account } from '../../domain/player';
import { renderSlipPanel } from '../../../tests/support/slip-harness';

const account = (over: Partial<Account>): Account => ({
  id: 5001,
  iso: 'RUB',
  symbol: '₽',
  currencyId: 1,
  money: 25_000,
  type: AccountType.Main,
  label: 'RUB',
  labelWithSymbol: 'RUB ₽',
  isActive: true,
  points: null,
  isPointsTypeBalance: false,
  ...over,
});
const MAIN_RUB = account({});
const BONUS_EUR = account({ id: 5002, iso: 'EUR', symbol: '€', currencyId: 2, money: 40, type: AccountType.Bonus, label: 'EUR', labelWithSymbol: 'EUR €', isActive: false });

/** The slip with one-click on (an empty coupon turns it on at once) for a RUB player with these accounts. */
function renderOneClickSettings(accounts: Account[]) {
  const rendered = renderSlipPanel({ accounts });
  act(() => rendered.coupon.oneClickToggled(true));
  return rendered;
}

describe('one-click stakes in the slip settings (spec 000 §6: a bonus account has its own one-click amount)', () => {
  it('QA: the bonus account\'s one-click stake is shown and kept in the bonus account\'s currency, not the paying account\'s', () => {
    const { slip, coupon } = renderOneClickSettings([MAIN_RUB, BONUS_EUR]);
    expect(within(slip).getByRole('spinbutton', { name: 'One-click stake, RUB' })).toHaveValue('150');
    // Unset, it bets the bonus currency's initial amount (EUR 5), not the paying currency's (RUB 150).
    const bonus = within(slip).getByRole('spinbutton', { name: 'One-click stake on the bonus account, EUR' });
    expect(bonus).toHaveValue('5');
    fireEvent.change(bonus, { target: { value: '12.5' } });
    const settings = coupon.$settings.getState();
    expect(settings.bonusAccountOneClickAmountCurrency).toBe('EUR');
    expect(oneClickAmount(settings, true, 'EUR')).toBe(12.5);
    // The main account's stake is untouched and still reads in RUB.
    expect(settings.oneClickAmountCurrency).toBeNull();
    expect(within(slip).getByRole('spinbutton', { name: 'One-click stake, RUB' })).toHaveValue('150');
  });

  it('with the bonus account paying, its field is in its own currency too', () => {
    const { slip } = renderOneClickSettings([{ ...MAIN_RUB, isActive: false }, { ...BONUS_EUR, isActive: true }]);
    expect(within(slip).getByRole('spinbutton', { name: 'One-click stake on the bonus account, EUR' })).toHaveValue('5');
  });

  it('a player without a bonus account is not asked for a bonus one-click stake', () => {
    const { slip } = renderOneClickSettings([MAIN_RUB]);
    expect(within(slip).getByRole('spinbutton', { name: 'One-click stake, RUB' })).toBeInTheDocument();
    expect(within(slip).queryByRole('spinbutton', { name: /bonus account/ })).toBeNull();
  });
});

describe('the player\'s own stake step (spec 000 §9: the currency\'s step is the minimum)', () => {
  it('QA: a step below the currency\'s minimum is not silently ignored: the field says + and − step by the minimum', () => {
    const { slip, coupon } = renderSlipPanel({ bets: 1 });
    act(() => coupon.settingsChanged({ isManualAmountStep: true }));
    const step = within(slip).getByRole('spinbutton', { name: 'Stake step, RUB' });
    fireEvent.change(step, { target: { value: '25' } });
    expect(within(slip).getByText('The smallest step in RUB is 100: + and − step by 100.')).toHaveAttribute('role', 'status');
    expect(step).toHaveAccessibleDescription('The smallest step in RUB is 100: + and − step by 100.');
    expect(within(slip).getByRole('button', { name: /^Raise the stake by 100/ })).toBeInTheDocument();
    fireEvent.change(step, { target: { value: '500' } });
    expect(within(slip).queryByText(/The smallest step/)).toBeNull();
    expect(within(slip).getByRole('button', { name: /^Raise the stake by 500/ })).toBeInTheDocument();
  });
});
