import { expect, test, type Page } from '@playwright/test';
import { pickTotals, slip } from './slip-support';
import { visit } from './support';

// Loading a coupon by its code replaces the slip: over selections the player built it asks first.

/** Place an express of `count` totals and return its coupon code, with the slip empty again. */
async function placedCode(page: Page, count: number): Promise<string> {
  await pickTotals(page, count);
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  const success = slip(page).getByRole('status', { name: 'Bet accepted' });
  const code = (await success.getByText(/Coupon № \d+/).textContent())!.match(/\d+/)![0];
  await expect(slip(page).getByRole('tab', { name: 'Bet slip (0)' })).toBeVisible();
  return code;
}

const loadForm = (page: Page) => slip(page).getByRole('form', { name: 'Load a coupon by code' });

async function load(page: Page, code: string) {
  await loadForm(page).getByRole('textbox', { name: 'Coupon code' }).fill(code);
  await loadForm(page).getByRole('button', { name: 'Load' }).click();
}

test.describe('loading a coupon by code', () => {
  test('over selections the player built, the slip asks before it replaces them; no keeps the slip', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    const code = await placedCode(page, 3);
    // pickTotals picks from the top of the list: the slip's own pick is one of the placed coupon's games.
    await pickTotals(page, 1);
    const built = await slip(page).getByRole('list', { name: 'Selections' }).getByRole('listitem').first().getAttribute('aria-label');

    await load(page, code);
    const question = slip(page).getByRole('alertdialog', { name: `Replace your bet slip with coupon ${code}?` });
    await expect(question).toBeVisible();
    // QA13 #11: counted in words ("1 selection", "3 selections"), not "selection(s)".
    await expect(question).toContainText(`Coupon ${code} (Express) has 3 selections; it replaces the 1 selection in your slip now.`);
    await expect(question.getByRole('button', { name: 'Replace' })).toBeFocused();
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();

    await question.getByRole('button', { name: 'Keep my slip' }).click();
    await expect(question).toHaveCount(0);
    await expect(loadForm(page).getByRole('button', { name: 'Load' })).toBeFocused();
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();
    await expect(slip(page).getByRole('list', { name: 'Selections' }).getByRole('listitem').first()).toHaveAttribute('aria-label', built!);

    // Escape is no too.
    await load(page, code);
    await expect(question).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (1)' })).toBeVisible();

    await load(page, code);
    await question.getByRole('button', { name: 'Replace' }).click();
    await expect(question).toHaveCount(0);
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (3)' })).toBeVisible();
    await expect(slip(page).getByRole('combobox', { name: 'Bet type' })).toHaveValue('1');
  });

  test('QA13 #4: a system placed with a banker loads with its banker, so it is the coupon placed (3 lines, not 6)', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    await pickTotals(page, 4);
    await slip(page).getByRole('combobox', { name: 'Bet type' }).selectOption({ label: 'System' });
    await expect(slip(page).getByText('Lines: 6')).toBeVisible();
    await slip(page).getByRole('checkbox', { name: 'Choose bankers' }).check();
    const selections = slip(page).getByRole('list', { name: 'Selections' }).getByRole('listitem');
    await selections.nth(1).getByRole('checkbox', { name: 'Banker' }).check();
    await expect(slip(page).getByText('Lines: 3')).toBeVisible();
    const banker = await selections.nth(1).getAttribute('aria-label');
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    const success = slip(page).getByRole('status', { name: 'Bet accepted' });
    const code = (await success.getByText(/Coupon № \d+/).textContent())!.match(/\d+/)![0];
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (0)' })).toBeVisible();

    await load(page, code);
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (4)' })).toBeVisible();
    await expect(slip(page).getByRole('combobox', { name: 'Bet type' })).toHaveValue('2');
    await expect(slip(page).getByRole('checkbox', { name: 'Choose bankers' })).toBeChecked();
    await expect(selections.filter({ has: page.getByRole('checkbox', { name: 'Banker', checked: true }) })).toHaveCount(1);
    await expect(selections.filter({ has: page.getByRole('checkbox', { name: 'Banker', checked: true }) })).toHaveAttribute('aria-label', banker!);
    await expect(slip(page).getByText('Lines: 3')).toBeVisible();
  });

  test('into an empty slip the coupon loads at once, and survives a reload', async ({ page }) => {
    await visit(page, '/en/line/all', { signedIn: true });
    const code = await placedCode(page, 2);
    await load(page, code);
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (2)' })).toBeVisible();
    await expect(slip(page).getByRole('alertdialog')).toHaveCount(0);
    await page.reload();
    await expect(slip(page).getByRole('tab', { name: 'Bet slip (2)' })).toBeVisible();
  });
});
