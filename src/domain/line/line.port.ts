import type { Champ, Game, LineSection, Sport } from './line';

/** A sport or champ as a menu lists it: with the number of games in the section asked for. */
export type WithGameCount<T> = T & { gameCount: number };

/** Which games to list. Filters combine with AND. */
export interface GamesQuery {
  section: LineSection;
  sportId?: number;
  champId?: number;
  /** Only the featured games (the home page's top events). */
  top?: boolean;
  /** At most this many games, the first ones in the order LinePort.games lists them (the provider's count parameter). */
  limit?: number;
}

/**
 * The sports line: request/response reads of the sports tree. Every method
 * resolves with domain values (adapters map their DTOs) and rejects with a
 * LineError on failure. Results are snapshots: live changes arrive through
 * LineFeedPort and are applied with applyLineUpdates.
 */
export interface LinePort {
  /** Sports with at least one game in `section`, in menu order. */
  sports(section: LineSection): Promise<WithGameCount<Sport>[]>;
  /** Champs of a sport with at least one game in `section`, in menu order. */
  champs(sportId: number, section: LineSection): Promise<WithGameCount<Champ>[]>;
  /**
   * Games of a section: live ones by sport and champ, line ones by start time
   * (byStartTime). The limit keeps the first games of that order, so the
   * earliest pre-match games. Each game may carry only its main markets (see
   * Game.markets).
   */
  games(query: GamesQuery): Promise<Game[]>;
  /** One game with every market, or null when the line does not know it (any more). */
  game(gameId: number): Promise<Game | null>;
}
export const LinePort = Symbol.for('LinePort');
