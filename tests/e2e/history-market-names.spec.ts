import { expect, test } from '@playwright/test';
import { slip } from './slip-support';
import { visit } from './support';

// spec 000 §3 marketsNameType: the bet history and the printed coupon name a placed selection's market as the slip
// does, short ("1X2: 1") or full ("Match result: Home win"), not as the server's marketName alone.
test('the bet history and the printed coupon follow the market-name setting (short, then full)', async ({ page }) => {
  await visit(page, '/en/line/all', { signedIn: true });
  const main = page.getByRole('main');
  const row = main.getByRole('listitem').filter({ has: page.getByRole('group', { name: 'Market 1X2' }) }).first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.getByRole('group', { name: 'Market 1X2' }).getByRole('button').first().click();
  await expect(slip(page).getByRole('listitem').first()).toContainText('1X2: 1');
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  const success = slip(page).getByRole('status', { name: 'Bet accepted' });
  const id = (await success.getByText(/Coupon № \d+/).textContent())!.match(/\d+/)![0];

  await page.goto('/en/office/history');
  const item = page.getByRole('list', { name: 'Placed bets' }).getByRole('listitem', { name: `Coupon № ${id}` });
  await expect(item).toContainText(': 1X2: 1 @');

  await page.goto('/en/office/settings');
  const form = page.getByRole('main');
  await form.getByRole('group', { name: 'Market names' }).getByRole('radio', { name: 'Full' }).check();
  await expect(form.getByRole('status')).toHaveText('Saved');

  await page.goto('/en/office/history');
  await expect(item).toContainText(': Match result: Home win @');
  await item.getByRole('link', { name: `Print coupon № ${id}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Coupon № ${id}` })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Match result: Home win' })).toBeVisible();
});
