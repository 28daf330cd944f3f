import { expect, test } from '@playwright/test';
import { pickTotals, slip } from './slip-support';
import { visit } from './support';

test.describe('QA16 #3: sports routes of spec 000 §2 that are not built yet say so, not that the line has nothing there', () => {
  for (const [what, path, title] of [
    ['multi-live', '/en/multi', 'Multi-live'],
    ['championship results', '/en/champs', 'Championship results'],
    ['one championship’s results', '/en/champs/1001', 'Championship results'],
    ['a team’s page', '/en/team/someteam', 'Team'],
    ['a top-events page type', '/en/top-events/some', 'Top events'],
  ] as const) {
    test(`${what} (${path}) shows "This section is not available yet." under its heading, and keeps the slip`, async ({ page }) => {
      await visit(page, '/en/line/all');
      await pickTotals(page, 1);
      const slipTab = slip(page).getByRole('tab', { name: 'Bet slip (1)' });
      await expect(slipTab).toBeVisible();
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(main.getByRole('status').filter({ hasText: 'This section is not available yet.' })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Go to sports betting' })).toHaveAttribute('href', '/en');
      await expect(main.getByText(/There is nothing at this address/)).toHaveCount(0);
      await expect(slipTab).toBeVisible();
    });
  }

  test('the top-events page type’s line pages (/en/top-events/line/all) are still the line', async ({ page }) => {
    await visit(page, '/en/top-events/line/all');
    const main = page.getByRole('main');
    await expect(main.getByRole('group', { name: 'Market Total' }).first()).toBeVisible();
    await expect(main.getByText('This section is not available yet.')).toHaveCount(0);
  });
});

test('QA16 #5: a game row’s "+N" link is named beginning with the "+N" it shows (WCAG 2.5.3), in English and Russian', async ({ page }) => {
  for (const lng of ['en', 'ru']) {
    await visit(page, `/${lng}/line/all`);
    const more = page.getByRole('main').getByRole('link', { name: /^\+\d+: / }).first();
    await expect(more).toBeVisible();
    const shown = (await more.textContent())!.trim();
    expect(shown).toMatch(/^\+\d+$/);
    expect(await more.getAttribute('aria-label')).toMatch(new RegExp(`^\\${shown}: .+ – .+$`));
  }
});
