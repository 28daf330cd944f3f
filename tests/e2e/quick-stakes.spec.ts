import { expect, test, type Locator } from '@playwright/test';
import { pickTotals, slip } from './slip-support';
import { pauseClockNow, visit } from './support';

// README design "quick stakes": "+100 +500 +1000" under each stake field of the slip add to the stake.

/** Whether the element sits in an inert subtree (nothing in it can be focused, clicked or read). */
const inert = (locator: Locator) => locator.evaluate((el) => el.closest('[inert]') !== null);

test('quick stakes add to the stake; the possible win follows, and the stake is kept over a reload', async ({ page }) => {
  await visit(page, '/en/line/all', { signedIn: true });
  await pickTotals(page, 1);
  const stake = slip(page).getByRole('spinbutton', { name: /^Stake/ });
  const win = slip(page).getByRole('term').filter({ hasText: /^Possible win$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(stake).toHaveValue('150');
  const winBefore = (await win.textContent())!;

  const add500 = slip(page).getByRole('button', { name: '+500 RUB to the stake' });
  await expect(add500).toHaveText('+500');
  await expect(slip(page).getByRole('group', { name: 'Quick stakes' }).getByRole('button')).toHaveText(['+100', '+500', '+1,000']);
  await add500.click();
  await expect(stake).toHaveValue('650');
  await add500.click();
  await slip(page).getByRole('button', { name: '+1,000 RUB to the stake' }).click();
  await expect(stake).toHaveValue('2,150');
  await expect(win).not.toHaveText(winBefore);
  // The possible win is the stake times the coupon's odds: 2,150 on odds of 1.1 or more is above 2,150.
  const winAfter = Number((await win.textContent())!.replace(/[^\d.]/g, ''));
  expect(winAfter).toBeGreaterThan(2150);

  // An emptied field counts as 0.
  await stake.fill('');
  await slip(page).getByRole('button', { name: '+100 RUB to the stake' }).click();
  await expect(stake).toHaveValue('100');
  await add500.click();
  await expect(stake).toHaveValue('600');
  const winKept = (await win.textContent())!;

  await page.reload();
  await expect(slip(page).getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();
  await expect(stake).toHaveValue('600');
  await expect(win).toHaveText(winKept);
});

test('multiple singles: each single has its own quick stakes, named by its selection, and they add to that single only', async ({ page }) => {
  await visit(page, '/en/line/all', { signedIn: true });
  await pickTotals(page, 2);
  await slip(page).getByRole('combobox', { name: 'Bet type' }).selectOption({ label: 'Multiple singles' });
  const stakes = slip(page).getByRole('spinbutton', { name: /^Stake on / });
  await expect(stakes).toHaveCount(2);
  const second = slip(page).getByRole('list', { name: 'Stakes of the singles' }).getByRole('listitem').nth(1);
  const name = (await second.getAttribute('aria-label'))!;
  const before = [await stakes.nth(0).inputValue(), await stakes.nth(1).inputValue()];
  await slip(page).getByRole('button', { name: `+500 RUB to the stake on ${name}` }).click();
  await expect(stakes.nth(1)).toHaveValue(String(Number(before[1]!.replace(/\D/g, '')) + 500));
  await expect(stakes.nth(0)).toHaveValue(before[0]!);

  // A sum above the maximum stake is not cut to it: the single's own limit hint says so, as for a typed stake.
  await stakes.nth(0).fill('99500');
  await slip(page).getByRole('button', { name: /^\+1,000 RUB to the stake on / }).first().click();
  await expect(stakes.nth(0)).toHaveValue('100,500');
  await expect(stakes.nth(0)).toHaveAccessibleDescription(/Above the maximum stake of 100,000 RUB: this single will not be placed\./);
});

test('quick stakes are inert while the bet is on its way, as their field is', async ({ page }) => {
  await page.clock.install();
  // Every fake call waits 300 ms on the page's clock; with the clock paused, the placement waits for the test.
  await visit(page, '/en/line/all', { signedIn: true, latencyMs: 300 });
  await pickTotals(page, 1);
  const add500 = slip(page).getByRole('button', { name: '+500 RUB to the stake' });
  await expect(add500).toBeVisible();
  expect(await inert(add500)).toBe(false);
  await pauseClockNow(page);
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  await expect(slip(page).getByRole('button', { name: 'Placing the bet…' })).toBeFocused();
  expect(await inert(add500)).toBe(true);
  expect(await inert(slip(page).getByRole('spinbutton', { name: /^Stake/ }))).toBe(true);
  await page.clock.resume();
  await expect(slip(page).getByRole('status', { name: 'Bet accepted' })).toBeVisible();
});
