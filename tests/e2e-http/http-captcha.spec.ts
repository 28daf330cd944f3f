import { expect, test, type Page } from '@playwright/test';
import { PROVIDER_STATES } from '../../src/adapters/http/pact/provider-states';
import { providerState } from './provider-state';

/**
 * The captcha a server asks for (spec 001 §7: a 400 with error code 100, 111,
 * 112 or 113) over the HTTP build: the request pipeline raises the captcha
 * modal, and the answer goes back on a retry in the x-captcha header (a
 * refused answer asks again, up to CAPTCHA_ATTEMPTS times). The
 * reference provider is told to want an answer for the e-mail/id login
 * through its provider-state endpoint, and is reset afterwards.
 */

function loginRequests(page: Page): { captcha: string | undefined }[] {
  const seen: { captcha: string | undefined }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/web-api/api/auth/login') seen.push({ captcha: request.headers()['x-captcha'] });
  });
  return seen;
}

async function logIn(page: Page) {
  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('E-mail or account ID').fill('demo');
  await login.getByLabel('Password').fill('demo1234');
  await login.getByRole('button', { name: 'Log in' }).click();
  return login;
}

test.describe('captcha over HTTP (reference provider)', () => {
  test.beforeEach(() => providerState(PROVIDER_STATES.captchaRequired, { answer: 'k7x2', operation: 'loginByLogin' }));
  test.afterEach(() => providerState());

  test('a login the server wants a captcha for opens the captcha modal; the answer is retried in x-captcha and signs in', async ({ page }) => {
    const requests = loginRequests(page);
    const login = await logIn(page);
    const captcha = page.getByRole('dialog', { name: 'Security check' });
    await expect(captcha).toBeVisible();
    await captcha.getByLabel('Code from the picture').fill('k7x2');
    await captcha.getByRole('button', { name: 'Continue' }).click();
    await expect(captcha).toHaveCount(0);
    await expect(login).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
    expect(requests).toEqual([{ captcha: undefined }, { captcha: 'k7x2' }]);
  });

  test('a mistyped code is refused: the modal asks again, says so, and the next answer signs in', async ({ page }) => {
    const requests = loginRequests(page);
    await logIn(page);
    const captcha = page.getByRole('dialog', { name: 'Security check' });
    await expect(captcha.getByRole('alert')).toHaveCount(0);
    await captcha.getByLabel('Code from the picture').fill('k7x3');
    await captcha.getByRole('button', { name: 'Continue' }).click();
    await expect(captcha.getByRole('alert')).toHaveText('That code did not match. Please try again.');
    await expect(captcha.getByLabel('Code from the picture')).toHaveValue('');
    await captcha.getByLabel('Code from the picture').fill('k7x2');
    await captcha.getByRole('button', { name: 'Continue' }).click();
    await expect(captcha).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
    expect(requests).toEqual([{ captcha: undefined }, { captcha: 'k7x3' }, { captcha: 'k7x2' }]);
  });

  test('cancelling the captcha sends nothing more, says so in the login form and keeps what the player typed', async ({ page }) => {
    const requests = loginRequests(page);
    const login = await logIn(page);
    const captcha = page.getByRole('dialog', { name: 'Security check' });
    await captcha.getByRole('button', { name: 'Cancel' }).click();
    await expect(captcha).toHaveCount(0);
    await expect(login.getByRole('alert')).toHaveText('The security check was not completed. Nothing you entered is lost: try again.');
    await expect(login.getByLabel('E-mail or account ID')).toHaveValue('demo');
    await expect(login.getByLabel('Password')).toHaveValue('demo1234');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(requests).toEqual([{ captcha: undefined }]);
  });

  test('Escape closes the captcha modal only: the login form stays open beneath it', async ({ page }) => {
    const login = await logIn(page);
    const captcha = page.getByRole('dialog', { name: 'Security check' });
    await expect(captcha).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(captcha).toHaveCount(0);
    await expect(login).toBeVisible();
    await expect(login.getByLabel('E-mail or account ID')).toHaveValue('demo');
  });
});
