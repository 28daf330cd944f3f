import { expect, test } from '@playwright/test';
import { pickTotals, slip } from '../e2e/slip-support';
import { providerState } from './provider-state';
import { signInAsDemo } from './http-support';

// QA15 #8 over the HTTP adapters: the reference provider lists a chain with each block's stake as placed
// (getBetHistory's blockStakes, designed), and the bet history and the printed coupon show it block by block.
test.describe('a chain block by block over HTTP (reference provider)', () => {
  test.beforeEach(() => providerState());
  test.afterEach(() => providerState());

  test('QA15 #8: the history and the printed coupon show each block of a chain placed over HTTP with its stake', async ({ page }) => {
    await page.goto('/en/line/all');
    await signInAsDemo(page);
    await pickTotals(page, 3);
    await slip(page).getByRole('combobox', { name: 'Bet type' }).selectOption({ label: 'Chain' });
    await slip(page).getByRole('spinbutton', { name: 'Stake on block 2' }).fill('100');
    const block3 = await slip(page).getByRole('spinbutton', { name: 'Stake on block 3' }).inputValue();
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    const success = slip(page).getByRole('status', { name: 'Bet accepted' });
    await expect(success).toBeVisible();
    const id = (await success.getByText(/Coupon № \d+/).textContent())!.match(/\d+/)![0]!;
    const titles = ['Block 1 · Stake 150 RUB', 'Block 2 · Stake 100 RUB', `Block 3 · Stake ${block3} RUB`];

    await page.goto('/en/office/history');
    const item = page.getByRole('list', { name: 'Placed bets' }).getByRole('listitem', { name: `Coupon № ${id}` });
    for (const title of titles) await expect(item.getByRole('group', { name: title, exact: true }).getByRole('listitem')).toHaveCount(1);

    await page.goto(`/en/print-coupon/${id}`);
    for (const title of titles) await expect(page.getByRole('table').getByText(title, { exact: true })).toBeVisible();
  });
});
