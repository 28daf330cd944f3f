import { expect, test } from '@playwright/test';
import { visit } from './support';

// print-coupon/{id} (spec 000 §5) opened directly (a new tab, a reload, a shared link) finds its coupon on whatever
// page of the history it is, not only on the list's first 20: it asks for that one coupon by its id (getPlacedCoupon).
// The demo's settledCoupons knob gives the player 130 older settled coupons, numbered 90000001 (the oldest, 27 days
// back: page 7 of the list) to 90000130.
const OLDER = { signedIn: true, settledCoupons: 130 };

test('a coupon beyond the first page of the history prints when its page is opened directly; an unknown id says not found', async ({ page }) => {
  await visit(page, '/en/print-coupon/90000001', OLDER);
  await expect(page.getByRole('heading', { name: 'Coupon № 90000001' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('cell', { name: /Arsenal – Chelsea|Liverpool – Everton|Manchester City – Tottenham|Newcastle – Aston Villa/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  // reloaded, it reads again and still finds it
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Coupon № 90000001' })).toBeVisible();

  // an id the whole history does not hold still says so, with the way to the history
  await visit(page, '/en/print-coupon/90000131', OLDER);
  const main = page.getByRole('main');
  await expect(main).toContainText('90000131');
  await expect(main.getByRole('link', { name: 'Bet history' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coupon № 90000131' })).toHaveCount(0);
});

test('the bet history shown keeps its own list and filter after a coupon was printed from a direct link', async ({ page }) => {
  await visit(page, '/en/office/history', OLDER);
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 7 days' });
  await main.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Lost' });
  const coupons = main.getByRole('list', { name: 'Placed bets' }).getByRole('listitem', { name: /^Coupon №/ });
  await expect(coupons.first()).toContainText('Status: Lost');

  // a won coupon 27 days back: outside the list's period and status, found all the same
  await page.goto('/en/print-coupon/90000002');
  await expect(page.getByRole('heading', { name: 'Coupon № 90000002' })).toBeVisible();
  await page.goBack();
  await expect(main.getByRole('combobox', { name: 'Period' })).toHaveValue('7');
  await expect(main.getByRole('combobox', { name: 'Status' })).toHaveValue('lost');
  await expect(coupons.first()).toBeVisible();
  for (const coupon of await coupons.all()) await expect(coupon).toContainText('Status: Lost');
});
