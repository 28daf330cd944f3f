import { err, ok, type Result } from '../shared/result';
import { roundMoney } from './amount';
import { ownBets } from './bonus-bet';
import type { CouponState } from './coupon';
import type { CouponError } from './coupon.errors';
import type { CouponTypeId } from './coupon-types';
import type { PlacedPromoCode, PromoCode, PromoCodeEffect } from './promo-codes.port';

/**
 * Promo codes (spec 000 §3 lists promoCode, manualPromoCode and promoCodes; the rest is our design). A
 * player either chooses one of their own codes (the server lists them) or types one in; the coupon sends
 * the chosen code, else the typed one normalized, and the server says whether it is valid at placement.
 * A listed code may say what it gives (PromoCodeEffect): then the slip offers it only for a coupon it applies
 * to (its types, its fewest selections, its currency), drops a chosen one that stops applying, and shows what
 * it adds before placing (promoCodeGain).
 */
/** Longest code a player may type; longer input is cut here, as the field's maxLength does. */
export const PROMO_CODE_MAX_LENGTH = 32;

/** A typed code as the server reads it: trimmed and upper-case; null when nothing is left. */
export function normalizePromoCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return code === '' ? null : code;
}

/** The code the coupon sends: the chosen one, else the typed one. */
export function couponPromoCode(state: Pick<CouponState, 'promoCode' | 'manualPromoCode'>): string | null {
  return state.promoCode ?? normalizePromoCode(state.manualPromoCode);
}

/** The player types a code: it replaces a chosen one. */
export function setManualPromoCode(state: CouponState, text: string): CouponState {
  return { ...state, manualPromoCode: text.slice(0, PROMO_CODE_MAX_LENGTH), promoCode: null };
}

/** The player chooses one of their codes (null: none); the typed one is cleared. Only a listed code. */
export function choosePromoCode(state: CouponState, code: string | null): Result<CouponState, CouponError> {
  if (code === null) return ok({ ...state, promoCode: null });
  if (!state.promoCodes.some((own) => own.code === code)) return err({ code: 'promo-code-unknown', promoCode: code });
  return ok({ ...state, promoCode: code, manualPromoCode: '' });
}

/** The player's codes from the server; a chosen code no longer listed is dropped, repeats kept once. */
export function setPromoCodes(state: CouponState, codes: readonly PromoCode[]): CouponState {
  const seen = new Set<string>();
  const promoCodes = codes.filter((c) => c.code !== '' && !seen.has(c.code) && seen.add(c.code));
  const promoCode = state.promoCode !== null && seen.has(state.promoCode) ? state.promoCode : null;
  return { ...state, promoCodes, promoCode };
}

/** The coupon as a code's scope reads it: its type, its own selections (a bonus bet not counted), the paying account's currency. */
export interface PromoCoupon {
  typeId: number;
  selections: number;
  currency: string;
}

export function promoCouponOf(state: Pick<CouponState, 'typeId' | 'bets'>, currency: string): PromoCoupon {
  return { typeId: state.typeId, selections: ownBets(state.bets).length, currency };
}

/** Why a listed code does not apply to the coupon as it is, with what it needs. */
export type PromoCodeMismatch =
  | { reason: 'coupon-type'; couponTypes: readonly CouponTypeId[] }
  | { reason: 'selections'; minSelections: number }
  | { reason: 'currency'; currency: string };

/**
 * Why `code` does not apply to `coupon`; null when it does. A code without a readable effect applies to any
 * coupon here: the server decides at placement (placeBet 422 promo-code-invalid). An empty coupon is not judged.
 */
export function promoCodeMismatch(code: Pick<PromoCode, 'effect'>, coupon: PromoCoupon): PromoCodeMismatch | null {
  const effect = code.effect;
  if (effect === null || coupon.selections === 0) return null;
  if (!(effect.couponTypes as readonly number[]).includes(coupon.typeId)) return { reason: 'coupon-type', couponTypes: effect.couponTypes };
  if (coupon.selections < effect.minSelections) return { reason: 'selections', minSelections: effect.minSelections };
  if (effect.kind === 'free-bet' && effect.currency !== coupon.currency.toUpperCase()) return { reason: 'currency', currency: effect.currency };
  return null;
}

/** The chosen code as the list holds it; null when none is chosen. */
export function chosenPromoCode(state: Pick<CouponState, 'promoCode' | 'promoCodes'>): PromoCode | null {
  return state.promoCode === null ? null : (state.promoCodes.find((own) => own.code === state.promoCode) ?? null);
}

/** A chosen code the slip dropped, and why. */
export interface PromoCodeDrop {
  code: string;
  mismatch: PromoCodeMismatch;
}

/**
 * A chosen code that stops applying (selections removed, the type or the account changed) is dropped, and
 * `dropped` names it and why so the slip can say so; everything else is kept. A code that applies: unchanged.
 */
export function dropInapplicablePromoCode(state: CouponState, currency: string): { state: CouponState; dropped: PromoCodeDrop | null } {
  const chosen = chosenPromoCode(state);
  const mismatch = chosen === null ? null : promoCodeMismatch(chosen, promoCouponOf(state, currency));
  if (chosen === null || mismatch === null) return { state, dropped: null };
  return { state: { ...state, promoCode: null }, dropped: { code: chosen.code, mismatch } };
}

/**
 * What a chosen code adds to the coupon as the slip prices it.
 * - win-boost: `percent` of the NET win (possible win less the stake), as the hyper-bonus is counted (our
 *   design: a boost on the profit, so a coupon at low odds gains little and the stake is not boosted), rounded
 *   to cents, and only what still fits under the maximum payout beside the win and its hyper-bonus (`totalWin`).
 * - free-bet: the part of the stake it pays (at most its amount), which is not charged; `charged` is the rest.
 */
export type PromoCodeGain =
  | { kind: 'win-boost'; percent: number; amount: number }
  | { kind: 'free-bet'; amount: number; currency: string; charged: number };

export function promoCodeGain(
  effect: PromoCodeEffect,
  coupon: { stake: number; possibleWin: number; totalWin: number; maxPayout: number },
): PromoCodeGain {
  if (effect.kind === 'free-bet') {
    const covered = roundMoney(Math.max(0, Math.min(coupon.stake, effect.amount)));
    return { kind: 'free-bet', amount: covered, currency: effect.currency, charged: roundMoney(Math.max(0, coupon.stake - covered)) };
  }
  const boost = roundMoney((Math.max(0, coupon.possibleWin - coupon.stake) * effect.percent) / 100);
  const room = Math.max(0, coupon.maxPayout - coupon.totalWin);
  return { kind: 'win-boost', percent: effect.percent, amount: roundMoney(Math.min(boost, room)) };
}

/**
 * QA18 #3: the possible win before the promo code's boost, which the hyper-bonus is counted on (our design: the
 * two bonuses do not compound; both are counted on the same net win, as the slip shows them side by side). A
 * placed coupon's possible win includes its boost (PlacedPromoCode); a free bet, or no code, leaves it as it is.
 */
export function winBeforePromoBoost(possibleWin: number, promo: PlacedPromoCode | null | undefined): number {
  return promo?.kind === 'win-boost' ? roundMoney(Math.max(0, possibleWin - promo.amount)) : possibleWin;
}
