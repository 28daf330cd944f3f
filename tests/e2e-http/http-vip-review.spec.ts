import { expect, test } from '@playwright/test';
import { PROVIDER_STATES } from '../../src/adapters/http/pact/provider-states';
import { providerState } from './provider-state';

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
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('E-mail or account ID').fill('demo');
    await login.getByLabel('Password').fill('demo1234');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);

    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await page.getByRole('main').getByRole('button', { pressed: false, name: /: \d+\.\d+/ }).and(page.locator(':enabled')).first().click();
    await expect(slip.getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();
    await slip.getByRole('checkbox', { name: /^VIP bet/ }).check();
    await slip.getByRole('button', { name: 'Place bet' }).click();
    const review = slip.getByRole('status', { name: 'Sent to the bookmaker for review' });
    await expect(review).toContainText('Your stake of 150 RUB is held while the bookmaker reviews the bet');
    const id = (await review.getByText(/Coupon № \d+/).textContent())!.match(/\d+/)![0];

    await page.goto('/en/office/history');
    await expect(page.getByRole('list', { name: 'Placed bets' }).getByRole('listitem', { name: `Coupon № ${id}` })).toContainText('Status: Under review');
  });
});
