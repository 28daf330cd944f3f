import { expect, test } from '@playwright/test';
import { headerBalance, slip } from './slip-support';
import { visit } from './support';

test.describe('one-click bets', () => {
  test('the one-click stake shows what a click stakes, and a double click on an odd places one bet', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await slip(page).getByText('Bet slip settings').click();
    await slip(page).getByRole('checkbox', { name: 'One-click bet' }).check();
    // Unset, a click stakes the currency's initial amount (RUB 150): the field says so rather than 0.
    await expect(slip(page).getByRole('spinbutton', { name: 'One-click stake, RUB' })).toHaveValue('150');

    const odd = page.getByRole('main').getByRole('group', { name: 'Market Total' }).first().getByRole('button').and(page.locator(':enabled')).first();
    await odd.dblclick();
    const success = slip(page).getByRole('status', { name: 'Bet accepted' });
    await expect(success).toBeVisible();
    await expect(headerBalance(page)).toContainText('24,850');
    await success.getByRole('link', { name: 'Bet history' }).click();
    const history = page.getByRole('list', { name: 'Placed bets' });
    await expect(history.getByRole('listitem', { name: /^Coupon № / })).toHaveCount(1);
    await expect(headerBalance(page)).toContainText('24,850');
  });
});
