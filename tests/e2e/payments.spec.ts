import { expect, test } from '@playwright/test';
import { visit } from './support';

// QA8 #5: the provider's return page said "Payment successful" over "This section is not available yet".
test.describe('payment result pages (spec 000 §2 onpay/…)', () => {
  test('a deposit that went through says what happens to the balance, offers the account and the site, and shows nothing from the address', async ({ page }) => {
    await visit(page, '/en/onpay/success?amount=-500&currency=%3Cscript%3Ealert(1)%3C%2Fscript%3E', { signedIn: true });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment successful');
    await expect(page.getByRole('status').filter({ hasText: 'Your payment has been received.' })).toBeVisible();
    await expect(page.getByText('This section is not available yet.')).toHaveCount(0);
    await expect(page.getByText(/-500|script/)).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to my account' }).click();
    await expect(page).toHaveURL(/\/en\/office\/account$/);
  });

  test('a failed withdrawal is said as an alert, in Russian too, with what happened to the money', async ({ page }) => {
    await visit(page, '/ru/onpay/withdraw/fail', { signedIn: true });
    await expect(page.getByRole('alert').filter({ hasText: 'Выплата не прошла, деньги остаются на вашем счёте.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Перейти к ставкам на спорт' })).toBeVisible();
  });

  test('QA9 #7: a cancelled payment says nothing was paid, and a visitor is asked to log in instead of offered an account', async ({ page }) => {
    await visit(page, '/en/onpay/cancel');
    await expect(page.getByRole('status').filter({ hasText: 'The payment was cancelled, so nothing was paid.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to my account' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Log in to see your balance' }).click();
    await expect(page).toHaveURL(/\/en\/user\/login$/);
  });
});
