import { expect, test } from '@playwright/test';
import { providerState } from './provider-state';
import { signInAsDemo } from './http-support';

/**
 * QA18 #5 over HTTP: the reference provider applies a promo code at placement and names it in placeBet's answer
 * and in the history; the receipt and the history say it, and the code, used up, leaves the player's list.
 */
test.describe('a promo code applied at placement over HTTP (reference provider)', () => {
  test.afterEach(() => providerState());

  test('FREEBET500 on a single: the receipt and the history say the free bet and that the stake was not charged; the code leaves the list', async ({ page }) => {
    await page.goto('/en/line/all');
    await signInAsDemo(page);
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await page.getByRole('main').getByRole('button', { pressed: false, name: /: \d+\.\d+/ }).and(page.locator(':enabled')).first().click();
    await expect(slip.getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();
    const codes = slip.getByRole('combobox', { name: 'My promo codes' });
    await codes.selectOption({ label: 'FREEBET500 — A free bet of 500 RUB on a single or an express' });
    await slip.getByRole('button', { name: 'Place bet' }).click();

    const accepted = slip.getByRole('status', { name: 'Bet accepted' });
    await expect(accepted.getByText('Promo code FREEBET500: free bet 150 RUB, stake not charged')).toBeVisible();
    const id = (await accepted.getByText(/Coupon № \d+/).textContent())!.match(/\d+/)![0]!;
    await accepted.getByRole('button', { name: 'Close' }).click();
    await expect(codes.getByRole('option', { name: /^FREEBET500/ })).toHaveCount(0);

    await page.goto('/en/office/history');
    const coupon = page.getByRole('list', { name: 'Placed bets' }).getByRole('listitem', { name: `Coupon № ${id}` });
    await expect(coupon.getByRole('heading', { level: 2, name: `Coupon № ${id}` })).toBeVisible();
    await expect(coupon.getByText('Promo code FREEBET500: free bet 150 RUB, stake not charged')).toBeVisible();
  });
});
