import { expect, test, type Page } from '@playwright/test';
import { slip } from './slip-support';
import { visit } from './support';

/** The fake world of the running page (window.__fakeWorld, bound by the fake composition). */
async function updateWorld(page: Page, patch: Record<string, unknown>) {
  await page.evaluate((p) => (window as unknown as { __fakeWorld: { update(patch: Record<string, unknown>): void } }).__fakeWorld.update(p), patch);
}

const paymentsTable = (page: Page) => page.getByRole('table', { name: 'Payments to your main account, newest first' });
/** The payment rows (the header row left out). */
const paymentRows = (page: Page) => paymentsTable(page).locator('tbody').getByRole('row');

test.describe('office: payment history (spec 001: main-account payments list, page number, entities and total_count)', () => {
  test('the demo player sees a page of payments with date, amount, currency and status in words; Show more adds the rest', async ({ page }) => {
    await visit(page, '/en/office/historypay', { signedIn: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Payment history' })).toBeVisible();
    await expect(paymentRows(page)).toHaveCount(10);
    for (const column of ['Date', 'Amount', 'Status', 'Details']) await expect(paymentsTable(page).getByRole('columnheader', { name: column })).toBeVisible();
    const first = paymentRows(page).first();
    await expect(first.getByRole('cell').first()).toHaveText('500 RUB');
    await expect(first).toContainText('Pending');
    await expect(paymentRows(page).filter({ hasText: 'Completed' })).not.toHaveCount(0);
    await expect(paymentRows(page).filter({ hasText: 'Declined' })).toContainText('The bank declined the card payment.');
    await expect(page.getByText('Showing 10 of 16 payments')).toBeVisible();

    const more = page.getByRole('button', { name: 'Show more payments' });
    await more.click();
    await expect(paymentRows(page)).toHaveCount(16);
    await expect(page.getByText('Showing 16 of 16 payments')).toBeVisible();
    // the list has ended: no button, and the focus is on the first payment the last page added
    await expect(more).toHaveCount(0);
    await expect(paymentRows(page).nth(10).getByRole('rowheader')).toBeFocused();
  });

  test('a failed read of the next page says so with Try again, and keeps the payments already shown', async ({ page }) => {
    await visit(page, '/en/office/historypay', { signedIn: true });
    await expect(paymentRows(page)).toHaveCount(10);
    await updateWorld(page, { fail: ['payments'] });
    await page.getByRole('button', { name: 'Show more payments' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'More payments could not be loaded.' });
    await expect(alert).toBeVisible();
    await expect(paymentRows(page)).toHaveCount(10);
    await updateWorld(page, { fail: [] });
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(paymentRows(page)).toHaveCount(16);
    await expect(alert).toHaveCount(0);
  });

  test('a failed first read says the payments could not be loaded; Try again loads them', async ({ page }) => {
    await visit(page, '/en/office/historypay', { signedIn: true, fail: ['payments'] });
    const alert = page.getByRole('alert').filter({ hasText: 'Your payments could not be loaded.' });
    await expect(alert).toBeVisible();
    await updateWorld(page, { fail: [] });
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(paymentRows(page)).toHaveCount(10);
  });

  test('no payments: it says there are none yet, with a link to the top-up page', async ({ page }) => {
    await visit(page, '/en/office/historypay', { signedIn: true, completedPayments: 0 });
    await expect(page.getByRole('status').filter({ hasText: 'You have no payments yet.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Top up your account' })).toHaveAttribute('href', '/en/office/recharge');
    await expect(paymentsTable(page)).toHaveCount(0);
  });

  test('in Russian: headings, statuses and the count in Russian', async ({ page }) => {
    await visit(page, '/ru/office/historypay', { signedIn: true });
    const table = page.getByRole('table', { name: 'Платежи на основной счёт, сначала новые' });
    await expect(table.getByRole('columnheader', { name: 'Статус' })).toBeVisible();
    await expect(table.locator('tbody').getByRole('row').first()).toContainText('В обработке');
    await expect(page.getByText('Показано платежей: 10 из 16')).toBeVisible();
  });
});

test.describe('QA18 #5: the payment history on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const [lng, caption, note] of [
    ['ru', 'Платежи на основной счёт, сначала новые', 'Подробности'],
    ['en', 'Payments to your main account, newest first', 'Details'],
  ] as const) {
    test(`${lng}: nothing scrolls sideways; each payment stacks, its date on one line, its note in view`, async ({ page }) => {
      await visit(page, `/${lng}/office/historypay`, { signedIn: true });
      const table = page.getByRole('table', { name: caption });
      const rows = table.locator('tbody').getByRole('row');
      await expect(rows.first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      // still a table to assistive technology: its column heads are there, only drawn off-screen
      await expect(table.getByRole('columnheader', { name: note })).toHaveCount(1);
      const lines = await rows.getByRole('rowheader').locator('time').evaluateAll((times) => times.map((time) => time.getClientRects().length));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((n) => n === 1)).toBe(true);
      // every cell lies inside the screen (the note was cut off at the right edge)
      const rights = await table.locator('tbody td, tbody th').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().right));
      expect(Math.max(...rights)).toBeLessThanOrEqual(360);
      await expect(table.locator('tbody td', { hasText: lng === 'ru' ? 'Банк отклонил' : 'declined' }).first()).toBeVisible();
    });
  }
});

test.describe('office: security (spec 000 §3 player configuration; spec 001 §9 protection level, activation type)', () => {
  test('the demo player: the level as a labelled meter, the methods done or not in words, the contacts and the password', async ({ page }) => {
    await visit(page, '/en/office/security', { signedIn: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    const meter = page.getByRole('meter', { name: 'Protection level' });
    await expect(meter).toHaveAttribute('aria-valuenow', '50');
    await expect(meter).toHaveAttribute('aria-valuetext', 'normal, 50 %');
    const methods = page.getByRole('list', { name: 'Protection methods' }).getByRole('listitem');
    // the ✓ and ✗ marks are hidden from assistive technology: the words say it
    await expect(methods).toContainText([
      'Password changed: done',
      'Two-factor authentication: not done',
      'Phone number linked: not done',
      'Security question: not done',
      'Sign-in confirmation by e-mail: done',
    ]);
    await expect(page.getByRole('definition').filter({ hasText: 'demo@example.com' })).toHaveText('demo@example.com, confirmed');
    await expect(page.getByRole('definition').filter({ hasText: 'Not given' })).toBeVisible();
    await expect(page.getByText('Changed 42 days ago.')).toBeVisible();
    // what the spec gives no call for is said, not offered as buttons that do nothing
    await expect(page.getByRole('note')).toHaveText('Changing these settings is not available on this site yet.');
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  });

  for (const [level, valueText] of [
    [20, 'low, 20 %'],
    [75, 'good, 75 %'],
    [100, 'full, 100 %'],
  ] as const) {
    test(`protection level ${level} reads "${valueText}"`, async ({ page }) => {
      await visit(page, '/en/office/security', { signedIn: true, userConfig: { protection_level: level } });
      await expect(page.getByRole('meter', { name: 'Protection level' })).toHaveAttribute('aria-valuetext', valueText);
    });
  }

  test('a phone confirmed with the e-mail (activation type 2), every method done, the password changed 1 day ago, in Russian', async ({ page }) => {
    const all = { is_changed_password: true, enable_two_factor_auth: true, enable_phone_binding: true, enable_security_question: true, enable_email_auth: true };
    await visit(page, '/ru/office/security', {
      signedIn: true,
      userConfig: { activation_type: 2, phone_code: '7', phone_number: '9001234567', protection_methods: all, changed_pass_day_count: 1, protection_level: null },
    });
    await expect(page.getByRole('meter')).toHaveCount(0);
    await expect(page.getByText('Уровень защиты пока неизвестен.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Способы защиты' }).getByRole('listitem').filter({ hasText: 'не выполнено' })).toHaveCount(0);
    await expect(page.getByRole('definition').filter({ hasText: '+7 9001234567' })).toHaveText('+7 9001234567, подтверждён');
    await expect(page.getByText('Изменён 1 день назад.')).toBeVisible();
  });

  test('a failed user config read says so with Try again', async ({ page }) => {
    await visit(page, '/en/office/security', { signedIn: true, fail: ['user-config'] });
    const alert = page.getByRole('alert').filter({ hasText: 'Your security settings could not be loaded.' });
    await expect(alert).toBeVisible();
    await updateWorld(page, { fail: [] });
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('meter', { name: 'Protection level' })).toBeVisible();
  });
});

test.describe('office: settings (spec 000 §3 global preferences)', () => {
  test('the odds format chosen here is the slip\'s and the line\'s, says Saved, and outlasts a reload', async ({ page }) => {
    await visit(page, '/en/office/settings', { signedIn: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    const main = page.getByRole('main');
    const odds = main.getByRole('combobox', { name: 'Odds format' });
    await expect(odds).toHaveValue('0');
    await expect(main.getByRole('status')).toHaveText('');
    await odds.selectOption({ label: 'American (+150)' });
    await expect(main.getByRole('status')).toHaveText('Saved');
    await page.reload();
    await expect(page.getByRole('main').getByRole('combobox', { name: 'Odds format' })).toHaveValue('1');
    // one source: the line's prices and the slip's own setting read the same preference
    await page.goto('/en/line/all');
    // the first market's prices (the list's first group is now its Start time filter, 8826eb9)
    await expect(page.getByRole('main').getByRole('group', { name: /^Market / }).first().getByRole('button').first()).toContainText(/[+\u2212]\d{3}/);
    // A favourite's American price is negative: written with the minus sign (U+2212), never the hyphen-minus.
    const prices = page.getByRole('main').getByRole('group').getByRole('button');
    await expect(prices.filter({ hasText: /\u2212\d{3}/ }).first()).toBeVisible();
    await expect(prices.filter({ hasText: /-\d{3}/ })).toHaveCount(0);
    await slip(page).getByText('Bet slip settings').click();
    await expect(slip(page).getByRole('combobox', { name: 'Odds format' })).toHaveValue('1');
  });

  test('the theme changes the page at once and the header\'s theme button follows; the rest is kept across a reload', async ({ page }) => {
    await visit(page, '/en/office/settings', { signedIn: true });
    const main = page.getByRole('main');
    await main.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    await main.getByRole('combobox', { name: 'Time zone' }).selectOption({ label: 'UTC−5' });
    await main.getByRole('checkbox', { name: 'Use the 12-hour clock' }).check();
    await main.getByRole('group', { name: 'Market names' }).getByRole('radio', { name: 'Full' }).check();
    await expect(main.getByRole('status')).toHaveText('Saved');

    await page.reload();
    const after = page.getByRole('main');
    await expect(after.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(after.getByRole('combobox', { name: 'Time zone' })).toHaveValue('-5');
    await expect(after.getByRole('checkbox', { name: 'Use the 12-hour clock' })).toBeChecked();
    await expect(after.getByRole('group', { name: 'Market names' }).getByRole('radio', { name: 'Full' })).toBeChecked();
    // the header's button and the page's choice are one setting
    await page.getByRole('banner').getByRole('button', { name: 'Dark theme' }).click();
    await expect(after.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Light' })).toBeChecked();
  });

  test('in Russian: every control is labelled in Russian', async ({ page }) => {
    await visit(page, '/ru/office/settings', { signedIn: true });
    const main = page.getByRole('main');
    await expect(main.getByRole('combobox', { name: 'Часовой пояс' })).toHaveValue('3');
    await expect(main.getByRole('group', { name: 'Тема' }).getByRole('radio', { name: 'Светлая' })).toBeChecked();
    await main.getByRole('checkbox', { name: '12-часовой формат времени' }).check();
    await expect(main.getByRole('status')).toHaveText('Сохранено');
  });
});
