import type { Game } from './line';

/**
 * The games a view holds, by id, in the order they were listed; immutable.
 * A feed batch changes a few games a frame: `with` copies one array of
 * references and shares the id index, where copying a Map re-inserted every
 * game each frame. On the live page at a thousand odds changes a second that
 * copy was about a third of what the page allocated (`npm run bench:live`,
 * "page allocation", 5200 px: 1.8–2.1 MB/s with the Map, 1.3–1.4 with this).
 * Reads through the ReadonlyMap interface.
 */
export class GameTable implements ReadonlyMap<number, Game> {
  static readonly EMPTY = new GameTable(new Map(), []);

  private constructor(
    private readonly index: ReadonlyMap<number, number>,
    private readonly list: readonly Game[],
  ) {}

  /** A table of `games` in their order; a repeated id keeps its first place and its last game. */
  static of(games: Iterable<Game>): GameTable {
    const index = new Map<number, number>();
    const list: Game[] = [];
    for (const game of games) {
      const at = index.get(game.id);
      if (at === undefined) (index.set(game.id, list.length), list.push(game));
      else list[at] = game;
    }
    return list.length === 0 ? GameTable.EMPTY : new GameTable(index, list);
  }

  get size(): number {
    return this.list.length;
  }

  get(id: number): Game | undefined {
    const at = this.index.get(id);
    return at === undefined ? undefined : this.list[at];
  }

  has(id: number): boolean {
    return this.index.has(id);
  }

  /**
   * The table with `changed` games in place of those with their ids (a game
   * whose id the table does not hold is ignored); this table when none is new.
   */
  with(changed: Iterable<Game>): GameTable {
    let list: Game[] | null = null;
    for (const game of changed) {
      const at = this.index.get(game.id);
      if (at === undefined || this.list[at] === game) continue;
      list ??= this.list.slice();
      list[at] = game;
    }
    return list ? new GameTable(this.index, list) : this;
  }

  *entries(): MapIterator<[number, Game]> {
    for (const game of this.list) yield [game.id, game];
  }

  *keys(): MapIterator<number> {
    for (const game of this.list) yield game.id;
  }

  values(): MapIterator<Game> {
    return this.list.values();
  }

  [Symbol.iterator](): MapIterator<[number, Game]> {
    return this.entries();
  }

  forEach(callback: (value: Game, key: number, map: ReadonlyMap<number, Game>) => void, thisArg?: unknown): void {
    for (const game of this.list) callback.call(thisArg, game, game.id, this);
  }

  get [Symbol.toStringTag](): string {
    return 'GameTable';
  }
}
