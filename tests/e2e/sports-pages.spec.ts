import { expect, test } from '@playwright/test';
import { visit } from './support';

test.describe('sports pages are named after what they show', () => {
  test('a sport’s menu tells its two "Serie A" apart; a championship page and a game page take their names in the heading, the breadcrumb and the document title', async ({ page }) => {
    await visit(page, '/en/line/all/football');
    await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
    const champs = page.getByRole('navigation', { name: 'Sports' }).getByRole('list', { name: 'Championships: Football' });
    await expect(champs.getByRole('link', { name: /^Serie A \(Brazil\)/ })).toBeVisible();
    await champs.getByRole('link', { name: /^Serie A \(Italy\)/ }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Italy. Serie A' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).locator('[aria-current="page"]')).toHaveText('Italy. Serie A');
    await expect(page).toHaveTitle(/^Italy\. Serie A — /);

    const row = page.getByRole('main').getByRole('listitem', { name: / – / }).first();
    const game = (await row.getAttribute('aria-label'))!;
    await row.getByRole('link', { name: game, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: game })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${game.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — `));
    await expect(page.getByText('Football. Serie A ·')).toBeVisible();

    // Back on the line's first page, the route's own title returns.
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Sports betting' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sports betting' })).toBeVisible();
  });
});
