import { describe, expect, it } from 'vitest';
import { GameTable } from './game-table';
import type { Game } from './line';
import { gameFixture } from './line.fixture';

const game = (id: number, home = `Home ${id}`): Game => gameFixture(id, { number: id, home, away: `Away ${id}` });

describe('GameTable', () => {
  const a = game(3);
  const b = game(1);
  const c = game(2);
  const table = GameTable.of([a, b, c]);

  it('reads games by id like a map and iterates them in the order listed', () => {
    expect(table.size).toBe(3);
    expect(table.get(1)).toBe(b);
    expect(table.get(4)).toBeUndefined();
    expect(table.has(2)).toBe(true);
    expect(table.has(4)).toBe(false);
    expect([...table.keys()]).toEqual([3, 1, 2]);
    expect([...table.values()]).toEqual([a, b, c]);
    expect([...table]).toEqual([...new Map([[3, a], [1, b], [2, c]])]);
    const seen: number[] = [];
    table.forEach((value, key, map) => {
      expect(map).toBe(table);
      expect(value.id).toBe(key);
      seen.push(key);
    });
    expect(seen).toEqual([3, 1, 2]);
  });

  it('keeps the first place and the last game of a repeated id', () => {
    const again = game(3, 'Renamed');
    const repeated = GameTable.of([a, b, again]);
    expect([...repeated.keys()]).toEqual([3, 1]);
    expect(repeated.get(3)).toBe(again);
  });

  it('is the one empty table when given no games', () => {
    expect(GameTable.of([])).toBe(GameTable.EMPTY);
    expect(GameTable.EMPTY.size).toBe(0);
  });

  it('with: a new table with the changed games in their places; the old table is untouched', () => {
    const moved = { ...b, formattedScore: '1:0' };
    const next = table.with([moved]);
    expect(next).not.toBe(table);
    expect(next.get(1)).toBe(moved);
    expect(next.get(3)).toBe(a);
    expect(next.get(2)).toBe(c);
    expect([...next.keys()]).toEqual([3, 1, 2]);
    expect(table.get(1)).toBe(b);
  });

  it('with: the same table when no game is new, and ids it does not hold are ignored', () => {
    expect(table.with([])).toBe(table);
    expect(table.with([a, c])).toBe(table);
    expect(table.with([game(9)])).toBe(table);
    expect(table.with([game(9)]).has(9)).toBe(false);
  });
});
