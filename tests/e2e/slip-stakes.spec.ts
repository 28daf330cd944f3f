import { expect, test, type Locator } from '@playwright/test';
import { headerBalance, pickTotals, slip } from './slip-support';
import { visit } from './support';

/** An amount as the slip writes it ("1,234.5 RUB") read back as a number. */
const amountIn = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** The value beside a term of the slip's summary. */
const summaryValue = (scope: Locator, term: string) =>
  scope.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('bet slip stakes (QA findings)', () => {
  // QA10 7: typed "1 000,50" showed as typed, then "1100.5" one key later, with a dot on a Russian page.
  for (const { language, slipName, totals, stakeName, raised } of [
    { language: 'ru', slipName: 'Купон', totals: 'Рынок Тотал', stakeName: /^Сумма ставки/, raised: /^1\s100,50$/ },
    { language: 'en', slipName: 'Bet slip', totals: 'Market Total', stakeName: /^Stake, /, raised: /^1,100\.50$/ },
  ]) {
    test(`${language}: a stake the slip sets (↑, +) is written as the page writes money, and reads back as typed`, async ({ page }) => {
      await visit(page, `/${language}/line/all`, { signedIn: true });
      const slipHere = page.getByRole('complementary', { name: slipName });
      await page.getByRole('main').getByRole('group', { name: totals }).getByRole('button').and(page.locator(':enabled')).first().click();
      const stake = slipHere.getByRole('spinbutton', { name: stakeName });
      await stake.fill('1 000,50');
      await stake.press('ArrowUp');
      await expect(stake).toHaveValue(raised);
      await expect(stake).toHaveAttribute('aria-valuenow', '1100.5');
      await expect(stake).not.toHaveAttribute('aria-invalid', 'true');
      await stake.blur();
      await expect(stake).toHaveValue(raised);
      // The written amount is an amount the field reads: ↓ steps from it.
      await stake.press('ArrowDown');
      await expect(stake).toHaveValue(language === 'ru' ? /^1\s000,50$/ : /^1,000\.50$/);
    });
  }

  test('multiple singles: each single says its possible win, the slip the total stake it charges and the total possible win, and no combined odds', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await expect(headerBalance(page)).toContainText('25,000');
    await pickTotals(page, 2);
    await slip(page).getByRole('combobox', { name: 'Bet type' }).selectOption({ label: 'Multiple singles' });
    const singles = slip(page).getByRole('list', { name: 'Stakes of the singles' });
    const stakes = singles.getByRole('spinbutton', { name: /^Stake on / });
    await expect(stakes).toHaveCount(2);
    await stakes.nth(0).fill('100');
    await stakes.nth(1).fill('50');

    const wins: number[] = [];
    for (const single of await singles.getByRole('listitem').all()) {
      const win = single.getByText(/^Possible win [\d,.]+ RUB$/);
      await expect(win).toBeVisible();
      wins.push(amountIn((await win.textContent())!));
    }
    await expect(summaryValue(slip(page), 'Total stake')).toHaveText('150 RUB');
    const total = Math.round((wins[0]! + wins[1]!) * 100) / 100;
    expect(amountIn((await summaryValue(slip(page), 'Total possible win').textContent())!)).toBe(total);
    await expect(slip(page).getByRole('term').filter({ hasText: /^Odds$/ })).toHaveCount(0);
    await expect(slip(page).getByRole('term').filter({ hasText: /^Possible win$/ })).toHaveCount(0);

    // The total stake is what the placement charges.
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(slip(page).getByRole('status', { name: 'Singles placed' })).toBeVisible();
    await expect(headerBalance(page)).toContainText('24,850');
  });

  test('Place with stake text that is no amount places nothing and points at the field; fixed, it places the typed stake', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await expect(headerBalance(page)).toContainText('25,000');
    await pickTotals(page, 1);
    const stake = slip(page).getByRole('spinbutton', { name: /^Stake/ });
    await expect(stake).toHaveValue('150');
    await stake.fill('2OO');
    const place = slip(page).getByRole('button', { name: 'Place bet' });
    await place.click();
    const refused = slip(page).getByRole('alert').filter({ hasText: 'Nothing was placed: a stake field holds text that is not an amount' });
    await expect(refused).toBeVisible();
    await expect(stake).toBeFocused();
    await expect(stake).toHaveValue('2OO');
    await expect(stake).toHaveAttribute('aria-invalid', 'true');
    await expect(slip(page).getByRole('status').filter({ hasText: 'until then the stake stays 150' })).toBeVisible();
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();
    await expect(slip(page).getByRole('status', { name: 'Bet accepted' })).toHaveCount(0);
    await expect(headerBalance(page)).toContainText('25,000');

    await stake.fill('200');
    await expect(refused).toHaveCount(0);
    await place.click();
    await expect(slip(page).getByRole('status', { name: 'Bet accepted' })).toBeVisible();
    await expect(headerBalance(page)).toContainText('24,800');
  });

  test('multiple singles: one single\'s stake text that is no amount holds back every single until it is fixed', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await expect(headerBalance(page)).toContainText('25,000');
    await pickTotals(page, 2);
    await slip(page).getByRole('combobox', { name: 'Bet type' }).selectOption({ label: 'Multiple singles' });
    const stakes = slip(page).getByRole('list', { name: 'Stakes of the singles' }).getByRole('spinbutton', { name: /^Stake on / });
    await stakes.nth(0).fill('100');
    await stakes.nth(1).fill('1e3');
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(slip(page).getByRole('alert').filter({ hasText: 'Nothing was placed' })).toBeVisible();
    await expect(stakes.nth(1)).toBeFocused();
    await expect(stakes.nth(1)).toHaveValue('1e3');
    await expect(headerBalance(page)).toContainText('25,000');

    await stakes.nth(1).fill('1000');
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(slip(page).getByRole('status', { name: 'Singles placed' })).toBeVisible();
    await expect(headerBalance(page)).toContainText('23,900');
  });

  test('one-click: while its stake field holds text that is no amount, a click on an odd places nothing and says why; fixed, it places the typed stake', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await expect(headerBalance(page)).toContainText('25,000');
    await slip(page).getByText('Bet slip settings').click();
    await slip(page).getByRole('checkbox', { name: 'One-click bet' }).check();
    const stake = slip(page).getByRole('spinbutton', { name: /^One-click stake, / });
    await stake.fill('3OO');
    const odd = page.getByRole('main').getByRole('group', { name: 'Market Total' }).first().getByRole('button').and(page.locator(':enabled')).first();
    await odd.click();
    const refused = page.getByRole('alert').filter({ hasText: 'the one-click stake field holds text that is not an amount' });
    await expect(refused.first()).toBeVisible();
    await expect(headerBalance(page)).toContainText('25,000');
    await expect(stake).toHaveValue('3OO');

    await stake.fill('300');
    await odd.click();
    await expect(slip(page).getByRole('status', { name: 'Bet accepted' })).toBeVisible();
    await expect(headerBalance(page)).toContainText('24,700');
  });
});
