import {
  applyGameUpdates,
  closeMarkets,
  byStartTime,
  GameStatus,
  isLiveStatus,
  type Champ,
  type Game,
  type GameUpdate,
  type GamesQuery,
  type OddsUpdate,
  type LineSection,
  type LineUpdate,
  type Sport,
  type WithGameCount,
} from '../../../domain/line';
import { DueQueue } from './due-queue';
import { gameClockAt, nextClockChangeAt, scriptEndsAt, type GameClock, type GameScript } from './game-timeline';
import { priceMarkets, type PricedOutcome } from './pricing';
import {
  currentGameNumber,
  gameIdOf,
  generateLine,
  generateMarkets,
  listedUntil,
  mainMarkets,
  slotGame,
  slotOfGameId,
  type GamePlan,
  type GameSlot,
  type SlotGame,
} from './line-generator';

/**
 * The state of the fake line, shared by FakeLine (reads) and FakeLineFeed
 * (moves). Each game's clock, status and score come from its script on the
 * world's clock (game-timeline.ts), so every read sees the line as it stands
 * now: a finished game has left both sections (its own page still shows it,
 * finished, with every price closed) and its fixture lists the next game.
 * Prices come from where a game stands (pricing.ts: before the start from the
 * sides' strengths, in play from the score and the time left), moved by the
 * feed's batches. The world a feed runs on (the feed's "server") prices its
 * games again whenever a clock moves and announces the new prices with the
 * clock; a world that follows another's feed takes them from its batches, so
 * a move that batch brought is never undone by a price of its own. Game
 * objects are never mutated, only replaced, so whatever a read handed out
 * stays a true snapshot.
 */
export class FakeLineWorld {
  readonly sports: readonly Sport[];
  readonly champs: readonly Champ[];
  private readonly slots: readonly GameSlot[];
  /** The game each fixture lists now (its number). */
  private readonly current: number[];
  /** Listed games by id, clocks as of the last advance. */
  private readonly games = new Map<number, Game>();
  private readonly scripts = new Map<number, SlotGame>();
  /** Games whose markets are built, with what each outcome is priced at where the game stood when last priced. */
  private readonly prices = new Map<number, Map<string, PricedOutcome>>();
  /**
   * Applied odds batches not yet written into the games, the latest update
   * per outcome: a read settles what it needs. A world that only follows
   * another one's feed (the page beside the feed's worker) so does no
   * per-batch work beyond this, and never builds markets nobody looks at;
   * the buffer is bounded by the size of the line.
   */
  private readonly pending = new Map<number, Map<string, LineUpdate>>();
  /** Price moves of games whose markets were never built here, applied when a read builds them. */
  private readonly oddsBeforeMarkets = new Map<number, Map<string, LineUpdate>>();
  private readonly champOrder = new Map<number, number>();
  /** Ids by section, rebuilt only after a status change: the feed asks for them every batch. */
  private sectionIds: { live: number[]; line: number[] } | null = null;
  private advancedTo = -Infinity;
  /**
   * Fixtures by the line time their listed game may next change (a minute, a
   * score, a break, the final whistle, the next game listed), so bringing the
   * line to a new time looks only at the fixtures that changed: the feed's
   * worker reads the line a dozen times a step, on a clock that moves in between.
   */
  private readonly due = new DueQueue();
  /** Clock and price changes not yet taken by a feed (latest per game and outcome); null until a feed asks for them. */
  private changes: { clocks: Map<number, GameUpdate>; prices: Map<string, OddsUpdate> } | null = null;

  constructor(
    readonly seed: number,
    /** When this browser's fake world began: the line is a function of the seed and this. */
    readonly epoch: number,
    private readonly now: () => number = () => epoch,
  ) {
    const line = generateLine(seed, epoch);
    this.sports = line.sports;
    this.champs = line.champs;
    this.slots = line.slots;
    this.current = line.slots.map(() => -1);
    line.champs.forEach((champ, index) => this.champOrder.set(champ.id, index));
    for (const slot of line.slots) this.due.push(slot.index, -Infinity);
    this.advance();
  }

  get gameCount(): number {
    return this.games.size;
  }

  sportList(section: LineSection): WithGameCount<Sport>[] {
    const counts = this.countBy(section, (game) => game.sportId);
    return this.sports.filter((s) => counts.has(s.id)).map((s) => ({ ...s, gameCount: counts.get(s.id)! }));
  }

  champList(sportId: number, section: LineSection): WithGameCount<Champ>[] {
    const counts = this.countBy(section, (game) => game.champId);
    return this.champs
      .filter((c) => c.sportId === sportId && counts.has(c.id))
      .map((c) => ({ ...c, gameCount: counts.get(c.id)! }));
  }

  /** Games of a query with their main markets: live by sport and champ, line by start time; sorted first, then cut to the limit. */
  gameList(query: GamesQuery): Game[] {
    this.advance();
    this.settleAll();
    const found: Game[] = [];
    for (const game of this.games.values()) {
      if (!inSection(game, query.section)) continue;
      if (query.sportId !== undefined && game.sportId !== query.sportId) continue;
      if (query.champId !== undefined && game.champId !== query.champId) continue;
      if (query.top && !this.scripts.get(game.id)!.plan.isTop) continue;
      found.push(game);
    }
    found.sort(
      query.section === 'live'
        ? (a, b) => this.champOrder.get(a.champId)! - this.champOrder.get(b.champId)! || a.id - b.id
        : byStartTime,
    );
    const limited = query.limit === undefined ? found : found.slice(0, Math.max(0, query.limit));
    return limited.map((game) => {
      const full = this.fullGame(game.id)!;
      return { ...full, markets: mainMarkets(full.markets) };
    });
  }

  /**
   * A game with every market, built on first request; null when unknown. A
   * game its fixture no longer lists (finished) is built afresh, finished,
   * with its final score and every price closed; a later one is unknown.
   */
  fullGame(gameId: number): Game | null {
    this.advance();
    this.settle(gameId);
    const game = this.games.get(gameId);
    if (!game) return this.pastGame(gameId, true);
    if (this.prices.has(gameId)) return game;
    let full = this.priced({ ...game, markets: generateMarkets(this.seed, game, this.scripts.get(gameId)!.plan) });
    const moves = this.oddsBeforeMarkets.get(gameId);
    if (moves) {
      full = applyGameUpdates(full, [...moves.values()]);
      this.oddsBeforeMarkets.delete(gameId);
    }
    if (full.status === GameStatus.FINISHED) full = closeMarkets(full);
    this.games.set(gameId, full);
    return full;
  }

  /** A game as it stands, markets built or not (the clock and score are always current). */
  peekGame(gameId: number): Game | null {
    this.advance();
    this.settle(gameId);
    return this.games.get(gameId) ?? this.pastGame(gameId, false);
  }

  plan(gameId: number): GamePlan | null {
    return this.slotGame(gameId)?.plan ?? null;
  }

  /**
   * When a game is over on the line's clock, or null when it is not ours: the
   * moment its status turns to finished. The bookmaker settles by this.
   */
  endsAt(gameId: number): number | null {
    const found = this.slotGame(gameId);
    return found ? scriptEndsAt(found.script) : null;
  }

  /** The script a game of ours is played by (listed or past), or null. */
  script(gameId: number): GameScript | null {
    return this.slotGame(gameId)?.script ?? null;
  }

  /** Ids of games in play or at a break (do not modify). */
  liveGameIds(): readonly number[] {
    return this.idsBySection().live;
  }

  /** Ids of games not started yet (do not modify). */
  lineGameIds(): readonly number[] {
    return this.idsBySection().line;
  }

  /**
   * The price an open outcome of a game with built markets moves around, or
   * null when its market is closed (decided or taken down). Kept current in a
   * world a feed runs on.
   */
  fairPrice(gameId: number, outcomeId: string): number | null {
    const priced = this.prices.get(gameId)?.get(outcomeId);
    return priced && !priced.closed ? priced.coef : null;
  }

  /**
   * Clock, score and status changes since the last call (kick-offs, goals,
   * breaks, a new minute, final whistles) and the prices they moved, as feed
   * updates, clocks first; the first call starts the record and makes this
   * world price its games on the clock. The feed announces these: the games
   * change by themselves, on the clock.
   */
  takeChanges(): LineUpdate[] {
    this.advance();
    const changes = this.changes ? [...this.changes.clocks.values(), ...this.changes.prices.values()] : [];
    this.changes = { clocks: new Map(), prices: new Map() };
    return changes;
  }

  /** Take a feed batch's price moves; the games are written when next read. Clock updates are ignored: the world runs its own clocks. */
  apply(batch: readonly LineUpdate[]): void {
    for (const update of batch) {
      if (update.type !== 'odds' || !this.games.has(update.gameId)) continue;
      let held = this.pending.get(update.gameId);
      if (!held) this.pending.set(update.gameId, (held = new Map()));
      held.set(update.outcomeId, update);
    }
  }

  /**
   * Bring every listed game to the clock's time: replace finished ones by
   * their fixture's next game and move clocks. Only fixtures due by now are
   * looked at (every one if the clock ran back), in fixture order, so the
   * feed's updates and the lists come in the order a walk over all of them gives.
   */
  private advance(): void {
    const now = this.now();
    if (now === this.advancedTo) return;
    const due = now > this.advancedTo ? this.due.takeDue(now) : this.due.takeAll();
    this.advancedTo = now;
    due.sort((a, b) => a - b);
    for (const index of due) {
      const slot = this.slots[index]!;
      const n = currentGameNumber(slot, now);
      if (n !== this.current[index]) this.relist(slot, n, now);
      const { script } = this.scripts.get(gameIdOf(index, n))!;
      if (now >= script.startTime) this.moveClock(gameIdOf(index, n), gameClockAt(script, now));
      // A millisecond early, so a rounding of the moment never makes the visit late: an early one finds nothing and is due again.
      this.due.push(index, Math.min(listedUntil(slot, n), nextClockChangeAt(script, now)) - 1);
    }
  }

  private relist(slot: GameSlot, n: number, now: number): void {
    const previous = this.current[slot.index]!;
    if (previous >= 0) {
      const oldId = gameIdOf(slot.index, previous);
      const old = this.scripts.get(oldId)!;
      // Announce the final whistle of a game that ends between two advances.
      this.moveClock(oldId, gameClockAt(old.script, Math.max(now, scriptEndsAt(old.script))));
      for (const store of [this.games, this.scripts, this.prices, this.pending, this.oddsBeforeMarkets]) store.delete(oldId);
    }
    const next = slotGame(this.seed, slot, n);
    this.current[slot.index] = n;
    this.scripts.set(next.game.id, next);
    this.games.set(next.game.id, { ...next.game, ...gameClockAt(next.script, now) });
    this.sectionIds = null;
  }

  /**
   * Write a game's clock when it moved (a new minute, a score, a status: what
   * a feed announces) and record it for the feed. In a world a feed runs on, a
   * game in play with built markets is priced again from there: the feed's
   * earlier moves are written first, the new prices over them.
   */
  private moveClock(gameId: number, clock: GameClock): void {
    if (!this.games.has(gameId)) return;
    const reprice = this.changes !== null && this.prices.has(gameId) && isLiveStatus(clock.status);
    if (reprice) this.settle(gameId);
    const game = this.games.get(gameId)!;
    if (game.status === clock.status && game.timeSeconds === clock.timeSeconds && game.formattedScore === clock.formattedScore) return;
    const update: GameUpdate = { type: 'game', gameId, score: clock.score, formattedScore: clock.formattedScore, timeSeconds: clock.timeSeconds, status: clock.status };
    if (game.status !== clock.status) this.sectionIds = null;
    let next = applyGameUpdates(game, [update]);
    this.changes?.clocks.set(gameId, update);
    if (reprice) {
      const moves = this.repricing(next);
      next = applyGameUpdates(next, moves);
      for (const move of moves) this.changes!.prices.set(move.outcomeId, move);
    }
    this.games.set(gameId, next);
  }

  /** A game with its markets just generated, priced from where it stands: a closed market's outcomes locked. */
  private priced(game: Game): Game {
    return applyGameUpdates(game, this.repricing(game));
  }

  /**
   * The price moves that bring a game with markets to its prices from where
   * it stands now, and those prices kept: a closed market locked, one that
   * opens again unlocked, any other keeping its lock (a suspension the feed
   * set). Markets the model does not price keep their first price.
   */
  private repricing(game: Game): OddsUpdate[] {
    const before = this.prices.get(game.id);
    const prices = priceMarkets(game.markets, this.scripts.get(game.id)!.plan, game);
    // What the model does not price keeps its first price.
    for (const market of game.markets) {
      for (const outcome of market.outcomes) {
        if (!prices.has(outcome.id)) prices.set(outcome.id, before?.get(outcome.id) ?? { coef: outcome.coef, closed: false });
      }
    }
    this.prices.set(game.id, prices);
    const moves: OddsUpdate[] = [];
    for (const market of game.markets) {
      for (const outcome of market.outcomes) {
        const { coef, closed } = prices.get(outcome.id)!;
        const isBlocked = closed || (before?.get(outcome.id)?.closed ? false : outcome.isBlocked);
        if (coef === outcome.coef && isBlocked === outcome.isBlocked) continue;
        moves.push({ type: 'odds', gameId: game.id, marketId: market.id, outcomeId: outcome.id, coef, isBlocked });
      }
    }
    return moves;
  }

  /** A game of ours its fixture no longer lists (or null): as the line has it now, which is finished. */
  private pastGame(gameId: number, withMarkets: boolean): Game | null {
    const found = this.slotGame(gameId);
    if (!found) return null;
    const game: Game = { ...found.game, ...gameClockAt(found.script, this.now()) };
    if (!withMarkets) return game;
    const full = { ...game, markets: generateMarkets(this.seed, game, found.plan) };
    return game.status === GameStatus.FINISHED ? closeMarkets(full) : full;
  }

  /** The fixture game of an id: listed, or an earlier one of a fixture; null for an id that is not ours or not listed yet. */
  private slotGame(gameId: number): SlotGame | null {
    this.advance();
    const listed = this.scripts.get(gameId);
    if (listed) return listed;
    const place = slotOfGameId(gameId);
    const slot = place ? this.slots[place.index] : undefined;
    if (!place || !slot || place.n > this.current[slot.index]!) return null;
    return slotGame(this.seed, slot, place.n);
  }

  private settleAll(): void {
    for (const gameId of [...this.pending.keys()]) this.settle(gameId);
  }

  private settle(gameId: number): void {
    const held = this.pending.get(gameId);
    if (!held) return;
    this.pending.delete(gameId);
    const game = this.games.get(gameId)!;
    if (!this.prices.has(gameId)) {
      let before = this.oddsBeforeMarkets.get(gameId);
      if (!before) this.oddsBeforeMarkets.set(gameId, (before = new Map()));
      for (const [key, update] of held) before.set(key, update);
      return;
    }
    this.games.set(gameId, applyGameUpdates(game, [...held.values()]));
  }

  private countBy(section: LineSection, key: (game: Game) => number): Map<number, number> {
    this.advance();
    const counts = new Map<number, number>();
    for (const game of this.games.values()) {
      if (inSection(game, section)) counts.set(key(game), (counts.get(key(game)) ?? 0) + 1);
    }
    return counts;
  }

  private idsBySection(): { live: number[]; line: number[] } {
    this.advance();
    if (this.sectionIds) return this.sectionIds;
    const ids = { live: [] as number[], line: [] as number[] };
    for (const game of this.games.values()) {
      if (inSection(game, 'live')) ids.live.push(game.id);
      else if (inSection(game, 'line')) ids.line.push(game.id);
    }
    return (this.sectionIds = ids);
  }
}

/** A finished game is in neither section: live lists and the pre-match line both drop it. */
function inSection(game: Game, section: LineSection): boolean {
  return section === 'live' ? isLiveStatus(game.status) : game.status === GameStatus.NOT_STARTED;
}
