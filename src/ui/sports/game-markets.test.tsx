import { render, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'effector';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { COUPON_EN } from '../../adapters/fake/i18n/coupon.en';
import { FakeLine, ManualLineFeed } from '../../adapters/fake/line';
import { createLineModel } from '../../application/line/line.model';
import { lineParam, MarketKind, marketsInPlayersOrder } from '../../domain/line';
import { DEFAULT_PREFERENCES } from '../../domain/preferences';
import { ModelsProvider, type UiModels } from '../models-context';
import { GameMarkets } from './game-markets';

describe('the game page', () => {
  it('lists the markets main ones first (1X2, handicaps, totals, the rest), each kind by its line, whatever order the line sends', async () => {
    const fakeLine = new FakeLine({ clock: new FakeClock() });
    const line = createLineModel({ line: fakeLine, feed: new ManualLineFeed() });
    // A game with more than one total: the fake line lists the main total first (2.5, then 1.5, 3.5 …).
    let gameId = 0;
    for (const listed of await fakeLine.games({ section: 'line', sportId: 1, limit: 40 })) {
      const full = (await fakeLine.game(listed.id))!;
      if (full.markets.filter((m) => m.kind === MarketKind.TOTAL).length > 2) {
        gameId = full.id;
        break;
      }
    }
    expect(gameId).not.toBe(0);
    line.pageOpened({ kind: 'game', section: 'line', gameId });
    await waitFor(() => expect(line.$status.getState()).toBe('ready'));
    const game = line.$games.getState().get(gameId)!;
    const shell = { $dictionary: createStore(COUPON_EN), $language: createStore('en'), $preferences: createStore(DEFAULT_PREFERENCES) };
    const coupon = { $betIds: createStore<ReadonlySet<string>>(new Set()), $coefViewId: createStore(0) };
    render(
      <ModelsProvider models={{ shell, line, coupon } as unknown as UiModels}>
        <MemoryRouter>
          <GameMarkets gameId={gameId} lng="en" section="line" />
        </MemoryRouter>
      </ModelsProvider>,
    );
    const page = screen.getByRole('region', { name: `${game.home} – ${game.away}` });
    const shown = within(page).getAllByRole('group').map((g) => g.getAttribute('aria-label'));
    // A handicap's line signed, below nought with the minus sign (U+2212), as its outcomes write it.
    const title = (m: { name: string; kind: number; param?: number }) => `Market ${m.param === undefined ? m.name : `${m.name} ${lineParam(m.param, m.kind === MarketKind.HANDICAP)}`}`;
    expect(shown).toEqual(marketsInPlayersOrder(game.markets).map(title));
    expect(shown).not.toEqual(game.markets.map(title));
    expect(shown[0]).toBe('Market 1X2');
    expect(shown).toEqual(expect.arrayContaining(['Market Handicap \u22121.5', 'Market Handicap +0.5']));
    const totals = shown.filter((s) => s!.startsWith('Market Total ')).map((s) => Number(s!.slice('Market Total '.length)));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });
});
