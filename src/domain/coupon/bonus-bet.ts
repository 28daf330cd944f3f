import { createBet, type Bet } from './bet';
import { roundMoney } from './amount';
import { isBetFinished, isBetLocked } from './bet-state';
import { CouponType } from './coupon-types';

/** Outcome type marking the bonus bet (our design; a real outcome never has a negative type). */
export const BONUS_BET_TYPE_ID = -1;
/** Outcome id of the bonus bet; one per coupon. */
export const BONUS_BET_ID = 'bonus-bet';

/** spec 000 §5 bonus bet conditions. */
export const BONUS_BET_MIN_BETS = 3;
export const BONUS_BET_MIN_COEF = 1.1;
export const BONUS_BET_EXCLUDED_MARKET_KIND = 7;
export const BONUS_BET_MIN_TOTAL_COEF = 1.01;
/** Bonus coefficient for fewer than 1 bet (spec) and, our design, the cap from 10 selections on. */
export const BONUS_BET_MAX_COEF = 1.1;

export function isBonusBet(bet: Pick<Bet, 'typeId'>): boolean {
  return bet.typeId === BONUS_BET_TYPE_ID;
}

/** The player's own selections: everything but the bonus bet. */
export function ownBets<T extends Pick<Bet, 'typeId'>>(bets: readonly T[]): T[] {
  return bets.filter((bet) => !isBonusBet(bet));
}

/**
 * spec 000 §5: the bonus bet is offered when the feature is on, the coupon is
 * an express, every bet has coefficient at least 1.1 and is not market kind 7,
 * there are at least 3 bets and the total coefficient is at least 1.01.
 * The bonus bet itself is not one of the counted bets. Our design (QA12 #2,
 * #4): never for a coupon the bookmaker will refuse, one holding a selection
 * whose event is over or two selections of one game (an express combines them),
 * nor while a selection is suspended (QA15 #6: locked, spec 000 §5); it comes
 * back by itself when the selection reopens, as it is added automatically.
 */
export function isBonusBetOffered(input: {
  enabled: boolean;
  typeId: number;
  bets: readonly Pick<
    Bet,
    'typeId' | 'coef' | 'market' | 'gameId' | 'isFinished' | 'gameStatusId' | 'isBlocked' | 'isDepend' | 'isBannedExpress'
  >[];
}): boolean {
  if (!input.enabled || input.typeId !== CouponType.EXPRESS) return false;
  const bets = ownBets(input.bets);
  if (bets.length < BONUS_BET_MIN_BETS) return false;
  if (bets.some(isBetFinished) || new Set(bets.map((bet) => bet.gameId)).size < bets.length) return false;
  if (bets.some(isBetLocked)) return false;
  const eligible = bets.every(
    (bet) => bet.coef >= BONUS_BET_MIN_COEF && bet.market.kind !== BONUS_BET_EXCLUDED_MARKET_KIND,
  );
  const total = bets.reduce((product, bet) => product * bet.coef, 1);
  return eligible && total >= BONUS_BET_MIN_TOTAL_COEF;
}

/**
 * spec 000 §5: 1.1 for fewer than 1 bet; 1 + count/100 for 1 to 9, rounded to
 * 3 decimals. Our design for 10 and more: 1.1, where the formula arrives at 10
 * and stays (a boost that keeps growing would outprice the selections).
 */
export function bonusBetCoef(count: number): number {
  if (count < 1 || count >= 10) return BONUS_BET_MAX_COEF;
  return Math.round((1 + Math.floor(count) / 100) * 1000) / 1000;
}

/** The bonus bet as a coupon selection, priced for `count` own selections. */
export function createBonusBet(count: number): Bet {
  return createBet({
    id: BONUS_BET_ID,
    gameId: 0,
    coef: bonusBetCoef(count),
    typeId: BONUS_BET_TYPE_ID,
  });
}

/**
 * spec 000 §4: the bonus bet is added automatically while it is offered,
 * unless the player deleted it; it leaves when it is no longer offered, and
 * its price follows the number of selections.
 */
export function syncBonusBet(input: {
  enabled: boolean;
  typeId: number;
  bets: readonly Bet[];
  manuallyDeletedBonusBet: boolean;
}): Bet[] {
  const own = ownBets(input.bets);
  const present = input.bets.find(isBonusBet);
  if (!isBonusBetOffered(input) || input.manuallyDeletedBonusBet) return own;
  const coef = bonusBetCoef(own.length);
  if (present && present.coef === coef) return [...input.bets];
  return [...own, present ? { ...present, coef } : createBonusBet(own.length)];
}

/** A percentage boost on an express's winnings, from a minimum bet, up to a limit. */
export interface HyperBonus {
  percent: number;
  minBetLimit: number;
  maxLimit: number;
}

/**
 * The hyper-bonus added to an express's possible win. Our reading: `percent`
 * of the net winnings (possible win − stake), paid only for an express staked
 * at least `minBetLimit`, and never above `maxLimit`.
 */
export function hyperBonusAmount(
  hyperBonus: HyperBonus | null,
  coupon: { typeId: number; amount: number; possibleWin: number },
): number {
  if (!hyperBonus || coupon.typeId !== CouponType.EXPRESS) return 0;
  if (hyperBonus.percent <= 0 || coupon.amount < hyperBonus.minBetLimit) return 0;
  const boost = (Math.max(0, coupon.possibleWin - coupon.amount) * hyperBonus.percent) / 100;
  return roundMoney(Math.min(boost, hyperBonus.maxLimit));
}
