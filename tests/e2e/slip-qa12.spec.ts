import { expect, test, type Page } from '@playwright/test';
import { headerBalance, pickTotals, slip } from './slip-support';
import { visit } from './support';

// QA12: the bet slip end to end (finished events, same-game selections, the odds question, the success coupon, load by code).

const selections = (page: Page) => slip(page).getByRole('list', { name: 'Selections' }).getByRole('listitem');
/** The slip summary's figures (a description list: its terms). */
const summaryTerm = (page: Page, name: string) => slip(page).getByRole('term').filter({ hasText: new RegExp(`^${name}$`) });

test.describe('QA12 bet slip', () => {
  test('QA12 #2: selections whose events are over show no price moves, no odds or win, and Place bet offers to remove them', async ({ page }) => {
    await visit(page, '/en/live/all', { signedIn: true });
    await pickTotals(page, 3);
    await expect(summaryTerm(page, 'Odds')).toHaveCount(1);
    // The demo world moves 3 hours on: every live game of the slip is over (the longest sport plays under 3 h).
    const epoch = Number(await page.evaluate(() => localStorage.getItem('fake-world-epoch')));
    await visit(page, '/en/line/all', { lineEpoch: epoch - 3 * 3600 * 1000 });
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (3)' })).toBeVisible();
    for (const i of [0, 1, 2]) await expect(selections(page).nth(i)).toContainText('Finished: the event is over');
    // No made-up move on a game over, and no "suspended: wait" either.
    await expect(slip(page).getByRole('list', { name: 'Selections' })).not.toContainText(/odds (up|down) from/);
    await expect(slip(page).getByRole('list', { name: 'Selections' })).not.toContainText('betting on this selection is suspended');
    await expect(slip(page).getByRole('button', { name: 'OK, got it' })).toHaveCount(0);
    // Nothing is promised for a coupon that cannot be placed.
    await expect(slip(page).getByRole('status').filter({ hasText: 'An event in the slip is over, so no bet can be placed' })).toBeVisible();
    for (const term of ['Odds', 'Possible win', 'Hyper-bonus']) await expect(summaryTerm(page, term)).toHaveCount(0);
    await expect(selections(page).filter({ hasText: 'Bonus bet' })).toHaveCount(0);

    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    const alert = slip(page).getByRole('alert');
    await expect(alert).toContainText('The event is over: betting on it has ended. Remove the finished selections to place the bet.');
    await expect(alert).not.toContainText('remove it or wait');
    await expect(headerBalance(page)).toContainText('25,000');
    await alert.getByRole('button', { name: 'Remove finished selections' }).click();
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (0)' })).toBeVisible();
    await expect(slip(page).getByRole('alert')).toHaveCount(0);
  });

  test('QA12 #4: an express with two selections of one game shows no odds, win, hyper-bonus or bonus bet; fixing it brings them back', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 3);
    await expect(selections(page).filter({ hasText: 'Bonus bet' })).toHaveCount(1);
    // The result of a game whose total is already in the slip.
    const game = page.getByRole('main').getByRole('listitem', { name: / – / }).filter({ has: page.getByRole('button', { pressed: true }) }).first();
    const result = game.getByRole('group', { name: /^Market (1X2|12)$/ });
    await result.getByRole('button', { pressed: false }).and(page.locator(':enabled')).first().click();
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (4)' })).toBeVisible();

    await expect(slip(page).getByRole('status').filter({ hasText: "Selections from the same game can't be combined, so no bet can be placed" })).toBeVisible();
    for (const term of ['Odds', 'Possible win', 'Hyper-bonus']) await expect(summaryTerm(page, term)).toHaveCount(0);
    await expect(slip(page).getByText(/^Hyper-bonus: \+/)).toHaveCount(0);
    await expect(selections(page).filter({ hasText: 'Bonus bet' })).toHaveCount(0);

    // One selection per game again: the odds, the win and the bonus bet come back.
    await result.getByRole('button', { pressed: true }).click();
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (3)' })).toBeVisible();
    await expect(summaryTerm(page, 'Odds')).toHaveCount(1);
    await expect(summaryTerm(page, 'Possible win')).toHaveCount(1);
    await expect(selections(page).filter({ hasText: 'Bonus bet' })).toHaveCount(1);
  });

  test('QA12 #6: the odds question says the total odds and possible win at the new prices, and the accepted coupon pays that', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true, oddsMoves: 1 });
    await pickTotals(page, 2);
    await slip(page).getByText('Bet slip settings').click();
    await slip(page).getByRole('combobox', { name: 'When odds change' }).selectOption({ label: 'Ask me about any change' });
    const before = (await slip(page).getByRole('definition').nth(1).innerText()).trim();
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    const question = slip(page).getByRole('alertdialog', { name: 'The odds have changed' });
    const total = question.getByText(/^At the new prices: odds [\d,.]+ · possible win [\d,.]+ RUB$/);
    await expect(total).toBeVisible();
    const win = (await total.innerText()).match(/possible win ([\d,.]+ RUB)/)![1]!;
    // The prices went up: the coupon now pays more than the slip said.
    expect(Number(win.replace(/[^\d.]/g, ''))).toBeGreaterThan(Number(before.replace(/[^\d.]/g, '')));
    await question.getByRole('button', { name: 'Accept and place' }).click();
    await expect(slip(page).getByRole('status', { name: 'Bet accepted' })).toContainText(`Possible win: ${win}`);
  });

  test('QA12 #7: the success coupon of a system names it "System 2/3", as the history does', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 3);
    await slip(page).getByRole('combobox', { name: 'Bet type' }).selectOption({ label: 'System' });
    await expect(slip(page).getByRole('combobox', { name: 'System' })).toHaveValue('2');
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(slip(page).getByRole('status', { name: 'Bet accepted' })).toContainText('System 2/3 · 150 RUB');
  });

  test('QA12 #10: loading a coupon by code clears the earlier receipt and an earlier load error', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 2);
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    const receipt = slip(page).getByRole('status', { name: 'Bet accepted' });
    const code = (await receipt.getByText(/Coupon № \d+/).textContent())!.match(/\d+/)![0];
    const form = slip(page).getByRole('form', { name: 'Load a coupon by code' });
    const load = async (text: string) => {
      await form.getByRole('textbox', { name: 'Coupon code' }).fill(text);
      await form.getByRole('button', { name: 'Load' }).click();
    };

    await load(code);
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (2)' })).toBeVisible();
    await expect(receipt).toHaveCount(0);

    await load('ZZZZ99');
    const error = slip(page).getByRole('alert').filter({ hasText: 'No coupon with this code.' });
    await expect(error).toHaveCount(1);
    await load(code);
    await expect(slip(page).getByRole('alertdialog', { name: `Replace your bet slip with coupon ${code}?` })).toBeVisible();
    await expect(error).toHaveCount(0);
  });
});
