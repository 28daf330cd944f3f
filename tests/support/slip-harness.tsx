import { render, screen } from '@testing-library/react';
import { acceptedFor } from './accepted';
import { createEvent, createStore } from 'effector';
import { MemoryRouter } from 'react-router-dom';
import { MemoryStorage } from '../../src/adapters/browser/web-storage';
import { FakeClock } from '../../src/adapters/fake/fake-clock';
import { COUPON_EN } from '../../src/adapters/fake/i18n/coupon.en';
import { SHELL_EN } from '../../src/adapters/fake/i18n/shell.en';
import { FakeLine, ManualLineFeed } from '../../src/adapters/fake/line';
import { createCouponModel, type CouponModel } from '../../src/application/coupon/coupon.model';
import type { BetPlacementPort, CouponLimitsPort, PlacementOutcome, PromoCodesPort } from '../../src/domain/coupon';
import { selectionFromOutcome, type Selection } from '../../src/domain/line';
import type { Account } from '../../src/domain/player';
import { DEFAULT_PREFERENCES, type Preferences } from '../../src/domain/preferences';
import { ANONYMOUS_PLAYER } from '../../src/domain/session';
import { ModelsProvider, type UiModels } from '../../src/ui/models-context';
import { CouponPanel } from '../../src/ui/coupon/coupon-panel';

// The bet slip's component tests: the real CouponPanel over the real coupon model, with the fakes' line for picks.

export const slipClock = new FakeClock();
const line = new FakeLine({ clock: slipClock });

/** `count` open pre-match selections at 1.1 or more, one per game (the same ones on every call). */
export function openSelections(count: number, open: (o: { coef: number; isBlocked: boolean; isDepend?: boolean; isBannedExpress?: boolean }) => boolean = (o) =>
  o.coef >= 1.1 && !o.isBlocked && !o.isDepend && !o.isBannedExpress): Selection[] {
  const found: Selection[] = [];
  for (const game of line.world.gameList({ section: 'line', limit: 400 })) {
    if (found.length === count) break;
    const market = game.markets[0]!;
    const outcome = market.outcomes.find(open);
    if (outcome) found.push(selectionFromOutcome(game, market, outcome));
  }
  return found;
}


/** A bookmaker that answers each placement from `script`, then accepts; `place` may be replaced (a spy). */
export function scriptedPlacement(script: PlacementOutcome[] = [], place?: BetPlacementPort['place']): BetPlacementPort {
  return {
    place: place ?? (async (request) => script.shift() ?? acceptedFor(request)),
    loadByCode: async (code: string) => ({ kind: 'not-found', code }),
    history: async () => ({ kind: 'loaded', bets: [], hasMore: false }),
    placedBet: async (couponId: string) => ({ kind: 'not-found', couponId }),
  };
}

/**
 * Render the slip for a RUB player (signed in with 25,000 when `signedIn`), with `bets` open selections in
 * it; the coupon model, its feed and the picks are returned. `prepare` runs on the model before it renders.
 */
export function renderSlipPanel({
  bets = 0,
  signedIn = true,
  placement = scriptedPlacement(),
  feed = new ManualLineFeed(),
  prepare,
  accounts = [],
  preferences = {},
  promoCodes,
  limits,
}: {
  bets?: number;
  signedIn?: boolean;
  placement?: BetPlacementPort;
  feed?: ManualLineFeed;
  prepare?: (coupon: CouponModel) => void;
  /** The player's accounts as the session holds them (the first active one is the header's). */
  accounts?: Account[];
  /** The player's display choices over the defaults (time zone, clock, market names…). */
  preferences?: Partial<Preferences>;
  /** The player's promo codes; none when left out. */
  promoCodes?: PromoCodesPort;
  /** The bookmaker's stake limits for the coupon; none (unknown) when left out. */
  limits?: CouponLimitsPort;
} = {}) {
  const coupon = createCouponModel({
    placement,
    storage: new MemoryStorage(),
    clock: slipClock,
    feed,
    $player: createStore(signedIn ? { ...ANONYMOUS_PLAYER, userId: 1001, currency: 'RUB', balance: 25_000 } : ANONYMOUS_PLAYER),
    newIdempotencyKey: () => 'key',
    ...(promoCodes ? { promoCodes } : {}),
    ...(limits ? { limits } : {}),
  });
  prepare?.(coupon);
  const shell = {
    $dictionary: createStore({ ...SHELL_EN, ...COUPON_EN }),
    $language: createStore('en'),
    $isAuthenticated: createStore(signedIn),
    modalOpened: createEvent<string>(),
    preferencesChanged: createEvent(),
    $preferences: createStore({ ...DEFAULT_PREFERENCES, ...preferences }),
  };
  const session = {
    session: { $accounts: createStore(accounts), $activeAccount: createStore(accounts.find((a) => a.isActive) ?? null) },
    accounts: { $busy: createStore(false), activeAccountSelected: createEvent<number>() },
  };
  const picks = openSelections(bets);
  for (const pick of picks) coupon.betToggled(pick);
  // A placed bet's success coupon links to its print page: a router is there.
  render(
    <MemoryRouter>
      <ModelsProvider models={{ shell, coupon, session } as unknown as UiModels}>
        <CouponPanel lng="en" />
      </ModelsProvider>
    </MemoryRouter>,
  );
  const slip = screen.getByRole('complementary', { name: 'Bet slip' });
  return { coupon, slip, picks, feed };
}
