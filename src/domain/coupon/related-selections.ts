import type { Bet } from './bet';
import { isBetFinished, isBetLocked } from './bet-state';
import { ownBets } from './bonus-bet';
import { ANTI_EXPRESS_MIN_BETS, antiExpressCoef } from './anti-express';
import { CouponType } from './coupon-types';

/** What the rule reads of a coupon: its type and its selections' games. */
export interface CouponSelections {
  typeId: number;
  bets: readonly Pick<Bet, 'id' | 'gameId' | 'typeId'>[];
}

/**
 * Whether a coupon type plays its selections together in one bet (express, system, chain,
 * anti-express). A single and multiple singles place each selection as a bet of its own.
 */
export function combinesSelections(typeId: number): boolean {
  return typeId !== CouponType.SINGLE && typeId !== CouponType.MULTIPLE_SINGLES;
}

/**
 * The coupon's own selections (never the bonus bet) that share a game with another own selection, in
 * coupon order. Two outcomes of one game are correlated ("1" and "Handicap 1 (−0.5)" are the same
 * result), so a bookmaker never prices them as independent legs of one bet.
 */
export function relatedSelectionIds(bets: readonly Pick<Bet, 'id' | 'gameId' | 'typeId'>[]): string[] {
  const own = ownBets(bets);
  const perGame = new Map<number, number>();
  for (const bet of own) perGame.set(bet.gameId, (perGame.get(bet.gameId) ?? 0) + 1);
  return own.filter((bet) => perGame.get(bet.gameId)! > 1).map((bet) => bet.id);
}

/**
 * The selections locked because the coupon combines them with another of the same game: spec 000 §5
 * "a bet is locked if … dependent", and selections of one game depend on each other. Empty for a single
 * and multiple singles, whose selections are bets of their own.
 */
export function dependentSelectionIds(coupon: CouponSelections): string[] {
  return combinesSelections(coupon.typeId) ? relatedSelectionIds(coupon.bets) : [];
}

/** Why a selection is locked in its coupon: `line` the line's own flags (blocked, dependent, banned from express), `same-game` another selection of its game in a combination. */
export type BetLockReason = 'line' | 'same-game';

/**
 * Each selection's lock in this coupon (null when it can be placed), by bet id; the line's flags come
 * first. The coupon's dependent selections are worked out once for all of them.
 */
export function betLockReasonsIn(coupon: { typeId: number; bets: readonly Bet[] }): Map<string, BetLockReason | null> {
  const dependent = new Set(dependentSelectionIds(coupon));
  return new Map(coupon.bets.map((bet) => [bet.id, isBetLocked(bet) ? 'line' : dependent.has(bet.id) ? 'same-game' : null]));
}

/** spec 000 §5 in a coupon: some selection is blocked, dependent (including on another selection of its game in a combination) or banned from express. */
export function hasLockedBetsIn(coupon: { typeId: number; bets: readonly Bet[] }): boolean {
  return ownBets(coupon.bets).some(isBetLocked) || dependentSelectionIds(coupon).length > 0;
}

/** The coupon's own selections whose event is over (spec 000 §5 finished), in coupon order. */
export function finishedSelectionIds(bets: readonly Bet[]): string[] {
  return ownBets(bets).filter(isBetFinished).map((bet) => bet.id);
}

/**
 * What stops the coupon for good until the player changes it, so its odds, possible win and bonuses mean
 * nothing (QA12 #2, #4): `finished` a selection whose event is over, `same-game` selections of one game in a
 * combination. A suspended selection is not one: waiting may bring it back.
 */
export type CouponBlocker = 'finished' | 'same-game' | 'no-anti-express';

/**
 * `no-anti-express` (QA17 #4): an anti-express of selections at long prices, whose price would pay back no
 * more than the stake (antiExpressCoef 0), is no offer; the slip showed "Odds —, possible win 0" beside an
 * active Place bet, and said why only after the press. Said after the other two, which the player fixes first.
 */
export function couponBlocker(coupon: { typeId: number; bets: readonly Bet[] }): CouponBlocker | null {
  if (finishedSelectionIds(coupon.bets).length > 0) return 'finished';
  if (dependentSelectionIds(coupon).length > 0) return 'same-game';
  if (coupon.typeId === CouponType.ANTI_EXPRESS) {
    const own = ownBets(coupon.bets);
    if (own.length >= ANTI_EXPRESS_MIN_BETS && antiExpressCoef(own.map((bet) => bet.coef)) === 0) return 'no-anti-express';
  }
  return null;
}

/** The coupon's own selections the line has suspended (spec 000 §5 locked: blocked, dependent or banned from express), in coupon order. */
export function suspendedSelectionIds(bets: readonly Bet[]): string[] {
  return ownBets(bets).filter(isBetLocked).map((bet) => bet.id);
}

/**
 * What stops the coupon now, so the slip shows no odds, possible win or bonuses and does not offer Place bet
 * as if it could go: a blocker (for good, until the player changes the coupon), else `suspended`, a selection
 * the line has locked, until it reopens or is removed (QA15 #6: the slip kept its win, its bonus bet and an
 * active Place bet, which then answered "remove it or wait"). Every type: the bookmaker takes no coupon
 * holding a locked selection (buildCouponRequest), multiple singles included.
 */
export type CouponHold = CouponBlocker | 'suspended';

export function couponHold(coupon: { typeId: number; bets: readonly Bet[] }): CouponHold | null {
  return couponBlocker(coupon) ?? (suspendedSelectionIds(coupon.bets).length > 0 ? 'suspended' : null);
}
