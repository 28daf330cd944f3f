import { describe, expect, it } from 'vitest';
import type { GamesQuery } from '../../../domain/line';
import { jsonResponse, RecordingLogger, scriptedServer } from '../pipeline/test-doubles';
import { HttpLine } from './http-line';

const BASE = 'http://site.test/web-api';

const event = (id: number, startTime: number) => ({
  id,
  sportId: 1,
  sportName: 'Football',
  champId: 88,
  champName: 'Premier League',
  champCountry: 'England',
  opponent1: 'Arsenal',
  opponent2: 'Chelsea',
  startTime,
  isLive: false,
  statusId: 1,
  timeSeconds: null,
  score: null,
  outcomes: [{ market: 1, typeId: 1, param: null, coef: 1.85, blockId: 0, isBlocked: false }],
});

function setUp(events: object[] = [event(501234, 1767283200)]) {
  const server = scriptedServer(() => jsonResponse({ events }));
  const line = new HttpLine({ baseUrl: BASE, fetch: server.fetch, logger: new RecordingLogger(), language: () => 'en' });
  const sent = () => server.requests.map((r) => Object.fromEntries(new URL(r.url).searchParams));
  const paths = () => server.requests.map((r) => new URL(r.url).pathname);
  return { line, sent, paths };
}

describe('HttpLine.games (LinePort over getLineEvents and getLiveEvents)', () => {
  it.each<[string, GamesQuery, string, Record<string, string>]>([
    [
      "the home page's top pre-match events: top=true goes to the server with the count",
      { section: 'line', top: true, limit: 12 },
      '/web-api/api/v1/line/events',
      { lng: 'en', top: 'true', count: '12' },
    ],
    [
      "the home page's top live events: top=true goes to the server with the count",
      { section: 'live', top: true, limit: 12 },
      '/web-api/api/v1/live/events',
      { lng: 'en', top: 'true', count: '12' },
    ],
    [
      'a query without top sends no top parameter (every event)',
      { section: 'line', sportId: 1, champId: 88, limit: 200 },
      '/web-api/api/v1/line/events',
      { lng: 'en', sportId: '1', champId: '88', count: '200' },
    ],
    ['top: false is no filter, so no parameter', { section: 'live', top: false }, '/web-api/api/v1/live/events', { lng: 'en' }],
  ])('%s', async (_, query, path, params) => {
    const t = setUp();
    await t.line.games(query);
    expect(t.paths()).toEqual([path]);
    expect(t.sent()).toEqual([params]);
  });

  it.each<[string, { champName: string; champCountry: string | undefined }, { champName: string; champCountry: string }, { name: string; country: string }]>([
    ['the championship is named and placed as the event says', { champName: 'Serie A', champCountry: 'Italy' }, { champName: 'Serie A', champCountry: 'Italy' }, { name: 'Serie A', country: 'Italy' }],
    [
      'a backend that sends no champCountry yet: a country in front of the name is read as the country, so the game names it as sent',
      { champName: 'England. Premier League', champCountry: undefined },
      { champName: 'Premier League', champCountry: 'England' },
      { name: 'Premier League', country: 'England' },
    ],
    [
      'a backend that sends no champCountry yet and a bare name: international, named by the name alone',
      { champName: 'Friendlies', champCountry: undefined },
      { champName: 'Friendlies', champCountry: 'International' },
      { name: 'Friendlies', country: 'International' },
    ],
  ])('%s', async (_, fields, game, champ) => {
    const t = setUp([{ ...event(501234, 1767283200), ...fields }]);
    const [found] = await t.line.games({ section: 'line' });
    expect(found).toMatchObject(game);
    // The menu's championship (getChampCounts) is named the same way from its name and country.
    const counts = scriptedServer(() => jsonResponse({ champs: [{ id: 88, sportId: 1, name: fields.champName, ...(fields.champCountry === undefined ? {} : { country: fields.champCountry }), eventCount: 3 }] }));
    const menu = new HttpLine({ baseUrl: BASE, fetch: counts.fetch, logger: new RecordingLogger(), language: () => 'en' });
    const [listed] = await menu.champs(1, 'line');
    expect(listed).toMatchObject({ ...champ, id: 88, sportId: 1, gameCount: 3 });
  });

  it('pre-match games come by start time, then id (the order the server cuts count in, and the fake uses)', async () => {
    const t = setUp([event(3, 1767290000), event(2, 1767283200), event(1, 1767283200)]);
    const games = await t.line.games({ section: 'line', limit: 3 });
    expect(games.map((g) => g.id)).toEqual([1, 2, 3]);
  });
});

describe('HttpLine.sports and champs: the menu counts come from the server, not from downloading the events (QA11 #2)', () => {
  function countsServer(answer: (url: URL) => Response, language = 'en') {
    const server = scriptedServer((request) => answer(new URL(request.url)));
    const line = new HttpLine({ baseUrl: BASE, fetch: server.fetch, logger: new RecordingLogger(), language: () => language });
    const asked = () => server.requests.map((r) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`);
    return { line, asked };
  }

  it.each([['line' as const], ['live' as const]])('the %s menu: one getSportCounts request, no events list, the counts as the server gives them', async (section) => {
    const { line, asked } = countsServer(() =>
      jsonResponse({ sports: [{ id: 1, name: 'Football', eventCount: 158 }, { id: 2, name: 'Ice Hockey', eventCount: 64 }] }),
    );
    const sports = await line.sports(section);
    expect(asked()).toEqual([`GET /web-api/api/v1/sports?lng=en&section=${section}`]);
    // Menu order as the server lists them.
    expect(sports).toEqual([
      { id: 1, name: 'Football', slug: 'football', gameCount: 158 },
      { id: 2, name: 'Ice Hockey', slug: 'ice-hockey', gameCount: 64 },
    ]);
  });

  it("a sport's championships: one getChampCounts request for that sport in the page language, no events list", async () => {
    const { line, asked } = countsServer(
      () => jsonResponse({ champs: [{ id: 88, sportId: 1, name: 'Premier League', country: 'England', eventCount: 20 }, { id: 92, sportId: 1, name: 'Serie A', country: 'Italy', eventCount: 18 }] }),
      'ru',
    );
    const champs = await line.champs(1, 'live');
    expect(asked()).toEqual(['GET /web-api/api/v1/sports/1/champs?lng=ru&section=live']);
    expect(champs).toEqual([
      { id: 88, sportId: 1, name: 'Premier League', country: 'England', gameCount: 20 },
      { id: 92, sportId: 1, name: 'Serie A', country: 'Italy', gameCount: 18 },
    ]);
  });

  it.each([
    ['a failed request', () => jsonResponse({ message: 'Service unavailable', statusCode: 503 }, 503), 'unavailable'],
    ['an answer the contract does not allow (a count of 0)', () => jsonResponse({ sports: [{ id: 1, name: 'Football', eventCount: 0 }] }), 'invalid-response'],
  ])('%s rejects with a LineError (the page offers to try again)', async (_, answer, code) => {
    const { line } = countsServer(answer);
    await expect(line.sports('line')).rejects.toMatchObject({ name: 'LineError', code });
  });
});

describe('HttpLine: each outcome keeps its own line, so the site names it in the page language (line words)', () => {
  it("a total's and a handicap's outcomes carry the param the API sends; a result outcome has none", async () => {
    const withLines = {
      ...event(501235, 1767283200),
      outcomes: [
        { market: 1, typeId: 1, param: null, coef: 1.85, blockId: 0, isBlocked: false },
        { market: 17, typeId: 9, param: 2.5, coef: 1.9, blockId: 0, isBlocked: false },
        { market: 2, typeId: 8, param: -1.5, coef: 2.1, blockId: 0, isBlocked: false },
      ],
    };
    const { line } = setUp([withLines]);
    const [game] = await line.games({ section: 'line' });
    const outcomes = game!.markets.flatMap((m) => m.outcomes).map((o) => [o.typeId, o.param]);
    expect(outcomes).toEqual([[1, undefined], [9, 2.5], [8, -1.5]]);
  });
});

describe('HttpLine.game: one game with every market (getEvent, QA11 #2 and #3)', () => {
  const outcome = (market: number, typeId: number, param: number | null, coef: number) => ({ market, typeId, param, coef, blockId: 0, isBlocked: false });
  const full = {
    ...event(100012, 1767283200),
    outcomes: [
      outcome(1, 1, null, 1.85),
      outcome(1, 2, null, 3.6),
      outcome(1, 3, null, 4.2),
      outcome(17, 9, 2.5, 2.1),
      outcome(17, 10, 2.5, 1.72),
      outcome(17, 9, 3.5, 3.4),
      outcome(17, 10, 3.5, 1.3),
      outcome(27, 7, -1.5, 3.1),
      outcome(27, 8, 1.5, 1.36),
      outcome(46, 180, null, 1.8),
      outcome(46, 181, null, 1.95),
    ],
  };

  function gameServer(answer: () => Response) {
    const server = scriptedServer(answer);
    const line = new HttpLine({ baseUrl: BASE, fetch: server.fetch, logger: new RecordingLogger(), language: () => 'ru' });
    return { line, requests: server.requests };
  }

  it('asks the server for that one game by id in the page language, not the whole live and pre-match lists', async () => {
    const { line, requests } = gameServer(() => jsonResponse(full));
    await line.game(100012);
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`)).toEqual(['GET /web-api/api/v1/events/100012?lng=ru']);
  });

  it('maps every market: the result, each total line, the handicap with both sides, the specials', async () => {
    const { line } = gameServer(() => jsonResponse(full));
    const game = await line.game(100012);
    const markets = game!.markets.map((m) => ({ kind: m.kind, name: m.name, param: m.param, outcomes: m.outcomes.map((o) => [o.typeId, o.param ?? null]) }));
    expect(markets).toEqual([
      { kind: 1, name: '1X2', param: undefined, outcomes: [[1, null], [2, null], [3, null]] },
      { kind: 2, name: 'Total', param: 2.5, outcomes: [[9, 2.5], [10, 2.5]] },
      { kind: 2, name: 'Total', param: 3.5, outcomes: [[9, 3.5], [10, 3.5]] },
      // One market with its two sides, named by the home line, though each side carries its own.
      { kind: 3, name: 'Handicap', param: -1.5, outcomes: [[7, -1.5], [8, 1.5]] },
      { kind: 7, name: 'Special', param: undefined, outcomes: [[180, null], [181, null]] },
    ]);
    expect(game!.marketCount).toBe(5);
  });

  it('a result market without a draw is named 12', async () => {
    const { line } = gameServer(() => jsonResponse({ ...full, outcomes: [outcome(1, 1, null, 1.5), outcome(1, 3, null, 2.6)] }));
    expect((await line.game(100012))!.markets[0]!.name).toBe('12');
  });

  it('404: the line does not know the game, so the page says it is not offered', async () => {
    const { line } = gameServer(() => jsonResponse({ message: 'Not found', statusCode: 404 }, 404));
    await expect(line.game(999)).resolves.toBeNull();
  });

  it('a failed request rejects with a LineError (the page offers to try again), not "not offered"', async () => {
    const { line } = gameServer(() => jsonResponse({ message: 'Service unavailable', statusCode: 503 }, 503));
    await expect(line.game(100012)).rejects.toMatchObject({ name: 'LineError' });
  });
});
