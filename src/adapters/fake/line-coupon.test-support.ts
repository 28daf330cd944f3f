import { CouponType, OddsChangePolicy, type CouponRequest, type CouponTypeId } from '../../domain/coupon';
import type { Game } from '../../domain/line';
import type { FakeLine } from './line';

// Coupons of the demo line's games for the demo bookmaker's tests (fake-bet-placement-*.test.ts).

/** The first open outcome of a game (not blocked, dependent or banned from express), with its market. */
export function openOutcome(game: Game) {
  for (const market of game.markets) {
    const outcome = market.outcomes.find((o) => !o.isBlocked && !o.isDepend && !o.isBannedExpress);
    if (outcome) return { market, outcome };
  }
  throw new Error('no open outcome');
}

/** A coupon of `count` line games' open outcomes (one game each), every selection in its own block for a chain. */
export function lineCoupon(line: FakeLine, typeId: CouponTypeId, count: number, patch: Partial<CouponRequest> = {}): CouponRequest {
  const games = line.world.gameList({ section: 'line', limit: 20 }).slice(0, count);
  const bets = games.map((game, i) => {
    const { market, outcome } = openOutcome(game);
    return {
      id: outcome.id, gameId: game.id, coef: outcome.coef, blockId: typeId === CouponType.CHAIN ? i : 0, marketId: market.id,
      typeId: outcome.typeId, statusId: -2, permanentId: game.id, expressId: null, isLive: false, amount: null as number | null,
    };
  });
  return {
    id: null, accountId: null, amount: 150, amountByBlockId: {}, bets, changeCoefAction: OddsChangePolicy.ACCEPT_ANY,
    coef: bets.reduce((p, b) => p * b.coef, 1), coefByView: '', coefViewId: 0, exactCoef: null, isDropOnScoreChange: false,
    prepaidAmount: 0, refId: null, systemValue: 2, typeId, userId: 1001, hyperBonusPercent: null, hyperBonusMinBetLimit: null,
    hyperBonusMaxLimit: null, idempotencyKey: `k-${Math.random()}`, isVipBet: false, promoCode: null, ...patch,
  };
}
