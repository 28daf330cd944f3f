import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ACCEPT_JSON, adapterOptions, exampleOf, jsonBody, pactWith, testPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { HttpLine } from './http-line';

const { like, eachLike, integer, number, boolean, arrayContaining } = MatchersV3;
const provider = 'web-api';
const pact = pactWith(provider);

// A pre-match event with its result market's home and away outcomes among its outcomes (any sport: the
// top events mix them, and a total's or handicap's outcome carries a line where the result's has none), and
// a live one with its clock and score. Both carry the championship's country (champCountry, from the
// operation's example), so a provider must send it.
const resultSide = (typeId: number, coef: number) => ({ market: integer(1), typeId, param: null, coef: number(coef), blockId: integer(0), isBlocked: boolean(false) });
const lineEvent = { ...exampleOf<{ events: object[] }>(provider, 'getLineEvents', '200').events[0], outcomes: arrayContaining(resultSide(1, 1.85), resultSide(3, 4.2)) };
const liveEvent = {
  ...lineEvent,
  isLive: true,
  statusId: integer(2),
  timeSeconds: integer(1800),
  score: { full: like('1:0'), periods: eachLike('1:0') },
};

/**
 * A list event's main markets, as a list row shows them: the result with its draw, the main total's over and
 * under, the main handicap's two sides (each with its own line). Before, the lists carried the result alone,
 * so an HTTP row showed no Total or Handicap while an offline row did.
 */
const side = (market: number, typeId: number, param: number | null) => ({
  market: integer(market),
  typeId,
  param: param === null ? null : number(param),
  coef: number(1.9),
  blockId: integer(0),
  isBlocked: boolean(false),
});
const mainOutcomes = arrayContaining(side(1, 1, null), side(1, 2, null), side(1, 3, null), side(17, 9, 2.5), side(17, 10, 2.5), side(27, 7, -1.5), side(27, 8, 1.5));
/** Each market of a game as kind and outcome types, to read the main markets off a mapped game. */
const kindsOf = (game: { markets: readonly { kind: number; outcomes: readonly { typeId: number }[] }[] }) => game.markets.map((m) => [m.kind, m.outcomes.map((o) => o.typeId)]);
const MAIN_KINDS = [[1, [1, 2, 3]], [2, [9, 10]], [3, [7, 8]]];

describe('web-api pact: the sports line', () => {
  it('getLineEvents: pre-match games of a sport', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.lineOpen)
      .uponReceiving('a request for at most 20 pre-match football events in English, each with its main markets')
      .withRequest('GET', '/web-api/api/v1/line/events', (b) => b.query({ lng: 'en', sportId: '1', count: '20' }).headers(ACCEPT_JSON))
      .willRespondWith(200, jsonBody({ events: eachLike(like({ ...lineEvent, outcomes: mainOutcomes })) }))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url);
        const line = new HttpLine({ ...adapterOptions(mock.url, provider, pipeline), language: () => 'en' });
        const [game] = await line.games({ section: 'line', sportId: 1, limit: 20 });
        // The championship's country comes apart from its name, so the site names it "England. Premier League".
        expect(game).toMatchObject({ id: 501234, isLive: false, startTime: 1767283200000, champName: 'Premier League', champCountry: 'England' });
        expect(game!.markets[0]!.outcomes[0]).toMatchObject({ id: '501234-1' });
        // The row's Total and Handicap: one market each, the handicap's two sides together.
        expect(kindsOf(game!)).toEqual(MAIN_KINDS);
        expect(game!.markets.find((m) => m.kind === 3)).toMatchObject({ param: -1.5 });
      });
  });

  it("getLineEvents: the home page's top pre-match events (top=true), the earliest first", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.lineOpen)
      .uponReceiving('a request for at most 12 top pre-match events in English')
      .withRequest('GET', '/web-api/api/v1/line/events', (b) => b.query({ lng: 'en', top: 'true', count: '12' }).headers(ACCEPT_JSON))
      .willRespondWith(200, jsonBody({ events: eachLike(like(lineEvent)) }))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url);
        const line = new HttpLine({ ...adapterOptions(mock.url, provider, pipeline), language: () => 'en' });
        const [game] = await line.games({ section: 'line', top: true, limit: 12 });
        expect(game).toMatchObject({ id: 501234, isLive: false, startTime: 1767283200000 });
      });
  });

  it("getLiveEvents: the home page's top live events (top=true)", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.lineOpen)
      .uponReceiving('a request for at most 12 top live events in English')
      .withRequest('GET', '/web-api/api/v1/live/events', (b) => b.query({ lng: 'en', top: 'true', count: '12' }).headers(ACCEPT_JSON))
      .willRespondWith(200, jsonBody({ events: eachLike(like(liveEvent)) }))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url);
        const line = new HttpLine({ ...adapterOptions(mock.url, provider, pipeline), language: () => 'en' });
        const [game] = await line.games({ section: 'live', top: true, limit: 12 });
        expect(game).toMatchObject({ id: 501234, isLive: true, timeSeconds: 1800, formattedScore: '1:0', champCountry: 'England' });
      });
  });

  it('getLiveEvents: live football games with clock, score and their main markets', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.lineOpen)
      .uponReceiving('a request for at most 200 live football events in English, each with its main markets')
      .withRequest('GET', '/web-api/api/v1/live/events', (b) => b.query({ lng: 'en', sportId: '1', count: '200' }).headers(ACCEPT_JSON))
      .willRespondWith(200, jsonBody({ events: eachLike(like({ ...liveEvent, outcomes: mainOutcomes })) }))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url);
        const line = new HttpLine({ ...adapterOptions(mock.url, provider, pipeline), language: () => 'en' });
        const [game] = await line.games({ section: 'live', sportId: 1, limit: 200 });
        expect(game).toMatchObject({ id: 501234, isLive: true, timeSeconds: 1800, formattedScore: '1:0' });
        expect(kindsOf(game!)).toEqual(MAIN_KINDS);
      });
  });

  // QA11 #2 follow-up: the menu counted sports and championships from the whole events lists (about 1,200
  // events for a dozen numbers); the server now counts them and sends no events.
  it.each([['line' as const, 'pre-match'], ['live' as const, 'live']])('getSportCounts: the %s menu, each sport with its number of events', async (section, words) => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.lineOpen)
      .uponReceiving(`a request for the ${words} sports with their event counts in English`)
      .withRequest('GET', '/web-api/api/v1/sports', (b) => b.query({ lng: 'en', section }).headers(ACCEPT_JSON))
      .willRespondWith(200, jsonBody({ sports: eachLike({ id: integer(1), name: like('Football'), eventCount: integer(158) }) }))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url);
        const line = new HttpLine({ ...adapterOptions(mock.url, provider, pipeline), language: () => 'en' });
        const sports = await line.sports(section);
        expect(sports[0]).toEqual({ id: 1, name: 'Football', slug: 'football', gameCount: 158 });
        expect(pipeline.sent).toHaveLength(1);
      });
  });

  it("getChampCounts: a sport's pre-match championships with their numbers of events", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.lineOpen)
      .uponReceiving('a request for the pre-match football championships with their event counts in English')
      .withRequest('GET', '/web-api/api/v1/sports/1/champs', (b) => b.query({ lng: 'en', section: 'line' }).headers(ACCEPT_JSON))
      .willRespondWith(
        200,
        jsonBody({ champs: eachLike({ id: integer(88), sportId: 1, name: like('Premier League'), country: like('England'), eventCount: integer(20) }) }),
      )
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url);
        const line = new HttpLine({ ...adapterOptions(mock.url, provider, pipeline), language: () => 'en' });
        const champs = await line.champs(1, 'line');
        expect(champs[0]).toEqual({ id: 88, sportId: 1, name: 'Premier League', country: 'England', gameCount: 20 });
        expect(pipeline.sent).toHaveLength(1);
      });
  });

  // QA11 #2 and #3: a game page asks for its one game, with every market, by id (no list downloads). The
  // outcomes must hold at least the result with its draw, a total and a handicap, each side with its own line.
  it('getEvent: one game with every market (result, totals, handicaps)', async () => {
    const example = exampleOf<Record<string, unknown>>(provider, 'getEvent', '200');
    const body = {
      ...Object.fromEntries(Object.entries(example).map(([key, value]) => [key, like(value)])),
      id: 501234,
      outcomes: arrayContaining(
        side(1, 1, null),
        side(1, 2, null),
        side(1, 3, null),
        side(17, 9, 2.5),
        side(17, 10, 2.5),
        side(27, 7, -1.5),
        side(27, 8, 1.5),
      ),
    };
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.eventExists, { eventId: 501234 })
      .uponReceiving('a request for event 501234 with all its markets in English')
      .withRequest('GET', '/web-api/api/v1/events/501234', (b) => b.query({ lng: 'en' }).headers(ACCEPT_JSON))
      .willRespondWith(200, jsonBody(body))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url);
        const line = new HttpLine({ ...adapterOptions(mock.url, provider, pipeline), language: () => 'en' });
        const game = await line.game(501234);
        expect(game).toMatchObject({ id: 501234, champName: 'Premier League', champCountry: 'England' });
        expect(kindsOf(game!)).toEqual(expect.arrayContaining(MAIN_KINDS));
        expect(pipeline.sent).toHaveLength(1);
      });
  });

  it('getEvent: a game the line does not know is null (404)', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.eventMissing, { eventId: 999999 })
      .uponReceiving('a request for the unknown event 999999 in English')
      .withRequest('GET', '/web-api/api/v1/events/999999', (b) => b.query({ lng: 'en' }).headers(ACCEPT_JSON))
      .willRespondWith(404, jsonBody(like(exampleOf(provider, 'getEvent', '404'))))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url);
        const line = new HttpLine({ ...adapterOptions(mock.url, provider, pipeline), language: () => 'en' });
        await expect(line.game(999999)).resolves.toBeNull();
      });
  });
});
