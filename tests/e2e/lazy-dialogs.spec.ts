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

  test('the home page fetches the login form only when it is opened, and the texts of its own language only', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const name = /\/assets\/([\w.-]+)\.js$/.exec(new URL(request.url()).pathname)?.[1];
      if (name) scripts.push(name);
    });
    const fetched = (chunk: RegExp) => scripts.filter((name) => chunk.test(name)).length;
    await visit(page, '/en');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    expect(fetched(/^(login|registration|forgot-password)-modal-/)).toBe(0);
    expect(fetched(/^dictionary\.en-/)).toBe(1);
    expect(fetched(/^dictionary\.ru-/)).toBe(0);

    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' }).getByLabel('E-mail or account ID')).toBeVisible();
    expect(fetched(/^login-modal-/)).toBeGreaterThan(0);
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Close' }).click();

    await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect.poll(() => fetched(/^dictionary\.ru-/)).toBe(1);
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
