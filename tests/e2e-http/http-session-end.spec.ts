import { expect, test, type Page } from '@playwright/test';
import { providerState } from './provider-state';

/**
 * The sign-in and the end of a session over HTTP (reference provider):
 * QA11 #11: the player's loads after a sign-in carry the token from the start, once each;
 * QA11 #8: a session the server ends within the minute after sign-in is said as "signed out", the slip and stake kept;
 * QA11 #4: a login answered success while the session says nobody is a failed sign-in, said in the dialog;
 * the same for a new account: the registration dialog says it exists and offers the login with its details;
 * QA11 #15: a server failure at sign-in is not called a connection problem.
 */

const SIGNED_IN_LOADS = ['/api/internal/v1/account/data', '/api/internal/v1/user/config', '/api/internal/v1/payments/main-account'];

async function openLogin(page: Page) {
  await page.goto('/en/line/all');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('E-mail or account ID').fill('demo');
  await login.getByLabel('Password').fill('demo1234');
  return login;
}

test.describe('signing in and out over HTTP', () => {
  test.beforeEach(() => providerState());
  test.afterEach(() => providerState());

  test('QA11 #11, #8: the loads after sign-in carry the token, once each; a session ended by the server says so and keeps the slip', async ({ page }) => {
    const answers: { path: string; status: number }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/web-api/')) answers.push({ path: url.pathname.slice('/web-api'.length), status: response.status() });
    });
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
    await expect.poll(() => answers.filter((a) => SIGNED_IN_LOADS.includes(a.path) && a.status === 200).length).toBe(SIGNED_IN_LOADS.length);
    await page.waitForTimeout(1_000);
    expect(answers.filter((a) => SIGNED_IN_LOADS.includes(a.path) && a.status === 401)).toEqual([]);
    for (const path of SIGNED_IN_LOADS.slice(0, 2)) expect(answers.filter((a) => a.path === path)).toHaveLength(1);

    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await page.getByRole('main').getByRole('button', { pressed: false, name: /: \d+\.\d+/ }).and(page.locator(':enabled')).first().click();
    await expect(slip.getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();
    const stake = slip.getByRole('spinbutton', { name: /^Stake, / });
    await stake.fill('321');

    // the server ends the session, as a sign-out in another tab would (the page's own bearer and cookie)
    const ended = await page.evaluate(async () => {
      const token = /(?:^|; )user_token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch('/web-api/api/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
      return response.status;
    });
    expect(ended).toBe(200);

    await slip.getByRole('button', { name: 'Place bet' }).click();
    const notice = page.getByRole('dialog', { name: 'You have been logged out' });
    await expect(notice).toContainText('The server ended your session, so you have been signed out. Log in again to continue; your bet slip is kept.');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(slip.getByRole('alert')).toContainText('Log in to place a bet.');
    await expect(slip.getByRole('alert')).not.toContainText('try again');
    await expect(slip.getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();
    await expect(stake).toHaveValue('321');
  });

  test('QA11 #4: a login answered success while the session says nobody signs nobody in; the dialog says so and keeps the form', async ({ page }) => {
    await page.route('**/web-api/api/auth/login', (route) => route.fulfill({ status: 200, json: { status: 'success', userId: 1001 } }));
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.getByRole('alert')).toContainText('Signing in failed: the server did not open a session for you. Check your details and try again.');
    await expect(login.getByLabel('E-mail or account ID')).toHaveValue('demo');
    await expect(login.getByLabel('Password')).toHaveValue('demo1234');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('a new account the session does not sign in: the dialog says the account exists and the login opens with its credentials', async ({ page }) => {
    // the registration answers "created" (one-click, with its credentials) without the provider's session knowing it
    await page.route('**/web-api/api/auth/registration', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 201, json: { userId: 1001, type: 'one_click', credentials: { login: '1001', password: 'k7Qm2xPa' } } })
        : route.fallback(),
    );
    await page.goto('/en/line/all');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Sign up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Your account is ready');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Your account has been created, but signing you in failed: the server did not open a session for you. Log in with your new details.',
    );
    // the credentials stay on screen: they were shown only once
    await expect(dialog.getByRole('definition')).toHaveText(['1001', 'k7Qm2xPa']);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login.getByLabel('E-mail or account ID')).toHaveValue('1001');
    await expect(login.getByLabel('Password')).toHaveValue('k7Qm2xPa');
  });

  test('QA14 #3: a registration the server fails (500, or an answer cut off) says so, not the connection, keeps the form and offers the login', async ({ page }) => {
    let answer: 'error' | 'cut-off' | 'abort' = 'error';
    await page.route('**/web-api/api/auth/registration', (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      if (answer === 'abort') return route.abort('internetdisconnected');
      return answer === 'error'
        ? route.fulfill({ status: 500, json: { message: 'Internal Server Error' } })
        : route.fulfill({ status: 201, contentType: 'application/json', body: '{"userId":10' });
    });
    await page.goto('/en/line/all');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Sign up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await dialog.getByRole('tab', { name: 'Full' }).click();
    await dialog.getByLabel('E-mail').fill('new@example.com');
    await dialog.getByLabel('Password').fill('secret12');
    await dialog.getByLabel('First name').fill('Ann');
    await dialog.getByLabel('Last name').fill('Lee');
    const serverFailed =
      'Something went wrong on our side, so we cannot tell whether your account was created. Try to log in with the details you entered first; if that fails, register again in a few minutes.';
    for (const kind of ['error', 'cut-off'] as const) {
      answer = kind;
      await dialog.getByRole('button', { name: 'Register' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(serverFailed);
      await expect(dialog.getByLabel('E-mail')).toHaveValue('new@example.com');
      await expect(dialog.getByRole('button', { name: 'Register' })).toBeEnabled();
    }
    // a failed connection is still said as one, with no login offered
    answer = 'abort';
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByRole('alert')).toContainText('check your connection');
    await expect(dialog.getByRole('button', { name: 'Log in' })).toHaveCount(0);
    answer = 'error';
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(serverFailed);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' }).getByLabel('E-mail or account ID')).toHaveValue('new@example.com');
  });

  test('QA11 #15: a 500 or an unreadable answer from the login is the server\'s problem; a failed connection still says so', async ({ page }) => {
    let answer: 'error' | 'malformed' | 'abort' = 'error';
    await page.route('**/web-api/api/auth/login', (route) =>
      answer === 'abort'
        ? route.abort('internetdisconnected')
        : route.fulfill(answer === 'error' ? { status: 500, json: { message: 'Internal Server Error' } } : { status: 200, json: { status: 'maybe' } }),
    );
    const login = await openLogin(page);
    const submit = login.getByRole('button', { name: 'Log in' });
    await submit.click();
    await expect(login.getByRole('alert')).toContainText('Something went wrong on our side. Please try again in a moment.');
    answer = 'malformed';
    await submit.click();
    await expect(login.getByRole('alert')).toContainText('Something went wrong on our side.');
    answer = 'abort';
    await submit.click();
    await expect(login.getByRole('alert')).toContainText('Please check your connection');
    await expect(login.getByLabel('E-mail or account ID')).toHaveValue('demo');
    await expect(login.getByLabel('Password')).toHaveValue('demo1234');
  });
});
