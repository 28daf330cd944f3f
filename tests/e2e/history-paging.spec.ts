import { expect, test, type Locator } from '@playwright/test';
import { slip } from './slip-support';
import { visit } from './support';

// README "bet history": the history reads 20 coupons a page; "Show more coupons" adds the older ones below and the
// focus moves to the first coupon it added. The demo's settledCoupons knob gives the player 30 older settled coupons.
const OLDER = { signedIn: true, settledCoupons: 30 };

async function showMoreMovesFocus(history: Locator, region: Locator) {
  const coupons = history.getByRole('listitem', { name: /^Coupon №/ });
  await expect(coupons).toHaveCount(20);
  await expect(region.getByText('Showing 20 coupons')).toBeVisible();
  const lastOfPage1 = await coupons.nth(19).getAttribute('aria-label');
  await region.getByRole('button', { name: 'Show more coupons' }).click();
  await expect(coupons).toHaveCount(30);
  await expect(region.getByText('Showing 30 coupons')).toBeVisible();
  // the first coupon added, right after the last of page 1, has the focus; nothing is listed twice
  await expect(coupons.nth(19)).toHaveAttribute('aria-label', lastOfPage1!);
  await expect(coupons.nth(20)).toBeFocused();
  const names = await coupons.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
  expect(new Set(names).size).toBe(30);
  // the last page ends the list: no button that would load nothing
  await expect(region.getByRole('button', { name: 'Show more coupons' })).toHaveCount(0);
}

test('office/history: Show more coupons adds the older coupons below and moves the focus to the first one added', async ({ page }) => {
  await visit(page, '/en/office/history', OLDER);
  const main = page.getByRole('main');
  const history = main.getByRole('list', { name: 'Placed bets' });
  await showMoreMovesFocus(history, main);
  // an older coupon prints too: the print page does not re-read page 1 over the coupon it was opened for
  const older = history.getByRole('listitem', { name: /^Coupon №/ }).nth(25);
  const id = (await older.getAttribute('aria-label'))!.match(/\d+/)![0];
  await older.getByRole('link', { name: `Print coupon № ${id}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Coupon № ${id}` })).toBeVisible();
});

test("the slip's My bets: Show more coupons adds the older coupons too", async ({ page }) => {
  await visit(page, '/en/line/all', OLDER);
  await slip(page).getByRole('tab', { name: 'My bets' }).click();
  const panel = slip(page).getByRole('tabpanel', { name: 'My bets' });
  await showMoreMovesFocus(panel.getByRole('list', { name: 'Placed bets' }), panel);
});

test('the history filter (period and status) survives a reload of the tab', async ({ page }) => {
  await visit(page, '/en/office/history', OLDER);
  const main = page.getByRole('main');
  const coupons = main.getByRole('list', { name: 'Placed bets' }).getByRole('listitem', { name: /^Coupon №/ });
  await expect(coupons).toHaveCount(20);
  await main.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 7 days' });
  await main.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Lost' });
  await expect(coupons.first()).toContainText('Status: Lost');

  await page.reload();
  await expect(main.getByRole('combobox', { name: 'Period' })).toHaveValue('7');
  await expect(main.getByRole('combobox', { name: 'Status' })).toHaveValue('lost');
  await expect(coupons.first()).toBeVisible();
  for (const coupon of await coupons.all()) await expect(coupon).toContainText('Status: Lost');
});
