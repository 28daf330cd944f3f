import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { FakeLine, FakeLineFeed, ManualLineFeed } from '../../adapters/fake/line';
import { GameStatus, UPCOMING_EVENTS_WINDOW_MS, type GamesQuery, type LinePort } from '../../domain/line';
import { gameFixture } from '../../domain/line/line.fixture';
import { createLineModel, groupByChamp, idFromParam, LINE_PAGE_LIMIT, lineQueryFromRoute, slugify, withTimeFilter, type LineQuery } from './line.model';

function setup() {
  const clock = new FakeClock();
  const line = new FakeLine({ clock });
  const feed = new ManualLineFeed();
  return { clock, line, feed, model: createLineModel({ line, feed }), scope: fork() };
}

describe('lineQueryFromRoute (spec 000 §2 sports routes)', () => {
  it.each([
    ['home', {}, { kind: 'home' }],
    ['sports.section', { section: 'line', menuSection: 'all' }, { kind: 'section', section: 'line', sportSlug: null }],
    ['sports.section', { section: 'live', menuSection: 'all', sport: 'football' }, { kind: 'section', section: 'live', sportSlug: 'football' }],
    ['sports.champ', { section: 'line', sport: 'football', champ: '12-premier-league' }, { kind: 'champ', section: 'line', sportSlug: 'football', champId: 12 }],
    ['sports.game', { section: 'live', sport: 'football', champ: '12', game: '345-a-b' }, { kind: 'game', section: 'live', gameId: 345 }],
    ['sports.topgame.section', { section: 'line', menuSection: 'all' }, { kind: 'section', section: 'line', sportSlug: null }],
    ['sports.section', { section: 'toto' }, null],
    ['QA10 #15: an unknown menu section (/ru/line/nonsense)', { section: 'line', menuSection: 'nonsense' }, null, 'sports.section'],
    ['QA10 #15: an unknown menu section before a sport (/ru/line/nonsense/football)', { section: 'line', menuSection: 'nonsense', sport: 'football' }, null, 'sports.section'],
    ['QA10 #15: an unknown menu section on a game page', { section: 'live', menuSection: 'x', sport: 'football', champ: '12', game: '345' }, null, 'sports.game'],
    ['sports.game', { section: 'line', game: 'abc' }, null],
  ])('%s %j', (name, params, expected, route?: string) => {
    expect(lineQueryFromRoute(route ?? name, params)).toEqual(expected);
  });

  it('ids and slugs', () => {
    expect(idFromParam('77-x')).toBe(77);
    expect(idFromParam(undefined)).toBeNull();
    expect(slugify('Premier League (England)')).toBe('premier-league-england');
  });
});

describe('groupByChamp: a list groups consecutive games of a championship under one heading', () => {
  it('a group carries the sport and the championship with its country, so Italy’s and Brazil’s Serie A are two groups', () => {
    const italy = { champId: 5, champName: 'Serie A', champCountry: 'Italy' };
    const brazil = { champId: 6, champName: 'Serie A', champCountry: 'Brazil' };
    const groups = groupByChamp([gameFixture(1, italy), gameFixture(2, italy), gameFixture(3, brazil)]);
    expect(groups).toEqual([
      { key: '5-1', champId: 5, sportName: 'Football', champName: 'Serie A', champCountry: 'Italy', gameIds: [1, 2] },
      { key: '6-3', champId: 6, sportName: 'Football', champName: 'Serie A', champCountry: 'Brazil', gameIds: [3] },
    ]);
  });
});

describe('line model', () => {
  it('loads the live section with its games and sports', async () => {
    const { model, scope } = setup();
    await allSettled(model.pageOpened, { scope, params: { kind: 'section', section: 'live', sportSlug: null } });
    expect(scope.getState(model.$status)).toBe('ready');
    expect(scope.getState(model.$gameIds).length).toBeGreaterThan(50);
    expect(scope.getState(model.$sports).length).toBeGreaterThan(3);
  });

  it('an unknown sport or game is not found', async () => {
    const { model, scope } = setup();
    await allSettled(model.pageOpened, { scope, params: { kind: 'section', section: 'line', sportSlug: 'quidditch' } });
    expect(scope.getState(model.$status)).toBe('not-found');
    await allSettled(model.pageOpened, { scope, params: { kind: 'game', section: 'line', gameId: 99_999_999 } });
    expect(scope.getState(model.$status)).toBe('not-found');
  });

  it('a game page carries every market', async () => {
    const { model, scope, line } = setup();
    const id = line.world.gameList({ section: 'line', limit: 1 })[0]!.id;
    await allSettled(model.pageOpened, { scope, params: { kind: 'game', section: 'line', gameId: id } });
    const game = scope.getState(model.$games).get(id)!;
    expect(game.markets.length).toBe(game.marketCount);
  });

  it('a finished game leaves the list at once; its prices close; its own page keeps it, finished', async () => {
    const { model, scope, feed } = setup();
    await allSettled(model.pageOpened, { scope, params: { kind: 'section', section: 'live', sportSlug: null } });
    const [first] = [...scope.getState(model.$games).values()];
    const finish = { type: 'game' as const, gameId: first!.id, score: { home: 2, away: 1 }, formattedScore: '2:1', timeSeconds: 5400, status: GameStatus.FINISHED };
    feed.push([finish]);
    await allSettled(scope);
    expect(scope.getState(model.$gameIds)).not.toContain(first!.id);
    expect(scope.getState(model.$groups).flatMap((g) => g.gameIds)).not.toContain(first!.id);
    expect(scope.getState(model.$groups).every((g) => g.gameIds.length > 0)).toBe(true);
    const closed = scope.getState(model.$games).get(first!.id)!;
    expect(closed.markets.flatMap((m) => m.outcomes).every((o) => o.isBlocked)).toBe(true);

    await allSettled(model.pageOpened, { scope, params: { kind: 'game', section: 'live', gameId: first!.id } });
    feed.push([finish]);
    await allSettled(scope);
    expect(scope.getState(model.$gameIds)).toEqual([first!.id]);
    expect(scope.getState(model.$games).get(first!.id)).toMatchObject({ status: GameStatus.FINISHED, formattedScore: '2:1' });
  });

  it('a group keeps its key when its first game finishes, and the other groups stay the same objects (a list view keeps their rows)', async () => {
    const { model, scope, feed } = setup();
    await allSettled(model.pageOpened, { scope, params: { kind: 'section', section: 'live', sportSlug: null } });
    const before = scope.getState(model.$groups);
    const group = before.find((g) => g.gameIds.length > 1)!;
    const [firstId, secondId] = group.gameIds;
    feed.push([{ type: 'game', gameId: firstId!, score: { home: 1, away: 0 }, formattedScore: '1:0', timeSeconds: 5400, status: GameStatus.FINISHED }]);
    await allSettled(scope);
    const after = scope.getState(model.$groups);
    const kept = after.find((g) => g.gameIds.includes(secondId!))!;
    expect(kept.gameIds).not.toContain(firstId);
    expect(kept.key).toBe(group.key);
    expect(after.filter((g) => g !== kept)).toEqual(before.filter((g) => g !== group));
    for (const other of after.filter((g) => g !== kept)) expect(before).toContain(other);
  });

  it('a feed batch replaces only the outcome it moved; the rest keep their identity', async () => {
    const { model, scope, feed } = setup();
    await allSettled(model.pageOpened, { scope, params: { kind: 'section', section: 'live', sportSlug: null } });
    const before = scope.getState(model.$games);
    const [first, second] = [...before.values()];
    const market = first!.markets[0]!;
    const outcome = market.outcomes[0]!;
    feed.push([{ type: 'odds', gameId: first!.id, marketId: market.id, outcomeId: outcome.id, coef: outcome.coef + 1, isBlocked: false }]);
    await allSettled(scope);
    const after = scope.getState(model.$games);
    expect(after.get(first!.id)!.markets[0]!.outcomes[0]!.coef).toBe(outcome.coef + 1);
    expect(after.get(first!.id)!.markets[0]!.outcomes[1]).toBe(market.outcomes[1]);
    expect(after.get(second!.id)).toBe(second);
  });

  it('the real fake feed keeps the page live while it is open, and stops after', async () => {
    const clock = new FakeClock();
    const line = new FakeLine({ clock });
    const feed = new FakeLineFeed({ line, updatesPerSecond: 200, batchIntervalMs: 100 });
    const model = createLineModel({ line, feed });
    const scope = fork();
    await allSettled(model.pageOpened, { scope, params: { kind: 'section', section: 'live', sportSlug: null } });
    const before = scope.getState(model.$games);
    clock.advance(1000);
    await allSettled(scope);
    expect(scope.getState(model.$games)).not.toBe(before);
    await allSettled(model.pageClosed, { scope });
    expect(clock.pendingCount).toBe(0);
  });

  it('QA11 #12: while the feed is down the page says so and keeps its prices; when updates come back the notice goes and the page re-reads (fake time)', async () => {
    const clock = new FakeClock();
    const line = new FakeLine({ clock });
    let down = false;
    const feed = new FakeLineFeed({ line, updatesPerSecond: 200, batchIntervalMs: 100, fails: () => down });
    const model = createLineModel({ line, feed });
    const scope = fork();
    await allSettled(model.pageOpened, { scope, params: { kind: 'section', section: 'live', sportSlug: null } });
    clock.advance(300);
    await allSettled(scope);
    expect(scope.getState(model.$feedInterrupted)).toBe(false);

    down = true;
    clock.advance(100);
    await allSettled(scope);
    expect(scope.getState(model.$feedInterrupted)).toBe(true);
    const shown = scope.getState(model.$games);
    clock.advance(2000);
    await allSettled(scope);
    // Nothing arrives, and what the page shows stays (no blank list, no error).
    expect(scope.getState(model.$games)).toBe(shown);
    expect(scope.getState(model.$status)).toBe('ready');
    expect(scope.getState(model.$feedInterrupted)).toBe(true);

    down = false;
    clock.advance(100);
    await allSettled(scope);
    expect(scope.getState(model.$feedInterrupted)).toBe(false);
    // The batches lost meanwhile are made up by a re-read: the page holds the moved prices again.
    expect(scope.getState(model.$games)).not.toBe(shown);
    await allSettled(model.pageClosed, { scope });
    expect(scope.getState(model.$feedInterrupted)).toBe(false);
  });

  it('QA11 #12: a page opened while the feed is already down says so at once', async () => {
    const { model, scope, feed } = setup();
    await allSettled(model.pageOpened, { scope, params: { kind: 'section', section: 'live', sportSlug: null } });
    feed.status('interrupted');
    await allSettled(scope);
    expect(scope.getState(model.$feedInterrupted)).toBe(true);
    feed.status('live');
    await allSettled(scope);
    expect(scope.getState(model.$feedInterrupted)).toBe(false);
  });

  describe('a resync (the feed lost changes) re-reads what the page shows', () => {
    it.each<[string, LineQuery]>([
      ["the home page's top events", { kind: 'home' }],
      ['a section', { kind: 'section', section: 'live', sportSlug: null }],
      ['a game page', { kind: 'game', section: 'line', gameId: 0 }],
    ])('%s: a price moved while the feed lost it shows, and the page never goes back to loading', async (_, opened) => {
      const { model, scope, feed, line } = setup();
      const query: LineQuery = opened.kind === 'game' ? { ...opened, gameId: line.world.gameList({ section: 'line', limit: 1 })[0]!.id } : opened;
      await allSettled(model.pageOpened, { scope, params: query });
      const game = scope.getState(model.$games).get(scope.getState(model.$gameIds)[0]!)!;
      const market = game.markets[0]!;
      const outcome = market.outcomes[0]!;
      // The line moves and the feed never delivers it (its position expired on the server).
      line.world.apply([{ type: 'odds', gameId: game.id, marketId: market.id, outcomeId: outcome.id, coef: outcome.coef + 1, isBlocked: true }]);
      const statuses: string[] = [];
      const stop = model.$status.updates.watch((status) => statuses.push(status));
      feed.resync();
      await allSettled(scope);
      stop();
      const moved = scope.getState(model.$games).get(game.id)!.markets[0]!.outcomes[0]!;
      expect(moved).toMatchObject({ coef: outcome.coef + 1, isBlocked: true });
      expect(statuses).toEqual([]);
      expect(scope.getState(model.$status)).toBe('ready');
    });

    it('a price the feed moves while the page is being read again is not taken back by the snapshot (replayed over it)', async () => {
      const { model, scope, feed, line } = setup();
      await allSettled(model.pageOpened, { scope, params: { kind: 'section', section: 'live', sportSlug: null } });
      const game = scope.getState(model.$games).get(scope.getState(model.$gameIds)[0]!)!;
      const market = game.markets[0]!;
      const outcome = market.outcomes[0]!;
      // The re-read's games answer waits: the feed moves the price meanwhile, after the snapshot was taken.
      let answer!: () => void;
      const games = line.games.bind(line);
      line.games = (query) => {
        const snapshot = games(query);
        return new Promise((resolve) => (answer = () => resolve(snapshot)));
      };
      feed.resync();
      await Promise.resolve();
      await new Promise((r) => setTimeout(r, 0));
      const now = Math.round((outcome.coef + 0.37) * 1000) / 1000;
      feed.push([{ type: 'odds', gameId: game.id, marketId: market.id, outcomeId: outcome.id, coef: now, isBlocked: false }]);
      expect(scope.getState(model.$games).get(game.id)!.markets[0]!.outcomes[0]!.coef).toBe(now);
      answer();
      await allSettled(scope);
      expect(scope.getState(model.$games).get(game.id)!.markets[0]!.outcomes[0]!.coef).toBe(now);
    });

    it('a re-read that fails keeps what the page shows (no error page)', async () => {
      const { model, scope, feed, line } = setup();
      await allSettled(model.pageOpened, { scope, params: { kind: 'section', section: 'live', sportSlug: null } });
      const before = scope.getState(model.$games);
      line.failureRate = 1;
      feed.resync();
      await allSettled(scope);
      expect(scope.getState(model.$games)).toBe(before);
      expect(scope.getState(model.$status)).toBe('ready');
    });

    it('a re-read that fails is tried again after 2 s, 4 s, 8 s … (at most every 30 s) until one works, and not after the page closed', async () => {
      const clock = new FakeClock();
      const line = new FakeLine({ clock });
      const feed = new ManualLineFeed();
      const model = createLineModel({ line, feed, clock });
      const scope = fork();
      await allSettled(model.pageOpened, { scope, params: { kind: 'section', section: 'live', sportSlug: null } });
      const game = scope.getState(model.$games).get(scope.getState(model.$gameIds)[0]!)!;
      const outcome = game.markets[0]!.outcomes[0]!;
      line.world.apply([{ type: 'odds', gameId: game.id, marketId: game.markets[0]!.id, outcomeId: outcome.id, coef: outcome.coef + 1, isBlocked: false }]);
      // A section's read starts with its sports: each read asks for them once, failing or not.
      let reads = 0;
      const sports = line.sports.bind(line);
      line.sports = (section) => ((reads += 1), sports(section));
      line.failureRate = 1;
      feed.resync();
      await allSettled(scope);
      expect(reads).toBe(1);
      const readsAfter = async (ms: number) => {
        clock.advance(ms);
        await allSettled(scope);
        return reads;
      };
      // The delays double: 2 s, 4 s, 8 s, 16 s, then 30 s at most.
      expect([await readsAfter(1_999), await readsAfter(1)]).toEqual([1, 2]);
      expect([await readsAfter(3_999), await readsAfter(1)]).toEqual([2, 3]);
      expect([await readsAfter(7_999), await readsAfter(1)]).toEqual([3, 4]);
      expect([await readsAfter(15_999), await readsAfter(1)]).toEqual([4, 5]);
      expect([await readsAfter(29_999), await readsAfter(1)]).toEqual([5, 6]);
      expect(scope.getState(model.$status)).toBe('ready');
      line.failureRate = 0;
      expect(await readsAfter(30_000)).toBe(7);
      expect(scope.getState(model.$games).get(game.id)!.markets[0]!.outcomes[0]!.coef).toBe(outcome.coef + 1);
      // It worked: no more reads. A later failure starts again at 2 s, and a closed page stops it.
      expect(await readsAfter(120_000)).toBe(7);
      line.failureRate = 1;
      feed.resync();
      await allSettled(scope);
      expect(await readsAfter(2_000)).toBe(9);
      await allSettled(model.pageClosed, { scope });
      expect(await readsAfter(120_000)).toBe(9);
    });

    it('a closed page reads nothing on a resync', async () => {
      const { model, scope, feed, line } = setup();
      await allSettled(model.pageOpened, { scope, params: { kind: 'section', section: 'live', sportSlug: null } });
      await allSettled(model.pageClosed, { scope });
      let reads = 0;
      const games = line.games.bind(line);
      line.games = (query) => ((reads += 1), games(query));
      feed.resync();
      await allSettled(scope);
      expect(reads).toBe(0);
    });
  });

  it('a click on an odd becomes a coupon selection', async () => {
    const { model, scope } = setup();
    await allSettled(model.pageOpened, { scope, params: { kind: 'section', section: 'line', sportSlug: null } });
    const game = [...scope.getState(model.$games).values()][0]!;
    const outcome = game.markets[0]!.outcomes[0]!;
    const picked: string[] = [];
    model.selectionPicked.watch((s) => picked.push(s.outcomeId));
    await allSettled(model.outcomeClicked, { scope, params: { gameId: game.id, outcomeId: outcome.id } });
    await allSettled(model.outcomeClicked, { scope, params: { gameId: game.id, outcomeId: 'nope' } });
    expect(picked).toEqual([outcome.id]);
  });
});

describe('the time filter of a pre-match list (spec 001 §9)', () => {
  function filtered() {
    const clock = new FakeClock();
    const line = new FakeLine({ clock });
    const asked: GamesQuery[] = [];
    const spy: LinePort = {
      sports: (s) => line.sports(s),
      champs: (id, s) => line.champs(id, s),
      game: (id) => line.game(id),
      games: (q) => {
        asked.push(q);
        return line.games(q);
      },
    };
    return { clock, line, asked, model: createLineModel({ line: spy, feed: new ManualLineFeed(), clock }), scope: fork() };
  }
  const lineSection: LineQuery = { kind: 'section', section: 'line', sportSlug: null };

  it('spec 001 §9 upcoming_events: the list keeps the games starting within 3 hours, in the line\'s order', async () => {
    const { clock, line, model, scope } = filtered();
    const all = await line.games({ section: 'line' });
    const soon = all.filter((g) => g.startTime >= clock.now() && g.startTime < clock.now() + UPCOMING_EVENTS_WINDOW_MS).map((g) => g.id);
    expect(soon.length).toBeGreaterThan(0);
    expect(soon.length).toBeLessThan(all.length);
    await allSettled(model.pageOpened, { scope, params: withTimeFilter(lineSection, { option: 'upcoming_events', utcOffsetMinutes: 180 })! });
    expect(scope.getState(model.$gameIds)).toEqual(soon.slice(0, LINE_PAGE_LIMIT));
  });

  it('spec 001 §9 second_period: tomorrow\'s games are found past the page\'s 200 earliest games', async () => {
    const { clock, line, model, scope } = filtered();
    const all = await line.games({ section: 'line' });
    // The fake line's games start within the next 20 hours: in a zone where midnight is 2 hours away, tomorrow has some.
    const midnightIn2h = -((clock.now() + 2 * 3_600_000) % 86_400_000) / 60_000;
    const tomorrow = all.filter((g) => g.startTime >= clock.now() + 2 * 3_600_000).map((g) => g.id);
    expect(all.slice(0, LINE_PAGE_LIMIT).some((g) => tomorrow.includes(g.id))).toBe(false);
    await allSettled(model.pageOpened, { scope, params: withTimeFilter(lineSection, { option: 'second_period', utcOffsetMinutes: midnightIn2h })! });
    expect(scope.getState(model.$gameIds)).toEqual(tomorrow.slice(0, LINE_PAGE_LIMIT));
  });

  it('spec 001 §9 recommended: the list asks the line for its featured games', async () => {
    const { asked, model, scope } = filtered();
    await allSettled(model.pageOpened, { scope, params: withTimeFilter(lineSection, { option: 'recommended', utcOffsetMinutes: 180 })! });
    expect(asked.at(-1)).toMatchObject({ section: 'line', top: true });
    expect(scope.getState(model.$status)).toBe('ready');
  });

  it.each([
    ['spec 001 §9 all: no filter, the same page as without one', lineSection, 'all', lineSection],
    ['design: a live list has no start-time filter', { kind: 'section', section: 'live', sportSlug: null }, 'first_period', { kind: 'section', section: 'live', sportSlug: null }],
    ['design: a game page has none', { kind: 'game', section: 'line', gameId: 3 }, 'recommended', { kind: 'game', section: 'line', gameId: 3 }],
    ['design: a pre-match championship has one', { kind: 'champ', section: 'line', sportSlug: 'football', champId: 4 }, 'second_period',
      { kind: 'champ', section: 'line', sportSlug: 'football', champId: 4, timeFilter: { option: 'second_period', utcOffsetMinutes: 180 } }],
  ] as const)('%s', (_name, query, option, expected) => {
    expect(withTimeFilter(query as LineQuery, { option, utcOffsetMinutes: 180 })).toEqual(expected);
  });
});

describe('QA19 #4: a list cut at its limit says so and shows more a page at a time', () => {
  function cutSetup() {
    const clock = new FakeClock();
    const line = new FakeLine({ clock });
    const asked: GamesQuery[] = [];
    const spy: LinePort = {
      sports: (s) => line.sports(s),
      champs: (id, s) => line.champs(id, s),
      game: (id) => line.game(id),
      games: (q) => {
        asked.push(q);
        return line.games(q);
      },
    };
    const model = createLineModel({ line: spy, feed: new ManualLineFeed(), clock });
    const scope = fork();
    const statuses: string[] = [];
    model.$status.updates.watch((s) => statuses.push(s));
    return { clock, line, asked, model, scope, statuses };
  }
  const lineSection: LineQuery = { kind: 'section', section: 'line', sportSlug: null };

  it('QA19 #4: a time window cut at 200 says how many of how many; "show more" adds the next page without the list going to loading', async () => {
    const { clock, line, model, scope, statuses } = cutSetup();
    const all = await line.games({ section: 'line' });
    // A zone where it is 00:01 now: every game of the fake line (the next 20 hours) starts today.
    const utcOffsetMinutes = (60_000 - (clock.now() % 86_400_000)) / 60_000;
    const today = all.filter((g) => g.startTime >= clock.now()).map((g) => g.id);
    expect(today.length).toBeGreaterThan(LINE_PAGE_LIMIT);
    await allSettled(model.pageOpened, { scope, params: withTimeFilter(lineSection, { option: 'first_period', utcOffsetMinutes })! });
    expect(scope.getState(model.$gameIds)).toEqual(today.slice(0, LINE_PAGE_LIMIT));
    expect(scope.getState(model.$listCut)).toEqual({ shown: LINE_PAGE_LIMIT, total: today.length });
    statuses.length = 0;
    await allSettled(model.moreShown, { scope });
    expect(scope.getState(model.$gameIds)).toEqual(today.slice(0, 2 * LINE_PAGE_LIMIT));
    expect(scope.getState(model.$listCut)).toEqual(today.length > 2 * LINE_PAGE_LIMIT ? { shown: 2 * LINE_PAGE_LIMIT, total: today.length } : null);
    expect(statuses).not.toContain('loading');
  });

  it('QA19 #4: a list with no window asks for one game past the limit, so it knows it was cut (how many in all it cannot say)', async () => {
    const { line, asked, model, scope } = cutSetup();
    const all = await line.games({ section: 'line' });
    expect(all.length).toBeGreaterThan(LINE_PAGE_LIMIT);
    await allSettled(model.pageOpened, { scope, params: lineSection });
    expect(asked.at(-1)).toMatchObject({ limit: LINE_PAGE_LIMIT + 1 });
    expect(scope.getState(model.$gameIds)).toHaveLength(LINE_PAGE_LIMIT);
    expect(scope.getState(model.$listCut)).toEqual({ shown: LINE_PAGE_LIMIT, total: null });
    await allSettled(model.moreShown, { scope });
    expect(asked.at(-1)).toMatchObject({ limit: 2 * LINE_PAGE_LIMIT + 1 });
    expect(scope.getState(model.$gameIds)).toHaveLength(Math.min(all.length, 2 * LINE_PAGE_LIMIT));
  });

  it('QA19 #4: a list under the limit is not cut, and "show more" reads nothing', async () => {
    const { asked, model, scope } = cutSetup();
    await allSettled(model.pageOpened, { scope, params: { kind: 'section', section: 'line', sportSlug: 'tennis' } });
    expect(scope.getState(model.$gameIds).length).toBeLessThan(LINE_PAGE_LIMIT);
    expect(scope.getState(model.$listCut)).toBeNull();
    const reads = asked.length;
    await allSettled(model.moreShown, { scope });
    expect(asked).toHaveLength(reads);
  });
});
