import { expect, type Page } from '@playwright/test';

/** Sign in as the reference provider's demo player through the header's Log in, and wait until the header says so. */
export async function signInAsDemo(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('E-mail or account ID').fill('demo');
  await login.getByLabel('Password').fill('demo1234');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
}

/**
 * On /en/line/all with the provider's vipReview state: one selection, VIP ticked, Place bet at the slip's stake,
 * above the state's maximum, so the bookmaker takes it for review. The slip's "Sent to the bookmaker for review"
 * status and the coupon number it says.
 */
export async function sendVipCouponForReview(page: Page) {
  const slip = page.getByRole('complementary', { name: 'Bet slip' });
  await page.getByRole('main').getByRole('button', { pressed: false, name: /: \d+\.\d+/ }).and(page.locator(':enabled')).first().click();
  await expect(slip.getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();
  await slip.getByRole('checkbox', { name: /^VIP bet/ }).check();
  await slip.getByRole('button', { name: 'Place bet' }).click();
  const review = slip.getByRole('status', { name: 'Sent to the bookmaker for review' });
  const id = (await review.getByText(/Coupon № \d+/).textContent())!.match(/\d+/)![0]!;
  return { slip, review, id };
}
