import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyGameUpdates, applyLineUpdates, findOutcome } from './apply-line-updates';
import { GameTable } from './game-table';
import { gameFixture } from './line.fixture';
import { GameStatus, MarketKind, type Game, type Market } from './line';
import type { GameUpdate, LineUpdate, OddsUpdate } from './line-feed.port';

function market(gameId: number, id: number, coefs: number[]): Market {
  return {
    id,
    kind: MarketKind.RESULT_1X2,
    name: '1X2',
    outcomes: coefs.map((coef, i) => ({
      id: `${gameId}:${id}:${i + 1}`,
      marketId: id,
      gameId,
      name: String(i + 1),
      typeId: i + 1,
      coef,
      isBlocked: false,
      isDepend: false,
      isBannedExpress: false,
    })),
  };
}

function game(id: number): Game {
  const markets = [market(id, id * 100 + 1, [2.1, 3.2, 3.5]), market(id, id * 100 + 2, [1.9, 1.9])];
  return gameFixture(id, { markets, marketCount: markets.length });
}

const odds = (gameId: number, marketId: number, n: number, coef: number, isBlocked = false): OddsUpdate => ({
  type: 'odds',
  gameId,
  marketId,
  outcomeId: `${gameId}:${marketId}:${n}`,
  coef,
  isBlocked,
});

const tick = (gameId: number, patch: Partial<GameUpdate> = {}): GameUpdate => ({
  type: 'game',
  gameId,
  score: { home: 1, away: 0 },
  formattedScore: '1:0',
  timeSeconds: 660,
  status: GameStatus.IN_PLAY,
  ...patch,
});

describe('applyLineUpdates', () => {
  const games = GameTable.of([game(1), game(2)]);

  it('changes the coefficient and block flag of the named outcome only', () => {
    const next = applyLineUpdates(games, [odds(1, 101, 2, 3.4, true)]);
    const before = games.get(1)!;
    const after = next.get(1)!;
    expect(after.markets[0]!.outcomes[1]).toMatchObject({ coef: 3.4, isBlocked: true });
    expect(after.markets[0]!.outcomes[0]).toBe(before.markets[0]!.outcomes[0]);
    expect(after.markets[0]!.outcomes[2]).toBe(before.markets[0]!.outcomes[2]);
    expect(after.markets[1]).toBe(before.markets[1]);
    expect(next.get(2)).toBe(games.get(2));
  });

  it('never mutates its input', () => {
    const snapshot = structuredClone([...games]);
    applyLineUpdates(games, [odds(1, 101, 1, 9.9), tick(2)]);
    expect([...games]).toEqual(snapshot);
  });

  it('applies a score and time tick and derives isLive from the status', () => {
    const next = applyLineUpdates(games, [tick(2)]);
    expect(next.get(2)).toMatchObject({ score: { home: 1, away: 0 }, formattedScore: '1:0', timeSeconds: 660, isLive: true });
    expect(next.get(2)!.markets).toBe(games.get(2)!.markets);
    const finished = applyLineUpdates(next, [tick(2, { status: GameStatus.FINISHED })]);
    expect(finished.get(2)).toMatchObject({ status: 4, isLive: false });
    const kickOff = applyLineUpdates(GameTable.of([{ ...game(3), isLive: false, status: 1 }]), [tick(3, { status: 2 })]);
    expect(kickOff.get(3)!.isLive).toBe(true);
  });

  it('lets the later update of the same outcome or game win', () => {
    const next = applyLineUpdates(games, [
      odds(1, 101, 1, 2.5),
      tick(1, { timeSeconds: 700 }),
      odds(1, 101, 1, 2.6),
      tick(1, { timeSeconds: 720 }),
    ]);
    expect(next.get(1)!.markets[0]!.outcomes[0]!.coef).toBe(2.6);
    expect(next.get(1)!.timeSeconds).toBe(720);
  });

  it('returns the very same table when nothing it holds changes', () => {
    const unchanged: LineUpdate[] = [
      odds(99, 9901, 1, 5),
      odds(1, 101, 1, 2.1),
      odds(1, 777, 1, 5),
      odds(1, 101, 9, 5),
      tick(1, { score: { home: 0, away: 0 }, formattedScore: '0:0', timeSeconds: 600 }),
    ];
    expect(applyLineUpdates(games, unchanged)).toBe(games);
    expect(applyLineUpdates(games, [])).toBe(games);
  });

  it('a whole batch gives what its updates give one at a time, in order (property)', () => {
    const update = fc.oneof(
      fc
        .record({ gameId: fc.constantFrom(1, 2, 3), market: fc.constantFrom(1, 2), n: fc.constantFrom(1, 2, 3), coef: fc.integer({ min: 101, max: 900 }), blocked: fc.boolean() })
        .map(({ gameId, market, n, coef, blocked }): LineUpdate => odds(gameId, gameId * 100 + market, n, coef / 100, blocked)),
      fc
        .record({ gameId: fc.constantFrom(1, 2, 3), minute: fc.integer({ min: 10, max: 90 }), home: fc.integer({ min: 0, max: 3 }) })
        .map(({ gameId, minute, home }): LineUpdate => tick(gameId, { timeSeconds: minute * 60, score: { home, away: 0 }, formattedScore: `${home}:0` })),
    );
    fc.assert(
      fc.property(fc.array(update, { maxLength: 40 }), (batch) => {
        const oneByOne = batch.reduce((table, u) => applyLineUpdates(table, [u]), games);
        expect([...applyLineUpdates(games, batch)]).toEqual([...oneByOne]);
      }),
    );
  });

  it('applyGameUpdates ignores updates of other games', () => {
    const g = game(1);
    expect(applyGameUpdates(g, [odds(2, 201, 1, 9), tick(2)])).toBe(g);
  });
});

describe('findOutcome', () => {
  it('finds the market and outcome of an id, or null', () => {
    const g = game(1);
    expect(findOutcome(g, '1:102:2')).toEqual({ market: g.markets[1], outcome: g.markets[1]!.outcomes[1] });
    expect(findOutcome(g, 'nope')).toBeNull();
  });
});
