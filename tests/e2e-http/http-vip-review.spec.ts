import { expect, test } from '@playwright/test';
import { PROVIDER_STATES } from '../../src/adapters/http/pact/provider-states';
import { providerState } from './provider-state';
import { sendVipCouponForReview, signInAsDemo } from './http-support';

/**
 * QA12 #5 over HTTP: the reference provider is told that a VIP coupon above a maximum of 100 goes to the
 * bookmaker for review. placeBet answers 202 under-review; the slip says so and the history lists the coupon
 * as under review, with the held stake off the balance.
 */
test.describe('a VIP coupon sent for review over HTTP (reference provider)', () => {
  test.beforeEach(() => providerState(PROVIDER_STATES.vipReview, { maxAmount: 100 }));
  test.afterEach(() => providerState());

  test('placeBet 202 under-review: "Sent to the bookmaker for review", and the history says "Under review"', async ({ page }) => {
    await page.goto('/en/line/all');
    await signInAsDemo(page);

    const { slip, review, id } = await sendVipCouponForReview(page);
    await expect(review).toContainText('Your stake of 150 RUB is held while the bookmaker reviews the bet');

    await page.goto('/en/office/history');
    await expect(page.getByRole('list', { name: 'Placed bets' }).getByRole('listitem', { name: `Coupon № ${id}` })).toContainText('Status: Under review');
  });
});
