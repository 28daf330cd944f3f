import { expect, test, type Page } from '@playwright/test';
import { slip } from './slip-support';
import { visit } from './support';

/** The slip summary's figures (a description list: its terms). */
const summaryTerm = (page: Page, name: string) => slip(page).getByRole('term').filter({ hasText: new RegExp(`^${name}$`) });

/**
 * Picks open prices of at least `min`, one per game, until the slip holds `count`: three of 5 or more make an
 * express whose anti-express would pay back no more than the stake (the product of the prices over ~91).
 */
async function pickLongPrices(page: Page, count: number, min: number) {
  const rows = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('button', { pressed: false }) });
  await expect(rows.first()).toBeVisible();
  let picked = 0;
  for (let i = 0; picked < count; i++) {
    const cells = rows.nth(i).getByRole('button', { pressed: false });
    const labels = await cells.evaluateAll((buttons) => buttons.map((b) => (b as HTMLButtonElement).disabled ? '' : (b.getAttribute('aria-label') ?? '')));
    const at = labels.findIndex((label) => Number(label.match(/: ([\d.]+)$/)?.[1]) >= min);
    if (at < 0) continue;
    await cells.nth(at).click();
    picked += 1;
    await expect(slip(page).getByRole('tab', { name: `Bet slip (${picked})` })).toBeVisible();
  }
}

test('QA17 #4: an anti-express no price is offered for says so before Place bet, shows no odds or win, and Place bet places nothing until the type changes', async ({ page }) => {
  await visit(page, '/en/line/all', { signedIn: true });
  await pickLongPrices(page, 3, 5);
  await slip(page).getByRole('combobox', { name: 'Bet type' }).selectOption({ label: 'Anti-express' });
  const notice = slip(page).getByRole('status').filter({ hasText: 'No anti-express is offered at these prices' });
  await expect(notice).toBeVisible();
  for (const term of ['Odds', 'Possible win']) await expect(summaryTerm(page, term)).toHaveCount(0);
  const place = slip(page).getByRole('button', { name: 'Place bet' });
  await expect(place).toHaveAttribute('aria-disabled', 'true');
  await expect(place).toHaveAccessibleDescription(/No anti-express is offered at these prices/);
  // Playwright waits for an aria-disabled button to be enabled before a click: the press a player can still make is dispatched.
  await place.dispatchEvent('click');
  await expect(slip(page).getByRole('alert')).toHaveCount(0);
  await expect(slip(page).getByRole('tab', { name: 'Bet slip (3)' })).toBeVisible();

  // An express of the same selections is offered: its figures come back and Place bet is active.
  await slip(page).getByRole('combobox', { name: 'Bet type' }).selectOption({ label: 'Express' });
  await expect(notice).toHaveCount(0);
  await expect(summaryTerm(page, 'Possible win')).toHaveCount(1);
  await expect(place).toHaveAttribute('aria-disabled', 'false');
});
