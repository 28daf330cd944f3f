import { describe, expect, it } from 'vitest';
import { lineParam, marketNamingOf, marketText, MarketKind, outcomeText, OutcomeType, selectionText } from './index';

describe('line words: markets and outcomes are said from their kind and type, in the page language (QA7 11, QA9)', () => {
  it.each([
    ['a total', { kind: MarketKind.TOTAL, name: 'Total', outcomes: [{ typeId: OutcomeType.OVER }] }, { key: 'line_market_total', text: 'Total' }],
    ['a handicap', { kind: MarketKind.HANDICAP, name: 'Handicap', outcomes: [{ typeId: OutcomeType.HANDICAP_HOME }] }, { key: 'line_market_handicap', text: 'Handicap' }],
    ['odd/even, by its outcomes', { kind: MarketKind.SPECIAL, name: 'Odd/Even total', outcomes: [{ typeId: OutcomeType.ODD }] }, { key: 'line_market_odd_even', text: 'Odd/Even total' }],
    ['both teams to score', { kind: MarketKind.SPECIAL, name: 'Both teams to score', outcomes: [{ typeId: OutcomeType.BOTH_SCORE_YES }] }, { key: 'line_market_both_score', text: 'Both teams to score' }],
    ['a deciding set', { kind: MarketKind.SPECIAL, name: 'Deciding set', outcomes: [{ typeId: OutcomeType.DECIDING_SET_NO }] }, { key: 'line_market_deciding_set', text: 'Deciding set' }],
    ['the result market keeps "1X2", written so in every language', { kind: MarketKind.RESULT_1X2, name: '1X2', outcomes: [{ typeId: 1 }] }, { text: '1X2' }],
    ['the result market without a draw keeps "12"', { kind: MarketKind.RESULT_1X2, name: '12', outcomes: [{ typeId: 1 }] }, { text: '12' }],
    ['a special of an unknown type keeps the provider name', { kind: MarketKind.SPECIAL, name: 'Corners 1st half', outcomes: [{ typeId: 4242 }] }, { text: 'Corners 1st half' }],
    ['a market of an unknown kind keeps the provider name', { kind: 99, name: 'Exotic', outcomes: [] }, { text: 'Exotic' }],
  ])('market: %s', (_, market, said) => {
    expect(marketText(market)).toEqual(said);
  });

  it.each([
    ['home, draw and away are "1", "X", "2"', { typeId: 2, name: 'Draw' }, { text: 'X' }],
    ['over a total, with the line', { typeId: OutcomeType.OVER, name: 'Over 2.5', param: 2.5 }, { key: 'line_outcome_over', values: { param: '2.5' }, text: 'Over 2.5' }],
    ['under a total', { typeId: OutcomeType.UNDER, name: 'Under 212.5', param: 212.5 }, { key: 'line_outcome_under', values: { param: '212.5' }, text: 'Under 212.5' }],
    ['a home handicap is signed', { typeId: OutcomeType.HANDICAP_HOME, name: '1 (+1.5)', param: 1.5 }, { key: 'line_outcome_handicap_home', values: { param: '+1.5' }, text: '1 (+1.5)' }],
    ['an away handicap below zero', { typeId: OutcomeType.HANDICAP_AWAY, name: '2 (-1.5)', param: -1.5 }, { key: 'line_outcome_handicap_away', values: { param: '\u22121.5' }, text: '2 (-1.5)' }],
    ['a handicap of nought has no sign', { typeId: OutcomeType.HANDICAP_HOME, name: '1 (0)', param: 0 }, { key: 'line_outcome_handicap_home', values: { param: '0' }, text: '1 (0)' }],
    ['yes', { typeId: OutcomeType.BOTH_SCORE_YES, name: 'Yes' }, { key: 'line_outcome_yes', text: 'Yes' }],
    ['even', { typeId: OutcomeType.EVEN, name: 'Even' }, { key: 'line_outcome_even', text: 'Even' }],
    ['a total without its line keeps the provider name', { typeId: OutcomeType.OVER, name: 'Over' }, { text: 'Over' }],
    ['a line that is no number keeps the provider name', { typeId: OutcomeType.OVER, name: 'Over ?', param: Number.NaN }, { text: 'Over ?' }],
    ['an unknown type keeps the provider name', { typeId: 777, name: 'Anytime scorer' }, { text: 'Anytime scorer' }],
  ])('outcome: %s', (_, outcome, said) => {
    expect(outcomeText(outcome)).toEqual(said);
  });

  it('a line is written as players read it: a handicap signed, below nought with the minus sign (U+2212)', () => {
    expect([lineParam(2.5, false), lineParam(-1, false), lineParam(1.5, true), lineParam(-0.5, true), lineParam(0, true)]).toEqual(['2.5', '-1', '+1.5', '\u22120.5', '0']);
  });
});

describe('spec 000 §3 marketsNameType: short names (0, the default) or full names (1), chosen in the settings', () => {
  it('a stored 1 asks for full names; 0 and anything else for short', () => {
    expect([marketNamingOf(1), marketNamingOf(0), marketNamingOf(7)]).toEqual(['full', 'short', 'short']);
  });

  const result = { kind: MarketKind.RESULT_1X2, name: '1X2', outcomes: [{ typeId: OutcomeType.HOME }] };
  it.each([
    ['short: the result market by its "1X2"', result, 'short', { text: '1X2' }],
    ['full: the result market in words', result, 'full', { key: 'line_market_result', text: '1X2' }],
    ['full: the two-way result market in words too', { ...result, name: '12' }, 'full', { key: 'line_market_result', text: '12' }],
    ['full: a total is a word in both', { kind: MarketKind.TOTAL, name: 'Total', outcomes: [{ typeId: OutcomeType.OVER }] }, 'full', { key: 'line_market_total', text: 'Total' }],
  ] as const)('market, %s', (_, market, naming, said) => {
    expect(marketText(market, naming)).toEqual(said);
  });

  it.each([
    ['short: home is "1"', { typeId: OutcomeType.HOME, name: '1' }, 'short', { text: '1' }],
    ['full: home in words, "1" without the words', { typeId: OutcomeType.HOME, name: '1' }, 'full', { key: 'line_outcome_home', text: '1' }],
    ['full: the draw', { typeId: OutcomeType.DRAW, name: 'X' }, 'full', { key: 'line_outcome_draw', text: 'X' }],
    ['full: away', { typeId: OutcomeType.AWAY, name: '2' }, 'full', { key: 'line_outcome_away', text: '2' }],
    ['short: a handicap by its side\'s number', { typeId: OutcomeType.HANDICAP_HOME, name: '1 (+1.5)', param: 1.5 }, 'short', { key: 'line_outcome_handicap_home', values: { param: '+1.5' }, text: '1 (+1.5)' }],
    ['full: a handicap by its side in words', { typeId: OutcomeType.HANDICAP_AWAY, name: '2 (-1.5)', param: -1.5 }, 'full', { key: 'line_outcome_handicap_away_full', values: { param: '\u22121.5' }, text: '2 (-1.5)' }],
    ['full: a total\'s outcome is the same words', { typeId: OutcomeType.OVER, name: 'Over 2.5', param: 2.5 }, 'full', { key: 'line_outcome_over', values: { param: '2.5' }, text: 'Over 2.5' }],
  ] as const)('outcome, %s', (_, outcome, naming, said) => {
    expect(outcomeText(outcome, naming)).toEqual(said);
  });

  it('a result selection has words only with full names (short names keep the label it was picked with)', () => {
    expect(selectionText({ kind: MarketKind.RESULT_1X2, typeId: OutcomeType.DRAW })).toBeNull();
    expect(selectionText({ kind: MarketKind.RESULT_1X2, typeId: OutcomeType.DRAW }, 'full')).toEqual({
      market: { key: 'line_market_result', text: '' },
      outcome: { key: 'line_outcome_draw', text: 'X' },
    });
  });
});
