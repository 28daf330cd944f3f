import { expect, test } from '@playwright/test';
import { headerBalance, pickTotals, slip } from './slip-support';
import { visit } from './support';

// QA15: the slip's stakes and limits against spec 000 §5 and §9.
test.describe('bet slip stakes and limits (QA15)', () => {
  // Minimum for express only, maximum for single only (spec 000 §5: each limit only for the listed types).
  const listed = { signedIn: true, balance: 1_000_000, configGroups: { coupon: { minBetTypes: [1], maxBetTypes: [0] } } };

  test('QA15 #1: a single with no minimum listed says "Stake up to 100,000" and a stake of 5 is placed', async ({ page }) => {
    await visit(page, '/en/line/all', listed);
    await pickTotals(page, 1);
    await expect(slip(page).getByText(/^Stake up to 100,000$/)).toBeVisible();
    await expect(slip(page).getByText(/^Stake from 0/)).toHaveCount(0);
    await slip(page).getByRole('spinbutton', { name: /^Stake, RUB/ }).fill('5');
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(slip(page).getByRole('status', { name: 'Bet accepted' })).toContainText('· 5 RUB ·');
  });

  test('QA15 #1: ru: no minimum reads "Сумма до 100 000"', async ({ page }) => {
    await visit(page, '/ru/line/all', listed);
    await page.getByRole('main').getByRole('group', { name: 'Рынок Тотал' }).getByRole('button').and(page.locator(':enabled')).first().click();
    await expect(page.getByRole('complementary', { name: 'Купон' }).getByText(/^Сумма до 100\s000$/)).toBeVisible();
  });

  test('QA15 #1: an express with no maximum listed is placed at 200,000; below its minimum it is refused with the currency', async ({ page }) => {
    await visit(page, '/en/line/all', listed);
    await pickTotals(page, 3);
    await expect(slip(page).getByText(/^Stake from 10$/)).toBeVisible();
    const stake = slip(page).getByRole('spinbutton', { name: /^Stake, RUB/ });
    await stake.fill('5');
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(slip(page).getByRole('alert')).toContainText('The minimum stake is 10 RUB.');
    await stake.fill('200000');
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(slip(page).getByRole('status', { name: 'Bet accepted' })).toContainText('· 200,000 RUB ·');
  });

  test('QA15 #2: a chain block staked below the minimum is refused with its block named; typed above its cap it is refused and keeps its stake', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 3);
    await slip(page).getByRole('combobox', { name: 'Bet type' }).selectOption({ label: 'Chain' });
    const block2 = slip(page).getByRole('spinbutton', { name: 'Stake on block 2' });
    await block2.fill('50');
    await expect(block2).toHaveValue('50');
    const cap = (await slip(page).getByText(/^up to [\d,.]+ \(block 1 odds × its stake\)$/).textContent())!.match(/up to ([\d,.]+)/)![1]!;
    await block2.fill('1000000');
    await expect(slip(page).getByRole('alert')).toContainText(`Block 2 can stake at most ${cap} RUB (block 1 odds × its stake): its stake is unchanged.`);
    await expect(block2).toHaveValue('50');
    await block2.fill('5');
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(slip(page).getByRole('alert')).toContainText('Block 2: the minimum stake is 10 RUB.');
    await expect(slip(page).getByRole('status', { name: 'Bet accepted' })).toHaveCount(0);
    await expect(headerBalance(page)).toContainText('25,000');
  });

  test('QA15 #4: a single below the minimum is marked on its field, the others are placed and it stays with the reason', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 3);
    await slip(page).getByRole('combobox', { name: 'Bet type' }).selectOption({ label: 'Multiple singles' });
    const stakes = slip(page).getByRole('spinbutton', { name: /^Stake on / });
    await expect(stakes).toHaveCount(3);
    const low = stakes.nth(1);
    const lowName = (await slip(page).getByRole('list', { name: 'Selections' }).getByRole('listitem').nth(1).getAttribute('aria-label'))!;
    await low.fill('5');
    await expect(low).toHaveAttribute('aria-invalid', 'true');
    await expect(low).toHaveAccessibleDescription('Below the minimum stake of 10 RUB: this single will not be placed. Stake from 10 to 100,000');
    await expect(stakes.nth(0)).toHaveAccessibleDescription('Stake from 10 to 100,000');
    await expect(stakes.nth(0)).not.toHaveAttribute('aria-invalid', 'true');
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    const result = slip(page).getByRole('status', { name: 'Singles placed' });
    await expect(result.getByRole('heading', { name: '2 of 3 singles placed' })).toBeVisible();
    await expect(result.getByRole('listitem', { name: lowName })).toContainText('Not placed: the stake is outside the limits for this bet');
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();
  });

  test('QA15 #4: every single below the minimum: nothing is sent and the refusal says how many', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 2);
    await slip(page).getByRole('combobox', { name: 'Bet type' }).selectOption({ label: 'Multiple singles' });
    const stakes = slip(page).getByRole('spinbutton', { name: /^Stake on / });
    await stakes.nth(0).fill('5');
    await stakes.nth(1).fill('5');
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(slip(page).getByRole('alert')).toContainText(
      'The stakes of 2 singles are outside the limits (from 10 to 100,000 RUB): they are marked in the slip.',
    );
    await expect(headerBalance(page)).toContainText('25,000');
  });

  test('QA15 #9: a system says the stake of each line, and when it does not divide evenly', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 4);
    await slip(page).getByRole('combobox', { name: 'Bet type' }).selectOption({ label: 'System' });
    await expect(slip(page).getByRole('combobox', { name: 'System' })).toHaveValue('2');
    await expect(slip(page).getByText(/^Lines: 6 · 25 RUB a line$/)).toBeVisible();
    await slip(page).getByRole('spinbutton', { name: /^Stake, RUB/ }).fill('250');
    await expect(slip(page).getByText(/^Lines: 6 · about 41\.67 RUB a line \(250 RUB does not divide evenly into 6\)$/)).toBeVisible();
  });

  test('QA15 #9: ru: the stake per line in Russian money format', async ({ page }) => {
    await visit(page, '/ru/line/all', { signedIn: true });
    const groups = page.getByRole('main').getByRole('group', { name: 'Рынок Тотал' });
    for (let i = 0; i < 4; i++) await groups.nth(i).getByRole('button').and(page.locator(':enabled')).first().click();
    const slipRu = page.getByRole('complementary', { name: 'Купон' });
    await slipRu.getByRole('combobox', { name: 'Тип ставки' }).selectOption({ label: 'Система' });
    await slipRu.getByRole('spinbutton', { name: /^Сумма ставки/ }).fill('250');
    await expect(slipRu.getByText(/^Вариантов: 6 · около 41,67 RUB на вариант \(250 RUB не делится на 6 поровну\)$/)).toBeVisible();
  });

  test('QA15 #10: the maximum stake refusal names the currency (EUR account)', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 1);
    await slip(page).getByRole('combobox', { name: 'Pay from' }).selectOption({ label: 'Extra currency · EUR € — 120.50' });
    await slip(page).getByRole('spinbutton', { name: /^Stake/ }).fill('1000000');
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(slip(page).getByRole('alert')).toContainText('The maximum stake is 2,500 EUR.');
  });
});
