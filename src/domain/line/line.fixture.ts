import { GameStatus, type Game } from './line';

/**
 * Test data for the line tests: a live football game in the tenth minute,
 * 0:0, with no markets unless `overrides` gives them.
 */
export function gameFixture(id: number, overrides: Partial<Game> = {}): Game {
  return {
    id,
    champId: 10,
    sportId: 1,
    sportName: 'Football',
    champName: 'Premier League',
    champCountry: 'England',
    number: 101,
    home: 'Arsenal',
    away: 'Chelsea',
    startTime: 0,
    isLive: true,
    status: GameStatus.IN_PLAY,
    timeSeconds: 600,
    score: { home: 0, away: 0 },
    formattedScore: '0:0',
    markets: [],
    marketCount: 0,
    ...overrides,
  };
}
