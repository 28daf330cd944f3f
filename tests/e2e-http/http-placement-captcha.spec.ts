import { expect, test } from '@playwright/test';
import { PROVIDER_STATES } from '../../src/adapters/http/pact/provider-states';
import { providerState } from './provider-state';
import { signInAsDemo } from './http-support';

/**
 * QA11 #14: the captcha a placement draws over HTTP (the reference provider is told to want an answer for
 * placeBet). Cancelling it used to say only "The bet could not be placed…"; the slip now says the security
 * check was not completed and that the slip is kept, and the next try with the answer places the bet.
 */

test.describe('a placement captcha over HTTP (reference provider)', () => {
  test.beforeEach(() => providerState(PROVIDER_STATES.captchaRequired, { answer: 'k7x2', operation: 'placeBet' }));
  test.afterEach(() => providerState());

  test('cancelling the security check says so and keeps the slip; answering it on the next try places the bet', async ({ page }) => {
    await page.goto('/en/line/all');
    await signInAsDemo(page);

    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await page.getByRole('main').getByRole('button', { pressed: false, name: /: \d+\.\d+/ }).and(page.locator(':enabled')).first().click();
    await expect(slip.getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();
    await slip.getByRole('button', { name: 'Place bet' }).click();
    const captcha = page.getByRole('dialog', { name: 'Security check' });
    await captcha.getByRole('button', { name: 'Cancel' }).click();
    await expect(captcha).toHaveCount(0);
    await expect(slip.getByRole('alert')).toContainText('The security check was not completed, so the bet was not placed. Your slip is kept: place the bet again to retry.');
    await expect(slip.getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();

    await slip.getByRole('button', { name: 'Place bet' }).click();
    await captcha.getByLabel('Code from the picture').fill('k7x2');
    await captcha.getByRole('button', { name: 'Continue' }).click();
    await expect(slip.getByRole('status', { name: 'Bet accepted' })).toBeVisible();
  });
});
