import { createEffect, createEvent, createStore, merge, sample, scopeBind, type Effect, type Store, type Unit } from 'effector';
import {
  applyLineUpdates,
  DEFAULT_TIME_FILTER,
  findOutcome,
  gamesInTimeFilter,
  GameStatus,
  GameTable,
  selectionFromOutcome,
  timeFilterNeedsTop,
  type Champ,
  type Game,
  type LineFeedPort,
  type LineFeedStatus,
  type LinePort,
  type LineSection,
  type LineUpdate,
  type Selection,
  type Sport,
  type TimeFilterOption,
  type WithGameCount,
} from '../../domain/line';
import type { ClockPort } from '../../domain/shared';
import { createClockTimer } from '../session/clock-timer';
import { replayDuringRead } from './replay-during-read';

/** What a sports page shows, read from its route (see lineQueryFromRoute). */
export type LineQuery =
  | { kind: 'home' }
  /** A section, all sports or one sport by its slug. */
  | { kind: 'section'; section: LineSection; sportSlug: string | null; timeFilter?: LineTimeFilter; limit?: number }
  | { kind: 'champ'; section: LineSection; sportSlug: string | null; champId: number; timeFilter?: LineTimeFilter; limit?: number }
  | { kind: 'game'; section: LineSection; gameId: number };

/**
 * A pre-match list page's time filter (spec 001 §9 options; what each keeps: src/domain/line/time-filter.ts) and
 * the player's zone, which says where today ends. Absent: all.
 */
export interface LineTimeFilter {
  option: TimeFilterOption;
  utcOffsetMinutes: number;
}

/**
 * The query with the time filter the page asks for: on pre-match (line) lists only, and only when it filters
 * (all is no filter, so /line/all and /line/all?time=all are one page).
 */
export function withTimeFilter(query: LineQuery | null, filter: LineTimeFilter): LineQuery | null {
  if (!query || (query.kind !== 'section' && query.kind !== 'champ') || query.section !== 'line') return query;
  return filter.option === DEFAULT_TIME_FILTER ? query : { ...query, timeFilter: filter };
}

export interface LineData {
  sports: WithGameCount<Sport>[];
  champs: WithGameCount<Champ>[];
  /** The sport the page is about, when it names one. */
  sport: Sport | null;
  games: Game[];
  /** QA19 #4: the list was cut at its limit: how many games it shows, and of how many when that is known. */
  cut?: LineCut | null;
}

/** A list cut at its limit (LineQuery `limit`, LINE_PAGE_LIMIT by default): `total` null when the line did not say. */
export interface LineCut {
  shown: number;
  total: number | null;
}

export type LineStatus = 'idle' | 'loading' | 'ready' | 'error' | 'not-found';

/** How many games a page lists at most: a whole section of pre-match games would be thousands of rows. */
export const LINE_PAGE_LIMIT = 200;
/** Top events on the home page, per section. */
export const HOME_TOP_LIMIT = 12;

/** The sports routes' menu section (spec 000 §2 :menuSection): the line's menus list every event. */
export const LINE_MENU_SECTION = 'all';

/** The leading number of a route parameter ("123" or "123-premier-league"), or null. */
export function idFromParam(value: string | undefined): number | null {
  const match = value ? /^(\d+)/.exec(value) : null;
  return match ? Number(match[1]) : null;
}

/** A URL segment for a name: lower case, words joined by dashes. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The query of a sports route. Route names follow the route map
 * (sports.section, sports.champ, sports.game, and the same under other page
 * types); 'home' is the home page. 'all' as the menu section or sport means
 * every sport. Null when the route is not a line page.
 */
export function lineQueryFromRoute(routeName: string, params: Record<string, string | undefined>): LineQuery | null {
  if (routeName === 'home') return { kind: 'home' };
  const section: LineSection | null = params.section === 'live' ? 'live' : params.section === 'line' ? 'line' : null;
  if (!section) return null;
  // The line has one menu section, all (its links are built with it): any other is an address it has nothing for,
  // said as for an unknown sport, with the way to all events (QA10 #15: /ru/line/nonsense showed the whole line).
  // Not a redirect to all: a menu section the line does not know may be a filter it does not offer, and showing
  // every event under its name would pass one for the other.
  if (params.menuSection !== undefined && params.menuSection !== LINE_MENU_SECTION) return null;
  const sportSlug = params.sport && params.sport !== 'all' ? params.sport : null;
  if (routeName.endsWith('.game')) {
    const gameId = idFromParam(params.game);
    return gameId === null ? null : { kind: 'game', section, gameId };
  }
  if (routeName.endsWith('.champ')) {
    const champId = idFromParam(params.champ);
    return champId === null ? null : { kind: 'champ', section, sportSlug, champId };
  }
  if (routeName.endsWith('.section')) return { kind: 'section', section, sportSlug };
  return null;
}

/** Consecutive games of one championship, as a list shows them under one heading. */
export interface GameGroup {
  /**
   * Names the group for as long as the list is shown: its championship and its first game at the load. It
   * stays when games leave (a finished game, even the first), so a view keyed by it keeps the group's rows
   * instead of building them again. A championship can head two groups (games of it apart in the line).
   */
  key: string;
  champId: number;
  /**
   * The line's (English) names the group's heading is made of: the sport, then the championship with its country
   * ("Football. England. Premier League"); a page says them in its language (src/ui/sports/line-names.ts).
   */
  sportName: string;
  champName: string;
  champCountry: string;
  gameIds: number[];
}

export function groupByChamp(games: readonly Game[]): GameGroup[] {
  const groups: GameGroup[] = [];
  for (const game of games) {
    const last = groups[groups.length - 1];
    if (last && last.champId === game.champId) last.gameIds.push(game.id);
    else {
      const { sportName, champName, champCountry } = game;
      groups.push({ key: `${game.champId}-${game.id}`, champId: game.champId, sportName, champName, champCountry, gameIds: [game.id] });
    }
  }
  return groups;
}

const sameQuery = (a: LineQuery | null, b: LineQuery | null) => JSON.stringify(a) === JSON.stringify(b);

/** Whether `next` is `before` with a higher limit: the same list, more of it (QA19 #4). */
function onlyShowsMore(before: LineQuery | null, next: LineQuery): boolean {
  if (!before || (before.kind !== 'section' && before.kind !== 'champ') || (next.kind !== 'section' && next.kind !== 'champ')) return false;
  return (next.limit ?? LINE_PAGE_LIMIT) > (before.limit ?? LINE_PAGE_LIMIT) && sameQuery({ ...before, limit: undefined }, { ...next, limit: undefined });
}

export interface LineDeps {
  line: LinePort;
  feed: LineFeedPort;
  /** Times the re-read after a failed one (see RESYNC_RETRY_MS); without it a failed re-read waits for the next resync. */
  clock?: ClockPort;
}

/** A re-read after a resync that fails is tried again after 2 s, 4 s, 8 s …, at most every 30 s, while the page is open. */
export const RESYNC_RETRY_MS = { first: 2_000, max: 30_000 } as const;

/**
 * The sports line a page shows: sports, champs and games for the route's
 * query, kept live by the feed. Feed batches are applied with
 * applyLineUpdates, which keeps the identity of every game, market and
 * outcome a batch did not touch, so a view subscribed to one outcome
 * re-renders only when that outcome moved. When the feed lost changes (a
 * resync) the page's query is read again in the background: the page keeps
 * showing what it has until the fresh snapshot replaces it, and keeps it if
 * that read fails (the feed still brings every change from then on).
 */
const NONE_FINISHED: ReadonlySet<number> = new Set();

export function createLineModel(deps: LineDeps) {
  const pageOpened = createEvent<LineQuery>();
  const pageClosed = createEvent();
  const retried = createEvent();
  /** The player clicked an odd; selectionPicked carries it as a coupon selection. */
  const outcomeClicked = createEvent<{ gameId: number; outcomeId: string }>();
  const feedBatchReceived = createEvent<readonly LineUpdate[]>();
  /** The feed lost changes: what the page shows may be stale. */
  const feedResynced = createEvent();
  /** The feed stopped getting changes (it retries) or got them again. */
  const feedStatusChanged = createEvent<LineFeedStatus>();
  /** QA19 #4: the player asked for the next page of a cut list. */
  const moreShown = createEvent();

  const read = async (query: LineQuery): Promise<LineData | null> => {
    if (query.kind === 'home') {
      const [sports, live, line] = await Promise.all([
        deps.line.sports('line'),
        deps.line.games({ section: 'live', top: true, limit: HOME_TOP_LIMIT }),
        deps.line.games({ section: 'line', top: true, limit: HOME_TOP_LIMIT }),
      ]);
      return { sports, champs: [], sport: null, games: [...live, ...line] };
    }
    if (query.kind === 'game') {
      const game = await deps.line.game(query.gameId);
      if (!game) return null;
      return { sports: [], champs: [], sport: null, games: [game] };
    }
    const sports = await deps.line.sports(query.section);
    const sport = query.sportSlug === null ? null : (sports.find((s) => s.slug === query.sportSlug) ?? null);
    if (query.sportSlug !== null && !sport) return null;
    const champs = sport ? await deps.line.champs(sport.id, query.section) : [];
    const filter = query.timeFilter;
    // A start-time window (spec 001 §9 time filter) is applied here, to the section's games in the line's order,
    // then cut to LINE_PAGE_LIMIT: the games call has no start-time parameter, and a window cut after the 200
    // earliest games would leave "Tomorrow" empty on any busy line (README, time filter row).
    const windowed = filter !== undefined && !timeFilterNeedsTop(filter.option);
    // QA19 #4: a list is cut at its limit (a page of LINE_PAGE_LIMIT, raised a page at a time by moreShown) and says
    // so; without a window one game more than the limit is asked for, which says whether there are more.
    const limit = query.limit ?? LINE_PAGE_LIMIT;
    const listed = await deps.line.games({
      section: query.section,
      ...(sport ? { sportId: sport.id } : {}),
      ...(query.kind === 'champ' ? { champId: query.champId } : {}),
      ...(filter && timeFilterNeedsTop(filter.option) ? { top: true } : {}),
      ...(windowed ? {} : { limit: limit + 1 }),
    });
    const kept = windowed ? gamesInTimeFilter(listed, filter.option, deps.clock?.now() ?? Date.now(), filter.utcOffsetMinutes) : listed;
    const games = kept.slice(0, limit);
    const cut = kept.length > limit ? { shown: limit, total: windowed ? kept.length : null } : null;
    if (query.kind === 'champ' && !champs.some((c) => c.id === query.champId)) return null;
    return { sports, champs, sport, games, cut };
  };
  const loadFx = createEffect(read);
  /** The same read after a resync, without the page going to 'loading' or, on a failure, to 'error'. */
  const refreshFx = createEffect(read);

  let unsubscribe: (() => void) | null = null;
  const subscribeFx = createEffect(() => {
    if (unsubscribe) return;
    const deliver = scopeBind(feedBatchReceived, { safe: true });
    const resync = scopeBind(feedResynced, { safe: true });
    const status = scopeBind(feedStatusChanged, { safe: true });
    unsubscribe = deps.feed.subscribe((batch) => deliver(batch), () => resync(), (s) => status(s));
  });
  const unsubscribeFx = createEffect(() => {
    unsubscribe?.();
    unsubscribe = null;
  });

  const $query = createStore<LineQuery | null>(null, { skipVoid: false })
    .on(pageOpened, (current, query) => (sameQuery(current, query) ? current : query))
    .on(pageClosed, () => null);
  const loaded = sample({
    clock: [loadFx.done, refreshFx.done],
    source: $query,
    filter: (query, { params }) => sameQuery(query, params),
    fn: (_, { result }) => result,
  });
  // What the feed changed while the page was being read is applied again over the snapshot.
  const { replayed } = replayDuringRead({
    received: feedBatchReceived,
    reading: [loadFx.pending, refreshFx.pending],
    applied: loaded,
    dropped: [loadFx.fail, refreshFx.fail, pageClosed],
  });
  /** Feed batches as the page applies them: as they come, and those of a read replayed after its snapshot. */
  const batchIn = merge([feedBatchReceived, replayed]);
  const $sports = createStore<WithGameCount<Sport>[]>([]).on(loaded, (sports, data) => data?.sports ?? sports);
  const $champs = createStore<WithGameCount<Champ>[]>([]).on(loaded, (champs, data) => data?.champs ?? champs);
  const $sport = createStore<Sport | null>(null, { skipVoid: false }).on(loaded, (_, data) => data?.sport ?? null);
  /** Games by id (a GameTable); the same table until a batch changes one of its games. */
  const $games = createStore<GameTable>(GameTable.EMPTY)
    .on(loaded, (_, data) => GameTable.of(data?.games ?? []))
    .on(batchIn, (games, batch) => applyLineUpdates(games, batch))
    .on(pageClosed, () => GameTable.EMPTY);
  /** Game ids in the order the line listed them; changes only on a new load. */
  const $gameIds = createStore<number[]>([])
    .on(loaded, (_, data) => (data?.games ?? []).map((game) => game.id))
    .on(pageClosed, () => []);
  /** Champ headings of the list; changes only on a new load, never with a price. */
  const $groups = createStore<GameGroup[]>([])
    .on(loaded, (_, data) => groupByChamp(data?.games ?? []))
    .on(pageClosed, () => []);
  /**
   * A finished game leaves a list as soon as the feed says so (its own page
   * keeps it, finished, prices closed): bookmakers do not list what can no
   * longer be bet on.
   */
  const listedFinished = sample({
    clock: batchIn,
    source: { query: $query, ids: $gameIds },
    filter: ({ query }) => query !== null && query.kind !== 'game',
    fn: ({ ids }, batch) => {
      // Most batches finish nothing: look at the list only for those that do.
      const finished = batch.flatMap((u) => (u.type === 'game' && u.status === GameStatus.FINISHED ? [u.gameId] : []));
      if (finished.length === 0) return NONE_FINISHED;
      const listed = new Set(ids);
      return new Set(finished.filter((id) => listed.has(id)));
    },
  });
  const gamesFinished = sample({ clock: listedFinished, filter: (finished) => finished.size > 0 });
  $gameIds.on(gamesFinished, (ids, finished) => ids.filter((id) => !finished.has(id)));
  $groups.on(gamesFinished, (groups, finished) =>
    groups
      .map((group) => (group.gameIds.some((id) => finished.has(id)) ? { ...group, gameIds: group.gameIds.filter((id) => !finished.has(id)) } : group))
      .filter((group) => group.gameIds.length > 0),
  );
  /** The query the page's games were last read for: a read that only shows more of it keeps them on screen. */
  const $readFor = createStore<LineQuery | null>(null, { skipVoid: false })
    .on(loadFx.done, (_, { params }) => params)
    .on(pageClosed, () => null);
  const reading = sample({ clock: loadFx, source: $readFor, filter: (before, query) => !onlyShowsMore(before, query) });
  const $status = createStore<LineStatus>('idle')
    .on(reading, () => 'loading')
    .on(loaded, (_, data) => (data ? 'ready' : 'not-found'))
    .on(loadFx.fail, () => 'error')
    .on(pageClosed, () => 'idle');
  /** QA19 #4: the list was cut at its limit (null: it shows every game the page has). */
  const $listCut = createStore<LineCut | null>(null, { skipVoid: false })
    .on(loaded, (_, data) => data?.cut ?? null)
    .on(pageClosed, () => null);
  // The next page: the same query with its limit a page higher, read again while the list stays on screen.
  sample({
    clock: moreShown,
    source: { query: $query, cut: $listCut },
    filter: ({ query, cut }) => cut !== null && query !== null && (query.kind === 'section' || query.kind === 'champ'),
    fn: ({ query }) => {
      const list = query as Extract<LineQuery, { kind: 'section' | 'champ' }>;
      return { ...list, limit: (list.limit ?? LINE_PAGE_LIMIT) + LINE_PAGE_LIMIT };
    },
    target: pageOpened,
  });
  /**
   * QA11 #12: the feed is down and retrying, so the prices and clocks shown may be stale. The page keeps
   * them (a placement at a moved price is refused by the bookmaker and says so) and says updates are paused.
   */
  const $feedInterrupted = createStore(false)
    .on(feedStatusChanged, (_, status) => status === 'interrupted')
    .on(pageClosed, () => false);

  sample({ clock: $query.updates, filter: (q): q is LineQuery => q !== null, target: loadFx });
  sample({ clock: retried, source: $query, filter: (q): q is LineQuery => q !== null, target: loadFx });
  sample({ clock: feedResynced, source: $query, filter: (q): q is LineQuery => q !== null, target: refreshFx });
  if (deps.clock) retryFailedRefresh(deps.clock, { $query, refreshFx, stop: [pageOpened, pageClosed, loadFx, refreshFx.done] });
  sample({ clock: pageOpened, target: subscribeFx });
  sample({ clock: pageClosed, target: unsubscribeFx });

  const picked = sample({
    clock: outcomeClicked,
    source: $games,
    fn: (games, { gameId, outcomeId }): Selection | null => {
      const game = games.get(gameId);
      const found = game ? findOutcome(game, outcomeId) : null;
      return game && found ? selectionFromOutcome(game, found.market, found.outcome) : null;
    },
  });
  /** A feed batch, after $games took it: views keyed by outcome or game re-read only what it names. */
  const batchApplied = sample({ clock: batchIn });
  /** $games was replaced wholesale (a new page loaded or the page closed): every keyed view re-reads. */
  const gamesReplaced = sample({ clock: [loaded, pageClosed], fn: () => undefined });
  const selectionPicked = sample({ clock: picked, filter: (selection): selection is Selection => selection !== null });

  return {
    pageOpened,
    pageClosed,
    retried,
    moreShown,
    outcomeClicked,
    selectionPicked,
    batchApplied,
    gamesReplaced,
    $query,
    $sports,
    $champs,
    $sport,
    $games,
    $gameIds,
    $groups,
    $status,
    $listCut,
    $feedInterrupted,
  };
}

export type LineModel = ReturnType<typeof createLineModel>;

/**
 * A failed re-read of the page (after a resync) tried again: after RESYNC_RETRY_MS.first, doubling up to
 * .max, for the query it was for. Any of `stop` (a new page, a closed one, a fresh load, a re-read that
 * worked) ends the retries and starts the delays over.
 */
function retryFailedRefresh(
  clock: ClockPort,
  units: { $query: Store<LineQuery | null>; refreshFx: Effect<LineQuery, LineData | null>; stop: Unit<unknown>[] },
) {
  const timer = createClockTimer<LineQuery>(clock);
  const $attempts = createStore(0)
    .on(units.refreshFx.fail, (n) => n + 1)
    .reset(units.stop);
  sample({
    clock: units.refreshFx.fail,
    source: { query: units.$query, attempts: $attempts },
    filter: ({ query }, { params }) => sameQuery(query, params),
    fn: ({ attempts }, { params }) => ({ ms: Math.min(RESYNC_RETRY_MS.max, RESYNC_RETRY_MS.first * 2 ** Math.max(0, attempts - 1)), payload: params }),
    target: timer.started,
  });
  sample({ clock: units.stop, target: timer.stopped });
  sample({ clock: timer.fired, source: units.$query, filter: (query, params) => sameQuery(query, params), fn: (query) => query!, target: units.refreshFx });
}
