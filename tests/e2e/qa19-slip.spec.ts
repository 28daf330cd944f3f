import { expect, test, type Page } from '@playwright/test';
import { pickTotals, slip } from './slip-support';
import { visit } from './support';

// QA19 #1: the slip's own refusals (a failed placement, a stake under the minimum, a refused coupon code) were drawn at
// the slip's head, far above the window on a long desktop slip or a scrolled phone sheet, with the focus left on the
// button: the player saw nothing happen. A refusal of a slip's button now comes into view and takes the focus; a
// refused code is said beside its field, which is marked invalid and described by it. The slip keeps everything.

const FAILING = { signedIn: true, fail: ['placement'] };

/** The slip keeps its selections: its tab counts them. */
const kept = (page: Page, count: number) => expect(slip(page).getByRole('tab', { name: `Bet slip (${count})` })).toBeVisible();

test.describe('QA19 #1: the slip\'s refusals where the player is (desktop 1280×720)', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('a failed placement of 5 selections: the alert comes into view and takes the focus; Close gives it back to Place bet', async ({ page }) => {
    await visit(page, '/en/line/all', FAILING);
    await pickTotals(page, 5);
    const place = slip(page).getByRole('button', { name: 'Place bet' });
    await place.click();
    const alert = slip(page).getByRole('alert');
    await expect(alert).toContainText('Error');
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport();
    await kept(page, 5);
    await alert.getByRole('button', { name: 'Close' }).click();
    await expect(alert).toHaveCount(0);
    await expect(place).toBeFocused();
  });

  test('a stake under the minimum: the refusal comes into view with the focus, and the stake stays as typed', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 5);
    const stake = slip(page).getByRole('spinbutton', { name: /^Stake/ });
    await stake.fill('5');
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    const alert = slip(page).getByRole('alert').filter({ hasText: 'minimum' });
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport();
    await expect(stake).toHaveValue('5');
    await kept(page, 5);
  });

  test('a refused coupon code: said beside the field, which is invalid and described by it, with the focus and the text kept', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 5);
    const form = slip(page).getByRole('form', { name: 'Load a coupon by code' });
    const field = form.getByRole('textbox', { name: 'Coupon code' });
    await field.fill('123');
    await field.press('Enter');
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('A coupon code is 4 to 16 letters and digits.');
    await expect(alert).toBeInViewport();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/A coupon code is 4 to 16 letters and digits\./);
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('123');
    await kept(page, 5);
  });
});

test.describe('QA19 #1: in the phone\'s sheet, in Russian (360×740)', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a failed placement in the sheet: the alert comes into view in the sheet and takes the focus', async ({ page }) => {
    await visit(page, '/ru/line/all', FAILING);
    const groups = page.getByRole('main').getByRole('group', { name: /^Рынок / });
    await expect(groups.first()).toBeVisible();
    await groups.nth(0).getByRole('button', { pressed: false, disabled: false }).first().click();
    await groups.nth(1).getByRole('button', { pressed: false, disabled: false }).first().click();
    const bar = page.getByRole('button', { name: /^Купон \(2\)/ }).first();
    await bar.click();
    const sheet = page.getByRole('dialog', { name: 'Купон' });
    await sheet.getByRole('button', { name: 'Сделать ставку' }).click();
    const alert = sheet.getByRole('alert');
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport();
    await expect(sheet.getByRole('tab', { name: 'Купон (2)' })).toBeVisible();
  });
});
