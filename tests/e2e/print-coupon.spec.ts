import { expect, test } from '@playwright/test';
import { pickTotals, slip } from './slip-support';
import { visit } from './support';

test.describe('placed coupons', () => {
  test('an unknown coupon on print-coupon says so and links to the bet history', async ({ page }) => {
    await visit(page, '/en/print-coupon/999999999', { signedIn: true });
    await expect(page.getByRole('main')).toContainText('999999999');
    await page.getByRole('main').getByRole('link', { name: 'Bet history' }).click();
    await expect(page).toHaveURL(/\/en\/office\/history$/);
  });

  test('the history and the printed coupon show each price in the player\'s odds format (American here), not the raw number', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await slip(page).getByText('Bet slip settings').click();
    await slip(page).getByRole('combobox', { name: 'Odds format' }).selectOption({ label: 'American (+150)' });
    await slip(page).getByRole('checkbox', { name: 'One-click bet' }).check();
    await page.getByRole('main').getByRole('group', { name: 'Market Total' }).first().getByRole('button').and(page.locator(':enabled')).first().click();
    const success = slip(page).getByRole('status', { name: 'Bet accepted' });
    await expect(success).toBeVisible();
    await success.getByRole('link', { name: 'Bet history' }).click();
    const item = page.getByRole('list', { name: 'Placed bets' }).getByRole('listitem', { name: /^Coupon № / }).first();
    await expect(item).toContainText(/@ [+-]\d+ ·/);
    await item.getByRole('link', { name: /print/i }).click();
    await expect(page.getByRole('table').getByRole('cell', { name: /^[+-]\d+$/ })).toHaveCount(1);
  });

  test('the slip, the history and the printed coupon name a selection\'s championship with its country, as the line does ("Football. Italy. Serie A", not one of two Serie A)', async ({ page }) => {
    await visit(page, '/en/line/all/football/1005-serie-a', { signedIn: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Italy. Serie A' })).toBeVisible();
    await pickTotals(page, 1);
    const row = slip(page).getByRole('list', { name: 'Selections' }).getByRole('listitem', { name: / – / });
    await expect(row).toContainText('Football. Italy. Serie A');
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    const success = slip(page).getByRole('status', { name: 'Bet accepted' });
    await expect(success).toBeVisible();
    const id = (await success.getByText(/Coupon № \d+/).textContent())!.match(/\d+/)![0];

    await success.getByRole('link', { name: 'Bet history' }).click();
    const item = page.getByRole('list', { name: 'Placed bets' }).getByRole('listitem', { name: `Coupon № ${id}` });
    await expect(item).toContainText('Football. Italy. Serie A');
    await item.getByRole('link', { name: 'Print coupon' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/print-coupon/${id}$`));
    await expect(page.getByRole('table').getByRole('cell', { name: /Football\. Italy\. Serie A · / })).toHaveCount(1);
  });
});
