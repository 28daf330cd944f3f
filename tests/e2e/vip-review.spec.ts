import { expect, test } from '@playwright/test';
import { headerBalance, pickTotals, slip } from './slip-support';
import { visit } from './support';

// QA12 #5: a VIP bet is "a request to stake above the normal maximum, reviewed by the bookmaker" (glossary,
// spec 000 §5). Above the maximum it is sent for review, its stake held, not accepted at once.
test.describe('VIP bet review (QA12 #5)', () => {
  test('a VIP coupon above the maximum is sent to the bookmaker for review: the stake is held and the history says "Under review"', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true, balance: 1_000_000 });
    await expect(headerBalance(page)).toContainText('1,000,000');
    await pickTotals(page, 1);
    await slip(page).getByRole('spinbutton', { name: /^Stake/ }).fill('200000');
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(slip(page).getByRole('alert')).toContainText('The maximum stake is 100,000');

    await slip(page).getByRole('checkbox', { name: /^VIP bet/ }).check();
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    const review = slip(page).getByRole('status', { name: 'Sent to the bookmaker for review' });
    await expect(review).toBeVisible();
    await expect(review).not.toContainText('Bet accepted');
    const id = (await review.getByText(/Coupon № \d+/).textContent())!.match(/\d+/)![0];
    await expect(review).toContainText('Your stake of 200,000 RUB is held while the bookmaker reviews the bet');
    // The stake is held: it leaves the available balance; the request left the slip.
    await expect(headerBalance(page)).toContainText('800,000');
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (0)' })).toBeVisible();

    await review.getByRole('link', { name: 'Bet history' }).click();
    await expect(page).toHaveURL(/\/en\/office\/history$/);
    const item = page.getByRole('list', { name: 'Placed bets' }).getByRole('listitem', { name: `Coupon № ${id}` });
    await expect(item).toContainText('Status: Under review');
    await expect(item).not.toContainText('Status: Pending');

    await item.getByRole('link', { name: `Print coupon № ${id}`, exact: true }).click();
    await expect(page.getByRole('heading', { name: `Coupon № ${id}` })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Status' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Under review');
  });

  test('a VIP coupon at the maximum needs no review: it is accepted at once', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true, balance: 1_000_000 });
    await pickTotals(page, 1);
    await slip(page).getByRole('spinbutton', { name: /^Stake/ }).fill('100000');
    await slip(page).getByRole('checkbox', { name: /^VIP bet/ }).check();
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(slip(page).getByRole('status', { name: 'Bet accepted' })).toBeVisible();
    await expect(headerBalance(page)).toContainText('900,000');
  });
});
