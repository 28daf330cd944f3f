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
    await expect(page.getByRole('group', { name: /^Market Handicap (\u2212|\+)?\d/ }).first()).toBeVisible();
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

/**
 * The lists over HTTP carried the result market alone, so a list row offered 1X2 and nothing else while an
 * offline row also offers the main total and the main handicap, as leading books' lists do. The events lists
 * now carry each event's main markets.
 */
test.describe('the line over HTTP: list rows show the main markets', () => {
  for (const [where, path] of [
    ['the football page', '/en/line/all/football'],
    ['the live page', '/en/live/all'],
    ["the home page's top events", '/en'],
  ] as const) {
    test(`a row of ${where} shows its Total and Handicap, each with both sides`, async ({ page }) => {
      await page.goto(path);
      const row = page.getByRole('main').getByRole('listitem', { name: / – / }).first();
      await expect(row.getByRole('group', { name: /^Market (1X2|12)$/ })).toBeVisible();
      await expect(row.getByRole('group', { name: 'Market Total' }).getByRole('button')).toHaveCount(2);
      await expect(row.getByRole('group', { name: 'Market Handicap' }).getByRole('button')).toHaveCount(2);
    });
  }

  test("a row's total goes into the slip as that total", async ({ page }) => {
    await page.goto('/en/line/all/football');
    const total = page.getByRole('main').getByRole('group', { name: 'Market Total' }).first();
    const over = total.getByRole('button', { name: /Over \d/ }).and(page.locator(':enabled')).first();
    await over.click();
    await expect(over).toHaveAttribute('aria-pressed', 'true');
    const slip = page.getByRole('complementary', { name: /slip/i });
    await expect(slip.getByRole('list', { name: 'Selections' }).getByRole('listitem')).toHaveCount(1);
    await expect(slip.getByRole('list', { name: 'Selections' }).getByRole('listitem').first()).toContainText(/Total: Over \d/);
  });
});

/**
 * The menu's counts over HTTP came from downloading the whole events list of the section (QA11 #2 fix:
 * about 1,200 events for a dozen numbers). They now come from the designed count operations
 * (getSportCounts, getChampCounts), and every events list the page asks for is cut by count.
 */
test.describe('the line over HTTP: the menu counts come without the whole events lists', () => {
  test('a sport page asks the counts and no events list without a count, and the counts add up', async ({ page }) => {
    const asked: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/web-api/api/v1/')) asked.push(url);
    });
    const eventLists = () => asked.filter((u) => /\/api\/v1\/(line|live)\/events$/.test(u.pathname));
    const counts = (path: RegExp, section: string) => asked.filter((u) => path.test(u.pathname) && u.searchParams.get('section') === section);

    await page.goto('/en/line/all/football');
    const rows = page.getByRole('main').getByRole('listitem', { name: / – / });
    await expect(rows.first()).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Sports' });
    const champs = menu.getByRole('list', { name: 'Championships: Football' }).getByRole('link');
    await expect(champs.first()).toBeVisible();
    const football = Number(/(\d+)$/.exec((await menu.getByRole('link', { name: /^Football \d+$/ }).textContent())!.trim())![1]);
    const champCounts = (await champs.allTextContents()).map((text) => Number(/(\d+)\s*$/.exec(text)![1]));
    // The championships' counts add up to the sport's, and the page lists that many games.
    expect(champCounts.reduce((a, b) => a + b, 0)).toBe(football);
    await expect(rows).toHaveCount(football);

    expect(eventLists().length).toBeGreaterThan(0);
    expect(eventLists().filter((u) => !u.searchParams.has('count')).map(String)).toEqual([]);
    expect(counts(/\/api\/v1\/sports$/, 'line').length).toBeGreaterThanOrEqual(1);
    expect(counts(/\/api\/v1\/sports\/1\/champs$/, 'line').length).toBeGreaterThanOrEqual(1);

    // The live section likewise.
    await menu.getByRole('link', { name: 'Live', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/live\/all\/football$/);
    await expect(rows.first()).toBeVisible();
    expect(counts(/\/api\/v1\/sports$/, 'live').length).toBeGreaterThanOrEqual(1);
    expect(eventLists().filter((u) => !u.searchParams.has('count')).map(String)).toEqual([]);
  });
});
