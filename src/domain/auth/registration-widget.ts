/**
 * spec 000 §6: the registration widget shows only to anonymous users when
 * the right side is visible, the coupon is empty (non-asian layout) and
 * registration is enabled. In the asian layout the coupon does not decide.
 */
export function registrationWidgetVisible(input: {
  isAuthenticated: boolean;
  rightSideVisible: boolean;
  couponEmpty: boolean;
  asianLayout: boolean;
  registrationEnabled: boolean;
}): boolean {
  return (
    !input.isAuthenticated &&
    input.rightSideVisible &&
    input.registrationEnabled &&
    (input.asianLayout || input.couponEmpty)
  );
}
