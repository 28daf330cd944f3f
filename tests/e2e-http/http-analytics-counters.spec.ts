import { expect, test } from '@playwright/test';

/**
 * The HTTP build's analytics counters (spec 000 §9; spec 001 §5, §7): the list comes from the reference provider
 * (the contract's example: GTM-ABC123) and the real installer adds Google Tag Manager's script. The vendor is
 * never reached: Playwright answers its URL with an empty script and records the request.
 */
test('spec 001 §5, §7; spec 000 §9: after Accept all the list is fetched with domain and projectId and, its 10 s after start over, the counter\'s own script is requested once', async ({ page }) => {
  const scripts: string[] = [];
  const lists: string[] = [];
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    scripts.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/analytics-api/api/v1/counters') lists.push(new URL(request.url()).search);
  });
  const T0 = Date.parse('2026-11-25T12:00:00Z');
  await page.clock.install({ time: T0 });
  await page.goto('/en');
  const banner = page.getByRole('region', { name: 'Cookies on this site' });
  await expect(banner).toBeVisible();
  // no consent yet: nothing fetched, nothing requested
  await page.clock.runFor(15_000);
  expect(lists).toEqual([]);
  expect(scripts).toEqual([]);

  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toHaveCount(0);
  await expect.poll(() => lists).toEqual(['?domain=127.0.0.1&projectId=7']);
  // the page is past its first 10 s: the counter is due at once
  await expect.poll(() => scripts).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC123']);
  await expect(page.locator('script[data-analytics-counter="gtm:GTM-ABC123"]')).toHaveCount(1);
  await page.clock.runFor(60_000);
  expect(scripts).toHaveLength(1);
});
