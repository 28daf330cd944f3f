import { expect, test, type Locator, type Page } from '@playwright/test';
import { pickTotals } from './slip-support';
import { visit } from './support';

// Three phone layout faults from a QA pass, each checked where the player sees it, and the desktop beside them.

const PHONES = [
  { name: '390×844', size: { width: 390, height: 844 } },
  { name: '360×740', size: { width: 360, height: 740 } },
] as const;
const DESKTOP = { width: 1280, height: 800 };

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'drawn on the page').not.toBeNull();
  return found!;
}

/** Open the first game of the football line; returns its page's 1X2 group. */
async function gamePage1x2(page: Page) {
  await visit(page, '/en/line/all/football');
  const row = page.getByRole('main').getByRole('listitem', { name: / – / }).first();
  const game = (await row.getAttribute('aria-label'))!;
  await row.getByRole('link', { name: game, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: game })).toBeVisible();
  return page.getByRole('main').getByRole('region', { name: game }).getByRole('group', { name: 'Market 1X2' });
}

/** The window's box, and that the page itself never scrolls sideways. */
async function windowBox(page: Page): Promise<Box> {
  const size = page.viewportSize()!;
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  return { x: 0, y: 0, ...size };
}

const inside = (inner: Box, outer: Box, room = 0) =>
  inner.x >= outer.x + room - 0.5 &&
  inner.y >= outer.y + room - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width - room + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height - room + 0.5;

/** The box an element is clipped to: its nearest ancestor that scrolls or clips (the window when none does). */
async function clipBox(page: Page, locator: Locator): Promise<Box> {
  const clip = await locator.evaluate((el) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(p);
      if (overflowX !== 'visible' || overflowY !== 'visible') {
        const r = p.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }
    }
    return null;
  });
  return clip ?? windowBox(page);
}

/**
 * Scroll the window until `share` of the footer's height is in it (1: the page's end), and again until the page
 * holds still: the championship groups take their real height as they come near (content-visibility), and games
 * leave the line, so one scroll may land elsewhere.
 */
async function scrollFooterIn(page: Page, share: number) {
  await expect(async () => {
    const off = await page.evaluate(async (part) => {
      const footer = document.querySelector('footer')!;
      const inView = () => Math.round(footer.offsetHeight * part);
      window.scrollTo(0, footer.getBoundingClientRect().top + window.scrollY - window.innerHeight + inView());
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      return Math.abs(footer.getBoundingClientRect().top - (window.innerHeight - inView()));
    }, share);
    expect(off).toBeLessThan(1);
  }).toPass({ timeout: 15_000 });
}

/**
 * Back to top lies over no footer link with a quarter of the footer in the window, two thirds and all of it
 * (where, past the slip, it must show); it may step aside (hidden) where it would cover the slip's column. At
 * the end of the page every footer link takes a tap (Playwright checks that the point it would tap hits the link).
 */
async function backToTopClearOfFooter(page: Page) {
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  const links = page.getByRole('contentinfo').getByRole('link');
  await expect(links).toHaveCount(8);
  for (const share of [0.25, 0.6, 1]) {
    await scrollFooterIn(page, share);
    if (share === 1) await expect(backToTop).toBeVisible();
    if (!(await backToTop.isVisible())) continue;
    const button = await box(backToTop);
    for (const link of await links.all()) {
      const linkBox = await box(link);
      if (linkBox.y >= page.viewportSize()!.height) continue;
      expect(overlap(button, linkBox), `Back to top over "${await link.textContent()}" (${share * 100} % of the footer in)`).toBe(false);
    }
  }
  for (const link of await links.all()) await link.click({ trial: true, timeout: 2_000 });
}

for (const { name, size } of PHONES) {
  test.describe(`phone layout (${name})`, () => {
    test.use({ viewport: size });

    test('game page: the three 1X2 prices share one line, each whole inside the window', async ({ page }) => {
      const market = await gamePage1x2(page);
      const odds = market.getByRole('button');
      await expect(odds).toHaveCount(3);
      const screen = await windowBox(page);
      const boxes = await Promise.all((await odds.all()).map(box));
      for (const b of boxes) {
        expect(b.y, 'on the first price’s line').toBeCloseTo(boxes[0]!.y, 0);
        expect(inside(b, screen), `inside the window: ${JSON.stringify(b)}`).toBe(true);
      }
      // In order, side by side, none cut: their text fits their box.
      expect(boxes[0]!.x + boxes[0]!.width).toBeLessThanOrEqual(boxes[1]!.x);
      expect(boxes[1]!.x + boxes[1]!.width).toBeLessThanOrEqual(boxes[2]!.x);
      expect(await odds.evaluateAll((cells) => cells.every((c) => c.scrollWidth <= c.clientWidth))).toBe(true);
      await expect(odds.first()).toContainText('1');
      await expect(odds.nth(1)).toContainText('X');
      await expect(odds.nth(2)).toContainText('2');
    });

    test('sports menu: the chosen championship’s chip shows on arrival, and every chip can be scrolled to, whole and tappable', async ({ page }) => {
      await visit(page, '/en/line/all/football/1005-serie-a');
      await expect(page.getByRole('heading', { level: 1, name: 'Italy. Serie A' })).toBeVisible();
      const menu = page.getByRole('navigation', { name: 'Sports' });
      const chosen = menu.getByRole('list', { name: 'Championships: Football' }).getByRole('link', { name: /^Serie A \(Italy\)/ });
      await expect(chosen).toHaveAttribute('aria-current', 'page');
      // Without any scrolling by the player (it sat at 734–875 px, off a 390 px screen).
      expect(inside(await box(chosen), await windowBox(page))).toBe(true);
      expect(inside(await box(chosen), await clipBox(page, chosen))).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      const chips = menu.getByRole('link');
      expect(await chips.count()).toBeGreaterThan(20);
      for (const chip of await chips.all()) {
        await chip.scrollIntoViewIfNeeded();
        const chipBox = await box(chip);
        const label = await chip.textContent();
        expect(inside(chipBox, await windowBox(page)), `"${label}" inside the window`).toBe(true);
        // Whole inside the row that scrolls it, with room for its 3 px focus ring and 2 px offset.
        expect(inside(chipBox, await clipBox(page, chip), 5), `"${label}" and its focus ring uncut`).toBe(true);
        await chip.click({ trial: true, timeout: 2_000 });
      }
      // A chip far along the row, once chosen, shows on its page too.
      const far = menu.getByRole('list', { name: 'Championships: Football' }).getByRole('link', { name: /^Champions League/ });
      await far.click();
      await expect(page.getByRole('heading', { level: 1, name: /Champions League$/ })).toBeVisible();
      await expect(far).toHaveAttribute('aria-current', 'page');
      expect(inside(await box(far), await clipBox(page, far))).toBe(true);
    });

    test('Back to top never covers the footer’s links, and each link takes a tap', async ({ page }) => {
      await visit(page, '/en/line/all');
      await expect(page.getByRole('main').getByRole('listitem', { name: / – / }).first()).toBeVisible();
      await backToTopClearOfFooter(page);
      // It still floats at the window's foot while the footer is far below.
      await page.evaluate(() => window.scrollTo(0, window.innerHeight * 3));
      const button = await box(page.getByRole('button', { name: 'Back to top' }));
      expect(button.x).toBe(16);
      expect(button.y + button.height).toBeCloseTo(size.height - 16, 0);
    });

    test('QA: a pick the slip refuses (it is full) says why in the quick bet slip, where the player is', async ({ page }) => {
      await visit(page, '/en/line/all/football', { configGroups: { coupon: { maxBets: 2 } } });
      await pickTotals(page, 2);
      const quick = page.getByRole('region', { name: 'Quick bet slip' });
      await expect(quick.getByRole('button', { name: /^Bet slip \(2\)/ })).toBeInViewport();
      const groups = page.getByRole('main').getByRole('group', { name: 'Market Total' });
      // An open odd of a game not in the slip, clear of the bar fixed at the window's foot.
      const third = groups
        .filter({ hasNot: page.getByRole('button', { pressed: true }) })
        .getByRole('button', { pressed: false, disabled: false })
        .first();
      await third.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await third.click();
      await expect(quick.getByText('A bet slip holds at most 2 selections.')).toBeInViewport();
      await expect(third).toHaveAttribute('aria-pressed', 'false');
      await quick.getByRole('button', { name: 'Close' }).click();
      await expect(quick.getByText('A bet slip holds at most 2 selections.')).toHaveCount(0);
      await expect(quick.getByRole('button', { name: /^Bet slip \(2\)/ })).toBeVisible();
    });

    test('with the quick bet slip showing, Back to top stands above its bar and each takes a tap', async ({ page }) => {
      await visit(page, '/en/line/all/football');
      await pickTotals(page, 1);
      // Far down the list the slip is off screen: the quick bet slip shows at the window's foot.
      await page.evaluate(() => window.scrollTo(0, window.innerHeight * 3));
      const quick = page.getByRole('region', { name: 'Quick bet slip' }).getByRole('button', { name: /^Bet slip \(1\)/ });
      const backToTop = page.getByRole('button', { name: 'Back to top' });
      await expect(quick).toBeInViewport();
      await expect(backToTop).toBeInViewport();
      expect(overlap(await box(backToTop), await box(quick)), 'Back to top under the quick bet slip').toBe(false);
      await backToTop.click({ trial: true, timeout: 2_000 });
      await quick.click({ trial: true, timeout: 2_000 });
    });
  });
}

test.describe(`desktop layout (${DESKTOP.width}×${DESKTOP.height}) stays as it was`, () => {
  test.use({ viewport: DESKTOP });

  test('1X2 beside its name on one line; the sports menu a column; Back to top at the window’s foot', async ({ page }) => {
    const market = await gamePage1x2(page);
    const title = await box(market.getByText('1X2', { exact: true }));
    const odds = await Promise.all((await market.getByRole('button').all()).map(box));
    expect(odds).toHaveLength(3);
    for (const b of odds) {
      expect(b.width).toBeCloseTo(84, 0);
      expect(b.x).toBeGreaterThan(title.x + title.width);
      expect(b.y).toBeCloseTo(odds[0]!.y, 0);
    }

    await visit(page, '/en/line/all/football');
    const menu = page.getByRole('navigation', { name: 'Sports' });
    const football = await box(menu.getByRole('link', { name: /^Football/ }));
    const hockey = await box(menu.getByRole('link', { name: /^Ice Hockey/ }));
    const league = await box(menu.getByRole('list', { name: 'Championships: Football' }).getByRole('link', { name: /^Premier League/ }));
    expect(hockey.x).toBe(football.x);
    expect(hockey.y).toBeGreaterThan(league.y);
    expect(league.x).toBeGreaterThan(football.x);
    expect(football.width).toBe(220);

    // the games are in (their placeholder stays at least 200 ms, spec 000 §9), so the page is long enough to scroll
    await expect(page.getByRole('main').getByRole('listitem', { name: / – / }).first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 3));
    const button = await box(page.getByRole('button', { name: 'Back to top' }));
    expect(button.x).toBe(16);
    expect(button.y + button.height).toBeCloseTo(DESKTOP.height - 16, 0);
  });

  // The same fault as on a phone: at the end of the page the button sat on the footer's logo link.
  test('Back to top never covers the footer’s links', async ({ page }) => {
    await visit(page, '/en/line/all');
    await expect(page.getByRole('main').getByRole('listitem', { name: / – / }).first()).toBeVisible();
    await backToTopClearOfFooter(page);
  });
});

// Tablets (48em to 68.7em): the slip stands below the list, so it is reached as a sheet (phone-slip-sheet.spec.ts);
// from 68.75em it is beside the list and nothing of that changes.
test.describe('tablet layout (800×1100)', () => {
  test.use({ viewport: { width: 800, height: 1100 }, isMobile: true, hasTouch: true });

  test('the games take the width and the slip stands below them; nothing scrolls sideways', async ({ page }) => {
    await visit(page, '/en/line/all');
    await pickTotals(page, 1);
    const list = await box(page.getByRole('main').getByRole('listitem', { name: / – / }).first());
    const slipBox = await box(page.getByRole('complementary', { name: 'Bet slip' }));
    expect(slipBox.y).toBeGreaterThan(list.y + list.height);
    expect(slipBox.x).toBeLessThan(list.x + list.width);
    await windowBox(page);
  });
});

test.describe(`desktop slip (${DESKTOP.width}×${DESKTOP.height}) stays beside the list`, () => {
  test.use({ viewport: DESKTOP });

  test('the slip is beside the games, in view, and opens no sheet', async ({ page }) => {
    await visit(page, '/en/line/all');
    await pickTotals(page, 1);
    const list = await box(page.getByRole('main').getByRole('listitem', { name: / – / }).first());
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    const slipBox = await box(slip);
    expect(slipBox.x).toBeGreaterThanOrEqual(list.x + list.width);
    await expect(slip).toBeInViewport();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
