import { expect, test } from '@playwright/test';
import { pickTotals, slip } from './slip-support';
import { visit } from './support';

// QA14 #4: the bet history offers a period and a status, as a leading book does, and reads the list again for them.
test('QA14 #4: choosing a status in the bet history lists only those coupons; none in it says so in words', async ({ page }) => {
  await visit(page, '/en/line/all', { signedIn: true, balance: 1_000_000 });
  await pickTotals(page, 1);
  await slip(page).getByRole('spinbutton', { name: /^Stake/ }).fill('200000');
  await slip(page).getByRole('checkbox', { name: /^VIP bet/ }).check();
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  const review = slip(page).getByRole('status', { name: 'Sent to the bookmaker for review' });
  const vipId = (await review.getByText(/Coupon № \d+/).textContent())!.match(/\d+/)![0];
  await pickTotals(page, 1);
  await slip(page).getByRole('checkbox', { name: /^VIP bet/ }).uncheck();
  await slip(page).getByRole('spinbutton', { name: /^Stake/ }).fill('150');
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  const success = slip(page).getByRole('status', { name: 'Bet accepted' });
  const plainId = (await success.getByText(/Coupon № \d+/).textContent())!.match(/\d+/)![0];

  await page.goto('/en/office/history');
  const main = page.getByRole('main');
  const list = main.getByRole('list', { name: 'Placed bets' });
  const coupons = list.getByRole('listitem', { name: /^Coupon №/ });
  await expect(coupons).toHaveCount(2);
  const period = main.getByRole('combobox', { name: 'Period' });
  const status = main.getByRole('combobox', { name: 'Status' });
  await expect(period).toHaveValue('30');
  await expect(status).toHaveValue('');

  await status.selectOption({ label: 'Under review' });
  await expect(coupons).toHaveCount(1);
  await expect(list.getByRole('listitem', { name: `Coupon № ${vipId}` })).toContainText('Status: Under review');
  // QA14 #5: a coupon under review is no bet on its selections yet: they show no result of their own ("Pending").
  await expect(list.getByRole('listitem', { name: `Coupon № ${vipId}` })).not.toContainText('Pending');

  await status.selectOption({ label: 'Pending' });
  await expect(list.getByRole('listitem', { name: `Coupon № ${plainId}` })).toBeVisible();
  await expect(coupons).toHaveCount(1);

  await period.selectOption({ label: 'Last 24 hours' });
  await status.selectOption({ label: 'Declined by the bookmaker' });
  await expect(main.getByText('No bets with this status in this period.')).toBeVisible();
  await expect(list).toHaveCount(0);

  // Kept while the player stays on the site: back on the line, the slip's My bets tab shows the same choice.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sports' }).click();
  await slip(page).getByRole('tab', { name: 'My bets' }).click();
  await expect(slip(page).getByRole('combobox', { name: 'Status' })).toHaveValue('declined');
  await expect(slip(page).getByRole('combobox', { name: 'Period' })).toHaveValue('1');
  await slip(page).getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All' });
  await expect(slip(page).getByRole('listitem', { name: /^Coupon №/ })).toHaveCount(2);
});
