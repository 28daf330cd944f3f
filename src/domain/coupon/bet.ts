/** The market a selection belongs to. */
export interface BetMarket {
  id: number;
  /** Market kind; spec 000 §5 excludes kind 7 from the bonus bet. */
  kind: number;
  name: string;
  /** A market offered only in play; spec 000 §5 counts it as live. */
  isLive: boolean;
}

/** Two players compared against each other (a "players duel" pseudo-game). */
export interface PlayersDuel {
  player1NameEn: string;
  player2NameEn: string;
}

/** Whether the last odds update moved a selection's coefficient up or down. */
export type CoefChange = 'up' | 'down';

/**
 * One selection in the coupon (spec 000 §3 "Bet") plus the outcome id and
 * coefficient the coupon needs for its maths, and the last odds movement.
 */
export interface Bet {
  /** Outcome id, unique across the line; the coupon holds an outcome at most once. */
  id: string;
  gameId: number;
  /** Decimal coefficient. */
  coef: number;
  market: BetMarket;
  /**
   * Group of the selection. System: SYSTEM_BANKER_BLOCK_ID marks a banker,
   * everything else sits in block 0. Chain: blocks are played in ascending id.
   */
  blockId: number;
  /** Selection status in the coupon; -2 until the server has seen it (spec 000 §3). */
  statusId: number;
  /** Outcome type within the market; BONUS_BET_TYPE_ID marks the bonus bet. */
  typeId: number;
  /**
   * The outcome's own line (a total's 2.5, a handicap's −1.5 for this side), so the slip can name the
   * selection in the page's language from its kind and type; absent for outcomes without one and from
   * bets stored before it was kept (those are named by market.name, the label they were picked with).
   */
  outcomeParam?: number;
  sportNameEn: string;
  /** The championship's own name ("Serie A"); a bet from a source that sends no country may carry it in front ("Italy. Serie A"). */
  champNameEn: string;
  /**
   * The championship's country or region ("Italy"; "International" for a cross-border one), so the slip names
   * it as the line does, "Italy. Serie A" (champTitle), where the name alone may be one of two "Serie A".
   * Absent from a bet stored or answered without it: the championship is then named by champNameEn alone.
   */
  champCountryEn?: string;
  /** Game number shown in the line. */
  number: number;
  isFinished: boolean;
  isLiveInLive: boolean;
  permanentId: number;
  /** Game status: 2 in play, 3 break, 4 finished (spec 000 §5). */
  gameStatusId: number;
  /** Start time, ms since epoch. */
  startTime: number;
  /** Game time in seconds; above 0 means the game is running. */
  timeSec: number;
  opponent1NameEn: string;
  opponent2NameEn: string;
  opponent1FullScore: number | null;
  opponent2FullScore: number | null;
  scoreFormatted: string;
  isBlocked: boolean;
  isDepend: boolean;
  isBannedExpress: boolean;
  isDisabledBanker: boolean;
  /** Accumulator-of-the-day id the selection came from. */
  expressId: number | null;
  statisticId: string | null;
  playersDuel: PlayersDuel | null;
  /** Page type the selection was added from (home, topgame, ...). */
  pageType: string;
  /** Coefficient before the last change; null when it never changed in the slip. */
  prevCoef: number | null;
  coefChange: CoefChange | null;
}

/** spec 000 §3: a bet's statusId defaults to -2. */
export const DEFAULT_BET_STATUS_ID = -2;

/** Game status ids used by spec 000 §5. */
export const GameStatus = {
  /** Our name for a game that has not started; the spec names only 2, 3 and 4. */
  NOT_STARTED: 1,
  IN_PLAY: 2,
  BREAK: 3,
  FINISHED: 4,
} as const;

/** Build a bet from the fields a line adapter knows; everything else takes its default. */
export function createBet(
  fields: Pick<Bet, 'id' | 'gameId' | 'coef'> & Partial<Omit<Bet, 'id' | 'gameId' | 'coef'>>,
): Bet {
  return {
    market: { id: 0, kind: 0, name: '', isLive: false },
    blockId: 0,
    statusId: DEFAULT_BET_STATUS_ID,
    typeId: 0,
    sportNameEn: '',
    champNameEn: '',
    number: 0,
    isFinished: false,
    isLiveInLive: false,
    permanentId: 0,
    gameStatusId: GameStatus.NOT_STARTED,
    startTime: 0,
    timeSec: 0,
    opponent1NameEn: '',
    opponent2NameEn: '',
    opponent1FullScore: null,
    opponent2FullScore: null,
    scoreFormatted: '',
    isBlocked: false,
    isDepend: false,
    isBannedExpress: false,
    isDisabledBanker: false,
    expressId: null,
    statisticId: null,
    playersDuel: null,
    pageType: '',
    prevCoef: null,
    coefChange: null,
    ...fields,
  };
}

/** Largest coefficient a selection or the exact odds may have: above it a number is not a price (a stored coupon or an answer gone wrong). */
export const MAX_COEF = 10_000;

/** Whether a number can be a selection's price: 1 (it returns only the stake) up to MAX_COEF. */
export const isPrice = (coef: unknown): coef is number => typeof coef === 'number' && Number.isFinite(coef) && coef >= 1 && coef <= MAX_COEF;
