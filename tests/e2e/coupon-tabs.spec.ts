import { expect, test, type Page } from '@playwright/test';
import { pickTotals, slip } from './slip-support';
import { visit } from './support';

const slipCount = (page: Page, count: number) => slip(page).getByRole('tab', { name: `Bet slip (${count})` });

interface HeldStorageEvents {
  holdStorageEvents(): void;
  releaseStorageEvents(): void;
}

/**
 * Makes the instant before a tab hears another tab's write as long as the test needs: while held, the page's
 * `storage` events are stopped before the app's listener and kept; released, they are dispatched again in order.
 */
async function canHoldStorageEvents(page: Page) {
  await page.addInitScript(() => {
    const held: StorageEvent[] = [];
    let holding = false;
    window.addEventListener('storage', (event) => {
      if (!holding) return;
      event.stopImmediatePropagation();
      held.push(event);
    });
    const controls: HeldStorageEvents = {
      holdStorageEvents: () => void (holding = true),
      releaseStorageEvents: () => {
        holding = false;
        for (const { key, oldValue, newValue, url, storageArea } of held.splice(0)) {
          window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, url, storageArea }));
        }
      },
    };
    Object.assign(window, controls);
  });
}
const hold = (page: Page) => page.evaluate(() => (window as unknown as HeldStorageEvents).holdStorageEvents());
const release = (page: Page) => page.evaluate(() => (window as unknown as HeldStorageEvents).releaseStorageEvents());

// README "one slip per browser". The fake world (sign-in, balance, placed bets) is kept per tab in session
// storage, so only the slip is compared across tabs, never balances or history.
test.describe('bet slip across tabs', () => {
  test('a selection added in one tab appears in the other, and placing in one empties the other', async ({ context }) => {
    const tabA = await context.newPage();
    const tabB = await context.newPage();
    await visit(tabA, '/en/line/all', { signedIn: true });
    await visit(tabB, '/en/line/all', { signedIn: true });
    await expect(slipCount(tabB, 0)).toBeVisible();

    await pickTotals(tabA, 1);
    await expect(slipCount(tabB, 1)).toBeVisible();
    await expect(slip(tabB).getByRole('status').filter({ hasText: 'Your bet slip was changed in another tab.' })).toBeVisible();
    // Tab B, open all along, adds to the same slip instead of overwriting it.
    await pickTotals(tabB, 2);
    await expect(slipCount(tabA, 2)).toBeVisible();
    await expect(tabA.getByRole('main').getByRole('group', { name: 'Market Total' }).getByRole('button', { pressed: true })).toHaveCount(2);

    await slip(tabA).getByRole('button', { name: 'Place bet' }).click();
    await expect(slip(tabA).getByRole('status', { name: 'Bet accepted' })).toBeVisible();
    await expect(slipCount(tabA, 0)).toBeVisible();
    await expect(slipCount(tabB, 0)).toBeVisible();
    // The success coupon is the placing tab's own; the other tab says why its slip emptied.
    await expect(slip(tabB).getByRole('status', { name: 'Bet accepted' })).toHaveCount(0);
    const news = slip(tabB).getByRole('status').filter({ hasText: 'Your bet slip was placed or cleared in another tab.' });
    await expect(news).toBeVisible();
    await news.getByRole('button', { name: 'Close' }).click();
    await expect(news).toHaveCount(0);

    // Nothing placed comes back: a pick in B is the only selection, in both tabs and after a reload.
    await pickTotals(tabB, 1);
    await expect(slipCount(tabA, 1)).toBeVisible();
    await tabA.reload();
    await expect(slipCount(tabA, 1)).toBeVisible();
  });

  test('a pick made before the tab hears a placement in another tab does not bring the placed selection back (the race, held open)', async ({ context }) => {
    const tabA = await context.newPage();
    const tabB = await context.newPage();
    await canHoldStorageEvents(tabB);
    await visit(tabA, '/en/line/all', { signedIn: true });
    await visit(tabB, '/en/line/all', { signedIn: true });
    await pickTotals(tabA, 1);
    await expect(slipCount(tabB, 1)).toBeVisible();

    // B stops hearing A; A places its selection.
    await hold(tabB);
    await slip(tabA).getByRole('button', { name: 'Place bet' }).click();
    await expect(slip(tabA).getByRole('status', { name: 'Bet accepted' })).toBeVisible();
    await expect(slipCount(tabA, 0)).toBeVisible();
    // B, not knowing, adds a pick beside the placed selection and stores both.
    await expect(slipCount(tabB, 1)).toBeVisible();
    await pickTotals(tabB, 2);
    await expect(slipCount(tabB, 2)).toBeVisible();
    const pressed = (page: Page) => page.getByRole('main').getByRole('group', { name: 'Market Total' }).getByRole('button', { pressed: true });
    const bPick = await pressed(tabB).nth(1).getAttribute('aria-label');

    // A hears B's record: the placed selection stays out, B's pick comes in.
    await expect(slipCount(tabA, 1)).toBeVisible();
    await expect(pressed(tabA)).toHaveCount(1);
    await expect(pressed(tabA)).toHaveAttribute('aria-label', bPick ?? '');
    // B hears A's placement late: the placed selection leaves, its pick stays.
    await release(tabB);
    await expect(slipCount(tabB, 1)).toBeVisible();
    await expect(pressed(tabB)).toHaveCount(1);
    await expect(pressed(tabB)).toHaveAttribute('aria-label', bPick ?? '');
    await expect(slip(tabB).getByRole('status').filter({ hasText: 'Your bet slip was changed in another tab.' })).toBeVisible();
    // The tabs agree, and so does storage after a reload of each.
    await expect(slipCount(tabA, 1)).toBeVisible();
    for (const tab of [tabA, tabB]) {
      await tab.reload();
      await expect(slipCount(tab, 1)).toBeVisible();
    }
  });

  test('the odds format chosen in one tab is the other tab\'s too, while each keeps its own language', async ({ context }) => {
    const tabA = await context.newPage();
    const tabB = await context.newPage();
    await visit(tabA, '/en/line/all');
    await visit(tabB, '/ru/line/all');
    const firstOdd = (page: Page) => page.getByRole('main').getByRole('group', { name: /^(Market|Рынок) / }).first().getByRole('button').first();
    await expect(firstOdd(tabB)).toContainText(/\d\.\d\d/);

    await slip(tabA).getByText('Bet slip settings').click();
    await slip(tabA).getByRole('combobox', { name: 'Odds format' }).selectOption({ label: 'American (+150)' });
    // American odds: a negative price with the minus sign (U+2212), not the hyphen-minus.
    await expect(firstOdd(tabA)).toContainText(/[+\u2212]\d{3}/);
    await expect(firstOdd(tabB)).toContainText(/[+\u2212]\d{3}/);
    await expect(tabB).toHaveURL(/\/ru\/line\/all$/);
    await expect(tabB.locator('html')).toHaveAttribute('lang', 'ru');
  });
});
