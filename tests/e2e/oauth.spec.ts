import { expect, test } from '@playwright/test';
import { visit, where } from './support';

/**
 * Sign-in with an OAuth provider (spec 001 §7 Login API "OAuth"; the start
 * and the callback route /{lng}/oauth/{provider}/callback are designed). The
 * fake provider agrees at once and sends the browser to the callback with a
 * one-time code and state (src/adapters/fake/fake-auth.ts).
 */
test.describe('OAuth sign-in', () => {
  test('"Continue with Google" leaves for the provider, comes back signed in, on the page the player started from', async ({ page }) => {
    await visit(page, '/en/slots');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByRole('region', { name: 'Or continue with' }).getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/slots$/);
    expect(where(page)).toBe('/en/slots');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
  });

  test("QA7 A: from the guard's login page, OAuth returns to the page the guard sent the player from", async ({ page }) => {
    await visit(page, '/en/office/history', { signedIn: false });
    await expect(page).toHaveURL(/\/en\/user\/login\?returnUrl=%2Fen%2Foffice%2Fhistory/);
    await page.getByRole('main').getByRole('region', { name: 'Or continue with' }).getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();
    await expect.poll(() => where(page)).toBe('/en/office/history');
  });

  test('QA7 A: a hostile returnUrl on the login page is not where OAuth returns: the player lands home, on this site', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    for (const payload of ['//evil.example', '/%2F%2Fevil.example', 'https://evil.example/', 'javascript:alert(1)']) {
      await visit(page, `/en/user/login?returnUrl=${encodeURIComponent(payload)}`, { signedIn: false });
      await page.getByRole('main').getByRole('region', { name: 'Or continue with' }).getByRole('button', { name: 'Continue with VK' }).click();
      await expect(page.getByRole('banner').getByText('Demo Player'), payload).toBeVisible();
      await expect(page, payload).toHaveURL(`${origin}/en`);
    }
  });

  test('a cancel at the provider says so; "Log in" opens the login form', async ({ page }) => {
    await visit(page, '/en/oauth/vk/callback?error=access_denied&state=x');
    await expect(page.getByRole('alert')).toHaveText('The sign-in with VK was cancelled. You can try again or log in another way.');
    expect(where(page)).toBe('/en/oauth/vk/callback');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('a hostile callback link is refused with a clear message and leaves the address clean', async ({ page }) => {
    await visit(page, '/en/oauth/google/callback?code=%3Cscript%3Ealert(1)%3C%2Fscript%3E&state=x');
    await expect(page.getByRole('alert')).toHaveText('This sign-in link is not valid. Start again from the login form.');
    expect(where(page)).toBe('/en/oauth/google/callback');
    await visit(page, '/en/oauth/evil/callback?code=abc&state=x');
    await expect(page.getByRole('alert')).toHaveText('This sign-in link is not valid. Start again from the login form.');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('a replayed or forged code is refused: the player stays signed out and can start again', async ({ page }) => {
    await visit(page, '/en/oauth/google/callback?code=demo-oauth-code&state=forged');
    await expect(page.getByRole('alert')).toHaveText(
      'The sign-in with Google could not be completed: the link has been used or has expired. Start again from the login form.',
    );
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});
