import { expect, test, type Page } from '@playwright/test';
import { pickTotals, slip } from './slip-support';
import { visit } from './support';

// QA15 #8: a chain's history item and printed coupon showed a flat list of its selections and only the first block's
// stake, so the player could not check its possible win. Each block is shown in play order with its selections and
// the stake the chain put on it as placed.

/** A chain of three line totals, each in its own block: block 2 staked 100, block 3 left to reinvest block 2's return. */
async function placeChain(page: Page) {
  await visit(page, '/en/line/all', { signedIn: true });
  await pickTotals(page, 3);
  await slip(page).getByRole('combobox', { name: 'Bet type' }).selectOption({ label: 'Chain' });
  await slip(page).getByRole('spinbutton', { name: 'Stake on block 2' }).fill('100');
  const block3 = slip(page).getByRole('spinbutton', { name: 'Stake on block 3' });
  await expect(block3).not.toHaveValue('');
  const block3Stake = await block3.inputValue();
  const games = await slip(page)
    .getByRole('list', { name: 'Selections' })
    .getByRole('listitem', { name: / – / })
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')!.match(/([^,:·]+ – [^,:·]+)/)![1]!.trim()));
  expect(games).toHaveLength(3);
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  const success = slip(page).getByRole('status', { name: 'Bet accepted' });
  await expect(success).toBeVisible();
  const id = (await success.getByText(/Coupon № \d+/).textContent())!.match(/\d+/)![0]!;
  return { id, games, block3Stake, success };
}

test('QA15 #8: the bet history lists a chain block by block, each with its selection and its stake as placed', async ({ page }) => {
  const { id, games, block3Stake, success } = await placeChain(page);
  await success.getByRole('link', { name: 'Bet history' }).click();
  const item = page.getByRole('main').getByRole('list', { name: 'Placed bets' }).getByRole('listitem', { name: `Coupon № ${id}` });
  const blocks = item.getByRole('group');
  await expect(blocks).toHaveCount(3);
  const titles = ['Block 1 · Stake 150 RUB', 'Block 2 · Stake 100 RUB', `Block 3 · Stake ${block3Stake} RUB`];
  for (const [i, title] of titles.entries()) {
    const block = item.getByRole('group', { name: title, exact: true });
    await expect(block).toBeVisible();
    await expect(block.getByRole('listitem')).toHaveCount(1);
    await expect(block.getByRole('listitem')).toContainText(games[i]!);
  }
});

test('QA15 #8: the printed coupon prints a chain block by block with each stake, in English and in Russian', async ({ page }) => {
  const { id, games, block3Stake } = await placeChain(page);
  await page.goto(`/en/print-coupon/${id}`);
  await expect(page.getByRole('heading', { name: `Coupon № ${id}` })).toBeVisible();
  const table = page.getByRole('table');
  const titles = ['Block 1 · Stake 150 RUB', 'Block 2 · Stake 100 RUB', `Block 3 · Stake ${block3Stake} RUB`];
  for (const [i, title] of titles.entries()) {
    const group = table.getByRole('rowgroup').filter({ has: page.getByRole('columnheader', { name: title, exact: true }).or(page.getByRole('rowheader', { name: title, exact: true })) });
    await expect(group).toHaveCount(1);
    await expect(group.getByRole('row')).toHaveCount(2);
    await expect(group).toContainText(games[i]!);
  }

  await page.goto(`/ru/print-coupon/${id}`);
  const ru = page.getByRole('table');
  await expect(ru.getByText('Блок 1 · Сумма 150 RUB', { exact: true })).toBeVisible();
  await expect(ru.getByText('Блок 2 · Сумма 100 RUB', { exact: true })).toBeVisible();
  await expect(ru.getByText(/^Блок 3 · Сумма [\d\s,.]+ RUB$/)).toBeVisible();
});
