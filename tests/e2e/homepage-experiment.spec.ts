import { expect, test, type Page } from '@playwright/test';
import { visit } from './support';

/** spec 000 §3 homepage type cookie, §9 "Homepage A/B cookie 2592000000 ms (30 days), 50/50 between default and multi-build". */
const assigned = (page: Page) =>
  page.evaluate(
    () => ((window as unknown as { __analytics?: Array<{ name: string }> }).__analytics ?? []).filter((e) => e.name === 'homepage_variant_assigned').length,
  );

test('a first visit is given a home page variant for 30 days, and keeps it on the next visit', async ({ page }) => {
  const before = Date.now();
  await visit(page, '/en');
  await expect(page.getByRole('heading', { level: 1, name: 'Sports betting' })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'homepage_type');
  expect(['default', 'multi-build']).toContain(cookie?.value);
  const days = (cookie!.expires * 1000 - before) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThan(30.1);
  expect(await assigned(page)).toBe(1);
  await expect(page.locator('html')).toHaveAttribute('data-homepage', cookie!.value);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sports betting' })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'homepage_type')?.value).toBe(cookie!.value);
  expect(await assigned(page)).toBe(0);
});
