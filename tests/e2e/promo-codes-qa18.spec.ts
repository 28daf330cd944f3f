import { expect, test, type Page } from '@playwright/test';
import { pickTotals, slip } from './slip-support';
import { visit } from './support';

// QA18: the promo code's gain while the coupon is held, and the code named on the accepted coupon, the history and the print.

const myCodes = (page: Page) => slip(page).getByRole('combobox', { name: 'My promo codes' });
const WELCOME10 = 'WELCOME10 — 10 % more on the net win of an express of 3 or more';
const boost = (page: Page) => slip(page).getByRole('status').filter({ hasText: /^WELCOME10: \+10% of the net win/ });

test.describe('QA18 #1: a held coupon shows no gain of its promo code', () => {
  test('an express with two selections of one game hides the boost with its odds and win; one per game again brings it back', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 3);
    await myCodes(page).selectOption({ label: WELCOME10 });
    await expect(boost(page)).toBeVisible();
    // The result of a game whose total is already in the slip: the express is held.
    const game = page.getByRole('main').getByRole('listitem', { name: / – / }).filter({ has: page.getByRole('button', { pressed: true }) }).first();
    const result = game.getByRole('group', { name: /^Market (1X2|12)$/ });
    await result.getByRole('button', { pressed: false }).and(page.locator(':enabled')).first().click();
    await expect(slip(page).getByRole('status').filter({ hasText: "Selections from the same game can't be combined, so no bet can be placed" })).toBeVisible();
    await expect(boost(page)).toHaveCount(0);
    await expect(myCodes(page)).toHaveValue('WELCOME10');

    await result.getByRole('button', { pressed: true }).click();
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (3)' })).toBeVisible();
    await expect(boost(page)).toBeVisible();
  });
});
