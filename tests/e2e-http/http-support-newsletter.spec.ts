import { expect, test } from '@playwright/test';
import { providerState } from './provider-state';
import { signInAsDemo } from './http-support';

/**
 * The support history (spec 001 §6), the e-mail subscription (spec 000 §2, §8) and the support widget (spec 001 §1)
 * over HTTP against the reference provider: getSupportRequests, subscribeNewsletter, unsubscribeNewsletter; the
 * support group of the contract's example names LiveChat, whose real script cannot load on this closed network.
 */
test.describe('support and newsletter over HTTP (reference provider)', () => {
  test.afterEach(() => providerState());

  test('a signed-in player’s support requests in the history modal', async ({ page }) => {
    await page.goto('/en/line/all');
    await signInAsDemo(page);
    await page.getByRole('button', { name: 'Support', exact: true }).click();
    await page.getByRole('button', { name: 'My support requests' }).click();
    const modal = page.getByRole('dialog', { name: 'My support requests' });
    await expect(modal.getByRole('heading', { name: /Deposit not credited/ })).toBeVisible();
    await expect(modal.getByText('The payment was credited at 12:40. Sorry for the wait.')).toBeVisible();
  });

  test('the provider’s real chat script cannot load here: the player is told, with the support page', async ({ page }) => {
    await page.goto('/en/line/all');
    await page.getByRole('button', { name: 'Support', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The support chat could not be loaded.' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Support page' })).toHaveAttribute('href', '/en/office/support');
  });

  test('the demo unsubscribe link unsubscribes; an unknown token is refused', async ({ page }) => {
    await page.goto('/en/user/stopnewsletter?token=nl_demo_unsubscribe_0001');
    await expect(page.getByRole('status').filter({ hasText: 'You are unsubscribed from our newsletter.' })).toBeVisible();
    await page.goto('/en/user/stopnewsletter?token=nl_0000000000000000');
    await expect(page.getByRole('alert').filter({ hasText: 'This unsubscribe link is not valid or has expired' })).toBeVisible();
  });

  test('subscribing in the office settings shows the success texts', async ({ page }) => {
    await page.goto('/en/line/all');
    await signInAsDemo(page);
    await page.goto('/en/office/settings');
    await page.getByRole('button', { name: 'Subscribe to the newsletter' }).click();
    await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();
  });
});
