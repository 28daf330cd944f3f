import { describe, expect, it } from 'vitest';
import { GameStatus, MarketKind, type Game, type Market, type Outcome } from './line';
import { selectionFromOutcome } from './selection';

const outcome: Outcome = {
  id: '7:701:9',
  marketId: 701,
  gameId: 7,
  name: 'Over 2.5',
  typeId: 9,
  coef: 1.85,
  isBlocked: true,
  isDepend: true,
  isBannedExpress: false,
};
const market: Market = { id: 701, kind: MarketKind.TOTAL, name: 'Total', param: 2.5, outcomes: [outcome] };
const liveGame: Game = {
  id: 7,
  champId: 70,
  sportId: 1,
  sportName: 'Football',
  champName: 'Premier League',
  champCountry: 'England',
  number: 315,
  home: 'Arsenal',
  away: 'Chelsea',
  startTime: 1_000,
  isLive: true,
  status: GameStatus.IN_PLAY,
  timeSeconds: 1_800,
  score: { home: 2, away: 1 },
  formattedScore: '2:1',
  markets: [market],
  marketCount: 1,
};

describe('selectionFromOutcome', () => {
  it('maps a live outcome to every field a coupon bet needs', () => {
    expect(selectionFromOutcome(liveGame, market, outcome)).toEqual({
      outcomeId: '7:701:9',
      gameId: 7,
      sportId: 1,
      champId: 70,
      coef: 1.85,
      outcomeName: 'Over 2.5',
      typeId: 9,
      market: { id: 701, kind: 2, name: 'Total', param: 2.5, isLive: true },
      blockId: 0,
      sportNameEn: 'Football',
      champNameEn: 'Premier League',
      champCountryEn: 'England',
      number: 315,
      permanentId: 7,
      statisticId: null,
      gameStatusId: 2,
      isFinished: false,
      isLive: true,
      isLiveInLive: false,
      startTime: 1_000,
      timeSec: 1_800,
      opponent1NameEn: 'Arsenal',
      opponent2NameEn: 'Chelsea',
      opponent1FullScore: 2,
      opponent2FullScore: 1,
      scoreFormatted: '2:1',
      isBlocked: true,
      isDepend: true,
      isBannedExpress: false,
      isDisabledBanker: false,
    });
  });

  it('gives a pre-match outcome no score and no live flags', () => {
    const line: Game = { ...liveGame, isLive: false, status: GameStatus.NOT_STARTED, timeSeconds: 0, score: { home: 0, away: 0 }, formattedScore: '' };
    const s = selectionFromOutcome(line, market, outcome);
    expect(s).toMatchObject({ isLive: false, isFinished: false, opponent1FullScore: null, opponent2FullScore: null, timeSec: 0 });
    expect(s.market.isLive).toBe(false);
  });

  it('marks a finished game finished and not live (spec 000 §5)', () => {
    const s = selectionFromOutcome({ ...liveGame, status: GameStatus.FINISHED, isLive: false }, market, outcome);
    expect(s).toMatchObject({ isFinished: true, isLive: false, gameStatusId: 4 });
  });

  it('keeps a special market kind 7 so the coupon can exclude it from the bonus bet', () => {
    const special: Market = { id: 702, kind: MarketKind.SPECIAL, name: 'Both teams to score', outcomes: [] };
    const s = selectionFromOutcome(liveGame, special, { ...outcome, marketId: 702 });
    expect(s.market).toEqual({ id: 702, kind: 7, name: 'Both teams to score', isLive: true });
  });
});
