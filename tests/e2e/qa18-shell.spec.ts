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

    await main.getByRole('button', { name: 'Try again' }).click();
    await expect(main.getByLabel('Time zone')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('Demo Player')).toBeVisible();
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
  });

  test('in Russian too', async ({ page }) => {
    await visit(page, '/ru/office/settings', { signedIn: true, fail: ['session'] });
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Не удалось проверить ваш сеанс');
    await expect(page.getByRole('main').getByRole('button', { name: 'Повторить' })).toBeVisible();
  });
});
