import { describe, expect, it } from 'vitest';
import { registrationWidgetVisible } from './registration-widget';

const visible = { isAuthenticated: false, rightSideVisible: true, couponEmpty: true, asianLayout: false, registrationEnabled: true };

describe('registration widget (spec 000 §6)', () => {
  it.each([
    ['a visitor, right side visible, empty coupon, registration on', visible, true],
    ['a signed-in player', { ...visible, isAuthenticated: true }, false],
    ['the right side hidden', { ...visible, rightSideVisible: false }, false],
    ['bets in the coupon (european layout)', { ...visible, couponEmpty: false }, false],
    ['bets in the coupon (asian layout: the coupon does not decide)', { ...visible, couponEmpty: false, asianLayout: true }, true],
    ['registration disabled', { ...visible, registrationEnabled: false }, false],
  ])('%s → %s', (_, input, shown) => {
    expect(registrationWidgetVisible(input)).toBe(shown);
  });
});
