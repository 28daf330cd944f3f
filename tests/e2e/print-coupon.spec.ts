import { expect, test } from '@playwright/test';
import { slip } from './slip-support';
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
});
