import { describe, expect, it } from 'vitest';
import { createBet } from '../../domain/coupon';
import { selectionFromOutcome, type Game, type Market } from '../../domain/line';
import { gameFixture } from '../../domain/line/line.fixture';
import { betFromSelection, betUpdatesFromLine } from './bet-from-selection';

const market: Market = {
  id: 701,
  kind: 1,
  name: '1X2',
  outcomes: [{ id: '9-1', marketId: 701, gameId: 9, name: '1', typeId: 1, coef: 1.85, isBlocked: false, isDepend: false, isBannedExpress: false }],
};
const serieA = (country: string): Game =>
  gameFixture(9, { champName: 'Serie A', champCountry: country, home: 'Inter', away: 'Milan', markets: [market], marketCount: 1 });
const pick = (game: Game) => selectionFromOutcome(game, game.markets[0]!, game.markets[0]!.outcomes[0]!);

describe("a slip's selection carries its championship's country, so the slip names it as the line does", () => {
  it.each([
    ["Italy's Serie A is not Brazil's: the bet keeps the game's country", 'Italy'],
    ['the other Serie A', 'Brazil'],
    ['a cross-border championship keeps "International" (champTitle then names it alone)', 'International'],
  ])('betFromSelection: %s', (_, country) => {
    expect(betFromSelection(pick(serieA(country)))).toMatchObject({ sportNameEn: 'Football', champNameEn: 'Serie A', champCountryEn: country });
  });

  it('betUpdatesFromLine: a bet restored from storage without a country gets it from the line at start', () => {
    const stored = createBet({ id: '9-1', gameId: 9, coef: 1.85, champNameEn: 'Serie A' });
    expect(stored.champCountryEn).toBeUndefined();
    const [update] = betUpdatesFromLine([stored], new Map([[9, serieA('Italy')]]));
    expect(update).toMatchObject({ betId: '9-1', champCountryEn: 'Italy' });
  });
});

describe('betUpdatesFromLine: no made-up price moves (QA12 #2)', () => {
  const stored = createBet({ id: '9-1', gameId: 9, coef: 1.25 });
  const moved: Market = { ...market, outcomes: [{ ...market.outcomes[0]!, coef: 3.62 }] };
  it.each([
    { rule: 'QA12 #2: a finished game keeps the price the player saw, and is finished', game: gameFixture(9, { status: 4, markets: [moved], marketCount: 1 }), finished: true },
    {
      rule: 'QA12 #2: a locked outcome keeps the price the player saw',
      game: gameFixture(9, { markets: [{ ...moved, outcomes: [{ ...moved.outcomes[0]!, isBlocked: true }] }], marketCount: 1 }),
      finished: false,
    },
  ])('$rule', ({ game, finished }) => {
    const [update] = betUpdatesFromLine([stored], new Map([[9, game]]));
    expect(update).toBeDefined();
    expect(update!.coef).toBeUndefined();
    expect(update!.isFinished).toBe(finished);
  });

  it('QA12 #2: a game in play that can be bet on moves the price', () => {
    const [update] = betUpdatesFromLine([stored], new Map([[9, gameFixture(9, { markets: [moved], marketCount: 1 })]]));
    expect(update!.coef).toBe(3.62);
  });
});
