import { expect, test, type Page } from '@playwright/test';
import { providerState } from './provider-state';
import { signInAsDemo } from './http-support';

/**
 * The reference provider answers from what the player did, not from the contract's examples (QA11 #4, #7, #10):
 * a phone sign-in takes only the demo password and then signs in for real; each coupon placed has its own number,
 * its possible win and its stake off the balance, and the history lists it; the history is in the page's language.
 */

const slip = (page: Page) => page.getByRole('complementary', { name: 'Bet slip' });
const balance = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Balance/ });


/** Places a single on the n-th price of the page at the slip's stake; the coupon number and the possible win the slip showed. */
async function placeSingle(page: Page, n: number) {
  await page.getByRole('main').getByRole('button', { pressed: false, name: /: \d+\.\d+/ }).and(page.locator(':enabled')).nth(n).click();
  await expect(slip(page).getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();
  const win = slip(page).getByRole('term').filter({ hasText: /^Possible win$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(win).toHaveText(/^[\d,.]+ RUB$/);
  const inSlip = (await win.textContent())!;
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  const success = slip(page).getByRole('status', { name: 'Bet accepted' });
  await expect(success).toBeVisible();
  const id = (await success.getByText(/Coupon № \d+/).textContent())!.match(/\d+/)![0]!;
  await expect(success).toContainText(`Possible win: ${inSlip}`);
  return { id, inSlip };
}

test.describe('the reference provider keeps what the player did (QA11 #4, #7, #10)', () => {
  test.beforeEach(() => providerState());
  test.afterEach(() => providerState());

  test('QA11 #15: the demo account is named by its currency, beside its kind ("Main · RUB ₽"), not "Main ₽"', async ({ page }) => {
    await page.goto('/en/line/all');
    await signInAsDemo(page);
    // The header writes the balance with the account's label once (QA18 #9: "25,000 RUB", was "25,000 RUB ₽").
    await expect(balance(page)).toHaveText(/^[\d,.]+ RUB$/);
    await expect(balance(page)).not.toContainText('Main ₽');
    await page.getByRole('main').getByRole('button', { pressed: false, name: /: \d+\.\d+/ }).and(page.locator(':enabled')).first().click();
    const payFrom = slip(page).getByRole('combobox', { name: /Pay from/ });
    await expect(payFrom.getByRole('option', { selected: true })).toHaveText(/^Main · RUB ₽/);
  });

  test('QA11 #7: two singles get their own numbers and possible wins, the balance drops by the stakes, and the history lists both', async ({ page }) => {
    await page.goto('/en/line/all');
    await signInAsDemo(page);
    await expect(balance(page)).toContainText('25,000');
    const first = await placeSingle(page, 0);
    await expect(balance(page)).not.toContainText('25,000');
    const afterFirst = (await balance(page).textContent())!;
    await slip(page).getByRole('tab', { name: /^Bet slip/ }).click();
    const second = await placeSingle(page, 3);
    expect(second.id).not.toBe(first.id);
    await expect(balance(page)).not.toHaveText(afterFirst);

    await page.goto('/en/office/history');
    const history = page.getByRole('list', { name: 'Placed bets' });
    await expect(history.getByRole('listitem', { name: `Coupon № ${second.id}` })).toContainText(`Possible win: ${second.inSlip}`);
    await expect(history.getByRole('listitem', { name: `Coupon № ${first.id}` })).toContainText(`Possible win: ${first.inSlip}`);
    // After a reload the balance is still the lowered one.
    await expect(balance(page)).not.toContainText('25,000');
  });

  test('QA11 #10: the history on a Russian page names the markets in Russian', async ({ page }) => {
    await page.goto('/en/line/all');
    await signInAsDemo(page);
    await page.goto('/ru/office/history');
    await expect(page.getByRole('main')).toContainText('Тотал: Больше 2.5');
    await expect(page.getByRole('main')).not.toContainText('Total: Over 2.5');
  });

  test('QA11 #4: a phone sign-in with a wrong password is refused in the form; the demo password signs in and stays signed in', async ({ page }) => {
    await page.goto('/en/line/all');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('tab', { name: 'Phone' }).click();
    await dialog.getByRole('combobox', { name: 'Country code' }).selectOption({ label: 'Russia +7' });
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill('9161234567');
    await dialog.getByLabel('Password').fill('totally-wrong');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(1);
    await dialog.getByLabel('Password').fill('demo1234');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
    await page.reload();
    await expect(balance(page)).toContainText('25,000');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
  });
});
