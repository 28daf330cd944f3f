import { expect, test, type Page } from '@playwright/test';
import { pickTotals, slip } from './slip-support';
import { visit } from './support';

/**
 * An express of 3 totals with the bonus bet (in the player's odds format, `format` being the option's label, or the
 * default decimal), placed from the slip: its coupon id and the bonus bet's odds as the slip wrote them.
 */
async function placeExpressWithBonusBet(page: Page, format?: string) {
  await visit(page, '/en/line/all', { signedIn: true });
  // Picked first: pickTotals reads the line's prices as decimals.
  await pickTotals(page, 3);
  if (format) {
    await slip(page).getByText('Bet slip settings').click();
    await slip(page).getByRole('combobox', { name: 'Odds format' }).selectOption({ label: format });
  }
  const bonus = slip(page).getByRole('listitem', { name: 'Bonus bet' });
  await expect(bonus).toBeVisible();
  // The last word of the row is its odds (after the label and the "Bonus odds for an express…" line).
  const bonusOdds = (await bonus.innerText()).trim().split(/\s+/).pop()!;
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  const success = slip(page).getByRole('status', { name: 'Bet accepted' });
  await expect(success).toBeVisible();
  const id = (await success.getByText(/Coupon № \d+/).textContent())!.match(/\d+/)![0]!;
  return { id, bonusOdds };
}

/** The odds column of the printed coupon's selections, as written. */
async function printedOdds(page: Page): Promise<string[]> {
  const rows = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('cell') });
  return rows.evaluateAll((trs) => trs.map((tr) => tr.lastElementChild!.textContent!.trim()));
}

test.describe('placed coupons', () => {
  test('an unknown coupon on print-coupon says so and links to the bet history', async ({ page }) => {
    await visit(page, '/en/print-coupon/999999999', { signedIn: true });
    await expect(page.getByRole('main')).toContainText('999999999');
    await page.getByRole('main').getByRole('link', { name: 'Bet history' }).click();
    await expect(page).toHaveURL(/\/en\/office\/history$/);
  });

  test('the history and the printed coupon show each price in the player\'s odds format (American here), not the raw number', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await slip(page).getByText('Bet slip settings').click();
    await slip(page).getByRole('combobox', { name: 'Odds format' }).selectOption({ label: 'American (+150)' });
    await slip(page).getByRole('checkbox', { name: 'One-click bet' }).check();
    await page.getByRole('main').getByRole('group', { name: 'Market Total' }).first().getByRole('button').and(page.locator(':enabled')).first().click();
    const success = slip(page).getByRole('status', { name: 'Bet accepted' });
    await expect(success).toBeVisible();
    await success.getByRole('link', { name: 'Bet history' }).click();
    const item = page.getByRole('list', { name: 'Placed bets' }).getByRole('listitem', { name: /^Coupon № / }).first();
    await expect(item).toContainText(/@ [+-]\d+ ·/);
    await item.getByRole('link', { name: /print/i }).click();
    await expect(page.getByRole('table').getByRole('cell', { name: /^[+-]\d+$/ })).toHaveCount(1);
  });

  test('the slip, the history and the printed coupon name a selection\'s championship with its country, as the line does ("Football. Italy. Serie A", not one of two Serie A)', async ({ page }) => {
    await visit(page, '/en/line/all/football/1005-serie-a', { signedIn: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Italy. Serie A' })).toBeVisible();
    await pickTotals(page, 1);
    const row = slip(page).getByRole('list', { name: 'Selections' }).getByRole('listitem', { name: / – / });
    await expect(row).toContainText('Football. Italy. Serie A');
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    const success = slip(page).getByRole('status', { name: 'Bet accepted' });
    await expect(success).toBeVisible();
    const id = (await success.getByText(/Coupon № \d+/).textContent())!.match(/\d+/)![0];

    await success.getByRole('link', { name: 'Bet history' }).click();
    const item = page.getByRole('list', { name: 'Placed bets' }).getByRole('listitem', { name: `Coupon № ${id}` });
    await expect(item).toContainText('Football. Italy. Serie A');
    await item.getByRole('link', { name: 'Print coupon' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/print-coupon/${id}$`));
    await expect(page.getByRole('table').getByRole('cell', { name: /Football\. Italy\. Serie A · / })).toHaveCount(1);
  });

  // QA: an express placed with the bonus bet was listed without it (print: 1.38, 1.82, 1.73 and "Odds 4.47", whose
  // product is 4.35). The bonus bet is listed as the slip lists it, so the odds multiply to the coupon's.
  test('an express placed with the bonus bet lists it in the history and on the printed coupon, and the listed odds multiply to the coupon\'s odds', async ({ page }) => {
    const { id, bonusOdds } = await placeExpressWithBonusBet(page);

    await slip(page).getByRole('status', { name: 'Bet accepted' }).getByRole('link', { name: 'Bet history' }).click();
    const item = page.getByRole('list', { name: 'Placed bets' }).getByRole('listitem', { name: `Coupon № ${id}` });
    const rows = item.getByRole('list').getByRole('listitem');
    await expect(rows).toHaveCount(4);
    await expect(rows.last()).toHaveText(`Bonus bet: Bonus odds for an express of 3 or more selections @ ${bonusOdds}`);
    const historyOdds = (await rows.allInnerTexts()).map((text) => text.match(/@ (\S+)/)![1]!);

    await item.getByRole('link', { name: 'Print coupon' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/print-coupon/${id}$`));
    await expect(page.getByRole('row', { name: new RegExp(`^Bonus bet Bonus odds for an express of 3 or more selections ${bonusOdds.replace('.', '\\.')}$`) })).toBeVisible();
    const listed = await printedOdds(page);
    expect(listed).toEqual(historyOdds);
    const total = Number(await page.getByRole('article').locator('dl > div').filter({ hasText: /^Odds/ }).getByRole('definition').textContent());
    const odds = listed.map(Number);
    const product = odds.reduce((p, coef) => p * coef, 1);
    // Within rounding: each listed price is rounded to the cent (at most 0.005 off), and so is the total.
    const slack = product * odds.reduce((sum, coef) => sum + 0.005 / coef, 0) + 0.005;
    expect(Math.abs(product - total)).toBeLessThanOrEqual(slack);
  });

  test('in Russian and in American odds the history and the printed coupon list the bonus bet as the slip wrote it', async ({ page }) => {
    const { id, bonusOdds } = await placeExpressWithBonusBet(page, 'American (+150)');
    expect(bonusOdds).toMatch(/^[+-]\d+$/);

    await page.goto('/ru/office/history');
    const item = page.getByRole('list', { name: 'Сделанные ставки' }).getByRole('listitem', { name: `Купон № ${id}` });
    await expect(item.getByRole('list').getByRole('listitem').last()).toHaveText(
      `Бонусная ставка: Бонусный коэффициент для экспресса из 3 и более событий @ ${bonusOdds}`,
    );

    await page.goto(`/ru/print-coupon/${id}`);
    const bonusRow = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('cell', { name: 'Бонусная ставка', exact: true }) });
    await expect(bonusRow.getByRole('cell')).toHaveText(['Бонусная ставка', 'Бонусный коэффициент для экспресса из 3 и более событий', bonusOdds]);
    expect(await printedOdds(page)).toHaveLength(4);
  });
});
