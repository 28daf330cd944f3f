import { describe, expect, it } from 'vitest';
import { champLabels, champTitle } from './sports-links';

describe('championship names in headings and menus', () => {
  it.each([
    ['a national league is named with its country', { name: 'Serie A', country: 'Italy' }, 'Italy. Serie A'],
    ['a cross-border one by its name alone', { name: 'Champions League', country: 'International' }, 'Champions League'],
    ['one with no country by its name alone', { name: 'Friendlies', country: '' }, 'Friendlies'],
  ])('champTitle: %s', (_, champ, title) => {
    expect(champTitle(champ)).toBe(title);
  });

  it('champLabels: a name two championships of the list share gets each one’s country; the others keep their name', () => {
    const labels = champLabels([
      { id: 1, name: 'Serie A', country: 'Italy' },
      { id: 2, name: 'Premier League', country: 'England' },
      { id: 3, name: 'Serie A', country: 'Brazil' },
    ]);
    expect([...labels]).toEqual([
      [1, 'Serie A (Italy)'],
      [2, 'Premier League'],
      [3, 'Serie A (Brazil)'],
    ]);
  });
});
