import { expect, test, type Page } from '@playwright/test';
import { headerBalance, pickTotals, slip } from './slip-support';
import { visit } from './support';

/** "1,234.56" as the page writes money in English. */
const money = (text: string): number => Number(text.replace(/,/g, ''));
const enMoney = (value: number): string => value.toLocaleString('en', { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 });
const myCodes = (page: Page) => slip(page).getByRole('combobox', { name: 'My promo codes' });
const WELCOME10 = 'WELCOME10 — 10 % more on the net win of an express of 3 or more';
const FREEBET500 = 'FREEBET500 — A free bet of 500 RUB on a single or an express';

test.describe('QA17 #2: a promo code shows what it gives before placing, and the demo bookmaker applies it', () => {
  test('WELCOME10 on an express of 3: the slip shows 10 % of the net win; the accepted coupon pays it, the stake is charged, the code is used up', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 2);
    // Not for an express of 2: offered disabled, with what it needs.
    await expect(myCodes(page).getByRole('option', { name: `${WELCOME10} (from 3 selections)` })).toBeDisabled();
    await pickTotals(page, 3);
    await myCodes(page).selectOption({ label: WELCOME10 });

    const winText = await slip(page).getByRole('term').filter({ hasText: /^Possible win$/ }).locator('xpath=following-sibling::dd[1]').textContent();
    const win = money(winText!.replace(/\s*RUB$/, ''));
    const boost = slip(page).getByRole('status').filter({ hasText: /^WELCOME10: / });
    await expect(boost).toHaveText(/^WELCOME10: \+10% of the net win, \+[\d,.]+ RUB$/);
    const added = money((await boost.textContent())!.match(/\+([\d,.]+) RUB$/)![1]!);
    // Our design: the percent of the net win (possible win less the stake of 150), not of the possible win.
    expect(added).toBeCloseTo((win - 150) * 0.1, 2);

    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    const accepted = slip(page).getByRole('status', { name: 'Bet accepted' });
    await expect(accepted).toContainText(`Possible win: ${enMoney(Math.round((win + added) * 100) / 100)} RUB`);
    await expect(headerBalance(page)).toContainText('24,850');
    // Used up: the list read again after the bet no longer holds it (QA17: it was still offered after "Keep selections").
    await accepted.getByRole('button', { name: 'Keep selections' }).click();
    await expect(myCodes(page).getByRole('option', { name: FREEBET500 })).toHaveCount(1);
    await expect(myCodes(page).getByRole('option', { name: /^WELCOME10/ })).toHaveCount(0);
  });

  test('FREEBET500 on a single: the slip says the stake is not charged, and the bet places without touching the balance', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 1);
    await myCodes(page).selectOption({ label: FREEBET500 });
    await expect(slip(page).getByRole('status').filter({ hasText: /^Free bet/ })).toHaveText('Free bet: 150 RUB, not charged');
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(slip(page).getByRole('status', { name: 'Bet accepted' })).toBeVisible();
    // Read again from the demo server's account (a fresh page, no knobs), not from the slip's own answer.
    await page.goto('/en/line/all');
    await expect(headerBalance(page)).toContainText('25,000');
  });

  test('a chosen code that stops applying is dropped with a message; the selections stay', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 3);
    await myCodes(page).selectOption({ label: WELCOME10 });
    await slip(page).getByRole('button', { name: /^Remove/ }).first().click();
    await expect(slip(page).getByText('Promo code WELCOME10 was removed: it needs 3 selections or more. The rest of your slip is as it was.')).toBeVisible();
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (2)' })).toBeVisible();
    await expect(myCodes(page)).toHaveValue('');
  });
});
