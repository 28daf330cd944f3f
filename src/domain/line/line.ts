/**
 * The sports tree as the line serves it: sport → championship (champ) → game →
 * market → outcome. Names are English; the UI translates labels, never data.
 * Ids are numbers except the outcome id, a string that stays the same for the
 * life of the outcome (line and live), so the coupon can key a selection by it.
 */

/** The two sections of the sports routes (spec 000 §2: section live or line). */
export type LineSection = 'line' | 'live';

export interface Sport {
  id: number;
  /** English name. */
  name: string;
  /** URL segment of the sports routes' `sport` parameter. */
  slug: string;
}

export interface Champ {
  id: number;
  sportId: number;
  /** English name of the championship (league, tournament, cup). */
  name: string;
  /** English country or region name ("International" for cross-border ones). */
  country: string;
}

/**
 * Game status ids. Spec 000 §5 names 2 (in play), 3 (break) and 4 (finished);
 * 1 for a game that has not started is ours.
 */
export const GameStatus = {
  NOT_STARTED: 1,
  IN_PLAY: 2,
  BREAK: 3,
  FINISHED: 4,
} as const;
export type GameStatusId = (typeof GameStatus)[keyof typeof GameStatus];

/** spec 000 §5: status 2 or 3 is live. */
export function isLiveStatus(status: number): boolean {
  return status === GameStatus.IN_PLAY || status === GameStatus.BREAK;
}

/**
 * Market kinds. The numbers are the provider's; only 7 has a rule attached
 * (spec 000 §5: a selection of kind 7 never counts toward the bonus bet).
 *  - 1 match result (1X2, or 12 where a draw is impossible)
 *  - 2 total (over/under `param`)
 *  - 3 handicap (home gets `param`, away its negation)
 *  - 7 special (both teams to score, odd/even, ...): excluded from the bonus bet
 */
export const MarketKind = {
  RESULT_1X2: 1,
  TOTAL: 2,
  HANDICAP: 3,
  SPECIAL: 7,
} as const;

export interface Score {
  home: number;
  away: number;
}

export interface Outcome {
  /** Stable, unique across the whole line; the coupon's key for a selection. */
  id: string;
  marketId: number;
  gameId: number;
  /** English label as the provider sends it ("1", "X", "Over 2.5"). */
  name: string;
  /** Outcome type within its market (1 home, 2 draw, 3 away, 9 over, 10 under, ...). */
  typeId: number;
  /**
   * The outcome's own line: a total's (2.5), a handicap's for this side (−1.5 for the home side, +1.5 for
   * the away side of the same market); absent for outcomes without one. With the type id it names the
   * outcome in any language (outcomeText).
   */
  param?: number;
  /** Decimal coefficient. */
  coef: number;
  /** Suspended: visible, not selectable (spec 000 §5 locks such a bet). */
  isBlocked: boolean;
  /** Depends on another selection of the same game (spec 000 §5 locks such a bet). */
  isDepend: boolean;
  /** May not be combined in an express (spec 000 §5 locks such a bet). */
  isBannedExpress: boolean;
}

export interface Market {
  /** Unique across the line. */
  id: number;
  /** See MarketKind; any other number is a market kind we show without rules. */
  kind: number;
  /** English name ("1X2", "Total", "Handicap"). */
  name: string;
  /** The line of a total or handicap (2.5, -1.5); absent for markets without one. */
  param?: number;
  outcomes: readonly Outcome[];
}

export interface Game {
  id: number;
  champId: number;
  sportId: number;
  /**
   * Sport and champ English names, carried on the game as line providers do,
   * so a selection can be built from the game alone.
   */
  sportName: string;
  /** The championship's own name ("Serie A"), without its country. */
  champName: string;
  /**
   * The championship's country or region, as Champ.country ("Italy"; "International" for a
   * cross-border one): with it a game names its championship as players expect, "Italy. Serie A"
   * (champTitle), where the name alone may be one of two "Serie A".
   */
  champCountry: string;
  /** Game number shown in the line. */
  number: number;
  /** English names of the opponents. */
  home: string;
  away: string;
  /** Start time, ms since the epoch. */
  startTime: number;
  /** True when status is 2 or 3. */
  isLive: boolean;
  /** 1 not started, 2 in play, 3 break, 4 finished. */
  status: number;
  /** Game clock in seconds; 0 before the start. */
  timeSeconds: number;
  /** Full score; 0:0 before the start. */
  score: Score;
  /** Score as the provider formats it ("2:1"); empty before the start. */
  formattedScore: string;
  /**
   * The game's markets. A list (LinePort.games) may carry only the main ones
   * (the first market of each kind); LinePort.game carries every market.
   */
  markets: readonly Market[];
  /** How many markets the game has in all, whatever `markets` carries. */
  marketCount: number;
}

/**
 * The order of pre-match games (LinePort.games for the line section): earliest
 * start first, then by id. A query's limit cuts after this order, so it keeps
 * the earliest games.
 */
export function byStartTime(a: Game, b: Game): number {
  return a.startTime - b.startTime || a.id - b.id;
}
