import type { FakeLine } from '../../src/adapters/fake/line';
import type {
  BetPlacementPort,
  CouponRequest,
  HistoryOutcome,
  HistoryQuery,
  LoadByCodeOutcome,
  PlacedBetOutcome,
  PlacementOutcome,
} from '../../src/domain/coupon';
import { selectionFromOutcome, type Selection } from '../../src/domain/line';
import { ANONYMOUS_PLAYER, type PlayerState } from '../../src/domain/session';
import { acceptedFor } from './accepted';

// What the coupon model's unit tests share: the demo player, a placement port that accepts and records, and
// picks from the fake line.

/** The signed-in demo player the coupon model's tests bet as. */
export const DEMO_PLAYER: PlayerState = { ...ANONYMOUS_PLAYER, userId: 1001, name: 'Demo', currency: 'RUB', balance: 25_000 };

/** Accepts every coupon as a bookmaker would record it, and records every request. */
export class RecordingPlacement implements BetPlacementPort {
  readonly requests: CouponRequest[] = [];
  async place(request: CouponRequest): Promise<PlacementOutcome> {
    this.requests.push(request);
    return acceptedFor(request);
  }
  loadByCode(code: string): Promise<LoadByCodeOutcome> {
    return Promise.resolve({ kind: 'not-found', code });
  }
  history(_query: HistoryQuery): Promise<HistoryOutcome> {
    return Promise.resolve({ kind: 'loaded', bets: [], hasMore: false });
  }
  placedBet(couponId: string): Promise<PlacedBetOutcome> {
    return Promise.resolve({ kind: 'not-found', couponId });
  }
}

/** `count` open pre-match selections at `minCoef` or more, one per game, from the fake line. */
export function lineSelections(line: FakeLine, count: number, minCoef: number): Selection[] {
  const found: Selection[] = [];
  for (const game of line.world.gameList({ section: 'line', limit: 400 })) {
    const market = game.markets[0]!;
    const outcome = market.outcomes.find((o) => o.coef >= minCoef && !o.isBlocked && !o.isDepend && !o.isBannedExpress);
    if (outcome) found.push(selectionFromOutcome(game, market, outcome));
    if (found.length === count) break;
  }
  return found;
}
