import { expect, test, type Page } from '@playwright/test';
import { visit } from './support';

// Helpers copied from coupon.spec.ts (kept small and local rather than shared between specs).

/** The bet slip in the right column. */
const slip = (page: Page) => page.getByRole('complementary', { name: 'Bet slip' });

/**
 * Pick odds of the "Total" market, one per game, until the slip holds `count`: totals are priced near
 * evens, so every pick is 1.1 or more. Games already picked, and odds locked at the moment, are skipped.
 */
async function pickTotals(page: Page, count: number) {
  const groups = page.getByRole('main').getByRole('group', { name: 'Market Total' });
  await expect(groups.first()).toBeVisible();
  let picked = await groups.getByRole('button', { pressed: true }).count();
  for (let i = 0; picked < count; i++) {
    if ((await groups.nth(i).getByRole('button', { pressed: true }).count()) > 0) continue;
    const odd = groups.nth(i).getByRole('button', { pressed: false }).first();
    if (!(await odd.isEnabled())) continue;
    await odd.click();
    await expect(groups.nth(i).getByRole('button', { pressed: true })).toHaveCount(1);
    picked += 1;
  }
  await expect(slip(page).getByRole('tab', { name: `Bet slip (${count})` })).toBeVisible();
}

const slipCount = (page: Page, count: number) => slip(page).getByRole('tab', { name: `Bet slip (${count})` });

// README "one slip per browser". The fake world (sign-in, balance, placed bets) is kept per tab in session
// storage, so only the slip is compared across tabs, never balances or history.
test.describe('bet slip across tabs', () => {
  test('a selection added in one tab appears in the other, and placing in one empties the other', async ({ context }) => {
    const tabA = await context.newPage();
    const tabB = await context.newPage();
    await visit(tabA, '/en/line/all', { signedIn: true });
    await visit(tabB, '/en/line/all', { signedIn: true });
    await expect(slipCount(tabB, 0)).toBeVisible();

    await pickTotals(tabA, 1);
    await expect(slipCount(tabB, 1)).toBeVisible();
    // Tab B, open all along, adds to the same slip instead of overwriting it.
    await pickTotals(tabB, 2);
    await expect(slipCount(tabA, 2)).toBeVisible();
    await expect(tabA.getByRole('main').getByRole('group', { name: 'Market Total' }).getByRole('button', { pressed: true })).toHaveCount(2);

    await slip(tabA).getByRole('button', { name: 'Place bet' }).click();
    await expect(slip(tabA).getByRole('status', { name: 'Bet accepted' })).toBeVisible();
    await expect(slipCount(tabA, 0)).toBeVisible();
    await expect(slipCount(tabB, 0)).toBeVisible();
    // The success coupon is the placing tab's own.
    await expect(slip(tabB).getByRole('status', { name: 'Bet accepted' })).toHaveCount(0);

    // Nothing placed comes back: a pick in B is the only selection, in both tabs and after a reload.
    await pickTotals(tabB, 1);
    await expect(slipCount(tabA, 1)).toBeVisible();
    await tabA.reload();
    await expect(slipCount(tabA, 1)).toBeVisible();
  });
});
