import { expect, test, type Page } from '@playwright/test';

/**
 * Registration and password recovery over the designed web-api operations
 * (contracts/openapi/web-api.json, tags registration and recovery), through
 * the request pipeline and the Vite proxy to the reference provider.
 */

function webApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/web-api/api/auth/')) calls.push(`${request.method()} ${path}`);
  });
  return calls;
}

test.describe('auth flows over HTTP (reference provider)', () => {
  test('one-click registration: the options and the registration come over HTTP, the credentials are shown once, then signed in', async ({ page }) => {
    const calls = webApiCalls(page);
    await page.goto('/en/providers');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Sign up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await expect(dialog.getByRole('button', { name: 'Register' })).toBeEnabled();
    await dialog.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Your account is ready');
    await expect(dialog.getByRole('definition').first()).toHaveText('1001');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
    expect(calls).toEqual(expect.arrayContaining(['GET /web-api/api/auth/registration/options', 'POST /web-api/api/auth/registration']));
  });

  test('OAuth: startOAuth sends the browser to the provider, whose callback is exchanged by oauthLogin; signed in, back on the page', async ({ page, baseURL }) => {
    const calls = webApiCalls(page);
    const exchanged: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/web-api/api/auth/oauth') exchanged.push(request.postDataJSON());
    });
    // The provider (offline here) agrees at once and sends the browser back with its code and the server's state.
    await page.route('https://accounts.google.com/**', (route) =>
      route.fulfill({ status: 302, headers: { location: `${baseURL}/en/oauth/google/callback?code=4%2F0AX4Xf&state=s_1042` } }),
    );
    await page.goto('/en/providers');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
    await expect(page).toHaveURL(`${baseURL}/en/providers`);
    expect(calls).toEqual(expect.arrayContaining(['GET /web-api/api/auth/oauth/google/start', 'POST /web-api/api/auth/oauth']));
    expect(exchanged).toEqual([{ provider: 'google', code: '4/0AX4Xf', state: 's_1042', redirect_uri: `${baseURL}/en/oauth/google/callback` }]);
  });

  test('password recovery: a wrong code is refused, the right one lets a new password be saved and used', async ({ page }) => {
    const calls = webApiCalls(page);
    await page.goto('/en/user/forgotpassword');
    const dialog = page.getByRole('dialog', { name: 'Password recovery' });
    await dialog.getByLabel('E-mail or account ID').fill('demo');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('status')).toHaveText(/We sent a code to your e-mail\. It is valid for [45] minutes\./);
    await dialog.getByRole('textbox', { name: 'Code' }).fill('9999');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The code is wrong.');
    await expect(dialog.getByRole('textbox', { name: 'Code' })).toHaveValue('9999');
    await dialog.getByRole('textbox', { name: 'Code' }).fill('1234');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByLabel('New password', { exact: true }).fill('brandnew1');
    await dialog.getByLabel('Repeat the new password').fill('brandnew1');
    await dialog.getByRole('button', { name: 'Save password' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Your password has been changed.');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login.getByLabel('E-mail or account ID')).toHaveValue('demo');
    await login.getByLabel('Password').fill('brandnew1');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /web-api/api/auth/password-recovery/code',
        'POST /web-api/api/auth/password-recovery/check',
        'POST /web-api/api/auth/password-recovery/password',
        'POST /web-api/api/auth/login',
      ]),
    );
  });

  test.afterAll(async ({ request }) => {
    // Put the demo password back for whatever runs next against this provider, over the same contract.
    const code = await (await request.post('/web-api/api/auth/password-recovery/code', { data: { login: 'demo' } })).json();
    const check = await (await request.post('/web-api/api/auth/password-recovery/check', { data: { recoveryId: code.recoveryId, code: '1234' } })).json();
    const saved = await request.post('/web-api/api/auth/password-recovery/password', { data: { resetToken: check.resetToken, password: Buffer.from('demo1234').toString('base64') } });
    expect(saved.ok()).toBe(true);
  });
});
