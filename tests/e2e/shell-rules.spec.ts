import { expect, test, type Page } from '@playwright/test';
import { visit } from './support';

/**
 * Shell rules of spec 000 §8 and spec 001 §1, §3 in Chromium: the 500 "Unknown middleware" page, the icons_version
 * cookie and the welcome notice after registration.
 */

test.describe('spec 000 §8: 500 "Unknown middleware" when a guard is missing', () => {
  test('a route naming a guard the registry lacks is the 500 page, never the page unguarded; the log names the guard; the way home works', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // the offline demo's knob leaves the 'registration' guard out of the registry; the route still names it
    await visit(page, '/en/registration', { missingMiddleware: ['registration'] });
    await expect(page.getByRole('heading', { level: 1, name: 'Unknown middleware' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toHaveCount(0);
    await expect(page).toHaveTitle(/^Unknown middleware/);
    expect(errors.some((text) => text.includes('Unknown middleware registration'))).toBe(true);
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sports betting' })).toBeVisible();
  });

  test('in Russian the page says so in Russian', async ({ page }) => {
    await visit(page, '/ru/registration', { missingMiddleware: ['registration'] });
    await expect(page.getByRole('heading', { level: 1, name: 'Неизвестная проверка страницы' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'На главную' })).toBeVisible();
  });

  test('with the guard registered the same route opens (the guard itself still decides)', async ({ page }) => {
    await visit(page, '/en/registration', { missingMiddleware: [] });
    await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
  });
});

test.describe('spec 001 §3 cookie icons_version, functional (spec 001 §5)', () => {
  const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });
  const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name) ?? null;

  test('with functional cookies agreed the icon set\'s version is in icons_version (path /, about a year)', async ({ page }) => {
    await visit(page, '/en');
    await expect(banner(page)).toBeVisible();
    // not answered yet: no functional cookie
    expect(await cookie(page, 'icons_version')).toBeNull();
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(async () => (await cookie(page, 'icons_version'))?.value ?? null).toMatch(/^[0-9a-f]{12}$/);
    const written = (await cookie(page, 'icons_version'))!;
    expect(written.path).toBe('/');
    // a year (the browser counts from its own now: more than 364 days on)
    expect(written.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  });

  test('with necessary cookies only there is no icons_version', async ({ page }) => {
    await visit(page, '/en');
    await banner(page).getByRole('button', { name: 'Necessary only' }).click();
    await expect.poll(async () => (await cookie(page, 'cookies_agree_type'))?.value ?? null).toBe('0');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sports betting' })).toBeVisible();
    expect(await cookie(page, 'icons_version')).toBeNull();
  });
});

test.describe('spec 001 §1 welcome-user widget (once, after a registration, through the notification queue)', () => {
  const welcome = (page: Page) => page.getByRole('status', { name: 'Welcome! Your account is ready' });

  async function registerFull(page: Page, bonus: string) {
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Sign up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await expect(dialog.getByRole('button', { name: 'Register' })).toBeEnabled();
    await dialog.getByRole('tab', { name: 'Full' }).click();
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('new.player@example.com');
    await dialog.getByLabel('Password').fill('secret12');
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Ann');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Lee');
    await dialog.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Germany' });
    await dialog.getByRole('radio', { name: bonus }).check();
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }

  test('after a registration the new player is welcomed with the first deposit and the bonus chosen; the notice closes from the keyboard', async ({ page }) => {
    await visit(page, '/en', { signedIn: false });
    await registerFull(page, 'Casino and games bonus');
    await expect(welcome(page)).toBeVisible();
    await expect(welcome(page)).toContainText('Make your first deposit to get the casino and games first-deposit bonus you chose.');
    // the name is said once, by the header (the e2e look-ups of 'Demo Player' stay unique)
    await expect(page.getByText('Demo Player')).toHaveCount(1);
    await welcome(page).getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await expect(welcome(page)).toHaveCount(0);
  });

  test('its link makes the first deposit: the top-up page', async ({ page }) => {
    await visit(page, '/en', { signedIn: false });
    await registerFull(page, 'Sports bonus');
    await expect(welcome(page)).toContainText('sports first-deposit bonus');
    await welcome(page).getByRole('link', { name: 'Make a deposit' }).click();
    await expect(page).toHaveURL(/\/en\/office\/recharge$/);
    await expect(welcome(page)).toHaveCount(0);
  });

  test('a login is not welcomed (a returning player; the queue stays free for the notices of a sign-in)', async ({ page }) => {
    await visit(page, '/en', { signedIn: false });
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('E-mail or account ID').fill('demo');
    await dialog.getByLabel('Password').fill('demo1234');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    // the player is shown in the same update that would queue a welcome (the session's confirmed sign-in)
    await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();
    await expect(welcome(page)).toHaveCount(0);
  });
});
