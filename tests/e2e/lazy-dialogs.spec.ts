import { expect, test } from '@playwright/test';
import { pickTotals, slip } from './slip-support';
import { visit } from './support';

/**
 * The login, registration and recovery dialogs are chunks of their own, fetched when first opened (the home page's
 * first paint does not need them). Bad network must not cost the player anything: a chunk that fails to come says
 * so in the dialog with Try again, and the slip (its picks and the stake typed) stays as it was.
 */
test.describe('dialogs loaded when first opened', () => {
  test('a login dialog whose chunk fails to load says so with Try again; the slip keeps its picks and stake', async ({ page }) => {
    await visit(page, '/en/line/all');
    await pickTotals(page, 1);
    const stake = slip(page).getByRole('spinbutton', { name: /^Stake, / });
    await stake.fill('250');

    let blocked = 0;
    await page.route(/\/assets\/login-modal-[\w-]+\.js$/, (route) => {
      blocked += 1;
      return route.abort('internetdisconnected');
    });
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog.getByRole('alert')).toHaveText('This window could not be loaded. Check your connection and try again.');
    expect(blocked).toBeGreaterThan(0);
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();
    await expect(stake).toHaveValue('250');

    // The network is back: Try again fetches the chunk, and the login form opens in the same dialog.
    await page.unroute(/\/assets\/login-modal-[\w-]+\.js$/);
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog.getByLabel('E-mail or account ID')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();
    await expect(stake).toHaveValue('250');
  });

  test('closing the dialog that failed to load leaves the page and the slip as they were', async ({ page }) => {
    await visit(page, '/en/line/all');
    await pickTotals(page, 1);
    await page.route(/\/assets\/login-modal-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();
  });
});
