import { expect, test, type Page } from '@playwright/test';
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
