import { isLiveStatus, type Game, type Market, type Outcome } from './line';
import type { GameUpdate, LineUpdate, OddsUpdate } from './line-feed.port';

/**
 * Apply a feed batch to one game. Returns the same object when nothing in it
 * changed, and keeps the identity of every market and outcome the batch did
 * not touch, so a view keyed by identity re-renders only what moved.
 * Updates for other games are ignored; later updates win over earlier ones.
 */
export function applyGameUpdates(game: Game, batch: readonly LineUpdate[]): Game {
  let lastTick: GameUpdate | null = null;
  let odds: Map<number, Map<string, OddsUpdate>> | null = null;
  for (const update of batch) {
    if (update.gameId !== game.id) continue;
    if (update.type === 'game') {
      lastTick = update;
    } else {
      odds ??= new Map();
      let byOutcome = odds.get(update.marketId);
      if (!byOutcome) odds.set(update.marketId, (byOutcome = new Map()));
      byOutcome.set(update.outcomeId, update);
    }
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
  if (odds) {
    const markets = replaceChanged(game.markets, (market) => {
      const byOutcome = odds.get(market.id);
      return byOutcome ? applyToMarket(market, byOutcome) : market;
    });
    if (markets !== game.markets) next = { ...next, markets };
  }
  return next;
}

/**
 * Apply a feed batch to the games a view holds, immutably. The map is
 * returned as is when the batch changes none of its games; otherwise a new
 * map in which only the changed games are new objects (see applyGameUpdates).
 */
export function applyLineUpdates(
  games: ReadonlyMap<number, Game>,
  batch: readonly LineUpdate[],
): ReadonlyMap<number, Game> {
  const byGame = new Map<number, LineUpdate[]>();
  for (const update of batch) {
    if (!games.has(update.gameId)) continue;
    const list = byGame.get(update.gameId);
    if (list) list.push(update);
    else byGame.set(update.gameId, [update]);
  }
  let result: Map<number, Game> | null = null;
  for (const [gameId, updates] of byGame) {
    const game = games.get(gameId)!;
    const next = applyGameUpdates(game, updates);
    if (next === game) continue;
    result ??= new Map(games);
    result.set(gameId, next);
  }
  return result ?? games;
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

function applyToMarket(market: Market, byOutcome: ReadonlyMap<string, OddsUpdate>): Market {
  const outcomes = replaceChanged(market.outcomes, (outcome) => {
    const update = byOutcome.get(outcome.id);
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
