import { describe, expect, it } from 'vitest';
import { DEFAULT_COUPON, DEFAULT_COUPON_SETTINGS } from './coupon';
import { OddsChangePolicy } from './odds-change-policy';

describe('spec 000 §9: the default coupon, constant by constant', () => {
  it.each([
    { rule: 'spec 000 §9 default coupon: tab 1', value: () => DEFAULT_COUPON.tab, expected: 1 },
    { rule: 'spec 000 §9 default coupon: typeId 0', value: () => DEFAULT_COUPON.typeId, expected: 0 },
    { rule: 'spec 000 §9 default coupon: systemValue 2', value: () => DEFAULT_COUPON.systemValue, expected: 2 },
    { rule: 'spec 000 §9 default coupon: changeCoefAction 2 (spec 000 §3: a coupon setting)', value: () => DEFAULT_COUPON_SETTINGS.changeCoefAction, expected: 2 },
    { rule: 'spec 000 §9 default coupon: maxBetAmount infinity', value: () => DEFAULT_COUPON.maxBetAmount, expected: Infinity },
    { rule: 'spec 000 §9 default currency RUB if none known: the initial amount is RUB 150', value: () => DEFAULT_COUPON.initialAmount, expected: 150 },
  ])('$rule', ({ value, expected }) => {
    expect(value()).toBe(expected);
  });

  it('README design: changeCoefAction 0 asks about any change, 1 accepts higher odds, 2 accepts any (the default)', () => {
    expect(OddsChangePolicy).toEqual({ CONFIRM_ANY: 0, ACCEPT_HIGHER: 1, ACCEPT_ANY: 2 });
    expect(DEFAULT_COUPON_SETTINGS.changeCoefAction).toBe(OddsChangePolicy.ACCEPT_ANY);
  });
});

// spec 000 §3 names each field; where ours differs in spelling, the row says which field holds it.
describe('spec 000 §3: the coupon state holds every listed field', () => {
  it.each([
    ['tab'], ['typeId'], ['bets'], ['accountId'], ['amount'], ['amountByBlockId'], ['amountByBetId'],
    ['minBetAmount'], ['maxBetAmount'], ['availablePrepaidAmount'], ['maxPayout'], ['initialAmount'], ['coef'],
    ['coefByView'], ['antiExpressCoef'], ['promoCode'], ['manualPromoCode'], ['promoCodes'], ['systemValue'],
    ['systemValues'], ['isActiveSystemBanker'], ['activePlaceBetIds', 'active place-bet ids'], ['isActiveAutoMax'],
    ['isActiveVipBet'], ['isCouponLoadedFromCode'], ['isVisibleQuickCoupon'], ['successCoupon'],
    ['singlesResultCoupons'], ['loadCouponInputValue'], ['expressId'], ['addedAtByBetId'], ['manuallyDeletedBonusBet'],
    ['hyperBonus', 'hyper-bonus percent with min bet limit and max limit'],
  ])('spec 000 §3 coupon state: %s', (field: string, _specWords?: string) => {
    expect(Object.hasOwn(DEFAULT_COUPON, field)).toBe(true);
  });
});

describe('spec 000 §3: the coupon settings hold every listed field', () => {
  it.each([
    ['amountStepByCurrency', 'amount step per currency'], ['isManualAmountStep'], ['changeCoefAction'], ['isAutoMax'],
    ['isVipBet'], ['isBalanceShown'], ['isPossibleWinShown'], ['isSelectAccountShown'], ['isCouponFixed'],
    ['oneClickAmount'], ['isActiveOneClick'], ['exactCoef'], ['isDropOnScoreChange'], ['bonusAccountOneClickAmount'],
  ])('spec 000 §3 coupon settings: %s', (field: string, _specWords?: string) => {
    expect(Object.hasOwn(DEFAULT_COUPON_SETTINGS, field)).toBe(true);
  });
});
