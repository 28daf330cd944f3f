import { expect, test } from '@playwright/test';
import { pickTotals, slip } from './slip-support';
import { visit, where } from './support';

// spec 000 §4: the start-up check is made once and retried twice; this many failures use all three tries
const START_UP_TRIES = 3;

test.describe('QA18 #1: a session check that could not be made is not "no session"', () => {
  test('a signed-in player on a page that needs login waits, is told why, and Try again opens the page', async ({ page }) => {
    await visit(page, '/en/office/settings', { signedIn: true, failTimes: { session: START_UP_TRIES } });

    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toContainText('We could not check your session');
    await expect(main.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    // not sent to the login form
    expect(where(page)).toBe('/en/office/settings');
    await expect(page.getByRole('textbox', { name: 'Password' })).toHaveCount(0);
    // the page itself offers Try again: no second notice at the top
    await expect(page.getByRole('alert')).toHaveCount(1);
    // the header does not read as signed out: the session is not checked, Log in stays, Sign up is not offered
    const header = page.getByRole('banner');
    await expect(header.getByText('Session not checked')).toBeVisible();
    await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign up' })).toHaveCount(0);

    await main.getByRole('button', { name: 'Try again' }).click();
    await expect(main.getByLabel('Time zone')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('Demo Player')).toBeVisible();
    await expect(header.getByText('Session not checked')).toHaveCount(0);
    expect(where(page)).toBe('/en/office/settings');
  });

  test('on a page open to all, the notice says so with Try again and can be closed; the slip is kept', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 2);
    await visit(page, '/en/line/all', { signedIn: true, fail: ['session'] });
    const notice = page.getByRole('alert').filter({ hasText: 'We could not check your session' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Your bet slip and settings are kept');
    await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible();
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toHaveCount(0);
    expect(where(page)).toBe('/en/line/all');
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (2)' })).toBeVisible();
  });

  test('a definite "no session" after Try again sends the visitor to the login form as before', async ({ page }) => {
    await visit(page, '/en/office/settings', { signedIn: false, failTimes: { session: START_UP_TRIES } });
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toContainText('We could not check your session');
    await main.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/en\/user\/login\?returnUrl=%2Fen%2Foffice%2Fsettings/);
    // answered "no session": the header is a visitor's again, with Sign up
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign up' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Session not checked')).toHaveCount(0);
  });

  test('in Russian too', async ({ page }) => {
    await visit(page, '/ru/office/settings', { signedIn: true, fail: ['session'] });
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Не удалось проверить ваш сеанс');
    await expect(page.getByRole('main').getByRole('button', { name: 'Повторить' })).toBeVisible();
  });
});

test.describe('QA18 #3: the pages of e-mail links say what they are and that the action is not available yet', () => {
  // user/stopnewsletter unsubscribes now (spec audit 21): tests/e2e/email-subscription.spec.ts
  const pages: Array<[path: string, heading: string, what: string]> = [
    ['/en/user/accountverify?token=%3Cx%3E', 'Account verification', 'confirms your account'],
    ['/en/user/activatefast', 'Account activation', 'activates your account'],
    ['/en/user/action.php?action=x', 'Account activation', 'activates your account'],
  ];
  for (const [path, heading, what] of pages) {
    test(`${path}: ${heading}`, async ({ page }) => {
      await visit(page, path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(main.getByText(what)).toBeVisible();
      await expect(main.getByRole('status')).toHaveText(/This action is not available on the site yet, so nothing has been changed/);
      // the link's token is neither shown nor taken as markup
      await expect(main).not.toContainText('<x>');
      await main.getByRole('link', { name: 'Go to sports betting' }).click();
      await expect(page).toHaveURL(/\/en$/);
    });
  }

  test('in Russian', async ({ page }) => {
    await visit(page, '/ru/user/activate');
    const main = page.getByRole('main');
    await expect(main.getByText('активируется ваш аккаунт')).toBeVisible();
    await expect(main.getByRole('status')).toContainText('пока недоступно');
    await expect(main.getByRole('link', { name: 'Перейти к ставкам на спорт' })).toBeVisible();
  });
});

test.describe('QA18 #8: an unknown game route is a 404 once the games list has loaded', () => {
  for (const path of ['/en/games/abc', '/en/games/-1', '/en/games/999999']) {
    test(`${path} is not found`, async ({ page }) => {
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
    });
  }

  test('a game the list names still opens its page', async ({ page }) => {
    await visit(page, '/en/games/chest');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText('This page could not be found');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('This section is not available yet.');
  });

  test('a list that failed to load keeps the page for an unknown route, with Try again (QA8 #11)', async ({ page }) => {
    await visit(page, '/en/games/abc', { fail: ['games'] });
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

test.describe('QA18 #9: the header balance shows the currency once', () => {
  test('the button and its accessible name read the amount and the ISO code, as the menu and the office read the account', async ({ page }) => {
    await visit(page, '/en/providers', { signedIn: true });
    const balance = page.getByRole('banner').getByRole('button', { name: 'Balance: 25,000 RUB', exact: true });
    await expect(balance).toHaveText('25,000 RUB');
    await balance.click();
    // the menu names the account (its label with symbol) and its money apart
    const active = page.getByRole('menu').getByRole('menuitemradio', { checked: true });
    await expect(active).toContainText('RUB ₽');
    await expect(active).toContainText('25,000');
  });

  test('in Russian', async ({ page }) => {
    await visit(page, '/ru/providers', { signedIn: true });
    const balance = page.getByRole('banner').getByRole('button', { name: /^Баланс/ });
    await expect(balance).toHaveText(/^25\s000 RUB$/);
    await expect(balance).not.toContainText('₽');
  });
});
