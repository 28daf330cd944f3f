import { describe, expect, it } from 'vitest';
import { createBet, DEFAULT_COUPON, DEFAULT_COUPON_CONTEXT, DEFAULT_COUPON_SETTINGS, MAX_AMOUNT } from '../../domain/coupon';
import { parseStoredCoupon, parseStoredSettings, serializeCoupon, serializeSettings } from './coupon-storage';

const ctx = { ...DEFAULT_COUPON_CONTEXT, config: { ...DEFAULT_COUPON_CONTEXT.config, bonusBetEnabled: false } };
const bet = (id: string, coef: number) => createBet({ id, gameId: Number(id.replace(/\D/g, '')) || 1, coef });
/** A stored coupon as JSON with some fields overwritten, the way a hostile or broken record would be. */
const stored = (patch: Record<string, unknown>) => {
  const base = JSON.parse(serializeCoupon({ ...DEFAULT_COUPON, typeId: 1, amount: 150, bets: [bet('a1', 2), bet('b2', 3)] })) as Record<string, unknown>;
  return JSON.stringify({ ...base, ...patch });
};

describe('the stored coupon is bad input: what cannot be money or a price is dropped, the rest is kept', () => {
  it('a selection priced above MAX_COEF (1e200) or below 1 is dropped; the others stay', () => {
    const raw = stored({ bets: [{ ...bet('a1', 2) }, { ...bet('c3', 1e200) }, { ...bet('d4', 0.5) }] });
    const coupon = parseStoredCoupon(raw, ctx);
    expect(coupon.bets.map((b) => b.id)).toEqual(['a1']);
    expect(Number.isFinite(coupon.coef)).toBe(true);
  });

  it.each([
    ['too large', 1e307, DEFAULT_COUPON.amount],
    ['above MAX_AMOUNT', MAX_AMOUNT + 1, DEFAULT_COUPON.amount],
    ['negative', -5, DEFAULT_COUPON.amount],
    ['more than cents', 0.123456, 0.12],
  ])('an amount %s is read as %s', (_, amount, expected) => {
    expect(parseStoredCoupon(stored({ amount }), ctx).amount).toBe(expected);
  });

  it('stakes per selection and per block are money in cents; others are dropped', () => {
    const coupon = parseStoredCoupon(stored({ typeId: 10001, amountByBetId: { a1: 10.456, b2: 1e307, c3: -1 } }), ctx);
    expect(coupon.amountByBetId).toEqual({ a1: 10.46 });
  });

  it('a system value below 2 is not kept, whatever the type', () => {
    expect(parseStoredCoupon(stored({ systemValue: -7 }), ctx).systemValue).toBe(2);
  });

  it('the times selections were added are kept (they are not money)', () => {
    const at = 1_767_225_600_000;
    expect(parseStoredCoupon(stored({ addedAtByBetId: { a1: at } }), ctx).addedAtByBetId).toEqual({ a1: at });
  });
});

describe('the stored settings are bad input too', () => {
  const settings = (patch: Record<string, unknown>) => JSON.stringify({ ...JSON.parse(serializeSettings(DEFAULT_COUPON_SETTINGS)), ...patch });

  it('exact odds above MAX_COEF are no exact odds; one-click amounts that are not money keep the default', () => {
    const parsed = parseStoredSettings(settings({ exactCoef: 1e308, oneClickAmount: -50, bonusAccountOneClickAmount: 1e300 }));
    expect(parsed.exactCoef).toBeNull();
    expect(parsed.oneClickAmount).toBe(DEFAULT_COUPON_SETTINGS.oneClickAmount);
    expect(parsed.bonusAccountOneClickAmount).toBe(DEFAULT_COUPON_SETTINGS.bonusAccountOneClickAmount);
  });

  it('manual amount steps keep positive money only', () => {
    expect(parseStoredSettings(settings({ amountStepByCurrency: { EUR: 2.555, RUB: 0, USD: 1e20, GBP: 'x' } })).amountStepByCurrency).toEqual({ EUR: 2.56 });
  });
});
