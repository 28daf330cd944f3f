import { MarketKind, type Market } from './line';

/** Where a kind stands on a game's page: the match result, then handicaps, then totals, then the rest. */
const MAIN_KIND_RANK: Readonly<Record<number, number>> = {
  [MarketKind.RESULT_1X2]: 0,
  [MarketKind.HANDICAP]: 1,
  [MarketKind.TOTAL]: 2,
};

/**
 * A game's markets in the order leading books show them: 1X2 (the match result) first, then the
 * handicaps, then the totals, then every other kind in the order the line first lists it; within a kind
 * by the line's parameter, lowest first (Total 1.5, 2.5, 3.5; Handicap −1.5, −0.5, 0.5), a market
 * without one before those with one. Markets that tie keep the line's order. A new array; the line's
 * is left as it is.
 */
export function marketsInPlayersOrder(markets: readonly Market[]): Market[] {
  const restRank = new Map<number, number>();
  for (const market of markets) {
    if (MAIN_KIND_RANK[market.kind] === undefined && !restRank.has(market.kind)) restRank.set(market.kind, 3 + restRank.size);
  }
  const rank = (market: Market) => MAIN_KIND_RANK[market.kind] ?? restRank.get(market.kind)!;
  const param = (market: Market) => market.param ?? -Infinity;
  // Array.prototype.sort is stable, so ties keep the line's order.
  return [...markets].sort((a, b) => rank(a) - rank(b) || compareParams(param(a), param(b)));
}

/** -Infinity − -Infinity is NaN, which sort would read as "equal" only by luck. */
const compareParams = (a: number, b: number): number => (a === b ? 0 : a < b ? -1 : 1);
