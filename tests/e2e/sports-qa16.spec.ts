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

test('QA16 #4: on the home page the championship groups are h3 under "Top events", and no level is skipped; a list page keeps them h2 under its h1', async ({ page }) => {
  const levels = () =>
    page
      .getByRole('main')
      .getByRole('heading')
      .evaluateAll((hs) => hs.map((h) => ({ level: Number(h.getAttribute('aria-level') ?? h.tagName.slice(1)), text: h.textContent!.trim() })));
  await visit(page, '/en');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Top events' })).toBeVisible();
  const topEvents = main.getByRole('region', { name: 'Top events' });
  await expect(topEvents.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(topEvents.getByRole('heading', { level: 2 })).toHaveCount(0);
  const home = await levels();
  expect(home.slice(0, 2)).toEqual([
    { level: 1, text: 'Sports betting' },
    { level: 2, text: 'Top events' },
  ]);
  expect(home.slice(2).length).toBeGreaterThan(0);
  expect(home.slice(2).every((h) => h.level === 3)).toBe(true);

  await visit(page, '/en/line/all');
  await expect(main.getByRole('region', { name: 'Events' }).getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(main.getByRole('heading', { level: 3 })).toHaveCount(0);
});

test('QA16 #2: a game opened at a wrong address (live for a pre-match game, another sport, stale slugs) moves to its own, replacing the wrong one in the history', async ({ page }) => {
  await visit(page, '/en/line/all');
  const own = (await page.getByRole('main').getByRole('link', { name: /^\+\d+: / }).first().getAttribute('href'))!;
  const [, lng, , menu, , champ, game] = own.split('/');
  expect(lng).toBe('en');
  const gameId = game!.split('-')[0];
  const wrong = `/en/live/${menu}/tennis/${champ!.split('-')[0]}-wrong/${gameId}-stale-slug`;
  await page.goto(wrong);
  await expect(page).toHaveURL(own);
  await expect(page.getByRole('main').getByRole('group').first()).toBeVisible();
  // Back goes to the line, not to the wrong address.
  await page.goBack();
  await expect(page).toHaveURL('/en/line/all');
  // The game's own address stays as it is.
  await page.goto(own);
  await expect(page.getByRole('main').getByRole('group').first()).toBeVisible();
  await expect(page).toHaveURL(own);
});
