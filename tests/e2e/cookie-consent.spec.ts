import { expect, test, type Page } from '@playwright/test';
import { visit } from './support';

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });
const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value ?? null;
const agreeTime = (page: Page) => page.evaluate(() => localStorage.getItem('cookies_agree_time'));
const logged = (page: Page) => page.evaluate(() => (window as unknown as { __cookiesAgreementLog?: number[] }).__cookiesAgreementLog ?? []);

async function logIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail or account ID').fill('demo');
  await dialog.getByLabel('Password').fill('demo1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();
}

test.describe('cookie consent (spec 001 §2 "cookies agree", §5; spec 000 §3, §5, §7)', () => {
  test('a first visit shows the banner at the foot of the page, below the footer, without blocking the site', async ({ page }) => {
    await visit(page, '/en/providers');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('functional cookies');
    const footer = await page.getByRole('contentinfo').boundingBox();
    const box = await banner(page).boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(footer!.y + footer!.height);
    // not a dialog: the site works while it shows
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Slots' }).click();
    await expect(page).toHaveURL(/\/en\/slots/);
    await expect(banner(page)).toBeVisible();
  });

  test('Accept all: cookiesAgreeType 2, functional cookies persist, the time is kept; the banner is gone for good', async ({ page }) => {
    await visit(page, '/en/providers');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => cookie(page, 'cookies_agree_type')).toBe('2');
    // spec 000 §5: the side panels' cookies persist only with functional cookies agreed
    expect(await cookie(page, 'hide_left')).toBe('0');
    expect(Number(await agreeTime(page))).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('Necessary only: cookiesAgreeType 0 and no functional cookies', async ({ page }) => {
    await visit(page, '/en/providers');
    await banner(page).getByRole('button', { name: 'Necessary only' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => cookie(page, 'cookies_agree_type')).toBe('0');
    expect(await cookie(page, 'hide_left')).toBeNull();
  });

  test('a choice of functional and marketing cookies: marketing comes with functional; functional alone is type 1', async ({ page }) => {
    await visit(page, '/en/providers');
    await banner(page).getByRole('button', { name: 'Choose cookies' }).click();
    const choice = banner(page).getByRole('group', { name: 'Cookies you allow' });
    await expect(choice.getByRole('checkbox', { name: 'Necessary cookies (always on)' })).toBeChecked();
    await expect(choice.getByRole('checkbox', { name: 'Functional cookies', exact: true })).toBeFocused();
    await choice.getByRole('checkbox', { name: 'Marketing cookies (with functional cookies)' }).check();
    await expect(choice.getByRole('checkbox', { name: 'Functional cookies', exact: true })).toBeChecked();
    await expect(choice.getByRole('checkbox', { name: 'Functional cookies', exact: true })).toBeDisabled();
    await choice.getByRole('checkbox', { name: 'Marketing cookies (with functional cookies)' }).uncheck();
    await choice.getByRole('checkbox', { name: 'Functional cookies', exact: true }).check();
    await banner(page).getByRole('button', { name: 'Save my choice' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => cookie(page, 'cookies_agree_type')).toBe('1');
    expect(await cookie(page, 'hide_left')).toBe('0');
  });

  test('spec 000 §5: with the consent popup off there is no banner and all consent is assumed', async ({ page }) => {
    await visit(page, '/en/providers', { config: { cookieConsentPopup: false } });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    // a change of the preferences writes their cookies: the functional ones too, though nobody was asked
    await page.getByRole('banner').getByRole('button', { name: 'Dark theme' }).click();
    await expect.poll(() => cookie(page, 'hide_left')).toBe('0');
    expect(await cookie(page, 'cookies_agree_type')).toBeNull();
  });

  test('in Russian', async ({ page }) => {
    await visit(page, '/ru/providers');
    const ru = page.getByRole('region', { name: 'Файлы cookie на сайте' });
    await expect(ru.getByRole('button', { name: 'Принять все' })).toBeVisible();
    await expect(ru.getByRole('button', { name: 'Только необходимые' })).toBeVisible();
  });

  test('spec 000 §7: after login, with the log on and a time stored, the time is posted to the cookies-agreement log and removed', async ({ page }) => {
    await visit(page, '/en/providers', { configGroups: { common: { cookiesAgreementLog: true } } });
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => agreeTime(page)).not.toBeNull();
    const agreedAt = Number(await agreeTime(page));
    expect(await logged(page)).toEqual([]);
    await logIn(page);
    await expect.poll(() => logged(page)).toEqual([agreedAt]);
    await expect.poll(() => agreeTime(page)).toBeNull();
  });

  test('spec 000 §7: with the log off nothing is posted and the time stays', async ({ page }) => {
    await visit(page, '/en/providers');
    await banner(page).getByRole('button', { name: 'Necessary only' }).click();
    await expect.poll(() => agreeTime(page)).not.toBeNull();
    await logIn(page);
    expect(await logged(page)).toEqual([]);
    expect(await agreeTime(page)).not.toBeNull();
  });
});
