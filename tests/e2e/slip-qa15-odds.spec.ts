import { expect, test, type Page } from '@playwright/test';
import { pickTotals, slip } from './slip-support';
import { visit } from './support';

// QA15: odds and live selections in the bet slip (#3 odds rounded once, #6 a suspended selection, #7 live selections).

const selections = (page: Page) => slip(page).getByRole('list', { name: 'Selections' }).getByRole('listitem');
/** The slip summary's figure under `term` (a description list: the term's definition). */
const summaryFigure = (page: Page, term: string) =>
  slip(page).getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
const number = (text: string) => Number(text.replace(/[^\d.]/g, ''));
const LOCKED = 'Locked: betting on this selection is suspended';

test.describe('QA15 odds and live selections in the slip', () => {
  test('QA15 #3: a system\'s odds are its possible win per unit of stake rounded once, in the slip and on the printed coupon', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 5);
    await slip(page).getByRole('combobox', { name: 'Bet type' }).selectOption({ label: 'System' });
    const system = slip(page).getByRole('combobox', { name: 'System' });
    for (const option of await system.getByRole('option').allTextContents()) {
      await system.selectOption({ label: option });
      const odds = number(await summaryFigure(page, 'Odds').innerText());
      const win = number(await summaryFigure(page, 'Possible win').innerText());
      // Odds × 150 is the possible win to within the odds' own rounding (half a cent of odds is 0.75 on 150).
      expect(Math.abs(odds * 150 - win), `${option}: odds ${odds}, possible win ${win}`).toBeLessThanOrEqual(0.75 + 1e-6);
    }
    const shown = await summaryFigure(page, 'Odds').innerText();
    const shownWin = await summaryFigure(page, 'Possible win').innerText();
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    const success = slip(page).getByRole('status', { name: 'Bet accepted' });
    const id = (await success.getByText(/Coupon № \d+/).textContent())!.match(/\d+/)![0];
    await visit(page, `/en/print-coupon/${id}`);
    const printed = page.getByRole('main');
    await expect(printed.getByRole('term').filter({ hasText: /^Odds$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(shown);
    await expect(printed.getByRole('term').filter({ hasText: /^Possible win$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(shownWin);
  });

  test('QA15 #6: a suspended selection hides the odds, the possible win and the bonus bet, Place bet is aria-disabled with the reason; removing it brings them back', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 4);
    await expect(selections(page).filter({ hasText: 'Bonus bet' })).toHaveCount(1);
    // The line stops offering the second selection's outcome (the stored slip names one its game does not
    // have): read again at start, the slip holds it locked, as the feed's suspension does (src/ui/coupon/slip-qa15.test.tsx).
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('coupon')!);
      const bet = stored.bets[1];
      const gone = `${bet.id.split(':').slice(0, 2).join(':')}:999`;
      stored.addedAtByBetId[gone] = stored.addedAtByBetId[bet.id];
      delete stored.addedAtByBetId[bet.id];
      bet.id = gone;
      localStorage.setItem('coupon', JSON.stringify(stored));
    });
    await page.reload();
    const locked = selections(page).filter({ hasText: LOCKED });
    await expect(locked).toHaveCount(1);
    const game = (await locked.getAttribute('aria-label'))!;
    const notice = slip(page).getByRole('status').filter({ hasText: 'is suspended, so no bet can be placed now' });
    await expect(notice).toContainText(`Betting on ${game}, Total: `);
    await expect(summaryFigure(page, 'Odds')).toHaveCount(0);
    await expect(summaryFigure(page, 'Possible win')).toHaveCount(0);
    await expect(selections(page).filter({ hasText: 'Bonus bet' })).toHaveCount(0);
    const place = slip(page).getByRole('button', { name: 'Place bet' });
    await expect(place).toHaveAttribute('aria-disabled', 'true');
    await expect(place).toHaveAccessibleDescription(/is suspended, so no bet can be placed now/);
    // A press anyway (Playwright will not click what is aria-disabled) places nothing and answers nothing.
    await place.dispatchEvent('click');
    await expect(slip(page).getByRole('alert')).toHaveCount(0);
    await expect(slip(page).getByRole('status', { name: 'Bet accepted' })).toHaveCount(0);

    // Removed, nothing holds the coupon: the odds, the win, the bonus bet and Place bet come back.
    await locked.getByRole('button', { name: /^Remove / }).click();
    await expect(notice).toHaveCount(0);
    await expect(summaryFigure(page, 'Odds')).toHaveCount(1);
    await expect(summaryFigure(page, 'Possible win')).toHaveCount(1);
    await expect(selections(page).filter({ hasText: 'Bonus bet' })).toHaveCount(1);
    await expect(place).toHaveAttribute('aria-disabled', 'false');
    await place.click();
    await expect(slip(page).getByRole('status', { name: 'Bet accepted' })).toBeVisible();
  });

  test('QA15 #7: a live selection says "Live", its score and its minute; a pre-match one says none until its game starts', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 3);
    for (const i of [0, 1, 2]) await expect(selections(page).nth(i)).not.toContainText(/Live|Break/);
    // The demo world moves 30 minutes on: the first games of the line have kicked off.
    const epoch = Number(await page.evaluate(() => localStorage.getItem('fake-world-epoch')));
    await visit(page, '/en/line/all', { lineEpoch: epoch - 30 * 60 * 1000 });
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (3)' })).toBeVisible();
    await expect(selections(page).filter({ hasText: /(Live|Break) \d+:\d+ · \d+'/ }).first()).toBeVisible();

  });

  test('QA15 #7: live picks read "Live 1:0 · 23\'" in English and "Лайв" in Russian', async ({ page }) => {
    await visit(page, '/en/live/all', { signedIn: true });
    await pickTotals(page, 2);
    for (const i of [0, 1]) await expect(selections(page).nth(i)).toContainText(/(Live|Break) \d+:\d+ · \d+'/);
    await visit(page, '/ru/live/all');
    const ruSlip = page.getByRole('complementary', { name: 'Купон' });
    await expect(ruSlip.getByRole('list', { name: 'Выбранные исходы' }).getByRole('listitem').first()).toContainText(/(Лайв|Перерыв) \d+:\d+ · \d+'/);
  });
});
