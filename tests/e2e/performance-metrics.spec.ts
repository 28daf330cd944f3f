import { expect, test, type Page } from '@playwright/test';
import { visit } from './support';

/**
 * spec 001 §9 "Performance metrics sent after 10000 ms": the offline demo records what it would send on
 * window.__analytics (src/adapters/fake/recording-analytics.ts). The page's clock is Playwright's, so ten seconds
 * pass when the test says so.
 */
const metricsEvents = (page: Page) =>
  page.evaluate(
    () =>
      ((window as unknown as { __analytics?: Array<{ name: string; params?: Record<string, unknown> }> }).__analytics ?? []).filter(
        (e) => e.name === 'performance_metrics',
      ),
  );

test('spec 001 §9: the load metrics are sent once, about 10000 ms after start, with the page the player is on by then', async ({ page }) => {
  // The page's clock starts at T0 and runs on its own until it is paused; the app starts a moment after T0.
  const T0 = Date.parse('2026-11-25T12:00:00Z');
  await page.clock.install({ time: T0 });
  await visit(page, '/en');
  await expect(page.getByRole('heading', { level: 1, name: 'Sports betting' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Live', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/live/);

  await page.clock.pauseAt(T0 + 8_000);
  expect(await metricsEvents(page)).toEqual([]);
  await page.clock.runFor(1_999);
  expect(await metricsEvents(page)).toEqual([]);

  // The app started within 5 s of T0 (the page loaded): its 10 s are over by T0 + 15 s.
  await page.clock.runFor(5_000);
  await expect.poll(() => metricsEvents(page)).toHaveLength(1);
  const [event] = await metricsEvents(page);
  expect(event!.params!['page_path']).toMatch(/^\/en\/live/);
  expect(Object.keys(event!.params!).sort()).toEqual(['cls', 'dom_content_loaded_ms', 'fcp_ms', 'lcp_ms', 'load_ms', 'page_path', 'ttfb_ms']);
  // The observers' metrics come through (Playwright's clock hides the timeline's own entries).
  expect(typeof event!.params!['cls']).toBe('number');

  await page.clock.runFor(60_000);
  expect(await metricsEvents(page)).toHaveLength(1);
});
