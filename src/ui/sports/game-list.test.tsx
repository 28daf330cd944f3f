import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'effector';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { COUPON_EN } from '../../adapters/fake/i18n/coupon.en';
import { FakeLine, ManualLineFeed } from '../../adapters/fake/line';
import { createLineModel } from '../../application/line/line.model';
import { GameStatus } from '../../domain/line';
import { DEFAULT_PREFERENCES } from '../../domain/preferences';
import { ModelsProvider, type UiModels } from '../models-context';
import { GameList } from './game-list';

async function livePage(headingLevel?: 2 | 3) {
  const feed = new ManualLineFeed();
  const line = createLineModel({ line: new FakeLine({ clock: new FakeClock() }), feed });
  line.pageOpened({ kind: 'section', section: 'live', sportSlug: null });
  await waitFor(() => expect(line.$status.getState()).toBe('ready'));
  const shell = { $dictionary: createStore(COUPON_EN), $language: createStore('en'), $preferences: createStore(DEFAULT_PREFERENCES) };
  const coupon = { $betIds: createStore<ReadonlySet<string>>(new Set()), $coefViewId: createStore(0) };
  render(
    <ModelsProvider models={{ shell, line, coupon } as unknown as UiModels}>
      <MemoryRouter>
        <GameList lng="en" label="Live games" headingLevel={headingLevel} />
      </MemoryRouter>
    </ModelsProvider>,
  );
  const finish = (gameId: number) =>
    act(() => feed.push([{ type: 'game', gameId, score: { home: 1, away: 0 }, formattedScore: '1:0', timeSeconds: 5400, status: GameStatus.FINISHED }]));
  return { line, finish };
}

describe('a finished game leaves the live list without rebuilding its championship (issue 3 §7b: an update redraws only what it changes)', () => {
  it('the first game of a group finishing takes out its row; the group and its other rows stay the same elements', async () => {
    const { line, finish } = await livePage();
    const group = line.$groups.getState().find((g) => g.gameIds.length > 2)!;
    const second = line.$games.getState().get(group.gameIds[1]!)!;
    const section = screen.getByRole('listitem', { name: `${second.home} – ${second.away}` }).closest<HTMLElement>('.champ-group')!;
    const rows = within(section).getAllByRole('listitem');
    const [firstRow, ...otherRows] = rows;
    const heading = within(section).getByRole('heading', { level: 2 });

    finish(group.gameIds[0]!);

    expect(firstRow).not.toBeInTheDocument();
    expect(section).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 2 })).toBe(heading);
    expect(within(section).getAllByRole('listitem')).toEqual(otherRows);
  });

  it('a group whose last game finishes leaves the list; the groups around it stay', async () => {
    const { line, finish } = await livePage();
    const groups = line.$groups.getState();
    const index = groups.findIndex((g, i) => i > 0 && i < groups.length - 1 && g.gameIds.length === 1);
    expect(index).toBeGreaterThan(0);
    const list = screen.getByRole('region', { name: 'Live games' });
    const before = within(list).getAllByRole('region');
    finish(groups[index]!.gameIds[0]!);
    const after = within(list).getAllByRole('region');
    expect(after).toEqual([...before.slice(0, index), ...before.slice(index + 1)]);
  });
});

describe('QA16 #4: the championship groups are headed one level under the heading above the list (WCAG 1.3.1)', () => {
  it.each([
    ['a list page (groups under its h1, QA13 #8)', undefined, 2],
    ['the home page (groups under its h2 "Top events")', 3, 3],
  ] as const)('%s: every group title is an h%s', async (_, headingLevel, level) => {
    const { line } = await livePage(headingLevel);
    const list = screen.getByRole('region', { name: 'Live games' });
    const titles = within(list).getAllByRole('heading');
    expect(titles.length).toBe(line.$groups.getState().length);
    for (const title of titles) expect(title.tagName).toBe(`H${level}`);
  });
});
