import { expect, test, type Page } from '@playwright/test';
import { pickTotals } from './slip-support';
import { SIGNED_IN, visit, type FakeState } from './support';

// spec 001 §1: a support button on every page of the shared layout, opening the configured chat widget (the
// `support` config group; offline, the demo widget of public/fake-support/). spec 001 §6: the support history modal.

const supportButton = (page: Page) => page.getByRole('button', { name: 'Support', exact: true });
const demoChat = (page: Page) => page.getByRole('dialog', { name: 'Demo support chat' });
const supportGroup = (group: Record<string, unknown>): FakeState => ({ configGroups: { support: group } });

test('a visitor opens the configured chat widget from the support button, as a visitor', async ({ page }) => {
  await visit(page, '/en/line/all');
  await supportButton(page).click();
  await expect(demoChat(page)).toBeVisible();
  await expect(demoChat(page).getByText('Provider: LiveChat (account 12345678)')).toBeVisible();
  await expect(demoChat(page).getByText('Chatting as a visitor')).toBeVisible();
});

test('the support button is on every page, keyboard-operable; a signed-in player chats under their name and id', async ({ page }) => {
  await visit(page, '/en/office/account', SIGNED_IN);
  await supportButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(supportButton(page)).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Chat with support' }).press('Enter');
  await expect(demoChat(page).getByText('Chatting as Demo Player (id 1001)')).toBeVisible();
});

test('each provider kind opens through its own API; SupHelper v2 is not told who the player is', async ({ page }) => {
  await visit(page, '/en/office/account', { ...SIGNED_IN, ...supportGroup({ provider: 'suphelper-v2', accountId: 'w-77' }) });
  await supportButton(page).click();
  await page.getByRole('button', { name: 'Chat with support' }).click();
  await expect(demoChat(page).getByText('Provider: SupHelper v2 (account w-77)')).toBeVisible();
  await expect(demoChat(page).getByText('Chatting as a visitor')).toBeVisible();
});

test('a chat script that fails to load says so with the support page link, and the slip keeps its bets', async ({ page }) => {
  await visit(page, '/en/line/all', supportGroup({ scriptUrl: '/fake-support/missing-widget.js' }));
  await pickTotals(page, 2);
  await supportButton(page).click();
  const alert = page.getByRole('alert').filter({ hasText: 'The support chat could not be loaded.' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Support page' })).toHaveAttribute('href', '/en/office/support');
  await expect(demoChat(page)).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Bet slip (2)' })).toBeVisible();
});

test('an unknown provider in the support group means no widget: the support button links to the support page', async ({ page }) => {
  await visit(page, '/en/line/all', supportGroup({ provider: 'zendesk' }));
  await expect(page.getByRole('link', { name: 'Support', exact: true })).toHaveAttribute('href', '/en/office/support');
  await expect(supportButton(page)).toHaveCount(0);
});

test('a script URL off the provider allow-list is never loaded: the player is told, with the support page', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await visit(page, '/en/line/all', supportGroup({ scriptUrl: 'https://evil.example/widget.js' }));
  await supportButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The support chat could not be loaded.' })).toBeVisible();
  expect(requested.filter((url) => new URL(url).hostname === 'evil.example')).toEqual([]);
});

test('the support history modal lists a signed-in player’s requests with their answers', async ({ page }) => {
  await visit(page, '/en/line/all', SIGNED_IN);
  await supportButton(page).click();
  await page.getByRole('button', { name: 'My support requests' }).click();
  const modal = page.getByRole('dialog', { name: 'My support requests' });
  await expect(modal.getByRole('heading', { name: /Deposit not credited/ })).toBeVisible();
  await expect(modal.getByText('The payment was credited at 12:40. Sorry for the wait.')).toBeVisible();
  await expect(modal.getByText('Answered')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
});

test('a history that fails to load says so in the modal, and Try again reads it again', async ({ page }) => {
  await visit(page, '/en/line/all', { ...SIGNED_IN, failTimes: { 'support-history': 1 } });
  await supportButton(page).click();
  await page.getByRole('button', { name: 'My support requests' }).click();
  const modal = page.getByRole('dialog', { name: 'My support requests' });
  await expect(modal.getByRole('alert')).toHaveText('Your support requests could not be loaded.');
  await modal.getByRole('button', { name: 'Try again' }).click();
  await expect(modal.getByRole('heading', { name: /Deposit not credited/ })).toBeVisible();
});

test('a visitor has no support history: the button opens the chat, no menu', async ({ page }) => {
  await visit(page, '/en/line/all');
  await expect(supportButton(page)).not.toHaveAttribute('aria-expanded', /.*/);
  await expect(page.getByRole('button', { name: 'My support requests' })).toHaveCount(0);
});

/** The visible controls of the bet slip the visible support button covers, by name (one read of the page's boxes). */
async function coveredSlipControls(page: Page): Promise<string[]> {
  const slip = await page.getByRole('complementary', { name: 'Bet slip' }).elementHandle();
  const button = await page.getByRole('button', { name: 'Support', exact: true, includeHidden: true }).elementHandle();
  return page.evaluate(
    ([slipElement, own]) => {
      const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true }) && element.getClientRects().length > 0;
      if (!own || !shown(own)) return [];
      const a = own.getBoundingClientRect();
      return [...slipElement!.querySelectorAll('button, input, select, a')]
        .filter((control) => shown(control))
        .filter((control) => {
          const b = control.getBoundingClientRect();
          return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        })
        .map((control) => control.getAttribute('aria-label') ?? control.textContent ?? '?');
    },
    [slip, button] as const,
  );
}

/**
 * The slip's foot at the window's foot, where the button floats, with the slip's own scrolling at `inner` (its
 * controls at the top, "Clear the bet slip", or at the end, "Place bet"), then the controls the button covers.
 */
async function coveredWithSlipAtFoot(page: Page, inner: 'start' | 'end'): Promise<string[]> {
  await page.getByRole('complementary', { name: 'Bet slip' }).evaluate((slip, to) => {
    slip.scrollIntoView({ block: 'end' });
    for (const element of [slip, ...slip.querySelectorAll('*')]) if (element.scrollHeight > element.clientHeight) element.scrollTop = to === 'end' ? element.scrollHeight : 0;
  }, inner);
  let covered: string[] = [];
  // the dock moves on the scroll it hears; read once it stands
  await expect.poll(async () => (covered = await coveredSlipControls(page))).toEqual([]);
  return covered;
}

for (const [device, size] of [
  ['a desktop (the slip in its column)', { width: 1280, height: 720 }],
  ['a phone (the slip in the page, under the line)', { width: 390, height: 844 }],
] as const) {
  test(`on ${device} the support button covers none of the slip’s controls, scrolled to its start or its end`, async ({ page }) => {
    await page.setViewportSize(size);
    await visit(page, '/en/line/all');
    await pickTotals(page, 3);
    expect(await coveredWithSlipAtFoot(page, 'start')).toEqual([]);
    expect(await coveredWithSlipAtFoot(page, 'end')).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(supportButton(page)).toBeVisible();
  });
}

test('on a phone the support button does not cover the quick bet slip bar', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await visit(page, '/en/line/all');
  await pickTotals(page, 1);
  const bar = page.getByRole('region', { name: 'Quick bet slip' });
  await expect(bar).toBeVisible();
  const [own, other] = [await supportButton(page).boundingBox(), await bar.boundingBox()];
  expect(own && other).toBeTruthy();
  const overlap = own!.x < other!.x + other!.width && other!.x < own!.x + own!.width && own!.y < other!.y + other!.height && other!.y < own!.y + own!.height;
  expect(overlap).toBe(false);
});

test('the support page (office/support) offers the chat and lists the player’s requests', async ({ page }) => {
  await visit(page, '/en/office/support', SIGNED_IN);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: /Deposit not credited/ })).toBeVisible();
  await main.getByRole('button', { name: 'Chat with support' }).click();
  await expect(demoChat(page)).toBeVisible();
});
