import { err, ok, type Result } from '../shared/result';
import { MAX_COEF } from './bet';
import type { CouponContext, CouponSettings, CouponState } from './coupon';
import { ownBets } from './bonus-bet';
import { clearCoupon } from './coupon-reducers';
import type { CouponError } from './coupon.errors';

/** spec 000 §5: one-click is active only if the site config enables it. */
export function isOneClickAvailable(config: { oneClickEnabled: boolean }): boolean {
  return config.oneClickEnabled;
}

/** Whether one-click is in effect: switched on by the player and enabled by the site. */
export function isOneClickActive(settings: Pick<CouponSettings, 'isActiveOneClick'>, config: { oneClickEnabled: boolean }): boolean {
  return settings.isActiveOneClick && isOneClickAvailable(config);
}

/**
 * spec 000 §6: a bonus account has its own one-click amount. A stake typed in another currency than the
 * slip's `currency` is none here (0: the caller takes the currency's initial amount); one kept before its
 * currency was (null) stands as it is.
 */
export function oneClickAmount(settings: CouponSettings, isBonusAccount: boolean, currency?: string): number {
  const [amount, typedIn] = isBonusAccount
    ? [settings.bonusAccountOneClickAmount, settings.bonusAccountOneClickAmountCurrency]
    : [settings.oneClickAmount, settings.oneClickAmountCurrency];
  return currency !== undefined && typedIn !== null && typedIn !== currency ? 0 : amount;
}

/** The answer to the player's one-click switch. */
export type OneClickToggle =
  | { kind: 'applied'; settings: CouponSettings }
  /** spec 000 §4: the coupon has bets; ask (title: the coupon will be cleared; buttons enable and undo). */
  | { kind: 'confirmation-required' };

/**
 * The player flips one-click. Turning it off, or on with an empty coupon,
 * applies at once; turning it on with bets asks first (confirmOneClick or,
 * on undo, nothing changes). Turned on, it takes the exact odds and
 * drop-on-score-change with it, as confirming does (QA12 #3): the two are never
 * on together (spec 000 §4), and exact odds left from an empty slip refused
 * every one-click single that was not at that very price.
 */
export function toggleOneClick(
  coupon: CouponState,
  settings: CouponSettings,
  enable: boolean,
  ctx: CouponContext,
): Result<OneClickToggle, CouponError> {
  if (!enable) return ok({ kind: 'applied', settings: { ...settings, isActiveOneClick: false } });
  if (!isOneClickAvailable(ctx.config)) return err({ code: 'one-click-unavailable' });
  if (ownBets(coupon.bets).length > 0) return ok({ kind: 'confirmation-required' });
  return ok({ kind: 'applied', settings: { ...clearExactCoef(settings), isDropOnScoreChange: false, isActiveOneClick: true } });
}

/**
 * spec 000 §4: confirming empties the coupon and turns one-click on. The emptied coupon takes its exact
 * odds with it (clearExactCoef).
 */
export function confirmOneClick(
  coupon: CouponState,
  settings: CouponSettings,
  ctx: CouponContext,
): { coupon: CouponState; settings: CouponSettings } {
  return { coupon: clearCoupon(coupon, ctx), settings: { ...clearExactCoef(settings), isDropOnScoreChange: false, isActiveOneClick: true } };
}

/** spec 000 §4: turning on drop-on-score-change turns one-click off. */
export function setDropOnScoreChange(settings: CouponSettings, active: boolean): CouponSettings {
  return active
    ? { ...settings, isDropOnScoreChange: true, isActiveOneClick: false }
    : { ...settings, isDropOnScoreChange: false };
}

/**
 * Set or empty the exact coefficient. spec 000 §4: emptying it also resets
 * drop-on-score-change. A value that is not a coefficient (≤ 1, or above MAX_COEF) empties it.
 */
export function setExactCoef(settings: CouponSettings, exactCoef: number | null): CouponSettings {
  if (exactCoef === null || !Number.isFinite(exactCoef) || exactCoef <= 1 || exactCoef > MAX_COEF) {
    return { ...settings, exactCoef: null, isDropOnScoreChange: false };
  }
  return { ...settings, exactCoef };
}

/**
 * Exact odds belong to the coupon they were set for: once that coupon leaves the slip (placed, or cleared
 * by the player) they are emptied, and so is drop-on-score-change (spec 000 §4), so they never bind the next
 * coupon. The same settings when there is nothing to empty (nothing to store again).
 */
export function clearExactCoef(settings: CouponSettings): CouponSettings {
  return settings.exactCoef === null && !settings.isDropOnScoreChange ? settings : setExactCoef(settings, null);
}
