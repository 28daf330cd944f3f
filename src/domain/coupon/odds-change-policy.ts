import { CouponType } from './coupon-types';

/**
 * What the player lets us do when a coefficient changes between adding a
 * selection and the bet being accepted (changeCoefAction). The spec fixes only
 * the default, 2; the choices are our design:
 * - 0 CONFIRM_ANY: any change stops and asks the player;
 * - 1 ACCEPT_HIGHER: a higher coefficient is taken silently, a lower one asks;
 * - 2 ACCEPT_ANY: any change is taken (the default, spec 000 §3 and §9).
 */
export const OddsChangePolicy = {
  CONFIRM_ANY: 0,
  ACCEPT_HIGHER: 1,
  ACCEPT_ANY: 2,
} as const;
export type OddsChangePolicyId = (typeof OddsChangePolicy)[keyof typeof OddsChangePolicy];

/** spec 000 §3: changeCoefAction defaults to 2. */
export const DEFAULT_ODDS_CHANGE_POLICY: OddsChangePolicyId = OddsChangePolicy.ACCEPT_ANY;

export function isOddsChangePolicyId(value: number): value is OddsChangePolicyId {
  return value === 0 || value === 1 || value === 2;
}

/** A selection whose price moved: as the player saw it and as it is now (the slip's marks, a placement answer). */
export interface OddsChange {
  betId: string;
  oldCoef: number;
  newCoef: number;
}

/** unchanged: same price; accept: go on at the new price; confirm: ask the player first. */
export type OddsChangeResolution = 'unchanged' | 'accept' | 'confirm';

/** Coefficients closer than this are the same price (they travel with at most 3 decimals). */
const SAME_PRICE_EPSILON = 1e-9;

/**
 * Decide what a price change means under the player's policy; the slip uses it
 * on live updates, placement on an odds-changed answer. An unknown policy
 * behaves as CONFIRM_ANY, the safest reading.
 */
export function resolveOddsChange(policy: number, oldCoef: number, newCoef: number): OddsChangeResolution {
  if (Math.abs(newCoef - oldCoef) < SAME_PRICE_EPSILON) return 'unchanged';
  if (policy === OddsChangePolicy.ACCEPT_ANY) return 'accept';
  if (policy === OddsChangePolicy.ACCEPT_HIGHER && newCoef > oldCoef) return 'accept';
  return 'confirm';
}

/** The whole coupon's answer to several changes: one change needing confirmation asks. */
export function resolveOddsChanges(
  policy: number,
  changes: readonly { oldCoef: number; newCoef: number }[],
): OddsChangeResolution {
  const resolutions = changes.map((change) => resolveOddsChange(policy, change.oldCoef, change.newCoef));
  if (resolutions.includes('confirm')) return 'confirm';
  return resolutions.includes('accept') ? 'accept' : 'unchanged';
}

/**
 * The policy a placement follows. Exact odds are one price for the coupon, so
 * with them set no change is taken on its own: the player is asked (and the
 * exact odds then refuse any price but their own). Multiple singles go at each
 * single's odds and ignore exact odds, so the player's policy applies to them.
 */
export function placementPolicy(settings: { changeCoefAction: number; exactCoef: number | null }, typeId: number): number {
  return settings.exactCoef !== null && typeId !== CouponType.MULTIPLE_SINGLES ? OddsChangePolicy.CONFIRM_ANY : settings.changeCoefAction;
}

/** A price the feed moved while the player was being asked: the selection, its price now, the price the slip showed before. */
export interface PriceMove {
  betId: string;
  coef: number;
  seenCoef: number;
}

/**
 * The odds question brought up to date while it is open, so the player never accepts a price that has gone:
 * a change asked about takes the price now (its "from" stays what the player saw), and leaves the question
 * when the price is back at the one the player saw (QA12 #1: it read "51.00 → 51.00" and held the bet); a
 * selection of the same coupon that moved and was not asked about joins the question from the price the
 * slip showed. Null when nothing in the question changed; an empty list when no change is left to ask about.
 */
export function repriceOddsChanges(changes: readonly OddsChange[], moves: readonly PriceMove[]): OddsChange[] | null {
  let changed = false;
  const next = changes.map((change) => ({ ...change }));
  for (const move of moves) {
    const asked = next.find((change) => change.betId === move.betId);
    if (asked) {
      if (Math.abs(asked.newCoef - move.coef) < SAME_PRICE_EPSILON) continue;
      asked.newCoef = move.coef;
      changed = true;
      if (Math.abs(asked.oldCoef - move.coef) < SAME_PRICE_EPSILON) next.splice(next.indexOf(asked), 1);
    } else if (Math.abs(move.seenCoef - move.coef) >= SAME_PRICE_EPSILON) {
      next.push({ betId: move.betId, oldCoef: move.seenCoef, newCoef: move.coef });
      changed = true;
    }
  }
  return changed ? next : null;
}
