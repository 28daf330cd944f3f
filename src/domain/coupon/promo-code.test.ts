import { describe, expect, it } from 'vitest';
import { DEFAULT_COUPON } from './coupon';
import { choosePromoCode, couponPromoCode, normalizePromoCode, PROMO_CODE_MAX_LENGTH, setManualPromoCode, setPromoCodes } from './promo-code';

const CODES = [
  { code: 'WELCOME10', title: '10 % more on the win' },
  { code: 'FREEBET500', title: 'Free bet of 500' },
];
const withCodes = setPromoCodes(DEFAULT_COUPON, CODES);

describe('promo codes (spec 000 §3 promoCode, manualPromoCode, promoCodes)', () => {
  it('a typed code is sent trimmed and upper-case; only spaces is no code', () => {
    expect(normalizePromoCode('  welcome10 ')).toBe('WELCOME10');
    expect(normalizePromoCode('   ')).toBeNull();
    expect(couponPromoCode(setManualPromoCode(DEFAULT_COUPON, ' spring '))).toBe('SPRING');
  });

  it('a typed code is cut at the longest a code may be', () => {
    expect(setManualPromoCode(DEFAULT_COUPON, 'X'.repeat(50)).manualPromoCode).toHaveLength(PROMO_CODE_MAX_LENGTH);
  });

  it('choosing one of the player codes sends it and clears the typed one; typing replaces the choice', () => {
    const typed = setManualPromoCode(withCodes, 'spring');
    const chosen = choosePromoCode(typed, 'FREEBET500');
    expect(chosen).toMatchObject({ ok: true, value: { promoCode: 'FREEBET500', manualPromoCode: '' } });
    const retyped = setManualPromoCode(chosen.ok ? chosen.value : withCodes, 'autumn');
    expect(retyped.promoCode).toBeNull();
    expect(couponPromoCode(retyped)).toBe('AUTUMN');
  });

  it('only a listed code can be chosen; none clears the choice', () => {
    expect(choosePromoCode(withCodes, 'NOPE')).toEqual({ ok: false, error: { code: 'promo-code-unknown', promoCode: 'NOPE' } });
    const chosen = choosePromoCode(withCodes, 'WELCOME10');
    expect(chosen.ok && choosePromoCode(chosen.value, null)).toMatchObject({ ok: true, value: { promoCode: null } });
  });

  it('a new list keeps each code once and drops a chosen code it no longer holds', () => {
    const chosen = choosePromoCode(withCodes, 'WELCOME10');
    const next = setPromoCodes(chosen.ok ? chosen.value : withCodes, [CODES[1]!, CODES[1]!, { code: '', title: 'blank' }]);
    expect(next.promoCodes).toEqual([CODES[1]]);
    expect(next.promoCode).toBeNull();
  });
});
