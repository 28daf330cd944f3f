import { expect, test } from '@playwright/test';

/**
 * QA11 #12 over HTTP: while getLiveUpdates fails, the live page says its updates are paused and keeps its
 * prices; when the polls answer again (after the feed's 5 s back-off) the notice goes.
 */
test('a failing getLiveUpdates is said on the live page, and the notice goes when the polls answer again', async ({ page }) => {
  let failing = true;
  await page.route('**/web-api/api/v1/live/updates**', (route) =>
    failing ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'down', statusCode: 500 }) }) : route.continue(),
  );
  await page.goto('/en/live/all');
  const main = page.getByRole('main');
  const paused = main.getByRole('status').filter({ hasText: 'Live updates are paused' });
  await expect(paused).toHaveText('Live updates are paused: the prices and scores shown may be out of date. Retrying…');
  await expect(main.getByRole('button', { name: /: \d+\.\d+/ }).first()).toBeVisible();
  failing = false;
  await expect(paused).toHaveCount(0, { timeout: 15_000 });
  await expect(main.getByRole('button', { name: /: \d+\.\d+/ }).first()).toBeVisible();
});
