import { expect, test, type Locator, type Page } from '@playwright/test';
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
  // The row ends with the bonus as a multiplier and its boost ("×1.03 (+3%)"), in every odds format (QA13 #5).
  const bonusOdds = /×\d\.\d{2} \(\+\d+(?:[.,]\d+)?\s?%\)$/.exec((await bonus.innerText()).trim().replace(/\u00a0/g, ' '))![0];
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  const success = slip(page).getByRole('status', { name: 'Bet accepted' });
  await expect(success).toBeVisible();
  const id = (await success.getByText(/Coupon № \d+/).textContent())!.match(/\d+/)![0]!;
  return { id, bonusOdds };
}

/** The value (dd) of a summary's term (dt) named exactly `term`, in `scope` (the slip, the printed coupon). */
function summaryValue(scope: Locator, term: string): Locator {
  const named = scope.page().getByRole('term').filter({ hasText: new RegExp(`^${term.replace(/[()+.]/g, '\\$&')}$`) });
  return scope.locator('dl > div').filter({ has: named }).getByRole('definition');
}

/** An English money figure ("3,012.34", "+3,012.34 RUB") as a number. */
const moneyOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/**
 * An express of 3 totals staked 10,000 (so the money is written with a thousands separator), which the demo
 * bookmaker offers its hyper-bonus on, placed from the slip: its coupon id, the offer's percent as the slip's hint
 * says it, and the hyper-bonus and the total with it as the slip and the success coupon wrote them ("+3,012.34 RUB").
 */
async function placeExpressWithHyperBonus(page: Page) {
  await visit(page, '/en/line/all', { signedIn: true });
  await pickTotals(page, 3);
  await slip(page).getByRole('spinbutton', { name: /^Stake, / }).fill('10000');
  const total = summaryValue(slip(page), 'Total with hyper-bonus');
  await expect.poll(async () => moneyOf(await total.innerText())).toBeGreaterThan(10_000);
  const hint = await slip(page).getByText(/^Hyper-bonus: \+[\d.]+% of the net win/).innerText();
  const percent = hint.match(/\+([\d.]+)%/)![1]!;
  const hyper = { percent, bonus: (await summaryValue(slip(page), 'Hyper-bonus').innerText()).trim(), total: (await total.innerText()).trim() };
  expect(hyper.bonus).toMatch(/^\+\d{1,3}(,\d{3})+(\.\d{2})? RUB$/);
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  const success = slip(page).getByRole('status', { name: 'Bet accepted' });
  await expect(success).toContainText(`Hyper-bonus: ${hyper.bonus} · Total with hyper-bonus: ${hyper.total}`);
  const id = (await success.getByText(/Coupon № \d+/).textContent())!.match(/\d+/)![0]!;
  return { id, ...hyper };
}

/** The odds column of the printed coupon's selections, as written. */
async function printedOdds(page: Page): Promise<string[]> {
  const rows = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('cell') });
  return rows.evaluateAll((trs) => trs.map((tr) => tr.lastElementChild!.textContent!.trim()));
}

test.describe('placed coupons', () => {
  // QA10 16: every print link of the history read "Распечатать купон", so a screen reader's links list could not tell them apart.
  test('in the bet history each print link is named with its coupon, the visible words kept ("Распечатать купон № …")', async ({ page }) => {
    await visit(page, '/ru/line/all', { signedIn: true });
    const slipRu = page.getByRole('complementary', { name: 'Купон' });
    // Any open price: the placed one leaves the slip, so the next bet is another coupon.
    const open = page.getByRole('main').getByRole('group', { name: 'Рынок Тотал' }).getByRole('button').and(page.locator(':enabled'));
    const ids: string[] = [];
    for (let bet = 0; bet < 2; bet++) {
      await open.first().click();
      await slipRu.getByRole('button', { name: 'Сделать ставку' }).click();
      const success = slipRu.getByRole('status', { name: 'Ставка принята' });
      ids.push((await success.getByText(/Купон № \d+/).textContent())!.match(/\d+/)![0]!);
      await success.getByRole('button', { name: 'Закрыть' }).click();
    }

    await page.goto('/ru/office/history');
    const history = page.getByRole('list', { name: 'Сделанные ставки' });
    const links = history.getByRole('link', { name: /^Распечатать купон/ });
    await expect(links).toHaveCount(2);
    for (const id of ids) {
      const link = history.getByRole('link', { name: `Распечатать купон № ${id}`, exact: true });
      await expect(link).toHaveText('Распечатать купон');
    }
    await history.getByRole('link', { name: `Распечатать купон № ${ids[0]}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/ru/print-coupon/${ids[0]}$`));
  });

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
    // A negative price is shown with the minus sign (U+2212), as the slip's − button is, never the hyphen-minus.
    await expect(item).toContainText(/@ [+\u2212]\d+ ·/);
    await item.getByRole('link', { name: /print/i }).click();
    await expect(page.getByRole('table').getByRole('cell', { name: /^[+\u2212]\d+$/ })).toHaveCount(1);
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
    await item.getByRole('link', { name: `Print coupon № ${id}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/en/print-coupon/${id}$`));
    await expect(page.getByRole('table').getByRole('cell', { name: /Football\. Italy\. Serie A · / })).toHaveCount(1);
  });

  test('in Russian the history and the printed coupon name the selection\'s sport, championship and market in Russian (line words)', async ({ page }) => {
    await visit(page, '/ru/line/all/football/1005-serie-a', { signedIn: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Италия. Серия A' })).toBeVisible();
    const over = page.getByRole('main').getByRole('group', { name: 'Рынок Тотал' }).first().getByRole('button', { name: /, Больше [\d.]+: \d/ });
    const line = (await over.getAttribute('aria-label'))!.match(/Больше ([\d.]+)/)![1]!;
    await over.click();
    const slipRu = page.getByRole('complementary', { name: 'Купон' });
    await slipRu.getByRole('button', { name: 'Сделать ставку' }).click();
    const success = slipRu.getByRole('status', { name: 'Ставка принята' });
    await expect(success).toBeVisible();
    const id = (await success.getByText(/Купон № \d+/).textContent())!.match(/\d+/)![0]!;

    await page.goto('/ru/office/history');
    const item = page.getByRole('list', { name: 'Сделанные ставки' }).getByRole('listitem', { name: `Купон № ${id}` });
    await expect(item).toContainText('Футбол. Италия. Серия A');
    await expect(item).toContainText(`Тотал: Больше ${line}`);
    await page.goto(`/ru/print-coupon/${id}`);
    await expect(page.getByRole('table').getByRole('cell', { name: / – .*Футбол\. Италия\. Серия A · / })).toHaveCount(1);
    await expect(page.getByRole('table').getByRole('cell', { name: `Тотал: Больше ${line}`, exact: true })).toHaveCount(1);
  });

  // QA: an express placed with the bonus bet was listed without it (print: 1.38, 1.82, 1.73 and "Odds 4.47", whose
  // product is 4.35). The bonus bet is listed as the slip lists it, so the odds multiply to the coupon's.
  test('an express placed with the bonus bet lists it in the history and on the printed coupon, and the listed odds multiply to the coupon\'s odds', async ({ page }) => {
    const { id, bonusOdds } = await placeExpressWithBonusBet(page);

    await slip(page).getByRole('status', { name: 'Bet accepted' }).getByRole('link', { name: 'Bet history' }).click();
    const item = page.getByRole('list', { name: 'Placed bets' }).getByRole('listitem', { name: `Coupon № ${id}` });
    const rows = item.getByRole('list').getByRole('listitem');
    await expect(rows).toHaveCount(4);
    await expect(rows.last()).toHaveText(`Bonus bet: Bonus odds for an express of 3 or more selections · ${bonusOdds}`);
    // each selection's price, then the bonus bet's multiplier
    const historyOdds = (await rows.allInnerTexts()).map((text) => text.match(/(?:@ |×)([\d.]+)/)![1]!);

    await item.getByRole('link', { name: `Print coupon № ${id}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/en/print-coupon/${id}$`));
    await expect(page.getByRole('row', { name: `Bonus bet Bonus odds for an express of 3 or more selections ${bonusOdds}`, exact: true })).toBeVisible();
    const listed = (await printedOdds(page)).map((text) => text.replace(/^×([\d.]+) .*$/, '$1'));
    expect(listed).toEqual(historyOdds);
    const total = Number(await page.getByRole('article').locator('dl > div').filter({ hasText: /^Odds/ }).getByRole('definition').textContent());
    const odds = listed.map(Number);
    const product = odds.reduce((p, coef) => p * coef, 1);
    // Within rounding: each listed price is rounded to the cent (at most 0.005 off), and so is the total.
    const slack = product * odds.reduce((sum, coef) => sum + 0.005 / coef, 0) + 0.005;
    expect(Math.abs(product - total)).toBeLessThanOrEqual(slack);
  });

  test('in Russian and in American odds the history and the printed coupon list the bonus bet as the slip wrote it: a multiplier, not a price (QA13 #5)', async ({ page }) => {
    const { id, bonusOdds } = await placeExpressWithBonusBet(page, 'American (+150)');
    // QA13 #5: not as an American price ("-3333") but as the multiplier it is
    expect(bonusOdds).toMatch(/^×1\.\d{2} \(\+\d+%\)$/);
    // Russian writes the percent its way ("+3 %")
    const bonusRu = bonusOdds.replace(/%\)$/, '\u00a0%)');

    await page.goto('/ru/office/history');
    const item = page.getByRole('list', { name: 'Сделанные ставки' }).getByRole('listitem', { name: `Купон № ${id}` });
    await expect(item.getByRole('list').getByRole('listitem').last()).toHaveText(
      `Бонусная ставка: Бонусный коэффициент для экспресса из 3 и более событий · ${bonusRu}`,
    );

    await page.goto(`/ru/print-coupon/${id}`);
    const bonusRow = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('cell', { name: 'Бонусная ставка', exact: true }) });
    await expect(bonusRow.getByRole('cell')).toHaveText(['Бонусная ставка', 'Бонусный коэффициент для экспресса из 3 и более событий', bonusRu]);
    expect(await printedOdds(page)).toHaveLength(4);
  });

  // QA9: an express placed with a hyper-bonus showed it in the slip and the success coupon, but the bet history and
  // the printed coupon left it out, so the player could not see there what they were promised.
  test('an express placed with a hyper-bonus shows it in the history and on the printed coupon as the slip and the success coupon did', async ({ page }) => {
    const { id, percent, bonus, total } = await placeExpressWithHyperBonus(page);

    await slip(page).getByRole('status', { name: 'Bet accepted' }).getByRole('link', { name: 'Bet history' }).click();
    const item = page.getByRole('list', { name: 'Placed bets' }).getByRole('listitem', { name: `Coupon № ${id}` });
    await expect(item).toContainText(`Hyper-bonus (${percent}%): ${bonus} · Total with hyper-bonus: ${total}`);

    await item.getByRole('link', { name: `Print coupon № ${id}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/en/print-coupon/${id}$`));
    const coupon = page.getByRole('article', { name: `Coupon № ${id}` });
    await expect(summaryValue(coupon, `Hyper-bonus (${percent}%)`)).toHaveText(bonus);
    await expect(summaryValue(coupon, 'Total with hyper-bonus')).toHaveText(total);
    // The possible win stays without it, as in the slip: the two add up to the total.
    const win = moneyOf(await summaryValue(coupon, 'Possible win').innerText());
    expect(win + moneyOf(bonus)).toBeCloseTo(moneyOf(total), 2);
  });

  test('in Russian the history and the printed coupon name the hyper-bonus and write its money as Russian does', async ({ page }) => {
    const { id, percent, bonus, total } = await placeExpressWithHyperBonus(page);
    // The same figures in the page's Russian money format (formatMoney: cents only when there are any).
    const ru = (en: string) =>
      page.evaluate((value) => {
        const digits = Math.round(value * 100) % 100 === 0 ? 0 : 2;
        return value.toLocaleString('ru', { minimumFractionDigits: digits, maximumFractionDigits: 2 });
      }, moneyOf(en));
    const [bonusRu, totalRu] = [await ru(bonus), await ru(total)];
    // Grouped by a space and with a decimal comma, as Russian writes money (the stake of 10,000 makes it thousands).
    expect(bonusRu).toMatch(/^\d{1,3}(\s\d{3})+(,\d{2})?$/);
    // QA12 #9: the percent as Russian writes it ("5 %").
    const percentRu = await page.evaluate((p) => new Intl.NumberFormat('ru', { style: 'percent', maximumFractionDigits: 2 }).format(Number(p) / 100), percent);
    expect(percentRu).toMatch(/^[\d,]+\s%$/);

    await page.goto('/ru/office/history');
    const item = page.getByRole('list', { name: 'Сделанные ставки' }).getByRole('listitem', { name: `Купон № ${id}` });
    await expect(item).toContainText(`Гипербонус (${percentRu}): +${bonusRu} RUB · Итого с гипербонусом: ${totalRu} RUB`);

    await page.goto(`/ru/print-coupon/${id}`);
    const coupon = page.getByRole('article', { name: `Купон № ${id}` });
    await expect(summaryValue(coupon, `Гипербонус (${percentRu})`)).toHaveText(`+${bonusRu} RUB`);
    await expect(summaryValue(coupon, 'Итого с гипербонусом')).toHaveText(`${totalRu} RUB`);
  });
});
