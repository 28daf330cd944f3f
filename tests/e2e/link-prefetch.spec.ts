import { expect, test, type Page } from '@playwright/test';
import { visit } from './support';

/**
 * spec 000 §9 "Link prefetch idle timeout 2000 ms, skipped on 2g or data saver": the code of the pages the main
 * navigation leads to is fetched while the page is idle. The page's clock is Playwright's, so the 2000 ms pass
 * when the test says so; the casino page's chunk is the one watched (the line page does not load it itself).
 */
const CASINO_CHUNK = /\/assets\/casino-page-[^/]*\.js$/;

function watchCasinoChunk(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (CASINO_CHUNK.test(request.url())) seen.push(request.url());
  });
  return seen;
}

test('spec 000 §9: the sections\' page code is fetched ahead once the page is idle, at the latest after 2000 ms', async ({ page }) => {
  await page.clock.install();
  const seen = watchCasinoChunk(page);
  await visit(page, '/en/line/all');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // an idle page fetches at once; by 2000 ms it has in any case
  await page.clock.runFor(2_000);
  await expect.poll(() => seen.length).toBeGreaterThan(0);
});

for (const [name, connection] of [
  ['a 2g connection', { effectiveType: '2g', saveData: false }],
  ['the data saver', { effectiveType: '4g', saveData: true }],
] as const) {
  test(`spec 000 §9: nothing is fetched ahead on ${name}; the page's code comes when it is opened`, async ({ page }) => {
    await page.addInitScript((info) => {
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => info });
    }, connection);
    await page.clock.install();
    const seen = watchCasinoChunk(page);
    await visit(page, '/en/line/all');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(5_000);
    await page.evaluate(() => document.readyState);
    expect(seen).toEqual([]);

    const opened = page.waitForRequest(CASINO_CHUNK);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Live casino' }).click();
    await opened;
  });
}
