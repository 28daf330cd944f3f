import { expect, test, type Page } from '@playwright/test';
import { providerState } from './provider-state';
import { signInAsDemo } from './http-support';

/**
 * QA14 #1: a request the server never answers (a stalled connection gives no error at all) is given up after the
 * pipeline's time limit (REQUEST_TIMEOUT_MS, 30 s): a bet said it was "Placing the bet…" for good. Now the slip
 * says the outcome is unknown, in the words it has for that, and keeps the selections and the typed stake.
 * The page's clock is Playwright's, run forward, so the test does not wait 30 s.
 */

const slip = (page: Page) => page.getByRole('complementary', { name: 'Bet slip' });

test.describe('a placement with no clear answer (QA14 #1, #7)', () => {
  test.beforeEach(() => providerState());
  test.afterEach(() => providerState());

  test('a bet the server never answers is given up after 30 s: the slip says it may have been placed and keeps the bet', async ({ page }) => {
    await page.clock.install();
    await page.goto('/en/line/all');
    await signInAsDemo(page);

    await page.getByRole('main').getByRole('button', { pressed: false, name: /: \d+\.\d+/ }).and(page.locator(':enabled')).first().click();
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();
    const stake = slip(page).getByRole('spinbutton', { name: /^Stake, / });
    await stake.fill('250');

    // the placement reaches nobody: no answer, no error
    let held = 0;
    await page.route('**/web-api/api/v1/coupons', (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      held += 1;
      return new Promise<void>(() => undefined);
    });
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect.poll(() => held).toBe(1);
    await expect(slip(page).getByRole('button', { name: /Placing the bet/ })).toBeVisible();
    await page.clock.fastForward(29_000);
    await expect(slip(page).getByRole('alert')).toHaveCount(0);
    await page.clock.fastForward(1_500);
    await expect(slip(page).getByRole('alert')).toContainText(
      'No clear answer from the server, so the bet may have been placed. Check My bets before changing it; placing it again as it is will not place it twice.',
    );
    await expect(slip(page).getByRole('button', { name: 'Place bet' })).toBeEnabled();
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();
    await expect(stake).toHaveValue('250');
  });

  test('QA14 #7: a bet the server placed but whose answer was cut off: the balance is read again, so the header shows the stake taken', async ({ page }) => {
    await page.goto('/en/line/all');
    await signInAsDemo(page);
    const balance = page.getByRole('banner').getByRole('button', { name: /^Balance/ });
    await expect(balance).toContainText('25,000');

    await page.getByRole('main').getByRole('button', { pressed: false, name: /: \d+\.\d+/ }).and(page.locator(':enabled')).first().click();
    await slip(page).getByRole('spinbutton', { name: /^Stake, / }).fill('250');
    // the provider places the bet; its answer reaches the page cut off
    await page.route('**/web-api/api/v1/coupons', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const placed = await route.fetch();
      expect(placed.status()).toBe(201);
      return route.fulfill({ status: 201, contentType: 'application/json', body: (await placed.text()).slice(0, 14) });
    });
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(slip(page).getByRole('alert')).toContainText('No clear answer from the server, so the bet may have been placed.');
    await expect(balance).toContainText('24,750');
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();
  });
});
