import type { Bet } from './bet';
import type { OddsChange } from './odds-change-policy';
import type { CouponTypeId } from './coupon-types';
import type { CouponRequest } from './coupon-request';
import type { SinglePlacement } from './coupon';
import type { PlacedBetStatus, SelectionStatus } from './settlement';
import type { HistoryQuery } from './history-query';
import type { PlacedPromoCode } from './promo-codes.port';

/** Every answer to placing a coupon. */
export type PlacementOutcome =
  /**
   * The bet stands; couponId is digits only (the print-coupon route parameter); balance is the new balance of
   * the account the stake came from (the request's accountId). coef and possibleWin are what the bookmaker
   * recorded: at the prices it placed at, which the odds-change policy may have taken over the slip's.
   */
  | { kind: 'accepted'; couponId: string; placedAt: number; balance: number | null; coef: number; possibleWin: number; promoCode?: PlacedPromoCode }
  /**
   * Multiple singles (type 10001): each single was placed as a coupon of its own and at least one stands;
   * `singles` answers every selection of the request once, in its order. balance as for accepted. When no
   * single stands the answer is the whole-coupon refusal below, as for any coupon.
   */
  | { kind: 'singles-placed'; placedAt: number; balance: number | null; singles: SinglePlacement[] }
  /**
   * A VIP coupon above the normal maximum (needsVipReview, spec 000 §5) was sent to the bookmaker for review
   * instead of being placed: couponId numbers the request (and the coupon, if accepted); its stake is held,
   * so balance (as for accepted) is already without it. The history lists it as 'under-review' until the
   * bookmaker decides: accepted, a normal pending bet at coef and possibleWin; declined, the stake is paid
   * back. The slip treats it as placed: the coupon is in the bookmaker's hands.
   */
  | { kind: 'under-review'; couponId: string; placedAt: number; balance: number | null; coef: number; possibleWin: number; promoCode?: PlacedPromoCode }
  /** Prices moved and the player's odds-change policy did not let the server take them. */
  | { kind: 'odds-changed'; changes: OddsChange[] }
  | { kind: 'insufficient-balance'; balance: number; required: number }
  /** The stake is outside what the bookmaker accepts for this coupon right now. */
  | { kind: 'stake-out-of-limits'; min: number | null; max: number }
  /** The server does not accept this promo code (unknown, used up or expired); nothing was placed. */
  | { kind: 'promo-code-invalid'; promoCode: string }
  /** These selections are blocked, suspended or no longer combinable. */
  | { kind: 'selection-locked'; betIds: string[] }
  /**
   * The bookmaker asked for a security check (a captcha) and the player dismissed it or did not pass it:
   * the request was refused before it was read, so nothing was placed and the slip stays as it is.
   */
  | { kind: 'captcha-not-completed' }
  /** The request did not get an answer; it may be retried with the same idempotency key. */
  | { kind: 'network-failure'; retryable: boolean };

export type PlacementOutcomeKind = PlacementOutcome['kind'];


export interface PlacedBetSelection {
  betId: string;
  gameId: number;
  coef: number;
  marketName: string;
  sportNameEn: string;
  /** The championship's own name ("Serie A"); an answer without champCountryEn may carry the country in front. */
  champNameEn: string;
  /** The championship's country or region ("Italy"; "International" for a cross-border one); absent when the server sends none. */
  champCountryEn?: string;
  opponent1NameEn: string;
  opponent2NameEn: string;
  startTime: number;
  status: SelectionStatus;
  /** Final score of the game once the selection is settled ("2:1"); null before. */
  score: string | null;
  /**
   * What names the selection in the player's words: its market's kind, its outcome's type and line (as the
   * slip's Bet has them), so the history and the printed coupon say it short or full as the slip does
   * (spec 000 §3 marketsNameType). Absent when the server sends none: marketName is shown as sent.
   */
  words?: PlacedSelectionWords;
  /**
   * The block it was placed in, as the request's Bet.blockId (a system's banker: SYSTEM_BANKER_BLOCK_ID), so
   * the history and the printed coupon mark a banker and count the lines; absent when the server sends none.
   */
  blockId?: number;
}

/** A placed selection's market kind, outcome type and line (the line's SelectionKey). */
export interface PlacedSelectionWords {
  kind: number;
  typeId: number;
  param?: number;
}

/**
 * The bonus bet (spec 000 §5) a placed express was priced with: not a game, only its coefficient, which is
 * part of the coupon's own (the coupon's coef is the selections' coefficients times this one).
 */
export interface PlacedBonusBet {
  coef: number;
}

/**
 * The hyper-bonus (spec 000 §3) a placed express was promised: the offer's percent and what it adds to the
 * coupon's possible win if it wins (the possible win stays without it, as the slip shows it apart).
 */
export interface PlacedHyperBonus {
  percent: number;
  /** In the coupon's currency; above 0 (a coupon that earns none has no hyper-bonus). */
  amount: number;
}

/** A coupon the player has placed, as the office history and the printable coupon show it. */
export interface PlacedBet {
  /** Digits only. */
  couponId: string;
  placedAt: number;
  typeId: CouponTypeId;
  /** k of a system; null for other types. */
  systemValue: number | null;
  amount: number;
  currency: string;
  coef: number;
  possibleWin: number;
  status: PlacedBetStatus;
  /** What was paid out; null while pending (settlement.ts). */
  payout: number | null;
  selections: PlacedBetSelection[];
  /** The bonus bet the coupon was placed with; null when it had none. */
  bonusBet: PlacedBonusBet | null;
  /** The hyper-bonus the coupon was placed with; null when it earns none. */
  hyperBonus: PlacedHyperBonus | null;
  /**
   * A chain's stake on each of its blocks as placed, in play order (the first is `amount`; each later one what
   * the chain staked on it out of the previous block's return), so it is shown block by block (QA15 #8).
   * Absent for other types, and when the server sends none.
   */
  blockStakes?: PlacedBlockStake[];
  /** The promo code the coupon was placed with and what it gave (QA18 #5); absent when none, or the server sends none. */
  promoCode?: PlacedPromoCode;
}

/** What a placed chain staked on one of its blocks (the selections' blockId). */
export interface PlacedBlockStake {
  blockId: number;
  amount: number;
}

/** A coupon read by its code, ready to replace the slip. */
export interface CouponByCode {
  code: string;
  typeId: CouponTypeId;
  systemValue: number;
  amount: number;
  bets: Bet[];
  expressId: number | null;
}

export type LoadByCodeOutcome =
  | { kind: 'loaded'; coupon: CouponByCode }
  | { kind: 'not-found'; code: string }
  | { kind: 'network-failure'; retryable: boolean };

export type HistoryOutcome =
  /** One page of the query's coupons; hasMore: the next page may hold more (pageHasMore). */
  | { kind: 'loaded'; bets: PlacedBet[]; hasMore: boolean }
  | { kind: 'network-failure'; retryable: boolean };

/** One placed coupon asked by its id (the printed coupon of print-coupon/{id}). */
export type PlacedBetOutcome =
  | { kind: 'loaded'; bet: PlacedBet }
  /** The player has no coupon with this id (never placed, or another player's). */
  | { kind: 'not-found'; couponId: string }
  | { kind: 'network-failure'; retryable: boolean };

/**
 * Placing bets, loading a coupon by its code and reading the player's placed
 * bets. The contract every adapter keeps:
 * - no method rejects: every failure is a typed outcome;
 * - `place` is idempotent by `request.idempotencyKey`: the same key placed
 *   again answers with the first outcome and charges the account once;
 * - `place` applies `request.changeCoefAction`: changes the policy accepts go
 *   through at the new price, others answer `odds-changed`;
 * - an answer other than `accepted`, `singles-placed` or `under-review` means nothing was charged;
 *   `singles-placed` charged the accepted singles' stakes only; `under-review` holds the stake until the
 *   bookmaker's review ends (declined: paid back, the history's 'declined' with the stake as payout);
 * - `history` lists the coupons the query asks for (placed from `query.from` to `query.to`, in
 *   `query.status` when set; inHistoryQuery), the newest coupon first, page `query.page` of them
 *   (`query.pageSize` a page), and says whether a later page may hold more;
 * - `placedBet` answers the one coupon of the player with id `couponId` as `history` lists it, whenever
 *   it was placed and whatever its status (no period, no paging), or `not-found`.
 */
export interface BetPlacementPort {
  place(request: CouponRequest): Promise<PlacementOutcome>;
  loadByCode(code: string): Promise<LoadByCodeOutcome>;
  history(query: HistoryQuery): Promise<HistoryOutcome>;
  placedBet(couponId: string): Promise<PlacedBetOutcome>;
}
export const BetPlacementPort = Symbol.for('BetPlacementPort');
