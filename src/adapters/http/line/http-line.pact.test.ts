import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ACCEPT_JSON, adapterOptions, exampleOf, jsonBody, pactWith, testPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { HttpLine } from './http-line';

const { like, eachLike, integer, number, boolean, arrayContaining } = MatchersV3;
const provider = 'web-api';
const pact = pactWith(provider);

// A pre-match event with a 1X2 outcome, and a live one with its clock and score. Both carry the
// championship's country (champCountry, from the operation's example), so a provider must send it.
const outcome = { market: integer(1), typeId: integer(1), param: null, coef: number(1.85), blockId: integer(0), isBlocked: false };
const lineEvent = { ...exampleOf<{ events: object[] }>(provider, 'getLineEvents', '200').events[0], outcomes: eachLike(outcome) };
const liveEvent = {
  ...lineEvent,
  isLive: true,
  statusId: integer(2),
  timeSeconds: integer(1800),
  score: { full: like('1:0'), periods: eachLike('1:0') },
};

describe('web-api pact: the sports line', () => {
  it('getLineEvents: pre-match games of a sport', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.lineOpen)
      .uponReceiving('a request for at most 20 pre-match football events in English')
      .withRequest('GET', '/web-api/api/v1/line/events', (b) => b.query({ lng: 'en', sportId: '1', count: '20' }).headers(ACCEPT_JSON))
      .willRespondWith(200, jsonBody({ events: eachLike(like(lineEvent)) }))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url);
        const line = new HttpLine({ ...adapterOptions(mock.url, provider, pipeline), language: () => 'en' });
        const [game] = await line.games({ section: 'line', sportId: 1, limit: 20 });
        // The championship's country comes apart from its name, so the site names it "England. Premier League".
        expect(game).toMatchObject({ id: 501234, isLive: false, startTime: 1767283200000, champName: 'Premier League', champCountry: 'England' });
        expect(game!.markets[0]!.outcomes[0]).toMatchObject({ id: '501234-1', coef: 1.85 });
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

  it('getLiveEvents: live games with clock and score', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.lineOpen)
      .uponReceiving('a request for live events in English')
      .withRequest('GET', '/web-api/api/v1/live/events', (b) => b.query({ lng: 'en' }).headers(ACCEPT_JSON))
      .willRespondWith(200, jsonBody({ events: eachLike(like(liveEvent)) }))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url);
        const line = new HttpLine({ ...adapterOptions(mock.url, provider, pipeline), language: () => 'en' });
        const [sport] = await line.sports('live');
        expect(sport).toMatchObject({ id: 1, name: 'Football', slug: 'football', gameCount: 1 });
      });
  });

  // QA11 #2 and #3: a game page asks for its one game, with every market, by id (no list downloads). The
  // outcomes must hold at least the result with its draw, a total and a handicap, each side with its own line.
  it('getEvent: one game with every market (result, totals, handicaps)', async () => {
    const example = exampleOf<Record<string, unknown>>(provider, 'getEvent', '200');
    const side = (market: number, typeId: number, param: number | null) => ({
      market: integer(market),
      typeId,
      param: param === null ? null : number(param),
      coef: number(1.9),
      blockId: integer(0),
      isBlocked: boolean(false),
    });
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
        const kinds = game!.markets.map((m) => [m.kind, m.outcomes.map((o) => o.typeId)]);
        expect(kinds).toEqual(expect.arrayContaining([[1, [1, 2, 3]], [2, [9, 10]], [3, [7, 8]]]));
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
