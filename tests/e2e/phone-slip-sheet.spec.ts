import { expect, test, type Locator, type Page } from '@playwright/test';
import { headerBalance, pickTotals } from './slip-support';
import { visit, type FakeState } from './support';

// QA17 #1: on a phone the bet slip stood after the whole line, and its quick bar scrolled ~30,000 px down to it with
// no way back to the spot in the list. It opens as a sheet over the page now, a modal dialog, and closing it leaves
// the page where it was. QA17 #5: the phone's small tap targets are 44×44 px at least.

const PHONES = [
  { name: '390×844', size: { width: 390, height: 844 } },
  { name: '360×740', size: { width: 360, height: 740 } },
] as const;

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

const sheet = (page: Page) => page.getByRole('dialog', { name: 'Bet slip' });
const bar = (page: Page) => page.getByRole('region', { name: 'Quick bet slip' }).getByRole('button', { name: /^Bet slip \(\d+\)/ });

/** Two picks, then far down the list as QA17 was (y ≈ 3300), once the page holds still there. */
async function scrolledWithPicks(page: Page, fake?: FakeState): Promise<number> {
  await visit(page, '/en/line/all', fake);
  await pickTotals(page, 2);
  await page.evaluate(() => window.scrollTo(0, 3300));
  await expect(bar(page)).toBeInViewport();
  // Groups drawn as they come into view may settle the position a little: take it once it stands.
  let last = -1;
  await expect
    .poll(async () => {
      const now = await scrollY(page);
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
  expect(last).toBeGreaterThan(2000);
  return last;
}

async function expectSize(target: Locator, what: string) {
  const box = await target.boundingBox();
  expect(box, `${what} is drawn`).not.toBeNull();
  expect(box!.width, `${what}: width`).toBeGreaterThanOrEqual(44);
  expect(box!.height, `${what}: height`).toBeGreaterThanOrEqual(44);
}

/** Every game row's "+N" link on screen takes a 44×44 px tap (read at once: the list redraws as prices move). */
async function expectMoreLinksTappable(page: Page) {
  const more = page.getByRole('main').getByRole('link', { name: /^\+\d+: all markets of / });
  await expect(more.first()).toBeAttached();
  const onScreen = await more.evaluateAll((links) =>
    links
      .map((el) => ({ name: el.getAttribute('aria-label'), box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.bottom > 0 && box.top < window.innerHeight && box.width > 0)
      .map(({ name, box }) => ({ name, width: box.width, height: box.height })),
  );
  expect(onScreen.length).toBeGreaterThan(2);
  for (const { name, width, height } of onScreen) {
    expect(width, `${name}: width`).toBeGreaterThanOrEqual(44);
    expect(height, `${name}: height`).toBeGreaterThanOrEqual(44);
  }
}

for (const { name, size } of PHONES) {
  test.describe(`phone bet slip sheet (${name})`, () => {
    test.use({ viewport: size, isMobile: true, hasTouch: true });

    test('QA17 #1: the quick bar opens the slip as a sheet over the list; Close and Escape leave the list where it was and the focus on the bar', async ({ page }) => {
      const at = await scrolledWithPicks(page);
      await bar(page).click();
      const dialog = sheet(page);
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(dialog).toBeInViewport();
      // The picks made before opening are in it, and the focus is on its tab.
      await expect(dialog.getByRole('tab', { name: 'Bet slip (2)' })).toBeFocused();
      await expect(dialog.getByRole('button', { name: /^Remove / })).toHaveCount(2);
      expect(await scrollY(page), 'the page behind did not move').toBe(at);
      // The page behind does not scroll while the sheet is open.
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(200);
      expect(await scrollY(page)).toBe(at);

      // Tab stays in the sheet (a modal dialog): back from its tab to Close, and back again to its last control.
      const focusInside = () => dialog.evaluate((el) => el.contains(document.activeElement));
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.getByRole('button', { name: 'Close the bet slip' })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside()).toBe(true);

      await dialog.getByRole('button', { name: 'Close the bet slip' }).click();
      await expect(sheet(page)).toHaveCount(0);
      await expect(bar(page)).toBeFocused();
      expect(await scrollY(page)).toBe(at);

      // Escape closes it the same way, and the slip kept its picks.
      await bar(page).click();
      await expect(sheet(page).getByRole('tab', { name: 'Bet slip (2)' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(sheet(page)).toHaveCount(0);
      await expect(bar(page)).toBeFocused();
      await expect(bar(page)).toHaveAccessibleName(/^Bet slip \(2\)/);
      expect(await scrollY(page)).toBe(at);
    });

    test('QA17 #1: a bet placed in the sheet shows its success coupon there, and closing goes back to the list position', async ({ page }) => {
      const at = await scrolledWithPicks(page, { signedIn: true });
      await bar(page).click();
      const dialog = sheet(page);
      await dialog.getByRole('button', { name: 'Place bet' }).click();
      await expect(dialog.getByRole('status', { name: 'Bet accepted' })).toBeVisible();
      await expect(dialog.getByRole('tab', { name: 'Bet slip (0)' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Close the bet slip' }).click();
      await expect(sheet(page)).toHaveCount(0);
      expect(await scrollY(page)).toBe(at);
      await expect(headerBalance(page)).toContainText('24,850');
    });

    test('QA17 #1: "Skip to bet slip" opens the sheet too, rather than jumping to the foot of the page', async ({ page }) => {
      await visit(page, '/en/line/all');
      await pickTotals(page, 2);
      const skip = page.getByRole('link', { name: 'Skip to bet slip' });
      await skip.focus();
      const at = await scrollY(page);
      await page.keyboard.press('Enter');
      await expect(sheet(page).getByRole('tab', { name: 'Bet slip (2)' })).toBeFocused();
      expect(await scrollY(page)).toBe(at);
      await page.keyboard.press('Escape');
      await expect(sheet(page)).toHaveCount(0);
      expect(await scrollY(page)).toBe(at);
    });

    test('QA17 #5: Remove, Clear, the quick stakes and a game row’s "+N" take a 44×44 px tap', async ({ page }) => {
      await scrolledWithPicks(page, { signedIn: true });
      await expectMoreLinksTappable(page);
      await bar(page).click();
      const dialog = sheet(page);
      for (const remove of await dialog.getByRole('button', { name: /^Remove / }).all()) await expectSize(remove, 'Remove');
      await expectSize(dialog.getByRole('button', { name: 'Clear the bet slip' }), 'Clear the bet slip');
      const quick = dialog.getByRole('group', { name: 'Quick stakes' }).getByRole('button');
      await expect(quick).toHaveCount(3);
      for (const stake of await quick.all()) await expectSize(stake, 'quick stake');
    });

    test('the slip’s checkboxes take a 44 px tap on their label’s row, their box drawn at 24 px (it was the browser’s 13 px)', async ({ page }) => {
      await visit(page, '/en/line/all', { signedIn: true });
      await pickTotals(page, 3);
      await page.getByRole('link', { name: 'Skip to bet slip' }).focus();
      await page.keyboard.press('Enter');
      const dialog = sheet(page);
      await dialog.getByRole('combobox', { name: 'Bet type' }).selectOption({ label: 'System' });
      await dialog.getByRole('checkbox', { name: 'Choose bankers' }).check();
      await expect(dialog.getByRole('checkbox', { name: 'Banker', exact: true })).toHaveCount(3);
      await dialog.getByText('Bet slip settings').click();
      const boxes = dialog.getByRole('checkbox');
      // Choose bankers, three bankers, auto max, VIP and the settings' own.
      expect(await boxes.count()).toBeGreaterThan(6);
      for (const box of await boxes.all()) {
        const name = (await box.getAttribute('aria-label')) ?? (await box.evaluate((el) => el.closest('label')?.textContent?.trim() ?? ''));
        await box.scrollIntoViewIfNeeded();
        const own = (await box.boundingBox())!;
        expect(own.width, `${name}: its box`).toBeGreaterThanOrEqual(22);
        expect(own.height, `${name}: its box`).toBeGreaterThanOrEqual(22);
        const row = await box.evaluate((el) => {
          const rect = el.closest('label')!.getBoundingClientRect();
          return { width: rect.width, height: rect.height };
        });
        expect(row.width, `${name}: its label's row`).toBeGreaterThanOrEqual(44);
        expect(row.height, `${name}: its label's row`).toBeGreaterThanOrEqual(44);
      }
    });
  });
}

// Tablets (48em to 68.7em) have the slip below the long list too, ~30,000 px down: the same sheet opens there, a slip's
// width and centred, while the desktop (from 68.75em, the slip beside the list) keeps its slip in the page.
test.describe('tablet bet slip sheet (800×1100)', () => {
  test.use({ viewport: { width: 800, height: 1100 }, isMobile: true, hasTouch: true });

  test('the quick bar and "Skip to bet slip" open the slip as a sheet over the list; Escape leaves the list where it was and the focus on the bar', async ({ page }) => {
    const at = await scrolledWithPicks(page);
    // The slip is below the list here, far out of view.
    const place = await page.getByRole('complementary', { name: 'Bet slip' }).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(place).toBeGreaterThan(at + 5000);
    await bar(page).click();
    const dialog = sheet(page);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toBeInViewport();
    await expect(dialog.getByRole('tab', { name: 'Bet slip (2)' })).toBeFocused();
    await expect(dialog.getByRole('button', { name: /^Remove / })).toHaveCount(2);
    const box = (await dialog.boundingBox())!;
    expect(box.width, 'a slip’s width, not the tablet’s').toBeLessThanOrEqual(480);
    expect(Math.abs(box.x + box.width / 2 - 400), 'centred').toBeLessThanOrEqual(1);
    expect(await scrollY(page)).toBe(at);
    await page.keyboard.press('Escape');
    await expect(sheet(page)).toHaveCount(0);
    await expect(bar(page)).toBeFocused();
    expect(await scrollY(page)).toBe(at);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'Skip to bet slip' }).focus();
    await page.keyboard.press('Enter');
    await expect(sheet(page).getByRole('tab', { name: 'Bet slip (2)' })).toBeFocused();
    expect(await scrollY(page)).toBe(0);
    await sheet(page).getByRole('button', { name: 'Close the bet slip' }).click();
    await expect(sheet(page)).toHaveCount(0);
  });

  test('a touch tablet’s slip: Remove, Clear, the quick stakes and the checkboxes’ rows take a 44×44 px tap, and so does a game row’s "+N"', async ({ page }) => {
    await scrolledWithPicks(page, { signedIn: true });
    await expectMoreLinksTappable(page);
    await bar(page).click();
    const dialog = sheet(page);
    for (const remove of await dialog.getByRole('button', { name: /^Remove / }).all()) await expectSize(remove, 'Remove');
    await expectSize(dialog.getByRole('button', { name: 'Clear the bet slip' }), 'Clear the bet slip');
    const quick = dialog.getByRole('group', { name: 'Quick stakes' }).getByRole('button');
    await expect(quick).toHaveCount(3);
    for (const stake of await quick.all()) await expectSize(stake, 'quick stake');
    const autoMax = dialog.getByRole('checkbox', { name: 'Stake the maximum' });
    expect((await autoMax.boundingBox())!.height).toBeGreaterThanOrEqual(22);
    expect(await autoMax.evaluate((el) => el.closest('label')!.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
  });

  test('a bet placed in the sheet shows its success coupon there', async ({ page }) => {
    await scrolledWithPicks(page, { signedIn: true });
    await bar(page).click();
    const dialog = sheet(page);
    await dialog.getByRole('button', { name: 'Place bet' }).click();
    await expect(dialog.getByRole('status', { name: 'Bet accepted' })).toBeInViewport();
    await expect(headerBalance(page)).toContainText('24,850');
  });
});

test.describe('desktop bet slip (1280×800) stays beside the list', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('"Skip to bet slip" goes to the slip in the page: no sheet', async ({ page }) => {
    await visit(page, '/en/line/all');
    await pickTotals(page, 2);
    await page.getByRole('link', { name: 'Skip to bet slip' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('complementary', { name: 'Bet slip' })).toBeInViewport();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Close the bet slip' })).toHaveCount(0);
  });
});
