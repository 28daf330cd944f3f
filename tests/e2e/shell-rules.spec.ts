import { expect, test } from '@playwright/test';
import { visit } from './support';

/**
 * Shell rules of spec 000 §8 and spec 001 §1, §3 in Chromium: the 500 "Unknown middleware" page, the icons_version
 * cookie and the welcome notice after registration.
 */

test.describe('spec 000 §8: 500 "Unknown middleware" when a guard is missing', () => {
  test('a route naming a guard the registry lacks is the 500 page, never the page unguarded; the log names the guard; the way home works', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // the offline demo's knob leaves the 'registration' guard out of the registry; the route still names it
    await visit(page, '/en/registration', { missingMiddleware: ['registration'] });
    await expect(page.getByRole('heading', { level: 1, name: 'Unknown middleware' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toHaveCount(0);
    await expect(page).toHaveTitle(/^Unknown middleware/);
    expect(errors.some((text) => text.includes('Unknown middleware registration'))).toBe(true);
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sports betting' })).toBeVisible();
  });

  test('in Russian the page says so in Russian', async ({ page }) => {
    await visit(page, '/ru/registration', { missingMiddleware: ['registration'] });
    await expect(page.getByRole('heading', { level: 1, name: 'Неизвестная проверка страницы' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'На главную' })).toBeVisible();
  });

  test('with the guard registered the same route opens (the guard itself still decides)', async ({ page }) => {
    await visit(page, '/en/registration', { missingMiddleware: [] });
    await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
  });
});
