import { expect, test, type Page } from '@playwright/test';
import { visit } from './support';

/**
 * spec 001 §3 cookie window_width, §5 "the window width is stored in a cookie only if functional cookies are
 * agreed", §9 "window resize debounce 100 ms" (the rest of the debounce is in the model's fake-time test).
 */
const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });
const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value ?? null;

test.use({ viewport: { width: 1280, height: 800 } });

test('with functional cookies agreed the window width is in the window_width cookie, and follows a resize', async ({ page }) => {
  await visit(page, '/en');
  await expect(banner(page)).toBeVisible();
  // not answered yet: no functional cookie
  expect(await cookie(page, 'window_width')).toBeNull();
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => cookie(page, 'window_width')).toBe('1280');

  await page.setViewportSize({ width: 1000, height: 800 });
  await expect.poll(() => cookie(page, 'window_width')).toBe('1000');
});

test('with necessary cookies only there is no window_width cookie, whatever the window does', async ({ page }) => {
  await visit(page, '/en');
  await banner(page).getByRole('button', { name: 'Necessary only' }).click();
  await expect.poll(() => cookie(page, 'cookies_agree_type')).toBe('0');
  await page.setViewportSize({ width: 1000, height: 800 });
  // the resize is taken (the preference holds it) but never written as a cookie
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('preferences') ?? '{}').windowSize)).toBe(1000);
  expect(await cookie(page, 'window_width')).toBeNull();
});

test('with the consent popup off all consent is assumed: the width is stored from the start', async ({ page }) => {
  await visit(page, '/en', { config: { cookieConsentPopup: false } });
  await expect(page.getByRole('heading', { level: 1, name: 'Sports betting' })).toBeVisible();
  await expect.poll(() => cookie(page, 'window_width')).toBe('1280');
});
