import { expect, test, type Page } from '@playwright/test';
import { SIGNED_IN, visit } from './support';

/** The fake world of the running page (window.__fakeWorld, bound by the fake composition). */
async function updateWorld(page: Page, patch: Record<string, unknown>) {
  await page.evaluate((p) => {
    (window as unknown as { __fakeWorld: { update(patch: Record<string, unknown>): void } }).__fakeWorld.update(p);
  }, patch);
}

async function setVisibility(page: Page, state: 'visible' | 'hidden') {
  await page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

test.describe('idle auto-logoff (spec 000 §4, §9)', () => {
  test('signed out after the configured minutes without activity; the next visit shows the inactivity notice', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/en/providers', { ...SIGNED_IN, config: { idleLogoffMinutes: 1 } });
    await expect(page.getByText('Demo Player')).toBeVisible();

    await page.clock.runFor(61_000);

    const notice = page.getByRole('dialog', { name: 'You have been logged out' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('after a period of inactivity');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toHaveCount(0);

    // shown once: a reload does not bring it back
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'You have been logged out' })).toHaveCount(0);
  });

  test('activity keeps the player signed in', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/en/providers', { ...SIGNED_IN, config: { idleLogoffMinutes: 1 } });
    await expect(page.getByText('Demo Player')).toBeVisible();
    for (let i = 0; i < 3; i += 1) {
      await page.clock.runFor(40_000);
      await page.mouse.move(100 + i * 10, 200);
      await page.keyboard.press('Shift');
    }
    await expect(page.getByText('Demo Player')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'You have been logged out' })).toHaveCount(0);
  });

  test('a return after the limit signs out (last-active time in storage)', async ({ page }) => {
    await visit(page, '/en/providers', { ...SIGNED_IN, config: { idleLogoffMinutes: 5 } });
    await expect(page.getByText('Demo Player')).toBeVisible();
    await page.evaluate(() => localStorage.setItem('user_last_active_time', String(Date.now() - 6 * 60_000)));
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'You have been logged out' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('off when the config sets no limit', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/en/providers', { ...SIGNED_IN, config: { idleLogoffMinutes: null } });
    await expect(page.getByText('Demo Player')).toBeVisible();
    await page.clock.runFor(30 * 60_000);
    await expect(page.getByText('Demo Player')).toBeVisible();
  });
});

test.describe('maintenance notice (spec 001 §4, spec 000 §8)', () => {
  test('within the notify window the notice shows start and end, in English for other countries', async ({ page }) => {
    await visit(page, '/en', { maintenance: { startsInMinutes: 60, durationMinutes: 120 } });
    const notice = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Scheduled maintenance' }) });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(/from .+ until .+\. The site and apps will be unavailable\./);
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toHaveCount(0);
  });

  test('in Russian for RU, UA, KZ and AZ whatever the page language', async ({ page }) => {
    await visit(page, '/en', { maintenance: { startsInMinutes: 30, durationMinutes: 60 }, config: { countryCode: 'KZ' } });
    await expect(page.getByRole('heading', { name: 'Технические работы' })).toBeVisible();
    // the notice's own status (the slip has a status region of its own: its price moves, QA13 #7)
    await expect(page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Технические работы' }) })).toContainText('Сервер будет недоступен');
  });

  test('no notice before the default 24 h window opens', async ({ page }) => {
    await visit(page, '/en', { maintenance: { startsInMinutes: 25 * 60, durationMinutes: 60 } });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Scheduled maintenance' })).toHaveCount(0);
  });
});

test.describe('ad-block notice (spec 000 §4, §8)', () => {
  test('forced by ?adblock=1, with its close button', async ({ page }) => {
    await visit(page, '/en?adblock=1', { maintenance: null });
    const notice = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Ad blocker detected' }) });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('The website is blocked by an ad blocker');
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toHaveCount(0);
  });

  test('not shown without a blocker', async ({ page }) => {
    await visit(page, '/en', { maintenance: null });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(300);
    await expect(page.getByRole('heading', { name: 'Ad blocker detected' })).toHaveCount(0);
  });

  test('forced on a protected landing page, signed out: the guard sends the visitor to log in and the notice still shows (the landing query, QA8 4)', async ({ page }) => {
    await visit(page, '/en/office/recharge?adblock=1', { maintenance: null });
    await expect(page).toHaveURL(/\/en\/user\/login\?returnUrl=/);
    const notice = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Ad blocker detected' }) });
    await expect(notice).toBeVisible();
  });
});

test.describe('update notice (spec 001 §4, §9)', () => {
  test('a new build reported from 60 s shows the notice; its button reloads the page', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/en/providers', { reportedAppVersion: '2.0.0' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(59_000);
    await expect(page.getByRole('heading', { name: 'A new version of the site is available' })).toHaveCount(0);

    await page.clock.runFor(1_500);
    const notice = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'A new version of the site is available' }) });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Reload the page');

    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'A new version of the site is available' })).toHaveCount(0);
  });

  test('the same build never shows it', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/en/providers', { reportedAppVersion: null });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(3 * 60_000);
    await expect(page.getByRole('heading', { name: 'A new version of the site is available' })).toHaveCount(0);
  });
});

test.describe('session re-check (spec 000 §4, §9)', () => {
  test('the session is loaded about 8 s after start when none is stored (spec 001 §7)', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/en/providers', SIGNED_IN);
    await expect(page.getByText('Demo Player')).toBeVisible();
    await updateWorld(page, { signedIn: false });
    await page.clock.runFor(7_000);
    await expect(page.getByText('Demo Player')).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('every 60 s while visible: a session ended elsewhere signs the player out', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/en/providers', SIGNED_IN);
    await expect(page.getByText('Demo Player')).toBeVisible();
    // the delayed session load (8 s, spec 001 §7) answers first and agrees
    await page.clock.runFor(9_000);
    await updateWorld(page, { signedIn: false });
    await page.clock.runFor(45_000);
    await expect(page.getByText('Demo Player')).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('paused while hidden, resumed on return', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/en/providers', SIGNED_IN);
    await expect(page.getByText('Demo Player')).toBeVisible();
    await page.clock.runFor(9_000);
    await setVisibility(page, 'hidden');
    await updateWorld(page, { signedIn: false });
    await page.clock.runFor(3 * 60_000);
    await expect(page.getByText('Demo Player')).toBeVisible();

    await setVisibility(page, 'visible');
    await page.clock.runFor(100);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('a visitor signed in elsewhere becomes the player at the next check', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/en/providers', { signedIn: false });
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.clock.runFor(9_000);
    await updateWorld(page, { signedIn: true });
    await page.clock.runFor(61_000);
    await expect(page.getByText('Demo Player')).toBeVisible();
  });
});

test.describe('Google one-tap over the real loader (spec 000 §7, §8)', () => {
  test("Google's script cannot load: the failure message shows and the visitor keeps the page", async ({ page }) => {
    const requested: string[] = [];
    // this network has no Google: refuse the script as a blocked or offline browser would
    await page.route('https://accounts.google.com/**', (route) => {
      requested.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await visit(page, '/en/providers', { signedIn: false, config: { googleOneTap: true }, oneTapScript: 'google' });
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load the Google One Tap script' });
    await expect(alert).toBeVisible();
    expect(requested).toEqual(['https://accounts.google.com/gsi/client']);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(page.locator('script[src*="accounts.google.com"]')).toHaveCount(0);
  });
});

/** redirectUrl values a hostile or broken one-tap answer could carry (issue 5 "Done when": at least 20). */
const HOSTILE_REDIRECT_URLS = [
  'https://evil.example/',
  'http://evil.example/en',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https://127.0.0.1.evil.example/',
  'https://evil.example@127.0.0.1.evil.example/',
  'https://127.0.0.1:4204@evil.example/',
  'https:evil.example',
  'https:/evil.example',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  'ftp://evil.example/',
  'https://evil.example%2F@127.0.0.1/',
  'http://[::1]/',
  'blob:https://evil.example/x',
];

test.describe('Google one-tap redirectUrl (spec 000 §7; issue 5: never sent off-site)', () => {
  test(`${HOSTILE_REDIRECT_URLS.length} hostile redirectUrl values are refused; a same-site one is followed`, async ({ page, baseURL }) => {
    test.setTimeout(HOSTILE_REDIRECT_URLS.length * 5_000);
    const origin = new URL(baseURL!).origin;
    const offSite: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && !frame.url().startsWith(origin)) offSite.push(frame.url());
    });
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) offSite.push(url);
    });
    const deliver = () => page.evaluate(() => (window as unknown as { __googleOneTap?: { deliver(): boolean } }).__googleOneTap?.deliver() ?? false);
    for (const payload of HOSTILE_REDIRECT_URLS) {
      await visit(page, '/en/providers', { signedIn: false, config: { googleOneTap: true }, oneTapScript: 'fake', oneTapRedirectUrl: payload });
      const refused = page.waitForEvent('console', (message) => message.text().includes('one-tap redirect refused'));
      await expect.poll(deliver, { message: payload }).toBe(true);
      await refused;
      expect(new URL(page.url()).origin, payload).toBe(origin);
      expect(new URL(page.url()).pathname, payload).toBe('/en/providers');
      // signed in by one-tap all the same: the session check picks the player up on this page
      await expect(page.getByRole('banner').getByText('Demo Player'), payload).toBeVisible();
    }
    expect(offSite).toEqual([]);

    await visit(page, '/en/providers', { signedIn: false, config: { googleOneTap: true }, oneTapRedirectUrl: `${origin}/en/slots` });
    await expect.poll(deliver).toBe(true);
    await expect(page).toHaveURL(`${origin}/en/slots`);
    await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();
  });
});

test.describe('convert-account reminder, account transfer, confirm terms (spec 000 §4, spec 001 §2)', () => {
  test('the convert reminder matches the status and shows once per browser session', async ({ page }) => {
    await visit(page, '/en/providers', { signedIn: true, convertStatus: 1 });
    const dialog = page.getByRole('dialog', { name: 'Convert your main account' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // another browser session, the additional-account status: its own modal
    const other = await page.context().browser()!.newPage();
    await visit(other, '/en/providers', { signedIn: true, convertStatus: 2 });
    await expect(other.getByRole('dialog', { name: 'Convert your additional account' })).toBeVisible();
    await other.close();
  });

  test('a required transfer opens the transfer modal: send code, a wrong code, the right one, the new details', async ({ page }) => {
    await visit(page, '/en/providers', { signedIn: true, requiredTransfer: true });
    const dialog = page.getByRole('dialog', { name: 'Account transfer' });
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill('9161234567');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByRole('textbox', { name: 'Code from SMS' }).fill('0000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Wrong code. Check it and try again.');
    await dialog.getByRole('textbox', { name: 'Code from SMS' }).fill('4321');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('Your account has been transferred. Keep your new sign-in details:')).toBeVisible();
    await expect(dialog.getByRole('definition')).toHaveCount(2);
  });

  test('QA9 #4: Send code moves the focus to the code field and says where the code went; Change number goes back with the number kept and focused', async ({ page }) => {
    await visit(page, '/ru/', { signedIn: true, requiredTransfer: true });
    const dialog = page.getByRole('dialog', { name: 'Перенос аккаунта' });
    await dialog.getByRole('textbox', { name: 'Номер телефона' }).fill('9031112233');
    await dialog.getByRole('button', { name: 'Отправить код' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Код из SMS' })).toBeFocused();
    // the site's phone country (the demo's: the United Kingdom) is preselected, as on the login
    await expect(dialog.getByRole('status')).toHaveText('Мы отправили код на номер +44 9031 112233.');
    await dialog.getByRole('button', { name: 'Изменить номер' }).click();
    const phone = dialog.getByRole('textbox', { name: 'Номер телефона' });
    await expect(phone).toHaveValue('9031 112233');
    await expect(phone).toBeFocused();
    await phone.fill('9161234567');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('textbox', { name: 'Код из SMS' })).toBeFocused();
    await expect(dialog.getByRole('status')).toHaveText('Мы отправили код на номер +44 9161 234567.');
  });

  test("finding: the transfer's country code is the login's country select (short face, masks), not free text; a change of country keeps the digits", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/en/providers', { signedIn: true, requiredTransfer: true });
    const dialog = page.getByRole('dialog', { name: 'Account transfer' });
    const country = dialog.getByRole('combobox', { name: 'Country code' });
    // the site's phone country preselected, shown short at phone width
    await expect(country.locator('xpath=ancestor::label[1]').getByText('GB +44', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Country code' })).toHaveCount(0);
    const phone = dialog.getByRole('textbox', { name: 'Phone number' });
    await phone.fill('15112345678');
    // the United Kingdom's mask takes 10 digits
    await expect(phone).toHaveValue('1511 234567');
    await country.selectOption({ label: 'Russia +7' });
    await expect(phone).toHaveValue('(151) 123-45-67');
    await country.selectOption({ label: 'Germany +49' });
    await expect(country.locator('xpath=ancestor::label[1]').getByText('DE +49', { exact: true })).toBeVisible();
    await phone.fill('15112345678');
    await expect(phone).toHaveValue('151 12345678');
    await country.selectOption({ label: 'United Kingdom +44' });
    await expect(country.locator('xpath=ancestor::label[1]').getByText('GB +44', { exact: true })).toBeVisible();
    // the digits typed are kept; the mask shows those it takes
    await expect(phone).toHaveValue('1511 2345678');
    await country.selectOption({ label: 'Germany +49' });
    await expect(phone).toHaveValue('151 12345678');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Code from SMS' })).toBeFocused();
    await expect(dialog.getByRole('status')).toHaveText('We sent a code to +49 151 12345678.');
  });

  test('no transfer modal with a redirectToken in the address; without it, the modal', async ({ page }) => {
    await visit(page, '/en/providers?redirectToken=abc', { signedIn: true, requiredTransfer: true });
    await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Account transfer' })).toHaveCount(0);
    await visit(page, '/en/providers');
    await expect(page.getByRole('dialog', { name: 'Account transfer' })).toBeVisible();
  });

  test('changed terms send the player to confirm-terms; accepting returns them to the root', async ({ page }) => {
    await visit(page, '/en/providers', { signedIn: true, termsChanged: true, config: { termsConfirmation: true } });
    await expect(page).toHaveURL(/\/en\/confirm-terms$/);
    await page.getByRole('button', { name: 'Accept the terms' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('QA7 #6: a failed "Accept the terms" is said in the panel; trying again accepts them and the player stays signed in', async ({ page }) => {
    await visit(page, '/en/office/history', { signedIn: true, termsChanged: true, config: { termsConfirmation: true }, failTimes: { 'terms-accept': 1 } });
    await expect(page).toHaveURL(/\/en\/confirm-terms$/);
    const panel = page.getByRole('region', { name: 'Accept the terms' });
    await panel.getByRole('button', { name: 'Accept the terms' }).click();
    await expect(panel.getByRole('alert')).toHaveText('The terms could not be accepted. Please try again.');
    await expect(page).toHaveURL(/\/en\/confirm-terms$/);
    await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();
    await panel.getByRole('button', { name: 'Accept the terms' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();
  });

  test('QA7 #6: the failure is said in Russian too', async ({ page }) => {
    await visit(page, '/ru/confirm-terms', { signedIn: true, termsChanged: true, config: { termsConfirmation: true }, fail: ['terms-accept'] });
    const panel = page.getByRole('region', { name: 'Принять условия' });
    await panel.getByRole('button', { name: 'Принять условия' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Не удалось принять условия. Попробуйте ещё раз.');
    await expect(panel.getByRole('button', { name: 'Принять условия' })).toBeEnabled();
  });
});

test.describe('logout (spec 000 §4 Logout)', () => {
  for (const [lng, office, logout, sure, home] of [
    ['en', 'office/account', 'Log out', 'Are you sure you want to log out?', 'Sports betting'],
    ['ru', 'office/responsible', 'Выйти', 'Вы уверены, что хотите выйти?', 'Ставки на спорт'],
  ] as const) {
    test(`QA7 #10: logging out from /${lng}/${office} goes home in the current language, not to the login form`, async ({ page }) => {
      await visit(page, `/${lng}/${office}`, SIGNED_IN);
      await page.getByRole('banner').getByText('Demo Player').click();
      await page.getByRole('banner').getByRole('button', { name: logout }).click();
      await page.getByRole('dialog', { name: sure }).getByRole('button', { name: logout }).click();
      await expect(page).toHaveURL(new RegExp(`/${lng}$`));
      await expect(page.getByRole('heading', { level: 1, name: home })).toBeVisible();
      await expect(page.getByRole('textbox', { name: /Password|Пароль/ })).toHaveCount(0);
    });
  }

  test('QA10 #9: a failed logout says so after its reload (the player is still signed in), with Try again, which signs out', async ({ page }) => {
    await visit(page, '/ru/office/history', { signedIn: true, fail: ['logout'] });
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Demo Player' }).click();
    await banner.getByRole('button', { name: 'Выйти' }).click();
    await page.getByRole('dialog', { name: 'Вы уверены, что хотите выйти?' }).getByRole('button', { name: 'Выйти' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Не удалось выйти: вы всё ещё в своём аккаунте. Попробуйте ещё раз.' });
    await expect(notice).toBeVisible();
    // nothing else changed: the same page, the player still signed in
    await expect(page).toHaveURL(/\/ru\/office\/history(\?|$)/);
    await expect(banner.getByRole('button', { name: 'Demo Player' })).toBeVisible();

    await updateWorld(page, { fail: [] });
    await notice.getByRole('button', { name: 'Повторить' }).click();
    await expect(page).toHaveURL(/\/ru(\?|$)/);
    await expect(banner.getByRole('button', { name: 'Войти' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Не удалось выйти' })).toHaveCount(0);
  });
});

test.describe('referral cookies on a protected landing page (spec 000 §7, QA8 4)', () => {
  test('an affiliate link to the deposit page, signed out: the guard sends the visitor to log in and the referral cookies are still written', async ({ page }) => {
    await visit(page, '/ru/office/recharge?btag=deep_aff&subid=s7');
    await expect(page).toHaveURL(/\/ru\/user\/login\?returnUrl=/);
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'reflinkid')?.value ?? null)
      .toBe('deep_aff');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'subid')?.value).toBe('s7');
    expect(cookies.some((c) => c.name === 'postback_watcher')).toBe(true);
  });
});

test.describe('confirm-terms with nothing to accept (spec 000 §4, QA8 14)', () => {
  test('a visitor on confirm-terms goes to the root', async ({ page }) => {
    await visit(page, '/ru/confirm-terms');
    await expect(page).toHaveURL(/\/ru$/);
  });

  test('a signed-in player with the feature off goes to the root', async ({ page }) => {
    await visit(page, '/en/confirm-terms', { signedIn: true, termsChanged: true });
    await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('a signed-in player with changed terms who lands on confirm-terms stays there to accept them', async ({ page }) => {
    await visit(page, '/en/confirm-terms', { signedIn: true, termsChanged: true, config: { termsConfirmation: true } });
    await expect(page.getByRole('button', { name: 'Accept the terms' })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/confirm-terms/);
  });
});
