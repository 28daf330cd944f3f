import { expect, test } from '@playwright/test';
import { visit } from './support';

test.describe('a live feed that fails is said on the page (QA11 #12: stale prices and clocks showed with no notice)', () => {
  test('the live list says updates are paused and keeps its prices; the notice goes when updates come back', async ({ page }) => {
    test.setTimeout(60_000);
    // The fake feed drops its next 24 batches (about 6 s at 4 a second), then delivers again.
    await visit(page, '/en/live/all', { failTimes: { 'line-feed': 24 } });
    const main = page.getByRole('main');
    const paused = main.getByRole('status').filter({ hasText: 'Live updates are paused' });
    // The feed's worker builds its own copy of the line before its first batch: slow on a busy machine.
    await expect(paused).toHaveText('Live updates are paused: the prices and scores shown may be out of date. Retrying…', { timeout: 20_000 });
    // The games and their prices stay on the page meanwhile.
    await expect(main.getByRole('listitem', { name: / – / }).first()).toBeVisible();
    await expect(main.getByRole('button', { name: /: \d+\.\d+/ }).first()).toBeVisible();
    await expect(paused).toHaveCount(0, { timeout: 20_000 });
    await expect(main.getByRole('listitem', { name: / – / }).first()).toBeVisible();
  });

  test('a Russian live page says it in Russian while the feed stays down', async ({ page }) => {
    await visit(page, '/ru/live/all', { fail: ['line-feed'] });
    const main = page.getByRole('main');
    await expect(main.getByRole('status').filter({ hasText: 'Обновления в реальном времени приостановлены' })).toBeVisible({ timeout: 20_000 });
    await expect(main.getByRole('listitem', { name: / – / }).first()).toBeVisible();
  });
});
