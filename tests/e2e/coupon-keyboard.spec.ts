import { expect, test, type Page } from '@playwright/test';
import { pickTotals, slip } from './slip-support';
import { visit } from './support';

/** Open the slip's settings and choose "Ask me about any change". */
async function askAboutAnyChange(page: Page) {
  await slip(page).getByText('Bet slip settings').click();
  await slip(page).getByRole('combobox', { name: 'When odds change' }).selectOption({ label: 'Ask me about any change' });
}

test.describe('bet slip with the keyboard', () => {
  test('"Skip to bet slip" is the second tab stop and moves the focus into the slip', async ({ page }) => {
    await visit(page, '/en/line/all');
    await pickTotals(page, 1);
    // A fresh page (the slip is kept): the tab order starts at the top.
    await page.reload();
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to bet slip' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(slip(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (1)' })).toBeFocused();
  });

  test('the slip tabs: arrows move and select, Home and End go to the ends, Tab leaves the tab list', async ({ page }) => {
    await visit(page, '/en/line/all');
    const slipTab = slip(page).getByRole('tab', { name: /^Bet slip/ });
    const betsTab = slip(page).getByRole('tab', { name: 'My bets' });
    await slipTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(betsTab).toBeFocused();
    await expect(betsTab).toHaveAttribute('aria-selected', 'true');
    await expect(slip(page).getByRole('tabpanel', { name: 'My bets' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(slipTab).toBeFocused();
    await expect(slipTab).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(betsTab).toBeFocused();
    await page.keyboard.press('Home');
    await expect(slipTab).toBeFocused();
    // One tab stop: Tab goes on into the panel, not to the other tab.
    await page.keyboard.press('Tab');
    await expect(betsTab).not.toBeFocused();
    await expect(slip(page).getByRole('group', { name: 'Bet slip settings' })).toBeVisible();
  });

  test('the odds question takes the focus, Escape cancels it and the focus goes back to Place bet', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true, oddsMoves: 1 });
    await pickTotals(page, 1);
    await askAboutAnyChange(page);
    const place = slip(page).getByRole('button', { name: 'Place bet' });
    await place.focus();
    await page.keyboard.press('Enter');
    const question = slip(page).getByRole('alertdialog', { name: 'The odds have changed' });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Accept and place' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(place).toBeFocused();
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();

    // Asked again, and accepted from the keyboard: the bet goes.
    await page.keyboard.press('Enter');
    await expect(question.getByRole('button', { name: 'Accept and place' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(slip(page).getByRole('status', { name: 'Bet accepted' })).toBeVisible();
  });

  test('the one-click question takes the focus, Escape keeps one-click off and the focus goes back to the checkbox', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 1);
    await slip(page).getByText('Bet slip settings').click();
    const oneClick = slip(page).getByRole('checkbox', { name: 'One-click bet' });
    await oneClick.focus();
    await page.keyboard.press('Space');
    const question = slip(page).getByRole('alertdialog', { name: /The bet slip will be cleared/ });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(oneClick).toBeFocused();
    await expect(oneClick).not.toBeChecked();
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();
  });

  test('removing selections with the keyboard keeps the focus in the slip: next, previous, then the slip tab; so does Clear', async ({ page }) => {
    await visit(page, '/en/line/all');
    await pickTotals(page, 3);
    const removes = slip(page).getByRole('button', { name: /^Remove / });
    const second = await removes.nth(1).getAttribute('aria-label');
    const third = await removes.nth(2).getAttribute('aria-label');
    await removes.first().focus();
    await page.keyboard.press('Enter');
    await expect(slip(page).getByRole('button', { name: second! })).toBeFocused();
    await slip(page).getByRole('button', { name: third! }).focus();
    await page.keyboard.press('Enter');
    await expect(slip(page).getByRole('button', { name: second! })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (0)' })).toBeFocused();

    await pickTotals(page, 2);
    await slip(page).getByRole('button', { name: 'Clear the bet slip' }).focus();
    await page.keyboard.press('Enter');
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (0)' })).toBeFocused();
  });

  // QA10 5: closing a slip message dropped the focus to <body>, and the next Tab started from "Skip to content".
  test('closing the message of a refused coupon code gives the focus back to the code field, the code kept', async ({ page }) => {
    await visit(page, '/ru/line/all', { signedIn: true });
    const slipRu = page.getByRole('complementary', { name: 'Купон' });
    await page.getByRole('main').getByRole('group', { name: 'Рынок Тотал' }).getByRole('button').and(page.locator(':enabled')).first().click();
    const field = slipRu.getByRole('textbox', { name: 'Код купона' });
    await field.fill('abc');
    await field.press('Enter');
    const alert = slipRu.getByRole('alert');
    await expect(alert).toContainText('Код купона — от 4 до 16 латинских букв и цифр.');
    await alert.getByRole('button', { name: 'Закрыть' }).focus();
    await page.keyboard.press('Enter');
    await expect(alert).toHaveCount(0);
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('abc');
  });

  test('closing the message of a failed placement gives the focus back to Place bet', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true, fail: ['placement'] });
    await pickTotals(page, 1);
    const place = slip(page).getByRole('button', { name: 'Place bet' });
    await place.focus();
    await page.keyboard.press('Enter');
    const alert = slip(page).getByRole('alert');
    await expect(alert).toContainText('the bet may have been placed');
    await alert.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await expect(alert).toHaveCount(0);
    await expect(place).toBeFocused();
  });

  test('QA: signing in from "Log in to place a bet" gives the focus to Place bet', async ({ page }) => {
    await visit(page, '/en/line/all');
    await pickTotals(page, 1);
    await slip(page).getByRole('button', { name: 'Log in to place a bet' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('E-mail or account ID').fill('demo');
    await dialog.getByLabel('Password').fill('demo1234');
    await dialog.getByLabel('Password').press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(slip(page).getByRole('button', { name: 'Place bet' })).toBeFocused();
  });

  test('QA: a bet placed with the keyboard keeps the focus in the slip: on the success coupon, then, closed, on the slip tab', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 2);
    await slip(page).getByRole('button', { name: 'Place bet' }).focus();
    await page.keyboard.press('Enter');
    const success = slip(page).getByRole('status', { name: 'Bet accepted' });
    await expect(success.getByRole('heading', { name: 'Done: Bet accepted' })).toBeFocused();
    // The next Tab goes on through the success coupon, not from the page's start.
    await page.keyboard.press('Tab');
    await expect(success.getByRole('link', { name: /^Print coupon № \d+$/ })).toBeFocused();
    await success.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await expect(success).toHaveCount(0);
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (0)' })).toBeFocused();
  });
});

test.describe('bet slip stake', () => {
  test('typing 1e12 key by key is not an amount (never 10 on the way); the stake stays', async ({ page }) => {
    await visit(page, '/en/line/all');
    await pickTotals(page, 1);
    const stake = slip(page).getByRole('spinbutton', { name: /^Stake/ });
    await stake.fill('');
    await stake.pressSequentially('1e12');
    await expect(stake).toHaveValue('1e12');
    await expect(slip(page).getByRole('status').filter({ hasText: 'Enter an amount as a number' })).toBeVisible();
    // "1" was an amount on the way and is the stake that stands; "1e1" was not 10. Leaving the box keeps
    // the text and the message until the player fixes it.
    await expect(slip(page).getByRole('status').filter({ hasText: 'until then the stake stays 1.' })).toBeVisible();
    await stake.blur();
    await expect(stake).toHaveValue('1e12');
    await expect(slip(page).getByRole('status').filter({ hasText: 'Enter an amount as a number' })).toBeVisible();
    await stake.fill('12,50');
    await stake.blur();
    await expect(stake).toHaveValue('12,50');
  });

  test('an amount above the largest the slip takes says so with the number and keeps the text; + with a huge step stops at the maximum stake', async ({ page }) => {
    await visit(page, '/en/line/all');
    await pickTotals(page, 1);
    const stake = slip(page).getByRole('spinbutton', { name: /^Stake, / });
    await stake.fill('9999999999');
    await expect(stake).toHaveValue('9999999999');
    await expect(slip(page).getByRole('status').filter({ hasText: 'The largest amount the bet slip takes is 1,000,000,000' })).toBeVisible();
    await stake.blur();
    await expect(stake).toHaveValue('9999999999');
    await expect(slip(page).getByRole('status').filter({ hasText: 'until then the stake stays 150' })).toBeVisible();
    await stake.fill('150');

    await slip(page).getByText('Bet slip settings').click();
    await slip(page).getByRole('checkbox', { name: 'My own stake step' }).check();
    await slip(page).getByRole('spinbutton', { name: /^Stake step/ }).fill('1000000000');
    await slip(page).getByRole('button', { name: /^Raise the stake by/ }).click();
    // + stops at the maximum stake the slip shows ("Stake from 10 to 100,000"), never past it.
    await expect(slip(page).getByText(/^Stake from 10 to 100,000/)).toBeVisible();
    await expect(stake).toHaveValue('100,000');
    await expect(slip(page).getByRole('alert')).toHaveCount(0);
  });

  test('− stops at the minimum stake the slip shows (Stake from 10), never 0', async ({ page }) => {
    await visit(page, '/en/live/all', { signedIn: true });
    await pickTotals(page, 1);
    await expect(slip(page).getByText(/^Stake from 10 to /)).toBeVisible();
    const stake = slip(page).getByRole('spinbutton', { name: /^Stake/ });
    await expect(stake).toHaveValue('150');
    const down = slip(page).getByRole('button', { name: /^Lower the stake by/ });
    await down.click();
    await expect(stake).toHaveValue('50');
    await down.click();
    await expect(stake).toHaveValue('10');
    await down.click();
    await expect(stake).toHaveValue('10');
    // The field's ArrowDown is the same −.
    await stake.focus();
    await page.keyboard.press('ArrowDown');
    await expect(stake).toHaveValue('10');
    await page.keyboard.press('ArrowUp');
    await expect(stake).toHaveValue('110');
  });
});
