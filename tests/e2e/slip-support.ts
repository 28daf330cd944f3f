import { expect, type Page } from '@playwright/test';

// The bet slip's locators and picks, shared by the slip's browser specs.

/** The balance button in the header (the slip's own settings also speak of a balance). */
export const headerBalance = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Balance/ });

/** The bet slip in the right column. */
export const slip = (page: Page) => page.getByRole('complementary', { name: 'Bet slip' });

/**
 * Pick odds of the "Total" market, one per game, until the slip holds `count`: totals are priced near
 * evens, so every pick is 1.1 or more. Games already picked, and odds locked at the moment, are skipped.
 */
export async function pickTotals(page: Page, count: number) {
  const groups = page.getByRole('main').getByRole('group', { name: 'Market Total' });
  await expect(groups.first()).toBeVisible();
  let picked = await groups.getByRole('button', { pressed: true }).count();
  for (let i = 0; picked < count; i++) {
    if ((await groups.nth(i).getByRole('button', { pressed: true }).count()) > 0) continue;
    const odd = groups.nth(i).getByRole('button', { pressed: false }).first();
    if (!(await odd.isEnabled())) continue;
    const coef = Number((await odd.getAttribute('aria-label'))?.match(/: ([\d.]+)/)?.[1]);
    expect(coef).toBeGreaterThanOrEqual(1.1);
    await odd.click();
    await expect(groups.nth(i).getByRole('button', { pressed: true })).toHaveCount(1);
    picked += 1;
  }
  await expect(slip(page).getByRole('tab', { name: `Bet slip (${count})` })).toBeVisible();
}
