import { expect, test } from '@playwright/test';
import { headerBalance, pickTotals, slip } from './slip-support';
import { visit } from './support';

test.describe('bet slip', () => {
  test('three selections of 1.1 or more make an express with the bonus bet offered', async ({ page }) => {
    await visit(page, '/en/line/all');
    await pickTotals(page, 1);
    await expect(slip(page).getByText('Bet type: Single')).toBeVisible();
    await pickTotals(page, 2);
    await expect(slip(page).getByRole('combobox', { name: 'Bet type' })).toHaveValue('1');
    await expect(slip(page).getByRole('listitem', { name: 'Bonus bet' })).toHaveCount(0);
    await pickTotals(page, 3);
    await expect(slip(page).getByRole('listitem', { name: 'Bonus bet' })).toBeVisible();
    await expect(slip(page).getByRole('combobox', { name: 'Bet type' })).toHaveValue('1');
  });

  test('the coupon config group switches the bonus bet and bankers off (spec 000 §4–§5)', async ({ page }) => {
    await visit(page, '/en/line/all', { configGroups: { coupon: { bonusBetEnabled: false, systemBankerEnabled: false } } });
    await pickTotals(page, 3);
    await expect(slip(page).getByRole('combobox', { name: 'Bet type' })).toHaveValue('1');
    await expect(slip(page).getByRole('listitem', { name: 'Bonus bet' })).toHaveCount(0);
    await slip(page).getByRole('combobox', { name: 'Bet type' }).selectOption({ label: 'System' });
    await expect(slip(page).getByText('Lines: 3')).toBeVisible();
    await expect(slip(page).getByRole('checkbox', { name: 'Choose bankers' })).toHaveCount(0);
  });

  test('system 2/3 shows 3 lines', async ({ page }) => {
    await visit(page, '/en/line/all');
    await pickTotals(page, 3);
    await slip(page).getByRole('combobox', { name: 'Bet type' }).selectOption({ label: 'System' });
    const system = slip(page).getByRole('combobox', { name: 'System' });
    await expect(system).toHaveValue('2');
    await expect(system.getByRole('option', { name: '2/3 (3 lines)' })).toHaveCount(1);
    await expect(slip(page).getByText('Lines: 3')).toBeVisible();
    await expect(slip(page).getByRole('checkbox', { name: 'Choose bankers' })).toBeVisible();
  });

  test('placing a bet shows the success coupon, lowers the balance and lists the bet in office/history', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await expect(headerBalance(page)).toContainText('25,000');
    await pickTotals(page, 2);
    await slip(page).getByRole('button', { name: 'Place bet' }).dblclick();
    const success = slip(page).getByRole('status', { name: 'Bet accepted' });
    await expect(success).toBeVisible();
    const id = (await success.getByText(/Coupon № \d+/).textContent())!.match(/\d+/)![0];
    await expect(headerBalance(page)).toContainText('24,850');
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (0)' })).toBeVisible();

    await success.getByRole('link', { name: 'Bet history' }).click();
    await expect(page).toHaveURL(/\/en\/office\/history$/);
    const history = page.getByRole('list', { name: 'Placed bets' });
    // A double click placed one bet.
    await expect(history.getByRole('listitem', { name: /^Coupon № / })).toHaveCount(1);
    const item = history.getByRole('listitem', { name: `Coupon № ${id}` });
    await expect(item).toContainText('Pending');
    await expect(item).toContainText('Express');

    await item.getByRole('link', { name: `Print coupon № ${id}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/en/print-coupon/${id}$`));
    await expect(page.getByRole('heading', { name: `Coupon № ${id}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  test('multiple singles stand one by one: those the balance covers are placed, the rest stay in the slip with the reason', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await expect(headerBalance(page)).toContainText('25,000');
    await pickTotals(page, 3);
    await slip(page).getByRole('combobox', { name: 'Bet type' }).selectOption({ label: 'Multiple singles' });
    const stakes = slip(page).getByRole('spinbutton', { name: /^Stake on / });
    await expect(stakes).toHaveCount(3);
    const selections = slip(page).getByRole('list', { name: 'Selections' }).getByRole('listitem');
    const refusedName = (await selections.nth(1).getAttribute('aria-label'))!;
    for (const [i, amount] of ['20000', '10000', '3000'].entries()) {
      await stakes.nth(i).fill(amount);
      await expect(stakes.nth(i)).toHaveValue(amount);
    }
    // Said before Place bet, not only in the result (QA12).
    await expect(slip(page).getByRole('status').filter({ hasText: 'more than the balance' })).toHaveText(
      /^The singles stake 33,000(\.00)? RUB in all, more than the balance, 25,000(\.00)? RUB: the singles that no longer fit, in the slip's order, will not be placed\.$/,
    );
    await slip(page).getByRole('button', { name: 'Place bet' }).dblclick();

    const result = slip(page).getByRole('status', { name: 'Singles placed' });
    await expect(result.getByRole('heading', { name: '2 of 3 singles placed' })).toBeVisible();
    await expect(result.getByRole('listitem', { name: refusedName })).toContainText(
      'Not placed: not enough money left after the singles before it',
    );
    // Each named with its coupon (QA10 16).
    await expect(result.getByRole('link', { name: /^Print coupon № \d+$/ })).toHaveCount(2);
    // Only the stakes that stood were charged; the refused single stays in the slip at its stake.
    await expect(headerBalance(page)).toContainText('2,000');
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();
    await expect(slip(page).getByRole('list', { name: 'Selections' }).getByRole('listitem', { name: refusedName })).toBeVisible();
    await expect(slip(page).getByRole('spinbutton', { name: /^Stake/ })).toHaveValue('10,000');

    await result.getByRole('link', { name: 'Bet history' }).click();
    const history = page.getByRole('list', { name: 'Placed bets' });
    // A double click placed each single once.
    await expect(history.getByRole('listitem', { name: /^Coupon № / })).toHaveCount(2);
    await expect(history.getByRole('listitem', { name: /^Coupon № / }).first()).toContainText('Single');
  });

  test('selections of one game cannot be combined (spec 000 §5: dependent, so locked): the express is refused with a reason on each; as multiple singles both are placed', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await page.getByRole('main').getByRole('listitem', { name: / – / }).first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'All markets' })).toBeVisible();
    // The result ("1", "X" or "2") and a total of the same game: two markets, one game.
    for (const market of [/^Market (1X2|12)$/, /^Market Total /]) {
      const group = page.getByRole('main').getByRole('group', { name: market }).first();
      await group.getByRole('button', { pressed: false }).and(page.locator(':enabled')).first().click();
      await expect(group.getByRole('button', { pressed: true })).toHaveCount(1);
    }
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (2)' })).toBeVisible();
    await expect(slip(page).getByRole('combobox', { name: 'Bet type' })).toHaveValue('1');
    const selections = slip(page).getByRole('list', { name: 'Selections' }).getByRole('listitem');
    const reason = "Can't be combined with another selection from the same game: remove one or place them as singles";
    await expect(selections).toHaveCount(2);
    for (const i of [0, 1]) await expect(selections.nth(i)).toContainText(reason);

    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(slip(page).getByRole('alert')).toContainText("Selections from the same game can't be combined in one bet (2 marked in the slip)");
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (2)' })).toBeVisible();
    await expect(headerBalance(page)).toContainText('25,000');

    // The type stays the player's choice: multiple singles place each selection as a bet of its own.
    await slip(page).getByRole('combobox', { name: 'Bet type' }).selectOption({ label: 'Multiple singles' });
    await expect(slip(page).getByText(reason)).toHaveCount(0);
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    const result = slip(page).getByRole('status', { name: 'Singles placed' });
    await expect(result.getByRole('heading', { name: '2 of 2 singles placed' })).toBeVisible();
    await expect(headerBalance(page)).toContainText('24,700');
  });

  test('a reload keeps the slip', async ({ page }) => {
    await visit(page, '/en/line/all');
    await pickTotals(page, 2);
    await slip(page).getByRole('button', { name: /^Raise the stake/ }).click();
    await page.reload();
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (2)' })).toBeVisible();
    await expect(slip(page).getByRole('spinbutton', { name: /^Stake/ })).toHaveValue('250');
    await expect(page.getByRole('main').getByRole('button', { pressed: true })).toHaveCount(2);
  });

  test('a failed placement keeps the slip and shows main_error', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true, fail: ['placement'] });
    await pickTotals(page, 2);
    const before = await slip(page).getByRole('list', { name: 'Selections' }).textContent();
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    const alert = slip(page).getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Error' })).toBeVisible();
    // No answer: the bet may have been placed, so the slip says to check before changing it (QA11 #5), and keeps it.
    await expect(alert).toContainText('the bet may have been placed');
    await expect(alert).not.toContainText('Nothing was charged');
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (2)' })).toBeVisible();
    expect(await slip(page).getByRole('list', { name: 'Selections' }).textContent()).toBe(before);
    await expect(headerBalance(page)).toContainText('25,000');
  });

  test('live odds move in place: a moved price says up or down in its name and its mark', async ({ page }) => {
    await visit(page, '/en/live/all');
    const moved = page.getByRole('main').getByRole('button', { name: /, odds went (up|down)$/ }).first();
    await expect(moved).toBeVisible({ timeout: 15_000 });
    await expect(moved).toHaveText(/[▲▼]$/);
  });

  test('a bet from the bonus account lowers the bonus balance in the header; the main account keeps its money', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true, activeAccountId: 5002 });
    const balance = page.getByRole('banner').getByRole('button', { name: /^Balance/ });
    await expect(balance).toContainText('1,500');
    await pickTotals(page, 1);
    const amount = Number(await slip(page).getByRole('spinbutton', { name: /^Stake/ }).inputValue());
    expect(amount).toBeGreaterThan(0);
    // spec 000 §5: no maximum on the bonus account, so no "to ∞" and no VIP bet above a maximum (QA).
    await expect(slip(page).getByText(/^Stake from 10$/)).toBeVisible();
    await expect(slip(page).getByText('∞')).toHaveCount(0);
    await expect(slip(page).getByRole('checkbox', { name: /VIP/ })).toHaveCount(0);
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(slip(page).getByRole('status', { name: 'Bet accepted' })).toBeVisible();
    await expect(balance).toContainText((1_500 - amount).toLocaleString('en'));
    await balance.click();
    const menu = page.getByRole('menu', { name: 'Your accounts' });
    await expect(menu.getByRole('menuitemradio', { name: /Main/ })).toContainText('25,000');
    // A reload reads the accounts from the (fake) server: the same money.
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(balance).toContainText((1_500 - amount).toLocaleString('en'));
  });

  test('a live price off screen is drawn when its row scrolls into view, at the line\'s newest price', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, '/en/live/all', { feedRate: 1020 });
    await expect(page.getByRole('main').getByRole('listitem', { name: / – / }).first()).toBeVisible();
    await page.waitForFunction(() => (window as unknown as { __fakeLineFeed?: unknown }).__fakeLineFeed);
    // Record what the feed says of every outcome, as the line model hears it.
    await page.evaluate(() => {
      const w = window as unknown as { __latest: Record<string, { coef: number; locked: boolean }>; __fakeLineFeed: { subscribe(l: (b: { type: string; outcomeId?: string; coef?: number; isBlocked?: boolean }[]) => void): void } };
      w.__latest = {};
      w.__fakeLineFeed.subscribe((batch) => {
        for (const u of batch) if (u.type === 'odds' && u.outcomeId) w.__latest[u.outcomeId] = { coef: u.coef!, locked: Boolean(u.isBlocked) };
      });
    });
    // A price at two decimals as the cell writes it: half-cents round up as they read (2.675 → 2.68, where toFixed gives 2.67).
    const twoDecimals = (coef: number) => Number(`${Math.round(Number(`${coef}e2`))}e-2`).toFixed(2);
    const shows = (text: string, latest: { coef: number; locked: boolean }) => (latest.locked ? text === 'Locked' : text.startsWith(twoDecimals(latest.coef)));
    // A cell two screens below, drawn with a price the feed has moved since: it still shows what it showed.
    const found = await page.waitForFunction(
      () => {
        const w = window as unknown as { __latest: Record<string, { coef: number; locked: boolean }> };
        for (const cell of document.querySelectorAll<HTMLElement>('main [data-outcome-id]')) {
          if (cell.getBoundingClientRect().top < window.innerHeight * 3) continue;
          const latest = w.__latest[cell.dataset.outcomeId!];
          const text = cell.lastElementChild?.textContent ?? '';
          const shown = Number(`${Math.round(Number(`${latest?.coef}e2`))}e-2`).toFixed(2);
          // A cell drawn with a price (a cell that says Locked may be one the line made dependent, which no move unlocks).
          if (latest && !latest.locked && /^\d/.test(text) && !text.startsWith(shown)) return { id: cell.dataset.outcomeId!, text };
        }
        return null;
      },
      null,
      { timeout: 20_000 },
    );
    const { id, text: before } = (await found.jsonValue())!;
    const cell = page.getByRole('main').locator(`[data-outcome-id="${id}"]`);
    // Frames pass (the feed's moves are drawn once a frame) and the cell off screen is still not redrawn.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
    expect(await cell.evaluate((el) => el.lastElementChild?.textContent)).toBe(before);
    await cell.scrollIntoViewIfNeeded();
    await expect(cell).toBeInViewport();
    await expect
      .poll(async () => {
        const [text, latest] = await cell.evaluate((el) => [el.lastElementChild?.textContent ?? '', (window as unknown as { __latest: Record<string, { coef: number; locked: boolean }> }).__latest[el.getAttribute('data-outcome-id')!]!] as const);
        return shows(text, latest);
      })
      .toBe(true);
    await expect(cell).toHaveAccessibleName(/, odds went (up|down)$|: Locked/);
  });

  test('desktop game rows: top events fill the main column, every row one line of odds of one height', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, '/en');
    const rows = page.getByRole('main').getByRole('region', { name: 'Top events' }).getByRole('listitem', { name: / – / });
    await expect(rows.first()).toBeVisible();
    const boxes = await rows.evaluateAll((items) =>
      items.map((item) => {
        const row = item.getBoundingClientRect();
        const cells = [...item.querySelectorAll('button')].map((b) => b.getBoundingClientRect());
        return { width: row.width, height: row.height, inside: cells.every((c) => c.right <= row.right + 1 && c.top >= row.top && c.bottom <= row.bottom) };
      }),
    );
    expect(boxes.length).toBeGreaterThan(5);
    for (const box of boxes) expect(box).toEqual({ width: expect.any(Number), height: boxes[0]!.height, inside: true });
    expect(Math.min(...boxes.map((b) => b.width))).toBeGreaterThan(700);
  });

  test('phone game rows (390×844): the line fits the window, a tapped odd goes to the slip, the balance shows', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/en/line/all', { signedIn: true });
    const odd = page.getByRole('main').getByRole('group', { name: 'Market Total' }).first().getByRole('button').first();
    await expect(odd).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // Clicked where it is drawn: Playwright checks that the point hits the cell (it used to hit <html>).
    await expect(odd).toBeInViewport();
    await odd.click();
    await expect(odd).toHaveAttribute('aria-pressed', 'true');
    // The slip sits below the list on a phone; the quick coupon at the window's foot counts for it.
    await expect(page.getByRole('region', { name: 'Quick bet slip' }).getByRole('button', { name: /^Bet slip \(1\)/ })).toBeInViewport();
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (1)' })).toBeAttached();
    await expect(headerBalance(page)).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('live odds: a game page lists every market, and a click toggles the odd (aria-pressed)', async ({ page }) => {
    await visit(page, '/en/live/all');
    const firstGame = page.getByRole('main').getByRole('listitem', { name: / – / }).first();
    await firstGame.getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'All markets' })).toBeVisible();
    const odd = page.getByRole('main').getByRole('button', { pressed: false }).and(page.locator(':enabled')).first();
    const outcome = await odd.getAttribute('data-outcome-id');
    await odd.click();
    const same = page.locator(`[data-outcome-id="${outcome}"]`);
    await expect(same).toHaveAttribute('aria-pressed', 'true');
    await same.click();
    await expect(same).toHaveAttribute('aria-pressed', 'false');
  });

  test('a placed bet settles over fake time and the history shows its status and payout', async ({ page }) => {
    await page.clock.install();
    // no limits: the demo player's 30-minute reality check would remind (a dialog) during the 6 hours below
    await visit(page, '/en/live/all', { signedIn: true, rgLimits: [] });
    await pickTotals(page, 1);
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    const success = slip(page).getByRole('status', { name: 'Bet accepted' });
    const id = (await success.getByText(/Coupon № \d+/).textContent())!.match(/\d+/)![0];
    await slip(page).getByRole('tab', { name: 'My bets' }).click();
    const item = slip(page).getByRole('listitem', { name: `Coupon № ${id}` });
    await expect(item).toContainText('Status: Pending');
    // Every live game is over within the longest sport's playing time (3 h).
    await page.clock.fastForward('06:00:00');
    // The history is read afresh whenever the player opens it.
    await slip(page).getByRole('tab', { name: /^Bet slip/ }).click();
    await slip(page).getByRole('tab', { name: 'My bets' }).click();
    await expect(item).toContainText(/Status: (Won|Lost|Returned)/);
    await expect(item).toContainText(/Paid out: [\d,.]+ RUB/);
    await expect(item).toContainText(/final score \d+:\d+/);
  });

  test('a chain has a stake input per later block, capped by the previous block odds × its stake', async ({ page }) => {
    await visit(page, '/en/line/all');
    await pickTotals(page, 2);
    await slip(page).getByRole('combobox', { name: 'Bet type' }).selectOption({ label: 'Chain' });
    const block2 = slip(page).getByRole('spinbutton', { name: 'Stake on block 2' });
    await expect(block2).toBeVisible();
    const hint = slip(page).getByText(/^up to [\d,.]+ \(block 1 odds × its stake\)$/);
    await expect(hint).toBeVisible();
    const maxText = (await hint.textContent())!.match(/up to ([\d,.]+)/)![1]!;
    const max = Number(maxText.replace(/,/g, ''));
    // Unset, the block reinvests the whole return of block 1, written as its hint writes it (QA10 7: "328.38").
    await expect(block2).toHaveValue(maxText);
    await block2.fill(String(Math.ceil(max + 1)));
    await expect(slip(page).getByRole('alert')).toContainText(`Block 2 can stake at most ${maxText} RUB`);
    await expect(block2).toHaveValue(maxText);
    await block2.fill('100');
    await expect(block2).toHaveValue('100');
    // Raising block 1's stake raises block 2's cap.
    await slip(page).getByRole('button', { name: /^Raise the stake/ }).click();
    const raised = Number((await hint.textContent())!.match(/up to ([\d,.]+)/)![1]!.replace(/,/g, ''));
    expect(raised).toBeGreaterThan(max);
    // A later block has quick stakes too; they add through its field, so its cap holds them as it holds typing.
    await block2.fill('1');
    await slip(page).getByRole('button', { name: '+100 RUB to the stake on Block 2' }).click();
    await expect(block2).toHaveValue('101');
    await slip(page).getByRole('button', { name: '+1,000 RUB to the stake on Block 2' }).click();
    await expect(slip(page).getByRole('alert')).toContainText('Block 2 can stake at most');
    await expect(block2).toHaveValue('101');
  });

  test('a chain block holds several selections: moving one into block 2 leaves two blocks, and one block is refused', async ({ page }) => {
    await visit(page, '/en/line/all');
    await pickTotals(page, 3);
    await slip(page).getByRole('combobox', { name: 'Bet type' }).selectOption({ label: 'Chain' });
    const selections = slip(page).getByRole('list', { name: 'Selections' }).getByRole('listitem');
    const blockOf = (n: number) => selections.nth(n).getByRole('combobox', { name: 'Block' });
    await expect(blockOf(2)).toHaveValue('2');
    await expect(slip(page).getByRole('spinbutton', { name: 'Stake on block 3' })).toBeVisible();
    await blockOf(2).selectOption({ label: 'Block 2' });
    await expect(blockOf(2)).toHaveValue('1');
    await expect(slip(page).getByRole('spinbutton', { name: 'Stake on block 3' })).toHaveCount(0);
    await expect(slip(page).getByRole('spinbutton', { name: 'Stake on block 2' })).toBeVisible();
    // All three in one block would be an express: refused, with a message, and nothing moves.
    await blockOf(0).selectOption({ label: 'Block 2' });
    await expect(slip(page).getByRole('alert')).toContainText('A chain needs at least two blocks.');
    await expect(blockOf(0)).toHaveValue('0');
  });

  test('"Stake the maximum" stakes no more than the balance, and + stops at the maximum stake', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true, balance: 5000 });
    await pickTotals(page, 1);
    const stake = slip(page).getByRole('spinbutton', { name: /^Stake/ });
    await expect(slip(page).getByText(/^Stake from [\d,]+ to 100,000$/)).toBeVisible();
    await slip(page).getByRole('checkbox', { name: 'Stake the maximum' }).check();
    // Amounts the slip sets are written as the page writes money (QA10 7).
    await expect(stake).toHaveValue('5,000');
    await slip(page).getByRole('checkbox', { name: 'Stake the maximum' }).uncheck();
    await stake.fill('99950');
    const raise = slip(page).getByRole('button', { name: /^Raise the stake/ });
    await raise.click();
    await expect(stake).toHaveValue('100,000');
    await raise.click();
    await expect(stake).toHaveValue('100,000');
  });

  test("the bookmaker's maximum stake is shown and enforced before sending", async ({ page }) => {
    await visit(page, '/en/live/all', { signedIn: true });
    await pickTotals(page, 1);
    // A live selection: the demo bookmaker caps it at 20,000.
    await expect(slip(page).getByText('Stake from 10 to 20,000')).toBeVisible();
    await slip(page).getByRole('spinbutton', { name: /^Stake/ }).fill('20001');
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(slip(page).getByRole('alert')).toContainText(/The maximum stake is 20,?000/);
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();
    await expect(headerBalance(page)).toContainText('25,000');
  });

  test('odds changed at placement: the player is asked; cancel keeps the slip, accept places at the new odds', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true, oddsMoves: 1 });
    await pickTotals(page, 1);
    await slip(page).getByText('Bet slip settings').click();
    await slip(page).getByRole('combobox', { name: 'When odds change' }).selectOption({ label: 'Ask me about any change' });
    const before = await slip(page).getByRole('list', { name: 'Selections' }).textContent();
    const question = slip(page).getByRole('alertdialog', { name: 'The odds have changed' });

    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();
    expect(await slip(page).getByRole('list', { name: 'Selections' }).textContent()).toBe(before);
    await expect(headerBalance(page)).toContainText('25,000');

    // The price stays moved in the line: asked again, and this time accepted.
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await question.getByRole('button', { name: 'Accept and place' }).click();
    await expect(slip(page).getByRole('status', { name: 'Bet accepted' })).toBeVisible();
    await expect(headerBalance(page)).toContainText('24,850');
  });

  test('the odds question follows the live feed: a price that moves again while it is open says so and shows the new price; accept places', async ({ page }) => {
    await visit(page, '/en/live/all', { signedIn: true, oddsMoves: 1, feedRate: 1020 });
    await slip(page).getByText('Bet slip settings').click();
    await slip(page).getByRole('combobox', { name: 'When odds change' }).selectOption({ label: 'Ask me about any change' });
    const odd = page.getByRole('main').getByRole('listitem', { name: / – / }).first().getByRole('button').and(page.locator(':enabled')).first();
    await odd.click();
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();
    const question = slip(page).getByRole('alertdialog', { name: 'The odds have changed' });
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(question).toBeVisible();
    const row = question.getByRole('listitem');
    const asked = await row.textContent();
    // The live feed moves this price within seconds (a thousand moves a second over the live games).
    await expect(question.getByRole('status')).toHaveText('The prices moved again while you were deciding: these are the prices now.', { timeout: 20_000 });
    await expect(row).not.toHaveText(asked!);
    // Accept places at the prices shown. The feed may move this price again between the click and the bookmaker's
    // check, and with "ask me about any change" the bookmaker then asks again (the right answer, seen in a full run):
    // accept again until it places.
    const accepted = slip(page).getByRole('status', { name: 'Bet accepted' });
    await expect(async () => {
      const accept = question.getByRole('button', { name: 'Accept and place' });
      if ((await accept.isVisible()) && (await accept.isEnabled())) await accept.click();
      await expect(accepted).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  });

  test('with one-click on, an odds change asks too: cancel places nothing, accept places the single', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true, oddsMoves: 1 });
    await slip(page).getByText('Bet slip settings').click();
    await slip(page).getByRole('combobox', { name: 'When odds change' }).selectOption({ label: 'Ask me about any change' });
    await slip(page).getByRole('checkbox', { name: 'One-click bet' }).check();
    const groups = page.getByRole('main').getByRole('group', { name: 'Market Total' });
    const odd = groups.first().getByRole('button').and(page.locator(':enabled')).first();
    const question = slip(page).getByRole('alertdialog', { name: 'The odds have changed' });

    await odd.click();
    await expect(question).toContainText('Your one-click bet was not placed');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (0)' })).toBeVisible();
    await expect(headerBalance(page)).toContainText('25,000');

    await odd.click();
    await question.getByRole('button', { name: 'Accept and place' }).click();
    await expect(slip(page).getByRole('status', { name: 'Bet accepted' })).toBeVisible();
    await expect(headerBalance(page)).toContainText('24,850');
  });

  test('exact odds: the possible win uses them; cancel-on-score-change turns one-click off; emptying them turns it off too', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await slip(page).getByText('Bet slip settings').click();
    const oneClick = slip(page).getByRole('checkbox', { name: 'One-click bet' });
    await oneClick.check();
    const exact = slip(page).getByRole('spinbutton', { name: /Exact odds/ });
    const drop = slip(page).getByRole('checkbox', { name: /Cancel the bet if the score changes/ });
    await expect(drop).toHaveCount(0);
    await exact.fill('3.5');
    await drop.check();
    await expect(oneClick).not.toBeChecked();

    await pickTotals(page, 1);
    await expect(slip(page).getByText(/^525(\.00)? RUB$/)).toBeVisible();
    await page.reload();
    await expect(slip(page).getByText(/^525(\.00)? RUB$/)).toBeVisible();

    await slip(page).getByText('Bet slip settings').click();
    await expect(exact).toHaveValue('3.5');
    await exact.fill('');
    await expect(drop).toHaveCount(0);
    await expect(slip(page).getByText(/^525(\.00)? RUB$/)).toHaveCount(0);
  });

  test('QA12 #3: turning one-click on turns cancel-on-score-change off and empties the exact odds, so the two are never on together, after a reload too', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await slip(page).getByText('Bet slip settings').click();
    const oneClick = slip(page).getByRole('checkbox', { name: 'One-click bet' });
    const exact = slip(page).getByRole('spinbutton', { name: /Exact odds/ });
    const drop = slip(page).getByRole('checkbox', { name: /Cancel the bet if the score changes/ });
    await exact.fill('2.5');
    await drop.check();
    await oneClick.check();
    await expect(oneClick).toBeChecked();
    await expect(exact).toHaveValue('');
    await expect(drop).toHaveCount(0);

    await page.reload();
    await slip(page).getByText('Bet slip settings').click();
    await expect(oneClick).toBeChecked();
    await expect(exact).toHaveValue('');
    await expect(drop).toHaveCount(0);
  });

  test('exact odds bind only their coupon: odds not the coupon\'s are refused naming both, the slip shows them beside the possible win, and a placed coupon takes them away', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 2);
    const settings = slip(page).getByText('Bet slip settings', { exact: true });
    await settings.click();
    const exact = slip(page).getByRole('spinbutton', { name: /Exact odds/ });
    await exact.fill('50');
    await settings.click();
    await expect(exact).toBeHidden();
    // Shown where the possible win is, not only inside the closed settings.
    const shown = slip(page).getByRole('term').filter({ hasText: /^Exact odds$/ });
    await expect(shown).toBeVisible();
    await expect(slip(page).getByRole('definition').filter({ hasText: /^50\.00$/ })).toBeVisible();

    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    const alert = slip(page).getByRole('alert');
    await expect(alert).toContainText(/Your exact odds 50\.00 are not the coupon's odds \d+\.\d+/);
    await expect(headerBalance(page)).toContainText('25,000');
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (2)' })).toBeVisible();

    // At the coupon's own odds (as the message names them) the bet is accepted, and the odds go with the coupon.
    const own = (await alert.textContent())!.match(/coupon's odds (\d+\.\d+)/)![1]!;
    await settings.click();
    await exact.fill(own);
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(slip(page).getByRole('status', { name: 'Bet accepted' })).toBeVisible();
    await expect(headerBalance(page)).toContainText('24,850');
    await expect(exact).toHaveValue('');
    await expect(shown).toHaveCount(0);
  });

  test('system 2/3: the bet history says the possible win the slip said (the same maths, not the rounded odds)', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 3);
    await slip(page).getByRole('combobox', { name: 'Bet type' }).selectOption({ label: 'System' });
    const win = slip(page).getByRole('term').filter({ hasText: /^Possible win$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(win).toHaveText(/^[\d,.]+ RUB$/);
    const inSlip = (await win.textContent())!;
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    const success = slip(page).getByRole('status', { name: 'Bet accepted' });
    const id = (await success.getByText(/Coupon № \d+/).textContent())!.match(/\d+/)![0];
    await slip(page).getByRole('tab', { name: 'My bets' }).click();
    await expect(slip(page).getByRole('listitem', { name: `Coupon № ${id}` })).toContainText(`Possible win: ${inSlip}`);
  });

  test('QA: a bet paid in EUR says EUR on its success coupon, also after the player switches to the RUB account', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 1);
    await slip(page).getByRole('combobox', { name: 'Pay from' }).selectOption({ label: 'Extra currency · EUR € — 120.50' });
    await expect(slip(page).getByRole('spinbutton', { name: /^Stake/ })).toHaveValue('5');
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    const success = slip(page).getByRole('status', { name: 'Bet accepted' });
    await expect(success).toContainText(/· 5 EUR · Possible win: [\d.,]+ EUR/);
    await headerBalance(page).click();
    await page.getByRole('menu', { name: 'Your accounts' }).getByRole('menuitemradio', { name: /Main/ }).click();
    await expect(headerBalance(page)).toHaveText('25,000 RUB');
    await expect(success).toContainText(/· 5 EUR · Possible win: [\d.,]+ EUR/);
    await expect(success).not.toContainText('RUB');
  });

  test('the slip chooses the paying account and shows its balance; both can be hidden, and the slip can scroll away', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 1);
    const payFrom = slip(page).getByRole('combobox', { name: 'Pay from' });
    // QA: the main and the bonus account are both RUB; each option says the account's kind, currency and balance.
    await expect(payFrom.getByRole('option')).toHaveText(['Main · RUB ₽ — 25,000', 'Bonus · RUB ₽ — 1,500', 'Extra currency · EUR € — 120.50']);
    await expect(slip(page).getByText(/^Stake from 10 to 100,000$/)).toBeVisible();
    const stake = slip(page).getByRole('spinbutton', { name: /^Stake/ });
    await stake.fill('1000');
    await payFrom.selectOption({ label: 'Extra currency · EUR € — 120.50' });
    // QA: 1,000 typed in RUB is not staked as 1,000 EUR: another currency starts at its own initial stake.
    await expect(stake).toHaveValue('5');
    // The slip's choice is the header's active account, and the stake steps in its currency.
    await expect(headerBalance(page)).toHaveText('120.50 EUR');
    await expect(slip(page).getByRole('button', { name: /^Raise the stake by 2\.5/ })).toBeVisible();
    // QA: the limits are the EUR account's own, in EUR (they were the RUB figures, 10 to 100,000).
    await expect(slip(page).getByText(/^Stake from 0\.25 to 2,500$/)).toBeVisible();
    await expect(slip(page).getByText(/100,000/)).toHaveCount(0);

    await slip(page).getByText('Bet slip settings').click();
    // With balances hidden the accounts still differ, by kind and currency.
    await slip(page).getByRole('checkbox', { name: 'Show my balance in the slip' }).uncheck();
    await expect(payFrom.getByRole('option')).toHaveText(['Main · RUB ₽', 'Bonus · RUB ₽', 'Extra currency · EUR €']);
    await slip(page).getByRole('checkbox', { name: 'Show my balance in the slip' }).check();
    await slip(page).getByRole('checkbox', { name: 'Choose the paying account in the slip' }).uncheck();
    await expect(payFrom).toHaveCount(0);
    // The balance reads as the header's does (the currency once), then the account's kind.
    await expect(slip(page).getByText('Balance: 120.50 EUR · Extra currency')).toBeVisible();
    await slip(page).getByRole('checkbox', { name: 'Show my balance in the slip' }).uncheck();
    await expect(slip(page).getByText(/^Balance: /)).toHaveCount(0);

    await expect(slip(page)).toHaveCSS('position', 'sticky');
    await slip(page).getByRole('checkbox', { name: 'Keep the slip in view while scrolling' }).uncheck();
    await expect(slip(page)).toHaveCSS('position', 'static');
    await page.reload();
    await expect(slip(page)).toHaveCSS('position', 'static');
  });

  test('with the slip scrolled away, the quick coupon stands in for it and brings it back', async ({ page }) => {
    await visit(page, '/en/line/all');
    await pickTotals(page, 2);
    await slip(page).getByText('Bet slip settings').click();
    await slip(page).getByRole('checkbox', { name: 'Keep the slip in view while scrolling' }).uncheck();
    const quick = page.getByRole('region', { name: 'Quick bet slip' });
    await expect(quick).toHaveCount(0);
    await page.getByRole('main').getByRole('listitem').last().scrollIntoViewIfNeeded();
    await expect(quick.getByRole('button', { name: /^Bet slip \(2\) · Possible win [\d,.]+ RUB$/ })).toBeVisible();
    await quick.getByRole('button').click();
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (2)' })).toBeFocused();
    await expect(slip(page)).toBeInViewport();
    await expect(quick).toHaveCount(0);
  });

  test('promo codes: a code the bookmaker refuses says so and keeps the slip; one of the player codes places the bet', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    // QA17 #2: WELCOME10 is for an express of 3 or more.
    await pickTotals(page, 3);
    const typed = slip(page).getByRole('textbox', { name: 'Promo code' });
    await typed.fill('nope');
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(slip(page).getByRole('alert')).toContainText('Promo code NOPE is not valid');
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (3)' })).toBeVisible();
    await expect(typed).toHaveValue('nope');
    await expect(headerBalance(page)).toContainText('25,000');

    const mine = slip(page).getByRole('combobox', { name: 'My promo codes' });
    await mine.selectOption({ label: 'WELCOME10 — 10 % more on the net win of an express of 3 or more' });
    await expect(typed).toHaveValue('');
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(slip(page).getByRole('status', { name: 'Bet accepted' })).toBeVisible();
    await expect(headerBalance(page)).toContainText('24,850');
  });

  test('a half-typed or non-number stake never reaches the slip: the last stake stays, and the field keeps the text and says why until it is fixed', async ({ page }) => {
    await visit(page, '/en/line/all');
    await pickTotals(page, 1);
    const stake = slip(page).getByRole('spinbutton', { name: /^Stake/ });
    await expect(stake).toHaveValue('150');
    const win = slip(page).getByText(/^[\d,.]+ RUB$/).first();
    const before = await win.textContent();
    await stake.fill('');
    await stake.pressSequentially('-');
    const why = slip(page).getByRole('status').filter({ hasText: 'Enter an amount as a number' });
    await expect(why).toContainText('until then the stake stays 150');
    await expect(win).toHaveText(before!);
    await stake.blur();
    await expect(stake).toHaveValue('-');
    await expect(why).toBeVisible();
    await stake.fill('200');
    await expect(stake).toHaveValue('200');
    await expect(why).toHaveCount(0);
    await expect(win).not.toHaveText(before!);
    // Grouped thousands and the slip's currency are read as the player means them (they were 1, or refused).
    await stake.fill('1,000');
    await stake.blur();
    await expect(stake).toHaveValue('1,000');
    await expect(stake).toHaveAttribute('aria-valuenow', '1000');
    await stake.fill('250 RUB');
    await expect(stake).toHaveAttribute('aria-valuenow', '250');
  });

  test('print coupon: a history that failed to load says so with a retry, not "no such coupon"', async ({ page }) => {
    await visit(page, '/en/print-coupon/123456', { signedIn: true, failTimes: { history: 1 } });
    const alert = page.getByRole('alert').filter({ hasText: 'The bet history could not be loaded.' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(/123456/).first()).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
});
