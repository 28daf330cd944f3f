import { expect, test } from '@playwright/test';
import { SIGNED_IN, visit } from './support';

// spec 000 §2: the user/stopnewsletter page an e-mail links to unsubscribes; spec 000 §8: a subscription's success
// shows email_subscription_success_title and email_subscription_success_text.

const DEMO_TOKEN = 'nl_demo_unsubscribe_0001';

test('the unsubscribe link of an e-mail unsubscribes the reader', async ({ page }) => {
  await visit(page, `/en/user/stopnewsletter?token=${DEMO_TOKEN}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: 'You are unsubscribed from our newsletter.' })).toBeVisible();
  await expect(main.getByText('This action is not available on the site yet')).toHaveCount(0);
  await main.getByRole('link', { name: 'Go to sports betting' }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('a link whose token the server does not know says so; nothing is changed', async ({ page }) => {
  await visit(page, '/en/user/stopnewsletter?token=nl_0000000000000000');
  await expect(page.getByRole('alert').filter({ hasText: 'This unsubscribe link is not valid or has expired' })).toBeVisible();
});

test('a link without a token, or with a hostile one, says so and sends nothing', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && sent.push(request.url()));
  await visit(page, `/en/user/stopnewsletter?token=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
  await expect(page.getByRole('alert').filter({ hasText: 'This link has no unsubscribe code' })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await visit(page, '/en/user/stopnewsletter');
  await expect(page.getByRole('alert').filter({ hasText: 'This link has no unsubscribe code' })).toBeVisible();
  expect(sent.filter((url) => url.includes('newsletter'))).toEqual([]);
});

test('an unsubscribe that fails says so, and Try again unsubscribes', async ({ page }) => {
  await visit(page, `/en/user/stopnewsletter?token=${DEMO_TOKEN}`, { failTimes: { newsletter: 1 } });
  await expect(page.getByRole('alert').filter({ hasText: 'We could not unsubscribe you right now.' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are unsubscribed from our newsletter.' })).toBeVisible();
});

test('a signed-in player subscribes in the office settings and sees the success title and text', async ({ page }) => {
  await visit(page, '/en/office/settings', SIGNED_IN);
  await page.getByRole('button', { name: 'Subscribe to the newsletter' }).click();
  const success = page.getByRole('status').filter({ hasText: 'You are subscribed' });
  await expect(success.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();
  await expect(success).toContainText('Our news and offers will come to your e-mail.');
});

test('the success texts in Russian', async ({ page }) => {
  await visit(page, '/ru/office/settings', SIGNED_IN);
  await page.getByRole('button', { name: 'Подписаться на рассылку' }).click();
  await expect(page.getByRole('heading', { name: 'Вы подписаны' })).toBeVisible();
  await expect(page.getByText('Наши новости и предложения будут приходить на ваш e-mail.', { exact: false })).toBeVisible();
});

test('a subscription that fails says so and keeps the button', async ({ page }) => {
  await visit(page, '/en/office/settings', { ...SIGNED_IN, fail: ['newsletter'] });
  await page.getByRole('button', { name: 'Subscribe to the newsletter' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The subscription failed. Please try again.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe to the newsletter' })).toBeEnabled();
});
