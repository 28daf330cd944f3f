import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createEvent, createStore } from 'effector';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../adapters/browser/web-storage';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { COUPON_EN } from '../../adapters/fake/i18n/coupon.en';
import { SHELL_EN } from '../../adapters/fake/i18n/shell.en';
import { FakeLine, ManualLineFeed } from '../../adapters/fake/line';
import { createCouponModel } from '../../application/coupon/coupon.model';
import { CouponTab, OddsChangePolicy, type BetPlacementPort, type OddsChangePolicyId, type PlacementOutcome } from '../../domain/coupon';
import { selectionFromOutcome, type Selection } from '../../domain/line';
import { ANONYMOUS_PLAYER } from '../../domain/session';
import { ModelsProvider, type UiModels } from '../models-context';
import { CouponPanel } from './coupon-panel';

const clock = new FakeClock();
const line = new FakeLine({ clock });

function firstSelection(): Selection {
  for (const game of line.world.gameList({ section: 'line', limit: 400 })) {
    const market = game.markets[0]!;
    const outcome = market.outcomes.find((o) => o.coef >= 1.1 && !o.isBlocked);
    if (outcome) return selectionFromOutcome(game, market, outcome);
  }
  throw new Error('the fake line has no open outcome');
}

/** The slip over the real coupon model, one-click on, for a signed-in RUB player; placements answered from `script`. */
function renderOneClick(answers: (pick: Selection) => PlacementOutcome[], changeCoefAction: OddsChangePolicyId = OddsChangePolicy.ACCEPT_ANY) {
  const pick = firstSelection();
  const script = answers(pick);
  const placement = {
    place: async () => script.shift() ?? { kind: 'accepted', couponId: '100000001', placedAt: 1, balance: 24_850 },
    loadByCode: async () => ({ kind: 'not-found' }),
    history: async () => ({ kind: 'loaded', bets: [] }),
  } as unknown as BetPlacementPort;
  const coupon = createCouponModel({
    placement,
    storage: new MemoryStorage(),
    clock,
    feed: new ManualLineFeed(),
    $player: createStore({ ...ANONYMOUS_PLAYER, userId: 1001, currency: 'RUB', balance: 25_000 }),
    newIdempotencyKey: () => 'key',
  });
  coupon.settingsChanged({ changeCoefAction });
  coupon.oneClickToggled(true);
  const shell = {
    $dictionary: createStore({ ...SHELL_EN, ...COUPON_EN }),
    $language: createStore('en'),
    $isAuthenticated: createStore(true),
    modalOpened: createEvent<string>(),
    preferencesChanged: createEvent(),
  };
  const session = {
    session: { $accounts: createStore([]), $activeAccount: createStore(null) },
    accounts: { $busy: createStore(false), activeAccountSelected: createEvent<number>() },
  };
  render(
    <MemoryRouter>
      <ModelsProvider models={{ shell, coupon, session } as unknown as UiModels}>
        <CouponPanel lng="en" />
      </ModelsProvider>
    </MemoryRouter>,
  );
  const named = `${pick.opponent1NameEn} – ${pick.opponent2NameEn}, ${pick.market.name}: ${pick.outcomeName}`;
  const tap = () => act(() => void coupon.betToggled(pick));
  return { coupon, pick, named, tap, slip: screen.getByRole('complementary', { name: 'Bet slip' }) };
}

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

  it('a refused bet: one alert, naming the selection and the reason (the slip shows it too, unannounced)', async () => {
    const { named, tap } = renderOneClick(() => [{ kind: 'insufficient-balance', balance: 10, required: 150 }]);
    tap();
    const refusal = await screen.findByRole('alert', { name: 'One-click bet not placed' });
    expect(refusal).toHaveTextContent(named);
    expect(refusal).toHaveTextContent('Not enough money: the balance is 10, the stake 150.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getAllByText('Not enough money: the balance is 10, the stake 150.')).toHaveLength(2);
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
