import { expect, test } from '@playwright/test';
import { PROVIDER_STATES } from '../../src/adapters/http/pact/provider-states';
import { providerState } from './provider-state';
import { sendVipCouponForReview, signInAsDemo } from './http-support';

/**
 * QA14 #4 over HTTP: the history's status and period reach getBetHistory (status, dateFrom, dateTo) and the
 * reference provider answers only the coupons in them.
 */
test.describe('the bet history filtered over HTTP (reference provider)', () => {
  test.beforeEach(() => providerState(PROVIDER_STATES.vipReview, { maxAmount: 100 }));
  test.afterEach(() => providerState());

  test('QA14 #4: a status chosen is sent as getBetHistory status and lists only those coupons', async ({ page }) => {
    await page.goto('/en/line/all');
    await signInAsDemo(page);

    const { id } = await sendVipCouponForReview(page);

    await page.goto('/en/office/history');
    const main = page.getByRole('main');
    const list = main.getByRole('list', { name: 'Placed bets' });
    await expect(list.getByRole('listitem', { name: `Coupon № ${id}` })).toContainText('Status: Under review');

    const pendingRead = page.waitForRequest((request) => request.url().includes('/bets/history') && request.url().includes('status=pending'));
    await main.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Pending' });
    const asked = new URL((await pendingRead).url());
    expect(asked.searchParams.get('dateTo')).toBe(new Date().toISOString().slice(0, 10));
    expect(asked.searchParams.get('dateFrom')).toBe(new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10));
    // The provider's seeded coupon is pending; the one under review is not listed.
    await expect(list.getByRole('listitem', { name: /^Coupon №/ }).first()).toContainText('Status: Pending');
    await expect(list.getByRole('listitem', { name: `Coupon № ${id}` })).toHaveCount(0);

    await main.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Declined by the bookmaker' });
    await expect(main.getByText('No bets with this status in this period.')).toBeVisible();

    await main.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Under review' });
    await expect(list.getByRole('listitem', { name: /^Coupon №/ })).toHaveCount(1);
    await expect(list.getByRole('listitem', { name: `Coupon № ${id}` })).toBeVisible();
  });
});
