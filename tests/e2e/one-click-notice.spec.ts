import { expect, test, type Page } from '@playwright/test';
import { headerBalance, slip } from './slip-support';
import { visit, type FakeState } from './support';

// A one-click bet is answered over the page, where the player tapped: on a phone the slip is at the foot of a
// page tens of thousands of pixels long, so its success coupon alone says nothing the player can see.

const VIEWPORTS = [
  { name: 'phone', size: { width: 390, height: 844 } },
  { name: 'desktop', size: { width: 1280, height: 900 } },
] as const;

/** Turn one-click on in the slip's settings (the slip is empty, so nothing asks), optionally asking about any odds change. */
async function oneClickOn(page: Page, { askAboutOdds = false } = {}) {
  await slip(page).getByText('Bet slip settings').click();
  if (askAboutOdds) {
    await slip(page).getByRole('combobox', { name: 'When odds change' }).selectOption({ label: 'Ask me about any change' });
  }
  await slip(page).getByRole('checkbox', { name: 'One-click bet' }).check();
}

/** Back at the top of the page, the first open price of a "Total" market; its game and outcome from its label. */
async function firstTotalOdd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const odd = page.getByRole('main').getByRole('group', { name: 'Market Total' }).first().getByRole('button').and(page.locator(':enabled')).first();
  await expect(odd).toBeInViewport();
  // "Home – Away, Over 2.5: 1.93"
  const [, game, outcome] = (await odd.getAttribute('aria-label'))!.match(/^(.+), (.+): [^:]+$/)!;
  return { odd, game: game!, outcome: outcome! };
}

async function open(page: Page, fake: FakeState) {
  await visit(page, '/en/line/all/football', fake);
}

for (const { name, size } of VIEWPORTS) {
  test.describe(`one-click notice (${name})`, () => {
    test.use({ viewport: size });

    test('a one-click bet shows its receipt over the page (stake, selection, coupon number); "View" brings the slip\'s success coupon into view', async ({ page }) => {
      await open(page, { signedIn: true });
      await oneClickOn(page);
      const { odd, game, outcome } = await firstTotalOdd(page);
      await odd.click();

      const receipt = page.getByRole('status', { name: 'Bet placed' });
      await expect(receipt).toBeInViewport();
      await expect(receipt).toContainText(`150 RUB on ${game}, Total: ${outcome} @ `);
      const id = (await receipt.getByText(/^Coupon № \d+$/).textContent())!.match(/\d+/)![0];
      await expect(headerBalance(page)).toContainText('24,850');
      // The player stays where they tapped; the focus too.
      await expect(odd).toBeInViewport();
      await expect(odd).toBeFocused();

      // The slip's own success coupon is there too, the same coupon (on a phone View opens the slip as its sheet, a dialog).
      const panel = slip(page).or(page.getByRole('dialog', { name: 'Bet slip' }));
      const success = panel.getByRole('status', { name: 'Bet accepted' });
      await expect(success).toContainText(`Coupon № ${id}`);
      await receipt.getByRole('button', { name: 'View in the bet slip' }).click();
      await expect(success).toBeInViewport();
      await expect(receipt).toHaveCount(0);
      await expect(panel.getByRole('tab', { name: /^Bet slip/ })).toBeFocused();
    });

    test('the receipt closes, and stays closed (other pages too) until the next bet', async ({ page }) => {
      await open(page, { signedIn: true });
      await oneClickOn(page);
      const { odd } = await firstTotalOdd(page);
      await odd.click();
      const receipt = page.getByRole('status', { name: 'Bet placed' });
      await receipt.getByRole('button', { name: 'Close' }).click();
      await expect(receipt).toHaveCount(0);
      // Closing the receipt leaves the slip's success coupon.
      await expect(slip(page).getByRole('status', { name: 'Bet accepted' })).toHaveCount(1);
      // Another page (in the app, no reload) does not bring it back.
      await page.getByRole('main').getByRole('link', { name: 'Live', exact: true }).click();
      await expect(page).toHaveURL(/\/en\/live\b/);
      await expect(receipt).toHaveCount(0);
      await page.goBack();
      await expect(receipt).toHaveCount(0);
      await odd.click();
      await expect(receipt).toBeInViewport();
      await expect(headerBalance(page)).toContainText('24,700');
    });

    test('a refused one-click bet says why over the page, naming the selection', async ({ page }) => {
      await open(page, { signedIn: true, balance: 10 });
      await oneClickOn(page);
      const { odd, game, outcome } = await firstTotalOdd(page);
      await odd.click();

      const refusal = page.getByRole('alert', { name: 'One-click bet not placed' });
      await expect(refusal).toBeInViewport();
      await expect(refusal).toContainText(`${game}, Total: ${outcome}`);
      // The sums with their currency (QA13 #10).
      await expect(refusal).toContainText('Not enough money: the balance is 10 RUB, the stake 150 RUB.');
      await expect(odd).toBeFocused();
      await refusal.getByRole('button', { name: 'Close' }).click();
      await expect(refusal).toHaveCount(0);
      await expect(headerBalance(page)).toContainText('10');
    });

    // QA10 5: the notice's Close dropped the focus to <body>, and the next Tab started from "Skip to content".
    test('closing a one-click refusal with the keyboard gives the focus back to the price tapped', async ({ page }) => {
      await open(page, { signedIn: true, fail: ['placement'] });
      await oneClickOn(page);
      const { odd } = await firstTotalOdd(page);
      await odd.focus();
      await page.keyboard.press('Enter');
      const refusal = page.getByRole('alert', { name: 'One-click bet not placed' });
      await expect(refusal).toBeVisible();
      await expect(odd).toBeFocused();
      await refusal.getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('Enter');
      await expect(refusal).toHaveCount(0);
      await expect(odd).toBeFocused();
    });

    test('the one-click odds question is asked over the page, names the selection, and leaves the page where it was', async ({ page }) => {
      await open(page, { signedIn: true, oddsMoves: 1 });
      await oneClickOn(page, { askAboutOdds: true });
      const { odd, game, outcome } = await firstTotalOdd(page);
      await odd.click();

      const question = page.getByRole('alertdialog', { name: 'The odds have changed' });
      await expect(question).toBeInViewport();
      await expect(question).toContainText('Your one-click bet was not placed: the odds have changed.');
      await expect(question).toContainText(game);
      await expect(question).toContainText(`Total: ${outcome}`);
      await expect(question).toContainText(/\d+\.\d+ → \d+\.\d+/);
      await expect(question.getByRole('button', { name: 'Accept and place' })).toBeFocused();
      await expect(odd).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBeLessThan(100);

      await question.getByRole('button', { name: 'Accept and place' }).click();
      await expect(question).toHaveCount(0);
      const receipt = page.getByRole('status', { name: 'Bet placed' });
      await expect(receipt).toBeInViewport();
      await expect(receipt).toContainText(`150 RUB on ${game}, Total: ${outcome} @ `);
      await expect(headerBalance(page)).toContainText('24,850');
    });
  });
}

// On a phone the slip stands after the whole line: "View in the bet slip" scrolled ~30,000 px down to it with no way
// back. It opens the slip as the sheet over the page (as the quick bet slip's bar does), and closing it leaves the
// player at the price they tapped, the focus on it.
test.describe('one-click notice on a phone: View opens the slip sheet', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('"View in the bet slip" opens the sheet with the success coupon; Close returns to the price tapped, the page unmoved', async ({ page }) => {
    await open(page, { signedIn: true });
    await oneClickOn(page);
    const { odd } = await firstTotalOdd(page);
    await odd.click();
    const receipt = page.getByRole('status', { name: 'Bet placed' });
    const id = (await receipt.getByText(/^Coupon № \d+$/).textContent())!.match(/\d+/)![0];
    const at = await page.evaluate(() => window.scrollY);
    await receipt.getByRole('button', { name: 'View in the bet slip' }).click();

    const sheet = page.getByRole('dialog', { name: 'Bet slip' });
    await expect(sheet).toHaveAttribute('aria-modal', 'true');
    await expect(sheet.getByRole('status', { name: 'Bet accepted' })).toContainText(`Coupon № ${id}`);
    await expect(sheet.getByRole('status', { name: 'Bet accepted' })).toBeInViewport();
    await expect(sheet.getByRole('tab', { name: /^Bet slip/ })).toBeFocused();
    await expect(receipt).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY), 'the page behind did not scroll to the slip').toBe(at);

    await sheet.getByRole('button', { name: 'Close the bet slip' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(odd).toBeFocused();
    await expect(odd).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(at);
  });
});
