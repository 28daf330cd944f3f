import { err, ok, type Result } from '../shared/result';
import type { CouponState } from './coupon';
import type { CouponError } from './coupon.errors';
import type { PromoCode } from './promo-codes.port';

/**
 * Promo codes (spec 000 §3 lists promoCode, manualPromoCode and promoCodes; the rest is our design). A
 * player either chooses one of their own codes (the server lists them) or types one in; the coupon sends
 * the chosen code, else the typed one normalized, and the server says whether it is valid at placement.
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
