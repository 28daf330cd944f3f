import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { LineModel } from '../../application/line/line.model';
import { GameStatus, type Game, type Outcome } from '../../domain/line';

type Listener = () => void;

/**
 * Keyed subscriptions to the live line. A store subscription per odds cell
 * would wake every cell on every batch (a thousand selectors per batch);
 * here a batch wakes only the cells and rows it names, and React re-renders
 * those whose snapshot changed (applyLineUpdates keeps identities).
 */
class LineSubscriptions {
  private readonly outcomes = new Map<string, Set<Listener>>();
  private readonly games = new Map<number, Set<Listener>>();

  constructor(readonly line: LineModel) {
    line.batchApplied.watch((batch) => {
      const woken = new Set<Listener>();
      for (const update of batch) {
        const listeners = update.type === 'odds' ? this.outcomes.get(update.outcomeId) : this.games.get(update.gameId);
        if (listeners) for (const listener of listeners) woken.add(listener);
        // The final whistle closes every price of the game (closeMarkets) without naming them: wake them all.
        if (update.type === 'game' && update.status === GameStatus.FINISHED) {
          for (const market of line.$games.getState().get(update.gameId)?.markets ?? []) {
            for (const outcome of market.outcomes) for (const listener of this.outcomes.get(outcome.id) ?? []) woken.add(listener);
          }
        }
      }
      for (const listener of woken) listener();
    });
    line.gamesReplaced.watch(() => {
      for (const set of [...this.outcomes.values(), ...this.games.values()]) for (const listener of set) listener();
    });
  }

  onOutcome(outcomeId: string, listener: Listener): () => void {
    return add(this.outcomes, outcomeId, listener);
  }

  onGame(gameId: number, listener: Listener): () => void {
    return add(this.games, gameId, listener);
  }
}

function add<K>(map: Map<K, Set<Listener>>, key: K, listener: Listener): () => void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) map.delete(key);
  };
}

const registries = new WeakMap<LineModel, LineSubscriptions>();
function registry(line: LineModel): LineSubscriptions {
  let found = registries.get(line);
  if (!found) registries.set(line, (found = new LineSubscriptions(line)));
  return found;
}

/** One outcome of the line as it stands, or null when the page does not hold it. */
export function readOutcome(line: LineModel, gameId: number, marketId: number, outcomeId: string): Outcome | null {
  return (
    line.$games
      .getState()
      .get(gameId)
      ?.markets.find((m) => m.id === marketId)
      ?.outcomes.find((o) => o.id === outcomeId) ?? null
  );
}

/** Calls `listener` when a batch names the outcome or the page reloads; returns the unsubscribe. */
export function subscribeOutcome(line: LineModel, outcomeId: string, listener: Listener): () => void {
  return registry(line).onOutcome(outcomeId, listener);
}

/** Calls `listener` when a batch names the game (a tick, a goal, a status) or the page reloads; returns the unsubscribe. */
export function subscribeGame(line: LineModel, gameId: number, listener: Listener): () => void {
  return registry(line).onGame(gameId, listener);
}

/**
 * How a view hears of its game's changes: at once (the default), or through a gate and a frame budget
 * (a list row's clock, see game-clock.tsx). It gets the view's listener and returns the unsubscribe; it
 * must be the same function while its inputs are (useCallback), or the view subscribes again each render.
 */
export type GameSubscriber = (listener: Listener) => () => void;

/**
 * One game, re-read when a batch ticks it or the page reloads (or, with `subscribe`, when that lets the
 * view hear of it); `same` keeps the previous snapshot when nothing the view shows has changed.
 */
export function useGame(line: LineModel, gameId: number, same: (next: Game, previous: Game) => boolean, subscribeWith?: GameSubscriber): Game | null {
  const last = useRef<Game | null>(null);
  const immediate = useCallback((listener: Listener) => registry(line).onGame(gameId, listener), [line, gameId]);
  const subscribe = subscribeWith ?? immediate;
  const read = useCallback(() => {
    const game = line.$games.getState().get(gameId) ?? null;
    if (game && last.current && last.current.id === game.id && same(game, last.current)) return last.current;
    last.current = game;
    return game;
    // `same` is a module-level comparison
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [line, gameId]);
  return useSyncExternalStore(subscribe, read, read);
}
