import { expect, test } from '@playwright/test';
import { SIGNED_IN, visit, where } from './support';

const notFound = (page: import('@playwright/test').Page) =>
  expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();

test.describe('language prefix (spec 000 §2, 001 §5)', () => {
  test('a missing prefix takes the player language (default ru)', async ({ page }) => {
    await visit(page, '/casino-lobby');
    await expect(page).toHaveURL(/\/ru\/casino-lobby$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Лобби казино' })).toBeVisible();
  });

  test('a prefix that is not allowed goes to a valid language', async ({ page }) => {
    await visit(page, '/xx/providers');
    await expect(page).toHaveURL(/\/(ru|en)\/providers$/);
  });

  test('hidden languages are removed for visitors, kept for players', async ({ page }) => {
    // The demo hides no language (it offers only those it has texts for), so this site hides Russian.
    const config = {
      languages: [
        { code: 'en', name: 'English', hiddenForVisitors: false },
        { code: 'ru', name: 'Русский', hiddenForVisitors: true },
      ],
    };
    await visit(page, '/ru/providers', { config });
    await expect(page).toHaveURL(/\/en\/providers/);
    await visit(page, '/ru/providers', { ...SIGNED_IN, config });
    await expect(page).toHaveURL(/\/ru\/providers/);
    await expect(page.getByRole('heading', { level: 1, name: 'Провайдеры игр' })).toBeVisible();
  });

  test('QA7 E: the language switch offers only languages the site speaks, and /kk/ typed by hand opens the page in English', async ({ page }) => {
    await visit(page, '/en/office/responsible', SIGNED_IN);
    const language = page.getByRole('banner').getByRole('combobox', { name: 'Language' });
    await expect(language.getByRole('option')).toHaveText(['English', 'Русский']);
    for (const fake of [SIGNED_IN, { signedIn: false }]) {
      await visit(page, '/kk/providers?tab=all', fake);
      await expect(page).toHaveURL(/\/en\/providers\?tab=all/);
      await expect(page.getByRole('heading', { level: 1, name: 'Game providers' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
  });
});

test.describe('page guards (spec 000 §2, §5)', () => {
  test('unknown path: 404 "This page could not be found"', async ({ page }) => {
    await visit(page, '/en/no-such-page/at-all');
    await notFound(page);
  });

  test('/{lng}/500 shows status 500', async ({ page }) => {
    await visit(page, '/en/500');
    await expect(page.locator('[data-status="500"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong on our side');
  });

  test('print-coupon id digits only', async ({ page }) => {
    await visit(page, '/en/print-coupon/12345', SIGNED_IN);
    await expect(page.getByRole('heading', { level: 1, name: 'Print coupon' })).toBeVisible();
    await visit(page, '/en/print-coupon/12a45');
    await notFound(page);
  });

  test('registration only when enabled in the site config', async ({ page }) => {
    await visit(page, '/en/registration');
    await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
    await visit(page, '/en/registration', { config: { registrationEnabled: false } });
    await notFound(page);
  });

  test('identification only when the site config allows it', async ({ page }) => {
    await visit(page, '/en/office/identification', { signedIn: true, config: { identificationEnabled: false } });
    await notFound(page);
    await visit(page, '/en/office/identification', { config: { identificationEnabled: true } });
    await expect(page.getByRole('heading', { level: 1, name: 'Identification' })).toBeVisible();
  });

  test('payment info blocked when unavailable, or when auth is required and the visitor is anonymous', async ({ page }) => {
    await visit(page, '/en/information/payment', { config: { paymentRouteAvailable: false } });
    await notFound(page);
    await visit(page, '/en/information/payment', { config: { paymentRouteAvailable: true, paymentRequiresAuth: true } });
    await notFound(page);
    await visit(page, '/en/information/payment', { signedIn: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  });

  test('statistics 404 unless its flag is on', async ({ page }) => {
    await visit(page, '/en/statistic', { config: { statisticsEnabled: false } });
    await notFound(page);
    await visit(page, '/en/statistic', { config: { statisticsEnabled: true } });
    await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  });

  test('a disabled path fragment gives 404', async ({ page }) => {
    await visit(page, '/en/toto', { config: { disabledPathFragments: ['toto'] } });
    await notFound(page);
  });

  test('bonuses rules 404 without its availability flag', async ({ page }) => {
    await visit(page, '/en/bonuses/rules', { config: { disabledPathFragments: [], availability: {} } });
    await notFound(page);
    await visit(page, '/en/bonuses/rules', { config: { availability: { bonusRules: true } } });
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This page could not be found');
  });
});

test.describe('redirects (spec 000 §2)', () => {
  const cases: Array<[string, string, RegExp]> = [
    ['tvgames/view/poker → poker', '/en/tvgames/view/poker', /\/en\/poker$/],
    ['vulkan → slots/vulkan', '/en/vulkan', /\/en\/slots\/vulkan$/],
    ['user/registration.php → registration', '/en/user/registration.php', /\/en\/registration$/],
    ['user/action.php?action=forgot → password reset', '/en/user/action.php?action=forgot', /\/en\/user\/passwordreset/],
    ['user/action.php otherwise → user/activate', '/en/user/action.php?action=activate', /\/en\/user\/activate/],
    ['user/coupon → language root', '/en/user/coupon', /\/en\/?$/],
    ['information/rules → rules/1', '/en/information/rules', /\/en\/information\/rules\/1$/],
    ['cyber page type → a real sub-route', '/en/cyber', /\/en\/cyber\/real$/],
    ['esports page type → a real sub-route', '/en/esports', /\/en\/esports\/real$/],
    ['numeric game id → current game route (301)', '/en/games/102', /\/en\/games\/fortuna$/],
    ['legacy game route → current game route (301)', '/en/allgamesentrance/wheel-of-fortune', /\/en\/games\/fortuna$/],
    ['legacy route with no match → games index', '/en/allgamesentrance/unknown-game', /\/en\/games$/],
  ];
  for (const [rule, from, to] of cases) {
    test(rule, async ({ page }) => {
      await visit(page, from);
      await expect(page).toHaveURL(to);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('user/forgotpassword → home with showForgotPasswordModal=1, which opens the modal for visitors', async ({ page }) => {
    await visit(page, '/en/user/forgotpassword');
    await expect(page).toHaveURL(/\/en\/?\?.*showForgotPasswordModal=1/);
    await expect(page.getByRole('dialog', { name: 'Password recovery' })).toBeVisible();
  });

  for (const how of ['Escape', 'Close'] as const) {
    test(`QA7 #17: closing the recovery dialog (${how}) removes showForgotPasswordModal from the address in place; a reload does not reopen it`, async ({ page }) => {
      await visit(page, '/en/user/forgotpassword');
      const dialog = page.getByRole('dialog', { name: 'Password recovery' });
      await expect(dialog).toBeVisible();
      const entries = await page.evaluate(() => history.length);
      if (how === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page).not.toHaveURL(/showForgotPasswordModal/);
      await expect(page).toHaveURL(/\/en\/?(\?|$)/);
      expect(await page.evaluate(() => history.length)).toBe(entries);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Sports betting' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Password recovery' })).toHaveCount(0);
    });
  }

  test('office root → account (signed in)', async ({ page }) => {
    await visit(page, '/en/office', SIGNED_IN);
    await expect(page).toHaveURL(/\/en\/office\/account/);
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  });

  test('bonus route families follow promoBonusToOffer, keeping params and query', async ({ page }) => {
    await visit(page, '/en/bonus/welcome?utm=1', { config: { promoBonusToOffer: true } });
    await expect(page).toHaveURL(/\/en\/bonus-offer\/welcome\?.*utm=1/);
    await visit(page, '/en/bonus-offer/welcome?utm=1', { config: { promoBonusToOffer: false } });
    await expect(page).toHaveURL(/\/en\/bonus\/welcome\?.*utm=1/);
  });

  test('slot_first_deposit → casino/slot-first-deposit (301) when the setting is on', async ({ page }) => {
    await visit(page, '/en/bonus/slot_first_deposit', { config: { slotFirstDepositRedirect: true, promoBonusToOffer: false } });
    await expect(page).toHaveURL(/\/en\/casino\/slot-first-deposit/);
  });
});

test.describe('game links when the games preview fails (QA8 #11)', () => {
  test('a valid game link says the games could not be loaded, with Try again, not 404; the retry follows the link', async ({ page }) => {
    await visit(page, '/en/games/101', { failTimes: { games: 1 } });
    const failure = page.getByRole('main').getByRole('alert').filter({ hasText: 'The games could not be loaded.' });
    await expect(failure).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/en\/games\/101/);
    await failure.getByRole('button', { name: 'Try again' }).click();
    // once the games are known, the numeric id leads to the game's own route (spec 000 §2)
    await expect(page).toHaveURL(/\/en\/games\/chest/);
    await expect(failure).toHaveCount(0);
  });

  test('ru: the same failure is said in Russian', async ({ page }) => {
    await visit(page, '/ru/games/123', { fail: ['games'] });
    const failure = page.getByRole('main').getByRole('alert').filter({ hasText: 'Не удалось загрузить игры.' });
    await expect(failure.getByRole('button', { name: 'Повторить' })).toBeVisible();
  });
});

test.describe('access guards (spec 000 §4, §6; 001 §4)', () => {
  test('an auth-required route sends a visitor to login and opens the authorization block', async ({ page }) => {
    await visit(page, '/en/my-casino');
    await expect(page).toHaveURL(/\/en\/user\/login\?returnUrl=/);
    await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
  });

  test('QA8 #2: on an account-type site a visitor sent to authorization can sign in there and returns to the page asked for', async ({ page }) => {
    await visit(page, '/en/office/deduce?method=card', { config: { isAccountSite: true } });
    await expect(page).toHaveURL(/\/en\/authorization\?returnUrl=/);
    const main = page.getByRole('main');
    await expect(main.getByRole('form', { name: 'Log in' })).toBeVisible();
    await main.getByLabel('E-mail or account ID').fill('demo');
    await main.getByLabel('Password').fill('demo1234');
    await main.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();
    await expect.poll(() => where(page)).toBe('/en/office/deduce?method=card');
    await expect(page.getByRole('heading', { level: 1, name: 'Withdraw funds' })).toBeVisible();
  });

  test('QA8 #19: after logging in from the login page the visitor is back at the address asked for, #fragment included', async ({ page }) => {
    await page.goto('/en/office/verification#docs');
    await expect(page).toHaveURL(/\/en\/user\/login\?returnUrl=/);
    const main = page.getByRole('main');
    await main.getByLabel('E-mail or account ID').fill('demo');
    await main.getByLabel('Password').fill('demo1234');
    await main.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/en/office/verification#docs');
  });

  test('QA17 #6: a printed coupon is the player\'s own: a visitor opening one is sent to login and, signed in, comes back to it', async ({ page }) => {
    await visit(page, '/en/print-coupon/90000002', { settledCoupons: 3 });
    await expect(page).toHaveURL(/\/en\/user\/login\?returnUrl=/);
    await expect(page.getByRole('heading', { name: 'Coupon № 90000002' })).toHaveCount(0);
    const main = page.getByRole('main');
    await main.getByLabel('E-mail or account ID').fill('demo');
    await main.getByLabel('Password').fill('demo1234');
    await main.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => where(page)).toBe('/en/print-coupon/90000002');
    await expect(page.getByRole('heading', { name: 'Coupon № 90000002' })).toBeVisible();
  });

  test('with login availability off, an auth-required route sends a visitor home', async ({ page }) => {
    await visit(page, '/en/office/history', { config: { loginAvailable: false } });
    await expect(page).toHaveURL(/\/en\/?(\?.*)?$/);
  });

  test('an unauthorized-only route sends a signed-in player home', async ({ page }) => {
    await visit(page, '/en/user/login', SIGNED_IN);
    await expect(page).toHaveURL(/\/en\/?(\?.*)?$/);
  });

  test('a banned player goes to the external blocked page', async ({ page }) => {
    await page.route('https://blocked.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Blocked</h1>' }),
    );
    await visit(page, '/en/casino-lobby', { signedIn: true, banLevel: 10, banVersion: 1 });
    await expect(page).toHaveURL('https://blocked.example.com/');
  });

  for (const [rule, banLevel, banVersion] of [
    ['ban level 53 with ban version 1', 53, 1],
    ['ban level 45 with another ban version', 45, 2],
  ] as const) {
    test(`a banned player may still withdraw (deduce) at ${rule}`, async ({ page }) => {
      await visit(page, '/en/office/deduce', { signedIn: true, banLevel, banVersion });
      await expect(page.getByRole('heading', { level: 1, name: 'Withdraw funds' })).toBeVisible();
    });
  }

  test('QA8 #10: a banned player on the withdrawal page is offered only what stays on the site: the withdrawal and Log out', async ({ page }) => {
    await visit(page, '/en/office/deduce', { signedIn: true, banLevel: 53, banVersion: 1 });
    await expect(page.getByRole('heading', { level: 1, name: 'Withdraw funds' })).toBeVisible();
    // no section, breadcrumb, logo or footer link that would send the player to the blocked page
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Sports betting');
    await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Information' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Go to sports betting|Demo Bet|About cookies/ })).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: 'Demo Player' }).click();
    const menu = page.getByRole('banner').locator('.account-menu ul');
    await expect(menu.getByRole('link')).toHaveText(['Withdraw']);
    await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('QA8 #10: a player who is not banned keeps every link', async ({ page }) => {
    await visit(page, '/en/office/deduce', { signedIn: true });
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link')).not.toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Sports betting' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Demo Player' }).click();
    await expect(page.getByRole('banner').locator('.account-menu ul').getByRole('link')).toHaveCount(5);
  });

  test('ban level 53 with ban version 2 may not withdraw', async ({ page }) => {
    await page.route('https://blocked.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Blocked</h1>' }),
    );
    await visit(page, '/en/office/deduce', { signedIn: true, banLevel: 53, banVersion: 2 });
    await expect(page).toHaveURL('https://blocked.example.com/');
  });
});

test.describe('blocking reasons (spec 000 §4)', () => {
  const pages: Array<[number, string, string]> = [
    [16, 'suspension', 'Service suspended'],
    [1, 'block', 'Access restricted'],
    [2, 'block', 'Access restricted'],
    [3, 'block', 'Access restricted'],
    [5, 'block', 'Access restricted'],
    [14, 'block', 'Access restricted'],
    [13, 'block-ua', 'Access restricted'],
    [17, 'block-ie', 'Your browser is not supported'],
    [8, 'coming-soon', 'Coming soon'],
  ];
  for (const [reason, path, heading] of pages) {
    test(`reason ${reason} → ${path}`, async ({ page }) => {
      await visit(page, '/en/casino-lobby', { blockingReason: reason });
      await expect(page).toHaveURL(new RegExp(`/en/${path}(\\?|$)`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
    });
  }

  test('reason 4 → site-updates, keeping the path as a query on non-home routes', async ({ page }) => {
    await visit(page, '/en/casino-lobby', { blockingReason: 4 });
    await expect(page).toHaveURL(/\/en\/site-updates\?.*path=%2Fen%2Fcasino-lobby/);
  });

  test('the verify route is exempt, and navigation is cancelled while blocking is on', async ({ page }) => {
    await visit(page, '/en/user/accountverify', { blockingReason: 1 });
    await expect(page.getByRole('heading', { level: 1, name: 'Account verification' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Slots' }).click();
    await expect(page).toHaveURL(/\/en\/user\/accountverify/);
  });

  test('a blocking page whose reason no longer applies goes to /{lng}', async ({ page }) => {
    await visit(page, '/en/suspension', { blockingReason: null });
    await expect(page).toHaveURL(/\/en\/?(\?.*)?$/);
  });
});

test.describe('query rules (spec 000 §2)', () => {
  test('platform_type=mobile is forced and stripped on non-matching routes', async ({ page }) => {
    await visit(page, '/en/casino-lobby?platform_type=mobile');
    await expect(page).not.toHaveURL(/platform_type/);
    await expect(page).toHaveURL(/\/en\/casino-lobby/);
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'mobile');
  });

  test('payment_consultant=1 is remembered', async ({ page }) => {
    await visit(page, '/en/casino-lobby?payment_consultant=1');
    await expect(page.locator('html')).toHaveAttribute('data-payment-consultant', '1');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Slots' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-payment-consultant', '1');
  });

  test('modals close on navigation unless the modal query key keeps them open', async ({ page }) => {
    await visit(page, '/en/providers');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Slots' }).click();
    await expect(page).toHaveURL(/\/en\/slots/);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    // QA10 #11: Back first closes the dialog and keeps the page (its own history entry); the next Back navigates
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/en\/slots/);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/providers/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await visit(page, '/en/providers?modal=login');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('recharge with the recharge-modal setting: navigation from a non-account page is cancelled and the modal opens', async ({ page }) => {
    await visit(page, '/en/casino-lobby', { signedIn: true, config: { rechargeModal: true } });
    await page.getByText('Demo Player').click();
    await page.getByRole('link', { name: 'Deposit' }).click();
    await expect(page.getByRole('dialog', { name: 'Top up' })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/casino-lobby/);
  });
});
