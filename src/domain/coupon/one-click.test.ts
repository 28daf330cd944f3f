import { describe, expect, it } from 'vitest';
import { createBet, type Bet } from './bet';
import { DEFAULT_COUPON, DEFAULT_COUPON_CONTEXT, DEFAULT_COUPON_SETTINGS } from './coupon';
import { toggleBet } from './coupon-reducers';
import { clearExactCoef, confirmOneClick, isOneClickActive, oneClickAmount, setDropOnScoreChange, setExactCoef, toggleOneClick } from './one-click';
import { isVipBetAvailable } from './vip-bet';

const ctx = DEFAULT_COUPON_CONTEXT;
const withBet = (() => {
  const result = toggleBet(DEFAULT_COUPON, createBet({ id: 'o1', gameId: 1, coef: 2 }), 0, ctx);
  if (!result.ok) throw new Error('setup');
  return result.value;
})();

describe('one-click', () => {
  it.each([
    { rule: 'spec 000 §5: one-click active only if the site config enables it', enabled: false, active: false },
    { rule: 'spec 000 §5: one-click active when config enables it and the player turned it on', enabled: true, active: true },
  ])('$rule', ({ enabled, active }) => {
    expect(isOneClickActive({ isActiveOneClick: true }, { oneClickEnabled: enabled })).toBe(active);
  });

  it('spec 000 §5: turning one-click on is refused when the site config disables it', () => {
    const result = toggleOneClick(DEFAULT_COUPON, DEFAULT_COUPON_SETTINGS, true, {
      ...ctx,
      config: { ...ctx.config, oneClickEnabled: false },
    });
    expect(result).toEqual({ ok: false, error: { code: 'one-click-unavailable' } });
  });

  it('spec 000 §4: turning one-click on with an empty coupon applies at once', () => {
    const result = toggleOneClick(DEFAULT_COUPON, DEFAULT_COUPON_SETTINGS, true, ctx);
    expect(result.ok && result.value.kind === 'applied' && result.value.settings.isActiveOneClick).toBe(true);
  });

  it('QA12 #3, spec 000 §4: one-click turned on with an empty coupon takes exact odds and drop-on-score-change with it, so the two are never on together', () => {
    const withDrop = setDropOnScoreChange(setExactCoef(DEFAULT_COUPON_SETTINGS, 2.5), true);
    expect(withDrop).toMatchObject({ exactCoef: 2.5, isDropOnScoreChange: true, isActiveOneClick: false });
    const result = toggleOneClick(DEFAULT_COUPON, withDrop, true, ctx);
    expect(result.ok && result.value.kind === 'applied' && result.value.settings).toMatchObject({
      isActiveOneClick: true,
      isDropOnScoreChange: false,
      exactCoef: null,
    });
  });

  it('spec 000 §4: turning one-click on with bets present asks confirmation', () => {
    expect(toggleOneClick(withBet, DEFAULT_COUPON_SETTINGS, true, ctx)).toEqual({
      ok: true,
      value: { kind: 'confirmation-required' },
    });
  });

  it('spec 000 §4: confirming empties the coupon and turns one-click on', () => {
    const { coupon, settings } = confirmOneClick(withBet, DEFAULT_COUPON_SETTINGS, ctx);
    expect(coupon.bets).toEqual([]);
    expect(settings.isActiveOneClick).toBe(true);
  });

  it('exact odds belong to the coupon: confirming one-click empties the coupon, so its exact odds and drop-on-score-change go too', () => {
    const exact = { ...DEFAULT_COUPON_SETTINGS, exactCoef: 2, isDropOnScoreChange: true };
    expect(confirmOneClick(withBet, exact, ctx).settings).toMatchObject({ exactCoef: null, isDropOnScoreChange: false, isActiveOneClick: true });
  });

  it.each([
    { rule: 'exact odds set for the coupon that left the slip are emptied, and spec 000 §4 drop-on-score-change with them', exact: 2.5, drop: true },
    { rule: 'exact odds without drop-on-score-change are emptied', exact: 2.5, drop: false },
  ])('$rule', ({ exact, drop }) => {
    const settings = { ...DEFAULT_COUPON_SETTINGS, exactCoef: exact, isDropOnScoreChange: drop, changeCoefAction: 1 as const };
    expect(clearExactCoef(settings)).toEqual({ ...settings, exactCoef: null, isDropOnScoreChange: false });
  });

  it('no exact odds: the same settings come back (nothing to store again)', () => {
    expect(clearExactCoef(DEFAULT_COUPON_SETTINGS)).toBe(DEFAULT_COUPON_SETTINGS);
  });

  it('spec 000 §4: turning one-click off never asks', () => {
    const on = { ...DEFAULT_COUPON_SETTINGS, isActiveOneClick: true };
    const result = toggleOneClick(withBet, on, false, ctx);
    expect(result.ok && result.value.kind === 'applied' && result.value.settings.isActiveOneClick).toBe(false);
  });

  it('spec 000 §4: turning on drop-on-score-change turns one-click off', () => {
    const on = { ...DEFAULT_COUPON_SETTINGS, isActiveOneClick: true };
    expect(setDropOnScoreChange(on, true)).toMatchObject({ isDropOnScoreChange: true, isActiveOneClick: false });
    expect(setDropOnScoreChange(on, false)).toMatchObject({ isDropOnScoreChange: false, isActiveOneClick: true });
  });

  it.each([
    { rule: 'spec 000 §4: emptying the exact coefficient resets drop-on-score-change', value: null, exact: null, drop: false },
    { rule: 'a value that is no coefficient empties it too', value: 1, exact: null, drop: false },
    { rule: 'setting an exact coefficient keeps drop-on-score-change', value: 2.5, exact: 2.5, drop: true },
  ])('$rule', ({ value, exact, drop }) => {
    const settings = { ...DEFAULT_COUPON_SETTINGS, exactCoef: 2, isDropOnScoreChange: true };
    expect(setExactCoef(settings, value)).toMatchObject({ exactCoef: exact, isDropOnScoreChange: drop });
  });

  it('spec 000 §6: a bonus account has its own one-click amount', () => {
    const settings = { ...DEFAULT_COUPON_SETTINGS, oneClickAmount: 100, bonusAccountOneClickAmount: 20 };
    expect(oneClickAmount(settings, false)).toBe(100);
    expect(oneClickAmount(settings, true)).toBe(20);
  });
});

describe('one-click stake and its currency', () => {
  it('QA: a one-click stake typed in one currency is none in another (the caller takes that currency\'s initial amount): 1,000 RUB is not 1,000 EUR', () => {
    const settings = { ...DEFAULT_COUPON_SETTINGS, oneClickAmount: 1_000, oneClickAmountCurrency: 'RUB', bonusAccountOneClickAmount: 300, bonusAccountOneClickAmountCurrency: 'RUB' };
    expect(oneClickAmount(settings, false, 'RUB')).toBe(1_000);
    expect(oneClickAmount(settings, false, 'EUR')).toBe(0);
    expect(oneClickAmount(settings, true, 'RUB')).toBe(300);
    expect(oneClickAmount(settings, true, 'USD')).toBe(0);
  });

  it('a stake kept before its currency was (null) stands in any currency, as it did', () => {
    expect(oneClickAmount({ ...DEFAULT_COUPON_SETTINGS, oneClickAmount: 400 }, false, 'EUR')).toBe(400);
  });
});

describe('VIP bet', () => {
  const line: Bet = createBet({ id: 'o1', gameId: 1, coef: 2 });
  const live: Bet = createBet({ id: 'o2', gameId: 2, coef: 2, timeSec: 60 });
  const ok = { vipBetEnabled: true, maxBetAmount: 1000, typeId: 1, bets: [line] };
  it.each([
    { rule: 'spec 000 §5: available when every condition holds', input: ok, available: true },
    { rule: 'spec 000 §5: needs config to allow it', input: { ...ok, vipBetEnabled: false }, available: false },
    { rule: 'spec 000 §5: needs a finite max bet', input: { ...ok, maxBetAmount: Infinity }, available: false },
    { rule: 'spec 000 §5: needs all bets to be line', input: { ...ok, bets: [line, live] }, available: false },
    { rule: 'spec 000 §5: needs at least one bet', input: { ...ok, bets: [] }, available: false },
    { rule: 'spec 000 §5: not for multiple singles', input: { ...ok, typeId: 10001 }, available: false },
  ])('$rule', ({ input, available }) => {
    expect(isVipBetAvailable(input)).toBe(available);
  });
});
