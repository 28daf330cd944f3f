import { expect, test, type Page } from '@playwright/test';
import { visit } from './support';

/** The bet slip in the right column. */
const slip = (page: Page) => page.getByRole('complementary', { name: 'Bet slip' });

/**
 * Click one odd of the "Total" market in each of the first `count` games:
 * totals are priced near evens, so every pick is 1.1 or more.
 */
async function pickTotals(page: Page, count: number) {
  const groups = page.getByRole('main').getByRole('group', { name: 'Market Total' });
  await expect(groups.first()).toBeVisible();
  let picked = 0;
  for (let i = 0; picked < count; i++) {
    const odd = groups.nth(i).getByRole('button', { pressed: false }).first();
    if (!(await odd.isEnabled())) continue;
    const coef = Number((await odd.getAttribute('aria-label'))?.match(/: ([\d.]+)/)?.[1]);
    expect(coef).toBeGreaterThanOrEqual(1.1);
    await odd.click();
    await expect(groups.nth(i).getByRole('button', { pressed: true })).toHaveCount(1);
    picked += 1;
  }
  await expect(slip(page).getByRole('tab', { name: `Bet slip (${count})` })).toBeVisible();
}

test.describe('bet slip', () => {
  test('three selections of 1.1 or more make an express with the bonus bet offered', async ({ page }) => {
    await visit(page, '/en/line/all');
    await pickTotals(page, 1);
    await expect(slip(page).getByText('Bet type: Single')).toBeVisible();
    const groups = page.getByRole('main').getByRole('group', { name: 'Market Total' });
    await groups.nth(1).getByRole('button').first().click();
    await expect(slip(page).getByRole('combobox', { name: 'Bet type' })).toHaveValue('1');
    await groups.nth(2).getByRole('button').first().click();
    await expect(slip(page).getByRole('listitem', { name: 'Bonus bet' })).toBeVisible();
    await expect(slip(page).getByRole('combobox', { name: 'Bet type' })).toHaveValue('1');
  });

  test('system 2/3 shows 3 lines', async ({ page }) => {
    await visit(page, '/en/line/all');
    await pickTotals(page, 3);
    await slip(page).getByRole('combobox', { name: 'Bet type' }).selectOption({ label: 'System' });
    const system = slip(page).getByRole('combobox', { name: 'System' });
    await expect(system).toHaveValue('2');
    await expect(system.getByRole('option', { name: '2/3 (3 lines)' })).toHaveCount(1);
    await expect(slip(page).getByText('Lines: 3')).toBeVisible();
  });

  test('placing a bet shows the success coupon, lowers the balance and lists the bet in office/history', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await expect(page.getByLabel('Balance')).toContainText('25,000');
    await pickTotals(page, 2);
    await slip(page).getByRole('button', { name: 'Place bet' }).dblclick();
    const success = slip(page).getByRole('status', { name: 'Bet accepted' });
    await expect(success).toBeVisible();
    const id = (await success.getByText(/Coupon № \d+/).textContent())!.match(/\d+/)![0];
    await expect(page.getByLabel('Balance')).toContainText('24,850');
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (0)' })).toBeVisible();

    await success.getByRole('link', { name: 'Bet history' }).click();
    await expect(page).toHaveURL(/\/en\/office\/history$/);
    const history = page.getByRole('list', { name: 'Placed bets' });
    // A double click placed one bet.
    await expect(history.getByRole('listitem', { name: /^Coupon № / })).toHaveCount(1);
    const item = history.getByRole('listitem', { name: `Coupon № ${id}` });
    await expect(item).toContainText('Pending');
    await expect(item).toContainText('Express');

    await item.getByRole('link', { name: 'Print coupon' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/print-coupon/${id}$`));
    await expect(page.getByRole('heading', { name: `Coupon № ${id}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  test('a reload keeps the slip', async ({ page }) => {
    await visit(page, '/en/line/all');
    await pickTotals(page, 2);
    await slip(page).getByRole('button', { name: /^Raise the stake/ }).click();
    await page.reload();
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (2)' })).toBeVisible();
    await expect(slip(page).getByRole('spinbutton', { name: /^Stake/ })).toHaveValue('250');
    await expect(page.getByRole('main').getByRole('button', { pressed: true })).toHaveCount(2);
  });

  test('a failed placement keeps the slip and shows main_error', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true, fail: ['placement'] });
    await pickTotals(page, 2);
    const before = await slip(page).getByRole('list', { name: 'Selections' }).textContent();
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    const alert = slip(page).getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Error' })).toBeVisible();
    await expect(alert).toContainText('Nothing was charged');
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (2)' })).toBeVisible();
    expect(await slip(page).getByRole('list', { name: 'Selections' }).textContent()).toBe(before);
    await expect(page.getByLabel('Balance')).toContainText('25,000');
  });

  test('live odds: a game page lists every market, and a click toggles the odd (aria-pressed)', async ({ page }) => {
    await visit(page, '/en/live/all');
    const firstGame = page.getByRole('main').getByRole('listitem', { name: / – / }).first();
    await firstGame.getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'All markets' })).toBeVisible();
    const odd = page.getByRole('main').getByRole('button', { pressed: false }).and(page.locator(':enabled')).first();
    const outcome = await odd.getAttribute('data-outcome-id');
    await odd.click();
    const same = page.locator(`[data-outcome-id="${outcome}"]`);
    await expect(same).toHaveAttribute('aria-pressed', 'true');
    await same.click();
    await expect(same).toHaveAttribute('aria-pressed', 'false');
  });
});
