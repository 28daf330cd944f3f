import { expect, test, type Page } from '@playwright/test';
import { visit } from './support';

/** The header's balance: a menu button over the player's accounts. */
const balance = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Balance/ });
const notice = (page: Page) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: /./ });

/** Notices come one at a time (spec 001 §9): read one, then close it. */
async function seeAndClose(page: Page, text: string) {
  const one = notice(page).filter({ hasText: text });
  await expect(one).toBeVisible();
  await one.getByRole('button', { name: 'Close' }).click();
  await expect(one).toHaveCount(0);
}

test.describe('accounts (spec 000 §3, §4, §8)', () => {
  test('switching the active account in the header says main_account_will_set and the balance follows', async ({ page }) => {
    await visit(page, '/en/providers', { signedIn: true });
    await expect(balance(page)).toHaveText('25,000 RUB');
    await balance(page).click();
    const menu = page.getByRole('menu', { name: 'Your accounts' });
    await expect(menu.getByRole('menuitemradio')).toHaveCount(3);
    await expect(menu.getByRole('menuitemradio', { checked: true })).toContainText('Main');
    // keyboard: the checked item has focus, Escape closes and returns focus
    await expect(menu.getByRole('menuitemradio', { checked: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(balance(page)).toBeFocused();

    await balance(page).click();
    await menu.getByRole('menuitemradio', { name: /EUR €.*Extra currency/ }).click();
    // The notice names the account as the player knows it, never its internal id (QA).
    await expect(page.getByText('Account EUR € (Extra currency) will be set as active.')).toBeVisible();
    await expect(page.getByText(/5003/)).toHaveCount(0);
    await expect(balance(page)).toHaveText('120.50 EUR');
    await balance(page).click();
    await expect(menu.getByRole('menuitemradio', { checked: true })).toContainText('EUR €');

    // the choice is remembered across a reload
    await page.reload();
    await expect(balance(page)).toHaveText('120.50 EUR');
  });

  test('office/account: make active, add a currency from those offered, remove it; a refusal shows the server message', async ({ page }) => {
    await visit(page, '/en/office/account', { signedIn: true });
    const accounts = page.getByRole('main').getByRole('region', { name: 'Accounts' });
    const rows = accounts.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(accounts.getByRole('row', { name: /RUB ₽ · active/ })).toContainText('25,000');
    // QA7 19: money with cents has two decimals ("120.50", not "120.5"); whole amounts none
    await expect(accounts.getByRole('row', { name: /EUR €/ }).getByRole('cell').nth(1)).toHaveText('120.50');

    // remove an account with money on it: the server refuses and says why; nothing changes
    await accounts.getByRole('button', { name: 'Remove EUR €' }).click();
    await seeAndClose(page, 'An account with money on it cannot be removed.');
    await expect(rows).toHaveCount(4);

    // add USD: the currencies offered are those the player does not hold
    const currency = accounts.getByRole('combobox', { name: 'Currency' });
    await expect(currency.getByRole('option')).toHaveText(['USD $', 'KZT ₸']);
    await currency.selectOption({ label: 'USD $' });
    await accounts.getByRole('button', { name: 'Add currency' }).click();
    await seeAndClose(page, 'The new currency account is ready.');
    await expect(rows).toHaveCount(5);
    await expect(currency.getByRole('option')).toHaveText(['KZT ₸']);

    // make it active from the office page
    await accounts.getByRole('button', { name: 'Make active: USD $ (Extra currency)' }).click();
    await seeAndClose(page, 'Account USD $ (Extra currency) will be set as active.');
    await expect(balance(page)).toHaveText('0 USD');
    // the active account cannot be removed: switch back first
    await expect(accounts.getByRole('button', { name: 'Remove USD $' })).toHaveCount(0);
    await accounts.getByRole('button', { name: 'Make active: RUB ₽ (Main)' }).click();
    await seeAndClose(page, 'Account RUB ₽ (Main) will be set as active.');
    await expect(balance(page)).toHaveText('25,000 RUB');
    await accounts.getByRole('button', { name: 'Remove USD $' }).click();
    await seeAndClose(page, 'The account has been removed.');
    await expect(rows).toHaveCount(4);
    await expect(currency.getByRole('option')).toHaveText(['USD $', 'KZT ₸']);
  });

  test('a failed add keeps everything and says what failed (QA10 #1: not the exception\'s text)', async ({ page }) => {
    await visit(page, '/en/office/account', { signedIn: true, fail: ['add-currency'] });
    const accounts = page.getByRole('main').getByRole('region', { name: 'Accounts' });
    await accounts.getByRole('button', { name: 'Add currency' }).click();
    await expect(notice(page).filter({ hasText: 'The currency account could not be opened. Please try again.' })).toBeVisible();
    await expect(page.getByText(/Fake add-currency failure/)).toHaveCount(0);
    await expect(accounts.getByRole('table').getByRole('row')).toHaveCount(4);
  });

  test('QA10 #1: on a Russian page a failed make-active, add or remove says so in Russian, never the exception\'s English text', async ({ page }) => {
    const accounts = page.getByRole('main').getByRole('region', { name: 'Счета' });
    const eurRow = accounts.getByRole('row', { name: /EUR €/ });
    const cases = [
      { operation: 'set-active-account', act: () => eurRow.getByRole('button', { name: /Сделать/ }).click(), text: 'Не удалось сделать счёт активным. Попробуйте ещё раз.' },
      { operation: 'add-currency', act: () => accounts.getByRole('button', { name: 'Добавить валюту' }).click(), text: 'Не удалось открыть счёт в этой валюте. Попробуйте ещё раз.' },
      { operation: 'remove-currency', act: () => eurRow.getByRole('button', { name: /Удалить/ }).click(), text: 'Не удалось удалить счёт. Попробуйте ещё раз.' },
    ];
    for (const { operation, act, text } of cases) {
      await visit(page, '/ru/office/account', { signedIn: true, accountBalances: { 5003: 0 }, fail: [operation] });
      await expect(accounts.getByRole('table').getByRole('row')).toHaveCount(4);
      await act();
      await expect(notice(page).filter({ hasText: text })).toBeVisible();
      await expect(page.getByText(/Fake|failure/)).toHaveCount(0);
      await expect(accounts.getByRole('table').getByRole('row')).toHaveCount(4);
    }
  });

  for (const lng of ['en', 'ru'] as const) {
    test(`QA10 #10: every "Make active" button's name holds its visible words (WCAG 2.5.3 Label in Name), ${lng}`, async ({ page }) => {
      await visit(page, `/${lng}/office/account`, { signedIn: true });
      const buttons = page.getByRole('main').getByRole('table').getByRole('button', { name: lng === 'en' ? /Make active/ : /Сделать активным/ });
      await expect(buttons).toHaveCount(2);
      for (const button of await buttons.all()) {
        const visible = (await button.innerText()).trim();
        expect(visible).toBe(lng === 'en' ? 'Make active' : 'Сделать активным');
        await expect(button).toHaveAccessibleName(new RegExp(`^${visible}: `));
      }
      await expect(page.getByRole('button', { name: lng === 'en' ? 'Make active: EUR € (Extra currency)' : 'Сделать активным: EUR € (Дополнительная валюта)' })).toBeVisible();
    });
  }

  test('QA7 7: accounts that fail to load are said, with Try again, and no currencies are offered against them', async ({ page }) => {
    await visit(page, '/en/office/account', { signedIn: true, failTimes: { accounts: 1 } });
    const accounts = page.getByRole('main').getByRole('region', { name: 'Accounts' });
    const failure = accounts.getByRole('alert').filter({ hasText: 'Your accounts could not be loaded.' });
    await expect(failure).toBeVisible();
    await expect(accounts.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    // the player holds RUB and EUR: nothing may be offered before the accounts are known
    await expect(accounts.getByRole('combobox', { name: 'Currency' })).toHaveCount(0);
    await expect(accounts.getByRole('button', { name: 'Add currency' })).toHaveCount(0);

    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(failure).toHaveCount(0);
    await expect(accounts.getByRole('table').getByRole('row')).toHaveCount(4);
    await expect(accounts.getByRole('combobox', { name: 'Currency' }).getByRole('option')).toHaveText(['USD $', 'KZT ₸']);
  });

  for (const size of [
    { name: 'desktop', width: 1366, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`QA7 8: the account menu closes on Escape, on a click outside and after choosing a page (${size.name})`, async ({ page }) => {
      await page.setViewportSize(size);
      await visit(page, '/en/', { signedIn: true });
      const header = page.getByRole('banner');
      const menuButton = header.getByRole('button', { name: 'Demo Player' });
      const history = header.getByRole('link', { name: 'Bet history' });

      await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(history).toBeVisible();
      await history.focus();
      await page.keyboard.press('Escape');
      await expect(history).toHaveCount(0);
      await expect(menuButton).toBeFocused();

      await menuButton.click();
      await expect(history).toBeVisible();
      // the heading's start: on a phone the open menu covers the rest of it
      await page.getByRole('main').getByRole('heading', { level: 1 }).click({ position: { x: 2, y: 2 } });
      await expect(history).toHaveCount(0);
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

      await menuButton.click();
      await history.click();
      await expect(page).toHaveURL(/\/en\/office\/history/);
      await expect(page.getByRole('heading', { level: 1, name: 'Bet history' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'My account' })).toHaveCount(0);

      // the balance menu closes on navigation too (the browser's back)
      await balance(page).click();
      const accountsMenu = page.getByRole('menu', { name: 'Your accounts' });
      await expect(accountsMenu).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/en\/?(\?|$)/);
      await expect(accountsMenu).toHaveCount(0);
    });
  }

  test('QA7 16: "Make active" by keyboard keeps the focus in the table: on the account now active, or on the button when refused', async ({ page }) => {
    await visit(page, '/en/office/account', { signedIn: true });
    const accounts = page.getByRole('main').getByRole('region', { name: 'Accounts' });
    await accounts.getByRole('button', { name: 'Make active: RUB ₽ (Bonus)' }).focus();
    await page.keyboard.press('Enter');
    await expect(balance(page)).toHaveText('1,500 RUB');
    const activeRow = accounts.getByRole('row', { name: /RUB ₽ · active/ });
    await expect(activeRow).toContainText('Bonus');
    await expect(activeRow.getByRole('rowheader')).toBeFocused();
    // the next Tab goes on within the table, not from the top of the page
    await page.keyboard.press('Tab');
    await expect(accounts.getByRole('button', { name: 'Make active: EUR € (Extra currency)' })).toBeFocused();

    await visit(page, '/en/office/account', { signedIn: true, fail: ['set-active-account'] });
    const makeEur = accounts.getByRole('button', { name: 'Make active: EUR € (Extra currency)' });
    await makeEur.focus();
    await page.keyboard.press('Enter');
    await expect(notice(page).filter({ hasText: 'The account could not be made active. Please try again.' })).toBeVisible();
    await expect(makeEur).toBeFocused();
  });
});
