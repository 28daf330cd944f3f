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

/**
 * How the player has markets named (spec 000 §3 `marketsNameType`: 0 short, the default; 1 full). Short
 * names are the compact labels a list's cells use under a market's heading: "1", "X", "2", "1 (+1.5)"
 * (Russian "Ф1 (+1.5)"), the result market by its "1X2". Full names say every market and outcome in
 * words, as leading books' full-name setting does: "Match result", "Home win", "Draw", "Away win",
 * "Home (+1.5)" (Russian "Исход матча", "Победа 1", "Ничья", "Победа 2", "Фора 1 (+1.5)"); totals and the
 * special markets are words in both ("Over 2.5", "Both teams to score: Yes").
 */
export type MarketNaming = 'short' | 'full';

/** The naming a stored `marketsNameType` asks for; anything but 1 is the default, short. */
export const marketNamingOf = (marketsNameType: number): MarketNaming => (marketsNameType === 1 ? 'full' : 'short');

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

/**
 * A line as players read it: 2.5, and signed for a handicap (+1.5, −1.5, 0). A handicap below zero takes the
 * minus sign (U+2212), as negative prices do (formatShownOdds): a hyphen reads as a dash, is narrower than
 * the plus across from it, and some screen readers skip it. A total or another unsigned line is as it is.
 */
export function lineParam(param: number, signed: boolean): string {
  if (!signed || param === 0) return String(param);
  return param > 0 ? `+${param}` : `\u2212${-param}`;
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
 * name, "1X2" or "12", which every language writes so, or with full names
 * "Match result". Without its line: a title that shows the line adds it itself.
 */
export function marketText(
  market: Pick<Market, 'kind' | 'name'> & { outcomes: readonly Pick<Outcome, 'typeId'>[] },
  naming: MarketNaming = 'short',
): LineText {
  const text = market.name;
  switch (market.kind) {
    case MarketKind.RESULT_1X2:
      return naming === 'full' ? { key: 'line_market_result', text } : { text };
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

/** The result market's outcomes with full names: "Home win", "Draw", "Away win". */
const FULL_PLAIN_OUTCOMES: Readonly<Record<number, string>> = {
  [OutcomeType.HOME]: 'line_outcome_home',
  [OutcomeType.DRAW]: 'line_outcome_draw',
  [OutcomeType.AWAY]: 'line_outcome_away',
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

/** A handicap's side in words with full names: "Home (+1.5)", "Фора 1 (+1.5)". */
const FULL_LINE_KEYS: Readonly<Record<number, string>> = {
  [OutcomeType.HANDICAP_HOME]: 'line_outcome_handicap_home_full',
  [OutcomeType.HANDICAP_AWAY]: 'line_outcome_handicap_away_full',
};

/** What names a selection in any language: its market's kind, its outcome's type and line. */
export interface SelectionKey {
  kind: number;
  typeId: number;
  param?: number;
}

/**
 * A selection's market and outcome words ("Total" and "Over 2.5"), when the site has words for both; null
 * for one it names by the label it was picked with (with short names the result market's "1X2: 1" reads
 * the same in every language; an unknown type, a line that is missing).
 */
export function selectionText(
  selection: SelectionKey,
  naming: MarketNaming = 'short',
): { market: LineText & { key: string }; outcome: LineText & { key: string } } | null {
  const market = marketText({ kind: selection.kind, name: '', outcomes: [{ typeId: selection.typeId }] }, naming);
  const outcome = outcomeText({ typeId: selection.typeId, name: '', ...(selection.param === undefined ? {} : { param: selection.param }) }, naming);
  if (market.key === undefined || outcome.key === undefined) return null;
  return { market: { ...market, key: market.key }, outcome: { ...outcome, key: outcome.key } };
}

/**
 * The outcome's label: "1", "X", "2" as they are (with full names "Home win",
 * "Draw", "Away win"); "Over 2.5", "1 (+1.5)" (full: "Home (+1.5)"), "Yes"
 * from the dictionary, with the outcome's own line. An outcome whose type
 * needs a line it does not carry, or whose type the site does not know, is
 * said by the provider's name.
 */
export function outcomeText(outcome: Pick<Outcome, 'typeId' | 'name' | 'param'>, naming: MarketNaming = 'short'): LineText {
  const text = outcome.name;
  const plain = PLAIN_OUTCOMES[outcome.typeId];
  if (plain !== undefined) {
    const full = FULL_PLAIN_OUTCOMES[outcome.typeId];
    return naming === 'full' && full !== undefined ? { key: full, text: plain } : { text: plain };
  }
  const word = WORD_OUTCOMES[outcome.typeId];
  if (word !== undefined) return { key: word, text };
  const withLine = LINE_OUTCOMES[outcome.typeId];
  if (withLine !== undefined && outcome.param !== undefined && Number.isFinite(outcome.param)) {
    const key = (naming === 'full' ? FULL_LINE_KEYS[outcome.typeId] : undefined) ?? withLine.key;
    return { key, values: { param: lineParam(outcome.param, withLine.signed) }, text };
  }
  return { text };
}
