import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'effector';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { COUPON_EN } from '../../adapters/fake/i18n/coupon.en';
import { SPORTS_FILTERS_EN } from '../../adapters/fake/i18n/sports-filters.en';
import { FakeLine, ManualLineFeed } from '../../adapters/fake/line';
import { createLineModel, LINE_PAGE_LIMIT } from '../../application/line/line.model';
import { DEFAULT_PREFERENCES } from '../../domain/preferences';
import { ModelsProvider, type UiModels } from '../models-context';
import { GameList } from './game-list';
import { ListCutNote } from './list-cut-note';

async function linePage() {
  const line = createLineModel({ line: new FakeLine({ clock: new FakeClock() }), feed: new ManualLineFeed() });
  line.pageOpened({ kind: 'section', section: 'line', sportSlug: null });
  await waitFor(() => expect(line.$status.getState()).toBe('ready'));
  const shell = { $dictionary: createStore({ ...COUPON_EN, ...SPORTS_FILTERS_EN }), $language: createStore('en'), $preferences: createStore(DEFAULT_PREFERENCES) };
  const coupon = { $betIds: createStore<ReadonlySet<string>>(new Set()), $coefViewId: createStore(0) };
  render(
    <ModelsProvider models={{ shell, line, coupon } as unknown as UiModels}>
      <MemoryRouter>
        <div>
          <GameList lng="en" label="Games" />
          <ListCutNote />
        </div>
      </MemoryRouter>
    </ModelsProvider>,
  );
  return { line };
}

describe('QA19 #4: the note under a cut list', () => {
  it('QA19 #4: says the list shows the first 200 events, and "Show more events" adds the next page with the focus on its first game', async () => {
    const { line } = await linePage();
    const list = screen.getByRole('region', { name: 'Games' });
    expect(within(list).getAllByRole('listitem', { name: /–/ })).toHaveLength(LINE_PAGE_LIMIT);
    expect(screen.getByText(`Showing the first ${LINE_PAGE_LIMIT} events.`)).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Show more events' });
    more.focus();
    act(() => fireEvent.click(more));
    await waitFor(() => expect(line.$gameIds.getState().length).toBeGreaterThan(LINE_PAGE_LIMIT));
    const first = line.$games.getState().get(line.$gameIds.getState()[LINE_PAGE_LIMIT]!)!;
    await waitFor(() => expect(document.activeElement).toHaveTextContent(`${first.home} – ${first.away}`));
    expect(document.activeElement?.tagName).toBe('A');
  });
});
