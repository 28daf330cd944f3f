import { MarketKind, type Market, type Outcome } from './line';

/**
 * How a market or an outcome is said in the page's language. Line providers
 * key markets by kind and outcomes by type id (the events API sends type ids
 * only), so the words are the site's, from its dictionary: a dictionary key
 * with its values; `text` is what to show when the dictionary lacks the key
 * (the provider's own name), and the whole answer is that text alone for a
 * kind or type the site has no words for.
 *
 * The line (a total's 2.5, a handicap's −1.5) is a number, written the same
 * in every language; a handicap is signed ("+1.5").
 */
export interface LineText {
  key?: string;
  values?: Record<string, string>;
  text: string;
}

/** The outcome type ids the site has words for. */
export const OutcomeType = {
  HOME: 1,
  DRAW: 2,
  AWAY: 3,
  HANDICAP_HOME: 7,
  HANDICAP_AWAY: 8,
  OVER: 9,
  UNDER: 10,
  ODD: 14,
  EVEN: 15,
  BOTH_SCORE_YES: 180,
  BOTH_SCORE_NO: 181,
  DECIDING_SET_YES: 182,
  DECIDING_SET_NO: 183,
} as const;

/** A line as players read it: 2.5, and signed for a handicap (+1.5, −1.5 with a hyphen-minus, 0). */
export function lineParam(param: number, signed: boolean): string {
  if (!signed || param <= 0) return String(param);
  return `+${param}`;
}

const SPECIAL_MARKET_KEYS: Readonly<Record<number, string>> = {
  [OutcomeType.ODD]: 'line_market_odd_even',
  [OutcomeType.EVEN]: 'line_market_odd_even',
  [OutcomeType.BOTH_SCORE_YES]: 'line_market_both_score',
  [OutcomeType.BOTH_SCORE_NO]: 'line_market_both_score',
  [OutcomeType.DECIDING_SET_YES]: 'line_market_deciding_set',
  [OutcomeType.DECIDING_SET_NO]: 'line_market_deciding_set',
};

/**
 * The market's name: "Total", "Handicap"; a special market by the type of
 * its outcomes ("Both teams to score"); the result market by the provider's
 * name, "1X2" or "12", which every language writes so. Without its line: a
 * title that shows the line adds it itself.
 */
export function marketText(market: Pick<Market, 'kind' | 'name'> & { outcomes: readonly Pick<Outcome, 'typeId'>[] }): LineText {
  const text = market.name;
  switch (market.kind) {
    case MarketKind.TOTAL:
      return { key: 'line_market_total', text };
    case MarketKind.HANDICAP:
      return { key: 'line_market_handicap', text };
    default: {
      const first = market.outcomes[0];
      const key = first === undefined ? undefined : SPECIAL_MARKET_KEYS[first.typeId];
      return key ? { key, text } : { text };
    }
  }
}

const PLAIN_OUTCOMES: Readonly<Record<number, string>> = {
  [OutcomeType.HOME]: '1',
  [OutcomeType.DRAW]: 'X',
  [OutcomeType.AWAY]: '2',
};

const WORD_OUTCOMES: Readonly<Record<number, string>> = {
  [OutcomeType.ODD]: 'line_outcome_odd',
  [OutcomeType.EVEN]: 'line_outcome_even',
  [OutcomeType.BOTH_SCORE_YES]: 'line_outcome_yes',
  [OutcomeType.BOTH_SCORE_NO]: 'line_outcome_no',
  [OutcomeType.DECIDING_SET_YES]: 'line_outcome_yes',
  [OutcomeType.DECIDING_SET_NO]: 'line_outcome_no',
};

const LINE_OUTCOMES: Readonly<Record<number, { key: string; signed: boolean }>> = {
  [OutcomeType.OVER]: { key: 'line_outcome_over', signed: false },
  [OutcomeType.UNDER]: { key: 'line_outcome_under', signed: false },
  [OutcomeType.HANDICAP_HOME]: { key: 'line_outcome_handicap_home', signed: true },
  [OutcomeType.HANDICAP_AWAY]: { key: 'line_outcome_handicap_away', signed: true },
};

/** What names a selection in any language: its market's kind, its outcome's type and line. */
export interface SelectionKey {
  kind: number;
  typeId: number;
  param?: number;
}

/**
 * A selection's market and outcome words ("Total" and "Over 2.5"), when the site has words for both; null
 * for one it names by the label it was picked with (the result market's "1X2: 1" reads the same in every
 * language, an unknown type, a line that is missing).
 */
export function selectionText(selection: SelectionKey): { market: LineText & { key: string }; outcome: LineText & { key: string } } | null {
  const market = marketText({ kind: selection.kind, name: '', outcomes: [{ typeId: selection.typeId }] });
  const outcome = outcomeText({ typeId: selection.typeId, name: '', ...(selection.param === undefined ? {} : { param: selection.param }) });
  if (market.key === undefined || outcome.key === undefined) return null;
  return { market: { ...market, key: market.key }, outcome: { ...outcome, key: outcome.key } };
}

/**
 * The outcome's label: "1", "X", "2" as they are; "Over 2.5", "1 (+1.5)",
 * "Yes" from the dictionary, with the outcome's own line. An outcome whose
 * type needs a line it does not carry, or whose type the site does not know,
 * is said by the provider's name.
 */
export function outcomeText(outcome: Pick<Outcome, 'typeId' | 'name' | 'param'>): LineText {
  const text = outcome.name;
  const plain = PLAIN_OUTCOMES[outcome.typeId];
  if (plain !== undefined) return { text: plain };
  const word = WORD_OUTCOMES[outcome.typeId];
  if (word !== undefined) return { key: word, text };
  const withLine = LINE_OUTCOMES[outcome.typeId];
  if (withLine !== undefined && outcome.param !== undefined && Number.isFinite(outcome.param)) {
    return { key: withLine.key, values: { param: lineParam(outcome.param, withLine.signed) }, text };
  }
  return { text };
}
