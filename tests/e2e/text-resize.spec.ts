import { expect, test, type Locator, type Page } from '@playwright/test';
import { pickTotals, slip } from './slip-support';
import { SIGNED_IN, visit } from './support';

// QA13 #1 (WCAG 1.4.4 Resize text): with the browser's text size at 200 % (Chromium's default font size 32 px
// instead of 16, "Font size: very large") the site follows it, and nothing on the line, the live line, a game
// page or the slip is cut off or overlapping. QA13 #8 (WCAG 1.3.1, H42): heading levels go down one at a time,
// and the slip has a heading of its own.

/** The browser's text-size setting, as the profile's "default font size" sets it (CDP, before the page loads). */
async function setBrowserTextSize(page: Page, px: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: Math.round((px * 13) / 16) } });
}

const fontSize = (locator: Locator) => locator.evaluate((e) => getComputedStyle(e).fontSize);

/** Every odds cell drawn under `scope` whose text does not fit its box (its scroll size exceeds its client size). */
async function cellsThatOverflow(scope: Locator): Promise<string[]> {
  return scope.getByRole('button', { name: /, .+: / }).evaluateAll((cells) =>
    cells
      .filter((c) => c.clientWidth > 0 && (c.scrollWidth > c.clientWidth || c.scrollHeight > c.clientHeight))
      .map((c) => `${c.getAttribute('aria-label')}: ${c.scrollWidth}×${c.scrollHeight} in ${c.clientWidth}×${c.clientHeight}`),
  );
}

/** Game rows drawn on the page that overlap the next row, or whose names, clocks or odds stick out of their row. */
async function rowsThatOverlap(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .getByRole('listitem', { name: / – / })
    .evaluateAll((rows) => {
      const bad: string[] = [];
      const drawn = rows.map((row) => ({ row, box: row.getBoundingClientRect() })).filter(({ box }) => box.height > 0);
      drawn.forEach(({ row, box }, i) => {
        const next = drawn[i + 1];
        if (next && next.row.parentElement === row.parentElement && next.box.top < box.bottom - 0.5) bad.push(`${row.getAttribute('aria-label')} overlaps the next row`);
        for (const part of row.querySelectorAll('a, button, time, span')) {
          const p = part.getBoundingClientRect();
          if (p.height > 0 && (p.top < box.top - 0.5 || p.bottom > box.bottom + 0.5 || p.right > box.right + 0.5))
            bad.push(`${row.getAttribute('aria-label')}: "${part.textContent}" outside its row`);
        }
      });
      return bad.slice(0, 5);
    });
}

/** Nothing cut off sideways: the page does not scroll sideways, and a name cut with an ellipsis is no longer cut. */
async function expectNothingCutOff(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), 'no sideways scroll').toBeLessThanOrEqual(0);
  const cut = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((links) => links.filter((a) => a.clientWidth > 0 && a.scrollWidth > a.clientWidth).map((a) => a.textContent));
  expect(cut, 'links cut off').toEqual([]);
}

const SIZES = [
  { name: 'desktop 1280×900', viewport: { width: 1280, height: 900 } },
  { name: 'phone 390×844', viewport: { width: 390, height: 844 } },
] as const;

for (const { name, viewport } of SIZES) {
  test.describe(`QA13 #1: browser text size 200 %, ${name}`, () => {
    test.use({ viewport });

    test('the line and the live line follow the text size; odds fit their cells, rows neither overlap nor cut', async ({ page }) => {
      await setBrowserTextSize(page, 32);
      for (const path of ['/en/line/all', '/en/live/all']) {
        await visit(page, path, SIGNED_IN);
        const main = page.getByRole('main');
        const cell = main.getByRole('group', { name: /^Market / }).getByRole('button').first();
        await expect(cell).toBeVisible();
        // The page's 15 px at the browser's 16 px are 30 px at its 32 px.
        expect(await fontSize(cell)).toBe('30px');
        expect(await cellsThatOverflow(main), `${path}: odds that overflow their cells`).toEqual([]);
        expect(await rowsThatOverlap(page), `${path}: rows`).toEqual([]);
        await expectNothingCutOff(page);
      }
    });

    test('a game page and the slip: odds fit their cells, nothing is cut off', async ({ page }) => {
      await setBrowserTextSize(page, 32);
      await visit(page, '/en/line/all', SIGNED_IN);
      await pickTotals(page, 2);
      const bets = slip(page);
      await bets.scrollIntoViewIfNeeded();
      expect(await bets.evaluate((e) => e.scrollWidth - e.clientWidth), 'the slip does not scroll sideways').toBeLessThanOrEqual(0);
      expect(await cellsThatOverflow(bets)).toEqual([]);
      // A football game: its page has a 1X2 market.
      await visit(page, '/en/line/all/football');
      const row = page.getByRole('main').getByRole('listitem', { name: / – / }).first();
      const game = (await row.getAttribute('aria-label'))!;
      await row.getByRole('link', { name: game, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: game })).toBeVisible();
      const markets = page.getByRole('main').getByRole('region', { name: game });
      await expect(markets.getByRole('group', { name: 'Market 1X2' })).toBeVisible();
      expect(await fontSize(markets.getByRole('group', { name: 'Market 1X2' }).getByRole('button').first())).toBe('30px');
      expect(await cellsThatOverflow(markets)).toEqual([]);
      await expectNothingCutOff(page);
    });
  });
}

test.describe('QA13 #1: at the browser\'s default text size the page is as it was', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('15 px text, 64×38 odds cells, 47 px desktop rows', async ({ page }) => {
    await visit(page, '/en/line/all', SIGNED_IN);
    const cell = page.getByRole('main').getByRole('group', { name: 'Market 1X2' }).getByRole('button').first();
    await expect(cell).toBeVisible();
    expect(await fontSize(cell)).toBe('15px');
    expect(await cell.boundingBox()).toMatchObject({ width: 64, height: 38 });
    expect((await page.getByRole('main').getByRole('listitem', { name: / – / }).first().boundingBox())?.height).toBe(47);
  });
});

/** The page's heading levels in document order, and each jump of more than one level down. */
async function headingGaps(page: Page): Promise<string[]> {
  const levels = await page.getByRole('heading').evaluateAll((hs) =>
    hs.map((h) => ({ level: Number(h.getAttribute('aria-level') ?? h.tagName.slice(1)), text: h.textContent?.trim().slice(0, 40) })),
  );
  expect(levels[0]?.level, 'the page starts at h1').toBe(1);
  return levels.flatMap((h, i) => (i > 0 && h.level > levels[i - 1]!.level + 1 ? [`h${levels[i - 1]!.level} → h${h.level} "${h.text}"`] : []));
}

for (const { lng, slipName, allMarkets } of [
  { lng: 'en', slipName: 'Bet slip', allMarkets: 'All markets' },
  { lng: 'ru', slipName: 'Купон', allMarkets: 'Все рынки' },
] as const) {
  test(`QA13 #8 (${lng}): line, live line and game page go down one heading level at a time; the slip has a heading`, async ({ page }) => {
    for (const path of [`/${lng}/line/all`, `/${lng}/live/all`]) {
      await visit(page, path, SIGNED_IN);
      await expect(page.getByRole('main').getByRole('region').getByRole('heading', { level: 2 }).first()).toBeVisible();
      expect(await headingGaps(page), path).toEqual([]);
      await expect(page.getByRole('complementary', { name: slipName }).getByRole('heading', { level: 2, name: slipName })).toHaveCount(1);
    }
    const row = page.getByRole('main').getByRole('listitem', { name: / – / }).first();
    const game = (await row.getAttribute('aria-label'))!;
    await row.getByRole('link', { name: game, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: game })).toBeVisible();
    await expect(page.getByRole('heading', { name: allMarkets })).toBeVisible();
    expect(await headingGaps(page), 'game page').toEqual([]);
  });
}
