import { expect, test } from '@playwright/test';
import { PROVIDER_STATES } from '../../src/adapters/http/pact/provider-states';
import { providerState } from './provider-state';
import { signInAsDemo } from './http-support';

// print-coupon/{id} (spec 000 §5) opened directly over the HTTP adapters asks the reference provider for that one
// coupon by its id (getPlacedCoupon, designed): one request, whenever the coupon was placed. The state's coupon was
// placed on the contract example's date (1 January 2026), older than any period the history offers (90 days at
// most), which the former read of the history page after page could not find.
test.describe('the printed coupon opened directly over HTTP (reference provider)', () => {
  test.beforeEach(() => providerState(PROVIDER_STATES.placedBets, { userId: 1001, token: 'print-direct-token', couponId: '8812345' }));
  test.afterEach(() => providerState());

  test('a coupon older than the history\'s periods prints from a direct link, with one request for it; an id the player has not says not found', async ({ page }) => {
    await page.goto('/en/line/all');
    await signInAsDemo(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/bets/history')) asked.push(new URL(request.url()).pathname);
    });

    await page.goto('/en/print-coupon/8812345');
    await expect(page.getByRole('heading', { name: 'Coupon № 8812345' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('cell', { name: /Arsenal – Chelsea/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    expect(asked).toEqual(['/web-api/api/v1/bets/history/8812345']);

    await page.goto('/en/print-coupon/8899999');
    const main = page.getByRole('main');
    await expect(main).toContainText('8899999');
    await expect(main.getByRole('link', { name: 'Bet history' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coupon № 8899999' })).toHaveCount(0);
    expect(asked).toEqual(['/web-api/api/v1/bets/history/8812345', '/web-api/api/v1/bets/history/8899999']);
  });
});
