import { expect, test } from '@playwright/test';
import { visit } from './support';

test.describe('QA19 #2: Back to top takes the focus to the top of the page', () => {
  test('from the keyboard: the focus goes to "Skip to content", and the next Tab stays at the top', async ({ page }) => {
    await visit(page, '/en/line/all');
    // the lists are in (the page is several screens long)
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight)).toBeGreaterThan(3);
    await page.evaluate(() => window.scrollTo(0, 3000));
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await backToTop.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Tab');
    // the focus moves on from the top, not to the footer's first link far below
    expect(await page.evaluate(() => document.activeElement?.closest('footer'))).toBeNull();
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(await page.evaluate(() => window.innerHeight));
  });
});

test.describe('QA19 #6: an address with the language in capitals or with empty segments is normalised, not a 404', () => {
  test('/Ru/line/all opens the Russian pre-match page', async ({ page }) => {
    await visit(page, '/Ru/line/all');
    await expect(page).toHaveURL(/\/ru\/line\/all(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ставки в линии' })).toBeVisible();
  });

  test('/EN/line/all and /en//line//all open the English one', async ({ page }) => {
    for (const path of ['/EN/line/all', '/en//line//all']) {
      await visit(page, path);
      await expect(page).toHaveURL(/\/en\/line\/all(\?|$)/);
      await expect(page.getByRole('heading', { level: 1, name: 'Pre-match betting' })).toBeVisible();
    }
  });
});
