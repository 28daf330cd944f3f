import { describe, expect, it } from 'vitest';
import { champTitle, gameChampTitle } from './champ-title';

describe('a championship is named with its country', () => {
  it.each([
    ['a national league is named with its country', { name: 'Serie A', country: 'Italy' }, 'Italy. Serie A'],
    ['a cross-border one by its name alone', { name: 'Champions League', country: 'International' }, 'Champions League'],
    ['one with no country by its name alone', { name: 'Friendlies', country: '' }, 'Friendlies'],
  ])('champTitle: %s', (_, champ, title) => {
    expect(champTitle(champ)).toBe(title);
  });

  it.each([
    ["a game names its championship's country, so Italy's Serie A is not Brazil's", { champName: 'Serie A', champCountry: 'Italy' }, 'Italy. Serie A'],
    ['a game of a cross-border championship names it alone', { champName: 'Champions League', champCountry: 'International' }, 'Champions League'],
  ])('gameChampTitle: %s', (_, game, title) => {
    expect(gameChampTitle(game)).toBe(title);
  });
});
