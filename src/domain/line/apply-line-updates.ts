import { GameStatus, isLiveStatus, type Game, type Market, type Outcome } from './line';
import type { GameUpdate, LineUpdate, OddsUpdate } from './line-feed.port';
import type { GameTable } from './game-table';

/**
 * Apply a feed batch to one game. Returns the same object when nothing in it
 * changed, and keeps the identity of every market and outcome the batch did
 * not touch, so a view keyed by identity re-renders only what moved.
 * Updates for other games are ignored; later updates win over earlier ones.
 * A game the batch finishes has every price closed (see closeMarkets), and a
 * price move cannot open one again.
 */
export function applyGameUpdates(game: Game, batch: readonly LineUpdate[]): Game {
  let lastTick: GameUpdate | null = null;
  // A game takes a handful of updates a frame: a list scanned from its end (the later update wins)
  // allocates less than a map per market.
  let odds: OddsUpdate[] | null = null;
  for (const update of batch) {
    if (update.gameId !== game.id) continue;
    if (update.type === 'game') lastTick = update;
    else (odds ??= []).push(update);
  }

  let next = game;
  if (lastTick && tickChanges(game, lastTick)) {
    next = {
      ...game,
      score: lastTick.score,
      formattedScore: lastTick.formattedScore,
      timeSeconds: lastTick.timeSeconds,
      status: lastTick.status,
      isLive: isLiveStatus(lastTick.status),
    };
  }
  if (odds && next.status !== GameStatus.FINISHED) {
    const updates = odds;
    const markets = replaceChanged(game.markets, (market) =>
      updates.some((u) => u.marketId === market.id) ? applyToMarket(market, updates) : market,
    );
    if (markets !== game.markets) next = { ...next, markets };
  }
  return next.status === GameStatus.FINISHED && game.status !== GameStatus.FINISHED ? closeMarkets(next) : next;
}

/**
 * A finished game's prices closed: every outcome blocked, so no view offers
 * it and no coupon can take it. Bookmakers stop a game's odds at the final
 * whistle; its outcomes are still shown, locked, on its own page.
 */
export function closeMarkets(game: Game): Game {
  const markets = replaceChanged(game.markets, (market) => {
    const outcomes = replaceChanged(market.outcomes, (outcome) => (outcome.isBlocked ? outcome : { ...outcome, isBlocked: true }));
    return outcomes === market.outcomes ? market : { ...market, outcomes };
  });
  return markets === game.markets ? game : { ...game, markets };
}

/**
 * Apply a feed batch to the games a view holds, immutably. The table is
 * returned as is when the batch changes none of its games; otherwise a new
 * table in which only the changed games are new objects (see applyGameUpdates).
 */
export function applyLineUpdates(games: GameTable, batch: readonly LineUpdate[]): GameTable {
  // Grouped by game first, so a large batch (a tab coming back holds one update per outcome that
  // moved while it was hidden) stays linear in its length.
  const byGame = new Map<number, LineUpdate[]>();
  for (const update of batch) {
    if (!games.has(update.gameId)) continue;
    const list = byGame.get(update.gameId);
    if (list) list.push(update);
    else byGame.set(update.gameId, [update]);
  }
  const changed: Game[] = [];
  for (const [gameId, updates] of byGame) {
    const game = games.get(gameId)!;
    const next = applyGameUpdates(game, updates);
    if (next !== game) changed.push(next);
  }
  return changed.length === 0 ? games : games.with(changed);
}

/** The market and outcome of `outcomeId` in a game, or null when the game does not carry it. */
export function findOutcome(game: Game, outcomeId: string): { market: Market; outcome: Outcome } | null {
  for (const market of game.markets) {
    const outcome = market.outcomes.find((o) => o.id === outcomeId);
    if (outcome) return { market, outcome };
  }
  return null;
}

function tickChanges(game: Game, tick: GameUpdate): boolean {
  return (
    game.status !== tick.status ||
    game.timeSeconds !== tick.timeSeconds ||
    game.score.home !== tick.score.home ||
    game.score.away !== tick.score.away ||
    game.formattedScore !== tick.formattedScore
  );
}

function applyToMarket(market: Market, updates: readonly OddsUpdate[]): Market {
  const outcomes = replaceChanged(market.outcomes, (outcome) => {
    const update = updates.findLast((u) => u.marketId === market.id && u.outcomeId === outcome.id);
    if (!update || (update.coef === outcome.coef && update.isBlocked === outcome.isBlocked)) return outcome;
    return { ...outcome, coef: update.coef, isBlocked: update.isBlocked };
  });
  return outcomes === market.outcomes ? market : { ...market, outcomes };
}

/** Map items, returning the original array when `change` returned every item unchanged. */
function replaceChanged<T>(items: readonly T[], change: (item: T) => T): readonly T[] {
  let copy: T[] | null = null;
  items.forEach((item, index) => {
    const next = change(item);
    if (next === item) return;
    copy ??= items.slice();
    copy[index] = next;
  });
  return copy ?? items;
}
