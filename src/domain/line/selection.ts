import { GameStatus, isLiveStatus, type Game, type Market, type Outcome } from './line';

/**
 * Everything the coupon needs to hold an outcome as a bet (spec 000 §3
 * "Bet"), taken from the line at the moment the player clicks it. Field names
 * follow the Bet entity, so a coupon bet is this plus its coupon-only fields
 * (statusId, expressId, pageType, odds movement).
 */
export interface Selection {
  outcomeId: string;
  gameId: number;
  sportId: number;
  champId: number;
  /** Decimal coefficient at the time of selection. */
  coef: number;
  /** The outcome's English label ("1", "Over 2.5"). */
  outcomeName: string;
  /** Outcome type within its market. */
  typeId: number;
  /** The outcome's own line (Outcome.param); absent for outcomes without one. */
  outcomeParam?: number;
  market: {
    id: number;
    /** spec 000 §5: kind 7 never counts toward the bonus bet. */
    kind: number;
    name: string;
    param?: number;
    /** A market of a game in play; spec 000 §5 counts such a bet as live. */
    isLive: boolean;
  };
  /** Block of the selection; the line knows none, so 0 (the coupon assigns bankers and chain blocks). */
  blockId: number;
  sportNameEn: string;
  /** The championship's own name ("Serie A"), without its country. */
  champNameEn: string;
  /** Its country or region, as Game.champCountry ("Italy"; "International" for a cross-border one): champTitle names it with it. */
  champCountryEn: string;
  /** Game number shown in the line. */
  number: number;
  /** The game's id across line and live. */
  permanentId: number;
  statisticId: string | null;
  /** 1 not started, 2 in play, 3 break, 4 finished. */
  gameStatusId: number;
  isFinished: boolean;
  isLive: boolean;
  /** A live game played inside another live event; our line has none. */
  isLiveInLive: boolean;
  /** Start time, ms since the epoch. */
  startTime: number;
  timeSec: number;
  opponent1NameEn: string;
  opponent2NameEn: string;
  /** Full scores; null before the game starts. */
  opponent1FullScore: number | null;
  opponent2FullScore: number | null;
  scoreFormatted: string;
  isBlocked: boolean;
  isDepend: boolean;
  isBannedExpress: boolean;
  isDisabledBanker: boolean;
}

/** The selection a click on `outcome` of `market` in `game` adds to the coupon. */
export function selectionFromOutcome(game: Game, market: Market, outcome: Outcome): Selection {
  const started = game.status !== GameStatus.NOT_STARTED;
  const isFinished = game.status === GameStatus.FINISHED;
  const isLive = !isFinished && isLiveStatus(game.status);
  return {
    outcomeId: outcome.id,
    gameId: game.id,
    sportId: game.sportId,
    champId: game.champId,
    coef: outcome.coef,
    outcomeName: outcome.name,
    typeId: outcome.typeId,
    ...(outcome.param === undefined ? {} : { outcomeParam: outcome.param }),
    market: {
      id: market.id,
      kind: market.kind,
      name: market.name,
      ...(market.param === undefined ? {} : { param: market.param }),
      isLive,
    },
    blockId: 0,
    sportNameEn: game.sportName,
    champNameEn: game.champName,
    champCountryEn: game.champCountry,
    number: game.number,
    permanentId: game.id,
    statisticId: null,
    gameStatusId: game.status,
    isFinished,
    isLive,
    isLiveInLive: false,
    startTime: game.startTime,
    timeSec: game.timeSeconds,
    opponent1NameEn: game.home,
    opponent2NameEn: game.away,
    opponent1FullScore: started ? game.score.home : null,
    opponent2FullScore: started ? game.score.away : null,
    scoreFormatted: game.formattedScore,
    isBlocked: outcome.isBlocked,
    isDepend: outcome.isDepend,
    isBannedExpress: outcome.isBannedExpress,
    isDisabledBanker: false,
  };
}
