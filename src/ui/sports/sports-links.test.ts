import { describe, expect, it } from 'vitest';
import { champLabels } from './sports-links';

describe('championship names in menus', () => {
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
