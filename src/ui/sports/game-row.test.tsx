import type { ReactElement } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'effector';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { COUPON_EN } from '../../adapters/fake/i18n/coupon.en';
import { COUPON_RU } from '../../adapters/fake/i18n/coupon.ru';
import { FakeLine, ManualLineFeed } from '../../adapters/fake/line';
import { createLineModel } from '../../application/line/line.model';
import { GameStatus, type Game } from '../../domain/line';
import { gameFixture } from '../../domain/line/line.fixture';
import { DEFAULT_PREFERENCES } from '../../domain/preferences';
import { ModelsProvider, type UiModels } from '../models-context';
import { sameClock } from './game-clock';
import { GameMarkets } from './game-markets';
import { GameRow, MoreMarketsLink, sameRowShape } from './game-row';

describe('what re-renders a game row and what only its clock (issue 3 §7b: an update re-renders only what it changes)', () => {
  const game = gameFixture(7, { isLive: true, status: GameStatus.IN_PLAY, timeSeconds: 600, formattedScore: '0:0', marketCount: 3 });
  it.each<[string, Partial<Game>, boolean, boolean]>([
    ['a second of the clock', { timeSeconds: 601 }, true, true],
    ['the next minute', { timeSeconds: 660 }, true, false],
    ['a goal', { formattedScore: '1:0' }, true, false],
    ['half time', { status: GameStatus.BREAK }, true, false],
    ['the final whistle', { status: GameStatus.FINISHED, isLive: false }, false, false],
    ['the game leaving live (its links change section)', { isLive: false }, false, false],
    ['a market more', { markets: [...game.markets, {} as Game['markets'][number]] }, false, true],
    ['more markets behind "+N"', { marketCount: 9 }, false, true],
  ])('%s: same row shape %s, same clock %s', (_, change, row, clock) => {
    const next = { ...game, ...change };
    expect(sameRowShape(next, game)).toBe(row);
    expect(sameClock(next, game)).toBe(clock);
  });
});

describe('a game clock reads the same in a list row and on the game page (one GameClock)', () => {
  const views: [string, (gameId: number) => ReactElement, (name: string) => HTMLElement][] = [
    [
      'the row',
      (gameId) => (
        <ul>
          <GameRow gameId={gameId} lng="en" />
        </ul>
      ),
      (name) => screen.getByRole('listitem', { name }),
    ],
    ['the game page', (gameId) => <GameMarkets gameId={gameId} lng="en" section="live" />, (name) => screen.getByRole('region', { name })],
  ];
  it.each(views)('%s: a tick moves the score and the minute, half time reads "Break", the final whistle the final score', async (_, view, find) => {
    const fakeLine = new FakeLine({ clock: new FakeClock() });
    const feed = new ManualLineFeed();
    const line = createLineModel({ line: fakeLine, feed });
    const [listed] = await fakeLine.games({ section: 'live', limit: 1 });
    line.pageOpened({ kind: 'game', section: 'live', gameId: listed!.id });
    await waitFor(() => expect(line.$status.getState()).toBe('ready'));
    const game = line.$games.getState().get(listed!.id)!;
    const shell = { $dictionary: createStore(COUPON_EN), $language: createStore('en'), $preferences: createStore(DEFAULT_PREFERENCES) };
    const coupon = { $betIds: createStore<ReadonlySet<string>>(new Set()), $coefViewId: createStore(0) };
    render(
      <ModelsProvider models={{ shell, line, coupon } as unknown as UiModels}>
        <MemoryRouter>{view(game.id)}</MemoryRouter>
      </ModelsProvider>,
    );
    const shown = find(`${game.home} – ${game.away}`);
    const minute = Math.floor(game.timeSeconds / 60);
    expect(shown).toHaveTextContent(`${game.formattedScore} · ${minute}'`);
    const tick = (patch: Partial<Pick<Game, 'timeSeconds' | 'status' | 'formattedScore'>>) =>
      act(() =>
        feed.push([
          { type: 'game', gameId: game.id, score: game.score, formattedScore: game.formattedScore, timeSeconds: game.timeSeconds, status: game.status, ...patch },
        ]),
      );
    tick({ timeSeconds: game.timeSeconds + 60, formattedScore: '9:9' });
    expect(shown).toHaveTextContent(`9:9 · ${minute + 1}'`);
    tick({ timeSeconds: game.timeSeconds + 60, formattedScore: '9:9', status: GameStatus.BREAK });
    expect(within(shown).getByText('Break')).toBeInTheDocument();
    // One price open (whatever the fake line's state), then the final whistle.
    const market = game.markets[0]!;
    const outcome = market.outcomes[0]!;
    act(() => feed.push([{ type: 'odds', gameId: game.id, marketId: market.id, outcomeId: outcome.id, coef: 2.5, isBlocked: false }]));
    const open = within(shown).getByRole('button', { name: new RegExp(`^${game.home} – ${game.away}, ${outcome.name.replace(/[()+.]/g, '\\$&')}: 2\\.50`) });
    expect(open).toBeEnabled();
    tick({ timeSeconds: game.timeSeconds + 120, formattedScore: '9:8', status: GameStatus.FINISHED });
    expect(shown).toHaveTextContent('Finished, final score 9:8');
    expect(within(shown).queryByText('Break')).not.toBeInTheDocument();
    // The final whistle closes every price shown, though the batch names none of them.
    expect(open).toBeDisabled();
    expect(open).toHaveAccessibleName(expect.stringContaining(`, ${outcome.name}: Locked`));
  });
});

describe('QA16 #5: the "+N" link to a game’s other markets is named beginning with what it shows (WCAG 2.5.3 Label in Name)', () => {
  it.each([
    ['en', COUPON_EN, /^\+2: all markets of Arsenal – Chelsea$/],
    ['ru', COUPON_RU, /^\+2: .*Arsenal – Chelsea$/],
  ] as const)('%s: the name starts with "+2" and names the game', (lng, dictionary, expected) => {
    const shell = { $dictionary: createStore(dictionary), $language: createStore(lng) };
    render(
      <ModelsProvider models={{ shell } as unknown as UiModels}>
        <MemoryRouter>
          <MoreMarketsLink to="/x" more={2} name="Arsenal – Chelsea" />
        </MemoryRouter>
      </ModelsProvider>,
    );
    const link = screen.getByRole('link', { name: expected });
    expect(link).toHaveTextContent(/^\+2$/);
    expect(link.getAttribute('aria-label')!.startsWith(link.textContent!)).toBe(true);
  });
});
