import { expect, test, type Locator, type Page } from '@playwright/test';
import { visit } from './support';

// QA17 #3, #7, #8, #9: the office's accounts on a phone, and the bet history and the printed coupon.
const OLDER = { signedIn: true, settledCoupons: 30 };

/** How wide the page is laid out: wider than the window, it scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** How many lines an element's text takes (its line boxes, told apart by their tops). */
const linesOf = (element: Locator) =>
  element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

/** The roles Chromium itself gives the page's nodes (what a screen reader is told, not the DOM's tags). */
async function chromiumRoles(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: Array<{ role?: { value?: string }; ignored?: boolean }> };
  return nodes.filter((node) => !node.ignored).map((node) => String(node.role?.value ?? ''));
}

for (const width of [360, 390]) {
  test.describe(`phone ${width} px`, () => {
    test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });

    for (const { lng, heading, makeActive, remove, type, balance } of [
      { lng: 'ru', heading: 'Счета', makeActive: 'Сделать активным', remove: 'Удалить', type: 'Тип', balance: 'Баланс' },
      { lng: 'en', heading: 'Accounts', makeActive: 'Make active', remove: 'Remove', type: 'Type', balance: 'Balance' },
    ]) {
      test(`QA17 #3 (${lng}): the accounts fit the screen, each account stacked with its buttons, and stay a table`, async ({ page }) => {
        await visit(page, `/${lng}/office/account`, { signedIn: true });
        const accounts = page.getByRole('region', { name: heading });
        const table = accounts.getByRole('table');
        await expect(table.getByRole('row')).toHaveCount(4);
        expect(await pageWidth(page)).toBeLessThanOrEqual(width);
        const buttons = table.getByRole('button');
        expect(await buttons.count()).toBeGreaterThan(0);
        for (const button of await buttons.all()) {
          await expect(button).toBeInViewport({ ratio: 1 });
          await expect(button).toHaveText(new RegExp(`^(${makeActive}|${remove})$`));
        }
        // The column heads are hidden, so the type and the balance say what they are.
        const labels = await table
          .getByRole('row')
          .nth(1)
          .getByRole('cell')
          .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
        expect(labels.join(' ')).toContain(`"${type}: "`);
        expect(labels.join(' ')).toContain(`"${balance}: "`);
        // Stacked by CSS, it is still a table of rows to a screen reader (Chromium's own tree).
        const roles = await chromiumRoles(page);
        expect(roles).toContain('table');
        expect(roles.filter((role) => role === 'row')).toHaveLength(4);
        expect(roles).toContain('columnheader');
      });
    }

    test('QA17 #9: the printed coupon links back to the bet history and keeps "1X2: 1" on one line', async ({ page }) => {
      await visit(page, '/en/office/history', OLDER);
      const list = page.getByRole('main').getByRole('list', { name: 'Placed bets' });
      await list.getByRole('link', { name: /^Print coupon/ }).first().click();
      const coupon = page.getByRole('article', { name: /^Coupon №/ });
      await expect(coupon).toBeVisible();
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      const markets = coupon.getByRole('table').getByRole('row').filter({ has: page.getByRole('cell') }).getByRole('cell').nth(1);
      await expect(markets).toContainText(/\S: \S/);
      expect(await linesOf(markets)).toBe(1);
      await coupon.getByRole('link', { name: 'Bet history' }).click();
      await expect(page).toHaveURL(/\/en\/office\/history$/);
      await expect(list.getByRole('listitem', { name: /^Coupon №/ }).first()).toBeVisible();
    });
  });
}

test('QA17 #7: each coupon in the bet history says its odds, as its printed coupon does', async ({ page }) => {
  await visit(page, '/en/office/history', OLDER);
  const coupons = page.getByRole('main').getByRole('list', { name: 'Placed bets' }).getByRole('listitem', { name: /^Coupon №/ });
  const first = coupons.first();
  const odds = /· Odds: ([^·]+) · Possible win:/.exec(await first.innerText())?.[1]?.trim();
  expect(odds).toMatch(/^\d[\d,]*\.\d{2}$/);
  await first.getByRole('link', { name: /^Print coupon/ }).click();
  const printed = page.getByRole('article', { name: /^Coupon №/ });
  const oddsTerm = page.getByRole('term').filter({ hasText: /^Odds$/ });
  await expect(printed.locator('dl > div').filter({ has: oddsTerm }).getByRole('definition')).toHaveText(odds!);
});

test('QA17 #8: a history filter\'s result is said through the history\'s status region, once the list has come', async ({ page }) => {
  await visit(page, '/en/office/history', OLDER);
  const main = page.getByRole('main');
  const coupons = main.getByRole('list', { name: 'Placed bets' }).getByRole('listitem', { name: /^Coupon №/ });
  await expect(coupons.first()).toBeVisible();
  const region = main.getByRole('status');
  await expect(region).toHaveText('');

  const status = main.getByRole('combobox', { name: 'Status' });
  await status.selectOption({ label: 'Declined by the bookmaker' });
  await expect(region).toHaveText('No bets with this status in this period.');

  await status.selectOption({ label: 'Won' });
  await expect(coupons.first()).toBeVisible();
  const shown = await main.getByRole('paragraph').filter({ hasText: /^Showing \d+ coupons?$/ }).innerText();
  await expect(region).toHaveText(shown);
  expect(Number(/\d+/.exec(shown)![0])).toBe(await coupons.count());
});
