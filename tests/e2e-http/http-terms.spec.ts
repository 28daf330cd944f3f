import { expect, test } from '@playwright/test';
import { PROVIDER_STATES } from '../../src/adapters/http/pact/provider-states';
import { providerState } from './provider-state';

/**
 * The changed-terms flow over HTTP (spec 001 §7: a 451 with exception_code 1 while terms confirmation is on
 * sends the player to confirm-terms). QA11 #1: every 451 did a full load of /confirm-terms, including the 451s
 * of that page's own background calls, so the page reloaded about once a second and the terms could never be
 * accepted. The reference provider is told that player 1001 must confirm changed terms; the demo config has
 * the feature off, so the test turns it on in the config the site reads, as a production config would.
 */

test.describe('changed terms over HTTP (reference provider)', () => {
  test.beforeEach(() => providerState(PROVIDER_STATES.termsRequired, { userId: 1001, token: 'tok451' }));
  test.afterEach(() => providerState());

  test('QA11 #1: a 451 sends the player to confirm-terms once, and the page stays there with the terms to accept', async ({ page, context, baseURL }) => {
    await page.route('**/bff-api/config/all.json**', async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      config.features.termsConfirmation = true;
      await route.fulfill({ response, json: config });
    });
    await context.addCookies([
      { name: 'user_token', value: 'tok451', url: baseURL! },
      { name: 'user_token_expires_at', value: String(Math.floor(Date.now() / 1000) + 3600), url: baseURL! },
    ]);
    const loads: string[] = [];
    page.on('load', () => loads.push(new URL(page.url()).pathname));
    await page.goto('/en/line/all');
    await expect(page).toHaveURL(/\/en\/confirm-terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A few seconds on the page: the background calls' 451s (account, user config, payments) do not reload it.
    await page.waitForTimeout(4000);
    expect(loads.filter((path) => path.endsWith('/confirm-terms')).length).toBeLessThanOrEqual(1);
    await expect(page).toHaveURL(/\/en\/confirm-terms$/);
    await expect(page.getByRole('button', { name: 'Accept the terms' })).toBeVisible();
    // Accepting ends it: the player is sent on, and the calls answer again.
    await page.getByRole('button', { name: 'Accept the terms' }).click();
    await expect(page).not.toHaveURL(/\/confirm-terms$/);
    await expect(page.getByRole('banner').getByRole('button', { name: /^Balance/ })).toBeVisible();
  });
});
