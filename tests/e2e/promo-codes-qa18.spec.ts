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

/** The slip summary's figure after its term (a description list). */
const slipFigure = (page: Page, term: RegExp) => slip(page).getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');

test.describe('QA18 #3, #5: the boosted coupon keeps the slip\'s hyper-bonus and names its code on the receipt, in the history and on the print', () => {
  test('WELCOME10 on an express of 3: the same hyper-bonus on the slip and the receipt; the code and its boost on the receipt, the history (an h2 per coupon) and the printed coupon', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 3);
    await myCodes(page).selectOption({ label: WELCOME10 });
    const hyper = ((await slipFigure(page, /^Hyper-bonus/).textContent()) ?? '').trim();
    expect(hyper).toMatch(/^\+[\d,.]+ RUB$/);
    const added = (await boost(page).textContent())!.match(/\+([\d,.]+) RUB$/)![1]!;

    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    const accepted = slip(page).getByRole('status', { name: 'Bet accepted' });
    // QA18 #3: counted on the win before the boost, as the slip counted it (it was a little above).
    await expect(accepted).toContainText(`Hyper-bonus: ${hyper}`);
    await expect(accepted.getByText(`Promo code WELCOME10: +10% of the net win (+${added} RUB)`)).toBeVisible();
    const id = (await accepted.textContent())!.match(/Coupon № (\d+)/)![1]!;

    await page.goto('/en/office/history');
    await expect(page.getByRole('heading', { level: 1, name: 'Bet history' })).toBeVisible();
    const coupon = page.getByRole('main').getByRole('listitem', { name: `Coupon № ${id}` });
    await expect(coupon.getByRole('heading', { level: 2, name: `Coupon № ${id}` })).toBeVisible();
    await expect(coupon.getByText(`Promo code WELCOME10: +10% of the net win (+${added} RUB)`)).toBeVisible();
    await expect(coupon).toContainText(`Hyper-bonus (5%): ${hyper}`);

    await coupon.getByRole('link', { name: `Print coupon № ${id}` }).click();
    const promo = page.getByRole('term').filter({ hasText: /^Promo code$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(promo).toHaveText(`WELCOME10: +10% of the net win (+${added} RUB)`);
  });

  test('FREEBET500 on a single: the receipt says the stake was not charged', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 1);
    await myCodes(page).selectOption({ label: 'FREEBET500 — A free bet of 500 RUB on a single or an express' });
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    const accepted = slip(page).getByRole('status', { name: 'Bet accepted' });
    await expect(accepted.getByText('Promo code FREEBET500: free bet 150 RUB, stake not charged')).toBeVisible();
  });
});
