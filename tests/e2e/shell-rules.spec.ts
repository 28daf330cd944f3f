import { expect, test, type Page } from '@playwright/test';
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

test.describe('spec 001 §3 cookie icons_version, functional (spec 001 §5)', () => {
  const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });
  const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name) ?? null;

  test('with functional cookies agreed the icon set\'s version is in icons_version (path /, about a year)', async ({ page }) => {
    await visit(page, '/en');
    await expect(banner(page)).toBeVisible();
    // not answered yet: no functional cookie
    expect(await cookie(page, 'icons_version')).toBeNull();
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(async () => (await cookie(page, 'icons_version'))?.value ?? null).toMatch(/^[0-9a-f]{12}$/);
    const written = (await cookie(page, 'icons_version'))!;
    expect(written.path).toBe('/');
    // a year (the browser counts from its own now: more than 364 days on)
    expect(written.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  });

  test('with necessary cookies only there is no icons_version', async ({ page }) => {
    await visit(page, '/en');
    await banner(page).getByRole('button', { name: 'Necessary only' }).click();
    await expect.poll(async () => (await cookie(page, 'cookies_agree_type'))?.value ?? null).toBe('0');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sports betting' })).toBeVisible();
    expect(await cookie(page, 'icons_version')).toBeNull();
  });
});
