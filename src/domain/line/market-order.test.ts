import { describe, expect, it } from 'vitest';
import { MarketKind, type Market } from './line';
import { marketsInPlayersOrder } from './market-order';

const market = (id: number, kind: number, name: string, param?: number): Market => ({
  id,
  kind,
  name,
  ...(param === undefined ? {} : { param }),
  outcomes: [],
});
const titles = (markets: readonly Market[]) => markets.map((m) => (m.param === undefined ? m.name : `${m.name} ${m.param}`));

describe("marketsInPlayersOrder: a game's markets in the order leading books show them", () => {
  it.each<[string, Market[], string[]]>([
    [
      'the match result first, then handicaps, then totals, then the rest',
      [market(1, MarketKind.SPECIAL, 'Both teams to score'), market(2, MarketKind.TOTAL, 'Total', 2.5), market(3, MarketKind.HANDICAP, 'Handicap', -0.5), market(4, MarketKind.RESULT_1X2, '1X2')],
      ['1X2', 'Handicap -0.5', 'Total 2.5', 'Both teams to score'],
    ],
    [
      'totals by their line, lowest first (the line lists the main total first: 2.5, 1.5, 3.5)',
      [market(1, MarketKind.TOTAL, 'Total', 2.5), market(2, MarketKind.TOTAL, 'Total', 1.5), market(3, MarketKind.TOTAL, 'Total', 3.5)],
      ['Total 1.5', 'Total 2.5', 'Total 3.5'],
    ],
    [
      'handicaps by the home side’s handicap, lowest first, negative ones before positive',
      [market(1, MarketKind.HANDICAP, 'Handicap', -1.5), market(2, MarketKind.HANDICAP, 'Handicap', 0.5), market(3, MarketKind.HANDICAP, 'Handicap', -2.5)],
      ['Handicap -2.5', 'Handicap -1.5', 'Handicap 0.5'],
    ],
    [
      'the rest: each kind where the line first lists one, in the line’s order within it',
      [market(1, 14, 'Odd/Even total'), market(2, MarketKind.SPECIAL, 'Both teams to score'), market(3, 14, 'Odd/Even first half'), market(4, MarketKind.RESULT_1X2, '12')],
      ['12', 'Odd/Even total', 'Odd/Even first half', 'Both teams to score'],
    ],
    [
      'within a kind, a market without a line before those with one',
      [market(1, MarketKind.TOTAL, 'Total', 0.5), market(2, MarketKind.TOTAL, 'Total')],
      ['Total', 'Total 0.5'],
    ],
  ])('%s', (_, markets, expected) => {
    expect(titles(marketsInPlayersOrder(markets))).toEqual(expected);
  });

  it('leaves the line’s own list as it was', () => {
    const markets = [market(1, MarketKind.TOTAL, 'Total', 2.5), market(2, MarketKind.RESULT_1X2, '1X2')];
    const sorted = marketsInPlayersOrder(markets);
    expect(titles(markets)).toEqual(['Total 2.5', '1X2']);
    expect(sorted).not.toBe(markets);
    expect(sorted[1]).toBe(markets[0]);
  });
});
