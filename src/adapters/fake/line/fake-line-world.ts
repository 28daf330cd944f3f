import {
  applyGameUpdates,
  byStartTime,
  GameStatus,
  isLiveStatus,
  type Champ,
  type Game,
  type GamesQuery,
  type LineSection,
  type LineUpdate,
  type Sport,
  type WithGameCount,
} from '../../../domain/line';
import { generateLine, generateMarkets, mainMarkets, type GamePlan } from './line-generator';

/**
 * The state of the fake line, shared by FakeLine (reads) and FakeLineFeed
 * (moves). Game objects are never mutated, only replaced, so whatever a read
 * handed out stays a true snapshot.
 */
export class FakeLineWorld {
  readonly sports: readonly Sport[];
  readonly champs: readonly Champ[];
  private readonly games = new Map<number, Game>();
  private readonly plans: Map<number, GamePlan>;
  private readonly withMarkets = new Set<number>();
  /**
   * Applied batches not yet written into the games, the latest update per
   * outcome and per game clock: a read settles what it needs. A world that
   * only follows another one's feed (the page beside the feed's worker) so does
   * no per-batch work beyond this, and never builds markets nobody looks at;
   * the buffer is bounded by the size of the line.
   */
  private readonly pending = new Map<number, Map<string, LineUpdate>>();
  /** Price moves of games whose markets were never built here, applied when a read builds them. */
  private readonly oddsBeforeMarkets = new Map<number, Map<string, LineUpdate>>();
  private readonly champOrder = new Map<number, number>();
  /** Ids by section, rebuilt only after a status change: the feed asks for them every batch. */
  private sectionIds: { live: number[]; line: number[] } | null = null;

  constructor(
    readonly seed: number,
    now: number,
  ) {
    const line = generateLine(seed, now);
    this.sports = line.sports;
    this.champs = line.champs;
    this.plans = line.plans;
    for (const game of line.games) this.games.set(game.id, game);
    line.champs.forEach((champ, index) => this.champOrder.set(champ.id, index));
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
    this.settleAll();
    const found: Game[] = [];
    for (const game of this.games.values()) {
      if (!inSection(game, query.section)) continue;
      if (query.sportId !== undefined && game.sportId !== query.sportId) continue;
      if (query.champId !== undefined && game.champId !== query.champId) continue;
      if (query.top && !this.plans.get(game.id)!.isTop) continue;
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

  /** A game with every market, built on first request; null when unknown. */
  fullGame(gameId: number): Game | null {
    this.settle(gameId);
    const game = this.games.get(gameId);
    if (!game) return null;
    if (this.withMarkets.has(gameId)) return game;
    let full: Game = { ...game, markets: generateMarkets(this.seed, game, this.plans.get(gameId)!) };
    const moves = this.oddsBeforeMarkets.get(gameId);
    if (moves) {
      full = applyGameUpdates(full, [...moves.values()]);
      this.oddsBeforeMarkets.delete(gameId);
    }
    this.games.set(gameId, full);
    this.withMarkets.add(gameId);
    return full;
  }

  /** A game as it stands, markets built or not (the clock and score are always current). */
  peekGame(gameId: number): Game | null {
    this.settle(gameId);
    return this.games.get(gameId) ?? null;
  }

  plan(gameId: number): GamePlan | null {
    return this.plans.get(gameId) ?? null;
  }

  /** Ids of games in play or at a break (do not modify). */
  liveGameIds(): readonly number[] {
    return this.idsBySection().live;
  }

  /** Ids of games not started yet (do not modify). */
  lineGameIds(): readonly number[] {
    return this.idsBySection().line;
  }

  /** Take a feed batch (the feed's own changes); the games are written when next read. */
  apply(batch: readonly LineUpdate[]): void {
    for (const update of batch) {
      if (!this.games.has(update.gameId)) continue;
      let held = this.pending.get(update.gameId);
      if (!held) this.pending.set(update.gameId, (held = new Map()));
      held.set(update.type === 'odds' ? update.outcomeId : '', update);
    }
  }

  private settleAll(): void {
    for (const gameId of [...this.pending.keys()]) this.settle(gameId);
  }

  private settle(gameId: number): void {
    const held = this.pending.get(gameId);
    if (!held) return;
    this.pending.delete(gameId);
    const game = this.games.get(gameId)!;
    if (!this.withMarkets.has(gameId)) {
      let before = this.oddsBeforeMarkets.get(gameId);
      for (const [key, update] of held) {
        if (update.type !== 'odds') continue;
        if (!before) this.oddsBeforeMarkets.set(gameId, (before = new Map()));
        before.set(key, update);
      }
    }
    const next = applyGameUpdates(game, [...held.values()]);
    if (next.status !== game.status) this.sectionIds = null;
    this.games.set(gameId, next);
  }

  private countBy(section: LineSection, key: (game: Game) => number): Map<number, number> {
    this.settleAll();
    const counts = new Map<number, number>();
    for (const game of this.games.values()) {
      if (inSection(game, section)) counts.set(key(game), (counts.get(key(game)) ?? 0) + 1);
    }
    return counts;
  }

  private idsBySection(): { live: number[]; line: number[] } {
    this.settleAll();
    if (this.sectionIds) return this.sectionIds;
    const ids = { live: [] as number[], line: [] as number[] };
    for (const game of this.games.values()) {
      if (inSection(game, 'live')) ids.live.push(game.id);
      else if (inSection(game, 'line')) ids.line.push(game.id);
    }
    return (this.sectionIds = ids);
  }
}

function inSection(game: Game, section: LineSection): boolean {
  return section === 'live' ? isLiveStatus(game.status) : game.status === GameStatus.NOT_STARTED;
}
