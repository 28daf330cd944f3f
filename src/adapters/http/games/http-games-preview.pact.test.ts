import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ACCEPT_JSON, adapterOptions, jsonBody, pactWith, testPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { HttpGamesPreview } from './http-games-preview';

const { like, eachLike, integer } = MatchersV3;
const provider = 'web-api';
const pact = pactWith(provider);

describe('web-api pact: games preview', () => {
  it('getGamesPreviewLight: each game with its id, name, route and old route', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.gamesListed, { gameId: 101 })
      .uponReceiving('a request for the light games preview of group 7 in English')
      .withRequest('GET', '/web-api/api/internal/v1/games/preview-light', (b) =>
        b.query({ whence: '1', groupId: '7', ref: '1', fcountry: '1', lng: 'en', includeCategories: 'false' }).headers(ACCEPT_JSON),
      )
      .willRespondWith(200, jsonBody({
        Success: true,
        Value: like({ '7': eachLike({ GT: integer(101), GN: like('Chest'), R: like('chest'), OR: like('treasure-chest'), CRID: eachLike(1), GF: null }) }),
      }))
      .executeTest(async (mock) => {
        const pipeline = testPipeline(mock.url);
        const games = new HttpGamesPreview({ ...adapterOptions(mock.url, provider, pipeline), query: () => ({ whence: 1, groupId: 7, ref: 1, fcountry: 1 }) });
        await expect(games.list('en')).resolves.toEqual([{ id: 101, name: 'Chest', route: 'chest', oldRoute: 'treasure-chest' }]);
      });
  });
});
