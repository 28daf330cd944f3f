import { expect, test } from '@playwright/test';
import { pickTotals, slip } from './slip-support';
import { visit } from './support';

// README design "keep selections": the success coupon offers the slip it was placed from back, for the next bet.

test('keep selections: after a bet the success coupon brings its selections, type and stake back, and they can be placed again', async ({ page }) => {
  await visit(page, '/en/line/all', { signedIn: true });
  await pickTotals(page, 3);
  await slip(page).getByRole('combobox', { name: 'Bet type' }).selectOption({ label: 'System' });
  const stake = slip(page).getByRole('spinbutton', { name: /^Stake/ }).first();
  await stake.fill('300');
  await stake.press('Tab');
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  const success = slip(page).getByRole('status', { name: 'Bet accepted' });
  const first = (await success.getByText(/Coupon № \d+/).textContent())!.match(/\d+/)![0];
  await expect(slip(page).getByRole('tab', { name: 'Bet slip (0)' })).toBeVisible();

  await success.getByRole('button', { name: 'Keep selections' }).click();
  await expect(success).toHaveCount(0);
  await expect(slip(page).getByRole('tab', { name: 'Bet slip (3)' })).toBeFocused();
  await expect(slip(page).getByRole('combobox', { name: 'Bet type' }).locator('option:checked')).toHaveText('System');
  await expect(stake).toHaveValue('300');
  const pressed = page.getByRole('main').getByRole('group', { name: 'Market Total' }).getByRole('button', { pressed: true });
  await expect(pressed).toHaveCount(3);

  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  const second = (await success.getByText(/Coupon № \d+/).textContent())!.match(/\d+/)![0];
  expect(second).not.toBe(first);
  // Closed, the receipt takes the offer with it.
  await success.getByRole('button', { name: 'Close' }).click();
  await expect(slip(page).getByRole('button', { name: 'Keep selections' })).toHaveCount(0);
});
