import { expect, test, type Page } from '@playwright/test';
import { visit } from './support';

/**
 * Snowfall on the home page (spec 001 §1) and the threshold it shares with Back to top (spec 001 §9: 4 screens
 * on mobile, 1 on desktop). The snow is decoration, hidden from assistive technology, so it has no role to find
 * it by: the layer is found by its data attribute and checked to be aria-hidden. Back to top is found by its role.
 */
const SNOW_ON = { configGroups: { customize: { snowfall: true } } };
const snow = (page: Page) => page.locator('[data-snowfall]');
const backToTop = (page: Page) => page.getByRole('button', { name: 'Back to top' });
const scrollToScreens = (page: Page, screens: number) =>
  page.evaluate((n) => window.scrollTo(0, Math.ceil(window.innerHeight * n)), screens);

/** The home page's heading is there, and the page is tall enough to scroll past four screens. */
async function homeReady(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sports betting' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Top events' })).toBeVisible();
  // The lists come after their loading placeholder (it stays at least 200 ms: spec 000 §9 fetch minimum display
  // delay), so the page grows after the headings show: wait for it.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight)).toBeGreaterThan(5);
}

test.describe('snowfall on the home page', () => {
  test.use({ viewport: { width: 1280, height: 400 } });

  test('desktop: snow falls at the top, stops at 1 screen down where Back to top appears, and returns at the top', async ({ page }) => {
    await visit(page, '/en', SNOW_ON);
    await homeReady(page);
    await expect(snow(page)).toBeVisible();
    await expect(snow(page)).toHaveAttribute('aria-hidden', 'true');
    await expect(backToTop(page)).toHaveCount(0);

    await scrollToScreens(page, 1.2);
    await expect(snow(page)).toHaveCount(0);
    await expect(backToTop(page)).toBeVisible();

    await backToTop(page).click();
    await expect(snow(page)).toBeVisible();
  });

  test('snow never takes a click: the header\'s links under it still work', async ({ page }) => {
    await visit(page, '/en', SNOW_ON);
    await homeReady(page);
    await expect(snow(page)).toBeVisible();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Live', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/live/);
    // only the home page has snow
    await expect(snow(page)).toHaveCount(0);
  });

  test('without the site config switch there is no snow', async ({ page }) => {
    await visit(page, '/en');
    await homeReady(page);
    await expect(snow(page)).toHaveCount(0);
  });

  test('a player who asked for reduced motion sees no snow', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(page, '/en', SNOW_ON);
    await homeReady(page);
    await expect(snow(page)).toHaveCount(0);
  });
});

test.describe('an iPad that asks for desktop sites (spec 001 §4) gets the mobile threshold of 4 screens', () => {
  test.use({
    viewport: { width: 1366, height: 400 },
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  });
  test.beforeEach(async ({ page }) => {
    // An iPad on iPadOS 13+ says "MacIntel" and reports its touch points; Chromium's own are those of the host.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' });
      Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => 5 });
    });
  });

  test('2 screens down the snow still falls and Back to top waits; past 4 screens the snow stops and Back to top appears', async ({ page }) => {
    await visit(page, '/en', SNOW_ON);
    await homeReady(page);
    await scrollToScreens(page, 2);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(700);
    await expect(snow(page)).toBeVisible();
    await expect(backToTop(page)).toHaveCount(0);

    await scrollToScreens(page, 4.2);
    await expect(snow(page)).toHaveCount(0);
    await expect(backToTop(page)).toBeVisible();
  });
});
