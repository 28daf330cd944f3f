import { expect, test } from '@playwright/test';
import { pickTotals, slip } from './slip-support';
import { visit } from './support';

// QA14 #6: the history and the printed coupon describe a system as placed: its banker marked, its lines counted
// (2/4 with a banker is 3 lines; "System 2/4" alone reads as 6).
test('QA14 #6: a system placed with a banker says "Lines: 3" and marks the banker in the history and on the printed coupon', async ({ page }) => {
  await visit(page, '/en/line/all', { signedIn: true });
  await pickTotals(page, 4);
  await slip(page).getByRole('combobox', { name: 'Bet type' }).selectOption({ label: 'System' });
  await slip(page).getByRole('checkbox', { name: 'Choose bankers' }).check();
  const selections = slip(page).getByRole('list', { name: 'Selections' }).getByRole('listitem');
  await selections.nth(1).getByRole('checkbox', { name: 'Banker' }).check();
  await expect(slip(page).getByText('Lines: 3')).toBeVisible();
  const banker = (await selections.nth(1).getAttribute('aria-label'))!;
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  const success = slip(page).getByRole('status', { name: 'Bet accepted' });
  const id = (await success.getByText(/Coupon № \d+/).textContent())!.match(/\d+/)![0];

  await page.goto('/en/office/history');
  const item = page.getByRole('list', { name: 'Placed bets' }).getByRole('listitem', { name: `Coupon № ${id}` });
  await expect(item).toContainText('System 2/4 · Lines: 3 ·');
  const marked = item.getByRole('listitem').filter({ hasText: '· Banker' });
  await expect(marked).toHaveCount(1);
  // The slip names a selection by its game ("Home – Away"): the one marked is the one made the banker.
  await expect(marked).toContainText(banker.split(',')[0]!.split(':')[0]!.trim());

  await item.getByRole('link', { name: `Print coupon № ${id}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Coupon № ${id}` })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Bet type' }).locator('xpath=following-sibling::dd[1]')).toHaveText('System 2/4 · Lines: 3');
  await expect(page.getByRole('cell', { name: /· Banker$/ })).toHaveCount(1);
});
