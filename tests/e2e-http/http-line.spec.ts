import { expect, test } from '@playwright/test';

/**
 * The sports line over HTTP (reference provider). QA11 #2: lists and game lookups sent no count and the
 * provider cut them to 50, so a game a sport page listed opened as "nothing at this address" and the menu
 * said "Football 4" for 158 games. QA11 #3: a game page offered the 1X2 only, for the events lists carry
 * the main market; it now asks for its one game with every market (getEvent).
 */
test.describe('the line over HTTP: menu counts and game pages (QA11 #2, #3)', () => {
  test("the menu counts every game of a sport, and the sport's last game opens with its totals and handicaps", async ({ page }) => {
    const eventCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/web-api/api/v1/events/')) eventCalls.push(path);
    });
    await page.goto('/en/line/all/football');
    await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
    const rows = page.getByRole('main').getByRole('listitem', { name: / – / });
    await expect(rows.first()).toBeVisible();
    const listed = await rows.count();
    expect(listed).toBeGreaterThan(50);
    // The menu counts the same games the sport page lists.
    const menu = page.getByRole('navigation', { name: 'Sports' });
    await expect(menu.getByRole('link', { name: `Football ${listed}`, exact: true })).toBeVisible();

    const row = rows.last();
    const game = (await row.getAttribute('aria-label'))!;
    await row.getByRole('link', { name: game, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: game })).toBeVisible();
    const markets = page.getByRole('main').getByRole('region', { name: game }).getByRole('group', { name: /^Market / });
    await expect(page.getByRole('group', { name: /^Market Total \d+(\.\d+)?$/ }).first().getByRole('button', { name: /, Over \d/ })).toBeVisible();
    await expect(page.getByRole('group', { name: /^Market Handicap [-+]?\d/ }).first()).toBeVisible();
    expect(await markets.count()).toBeGreaterThan(2);
    // The game came by its id, the last segment of its address.
    const id = /\/(\d+)-[^/]*$/.exec(new URL(page.url()).pathname)![1];
    expect(eventCalls).toContain(`/web-api/api/v1/events/${id}`);

    // A reload opens the same game from its address alone.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: game })).toBeVisible();
    await expect(page.getByRole('group', { name: /^Market Total / }).first()).toBeVisible();
  });
});
