import { expect, test, type Page } from '@playwright/test';
import { SIGNED_IN, visit, where } from './support';

const PATH = '/en/office/responsible';
const field = (page: Page, name: string) => page.getByRole('main').getByRole('form', { name });
/** A fact of a limit field: the value beside its term ("Current limit", "State"). */
const fact = (page: Page, name: string, term: string) => field(page, name).locator('dt', { hasText: term }).locator('+ dd');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm your limit' });
/** A date the page writes, `days` from now in the browser (the date part only, so a minute ticking over does not matter). */
/**
 * The date `days` from now as the page writes dates: in the player's UTC offset, +3 by default (spec 000 §3,
 * `DEFAULT_PREFERENCES.timeZone`), not the browser's zone. In the browser's (UTC here) the test failed from
 * 21:00 to 24:00 UTC, when it is already the next day at UTC+3.
 */
const dateIn = (page: Page, days: number) =>
  page.evaluate(
    (d) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.now() + d * 86_400_000 + 3 * 3_600_000),
    days,
  );

test.describe('responsible-gaming limits (spec 001 §2–§5, §8; route office/responsible, spec 000 §2)', () => {
  test('a visitor is sent to sign in first (office routes need login)', async ({ page }) => {
    await visit(page, PATH);
    await expect.poll(() => where(page)).toBe('/en/user/login?returnUrl=%2Fen%2Foffice%2Fresponsible');
  });

  test('see the limits: the five sections in the spec\'s order, each limit with its value and state', async ({ page }) => {
    await visit(page, '/en/providers', SIGNED_IN);
    // reached from the account menu
    await page.getByRole('banner').getByText('Demo Player').click();
    await page.getByRole('banner').getByRole('link', { name: 'Responsible gaming' }).click();
    await expect(page).toHaveURL(/\/en\/office\/responsible$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
    await expect(page).toHaveTitle(/^Responsible gaming — /);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Deposit limit', 'Self-limitation', 'Reality checks', 'Wagering limits', 'Loss limits']);
    await expect(main.getByRole('region', { name: 'Self-limitation' }).getByRole('heading', { level: 3 })).toHaveText([
      'Deposit time-out',
      'Self-exclusion',
      'Session limit',
    ]);
    await expect(fact(page, 'Deposit limit for 24 hours', 'Current limit')).toHaveText('5,000 RUB');
    await expect(fact(page, 'Deposit limit for 24 hours', 'State')).toHaveText('Active');
    await expect(fact(page, 'Deposit limit for 7 days', 'Current limit')).toHaveText('No limit');
    await expect(fact(page, 'Reality check', 'Current limit')).toHaveText('every 30 minutes');
    await expect(fact(page, 'Session limit', 'State')).toHaveText('Not set');
    await expect(fact(page, 'Loss limit for 30 days', 'State')).toHaveText('Not set');
  });

  test('set one: choose from the options, confirm, see it saved (and still there after a reload); all by keyboard', async ({ page }) => {
    await visit(page, PATH, SIGNED_IN);
    const reality = field(page, 'Reality check');
    const select = reality.getByRole('combobox', { name: 'New value' });
    await expect(select.getByRole('option')).toHaveText(['Choose…', 'every 5 minutes', 'every 10 minutes', 'every 15 minutes', 'every 30 minutes', 'every 45 minutes', 'every 60 minutes']);
    await select.focus();
    await select.selectOption({ label: 'every 15 minutes' });
    await page.keyboard.press('Tab');
    await expect(reality.getByRole('button', { name: 'Reality check: set limit' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toContainText('Reality check: set it to every 15 minutes?');
    // Escape steps back and keeps the choice
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(select).toHaveValue('15');
    await reality.getByRole('button', { name: 'Reality check: set limit' }).press('Enter');
    await dialog(page).getByRole('button', { name: 'Confirm' }).press('Enter');
    await expect(reality.getByRole('status')).toHaveText('Your limit has been saved.');
    await expect(fact(page, 'Reality check', 'Current limit')).toHaveText('every 15 minutes');
    await page.reload();
    await expect(fact(page, 'Reality check', 'Current limit')).toHaveText('every 15 minutes');
  });

  test('a pending change is shown with its date; a deposit increase waits for the player\'s confirmation', async ({ page }) => {
    await visit(page, PATH, SIGNED_IN);
    const wagering = field(page, 'Wagering limit for 24 hours');
    const amount = wagering.getByRole('textbox', { name: 'New limit, RUB' });
    await amount.fill('1000');
    await wagering.getByRole('button', { name: 'Wagering limit for 24 hours: set limit' }).click();
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(fact(page, 'Wagering limit for 24 hours', 'Current limit')).toHaveText('1,000 RUB');

    // a higher limit is an increase that takes effect later (the demo service: a day later)
    await amount.fill('2500');
    await wagering.getByRole('button', { name: 'Wagering limit for 24 hours: set limit' }).click();
    await expect(dialog(page)).toContainText('A higher limit does not apply at once');
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(wagering.getByText('New limit: 2,500 RUB (an increase)')).toBeVisible();
    await expect(wagering.getByText(/^Takes effect on /)).toContainText(await dateIn(page, 1));
    await expect(fact(page, 'Wagering limit for 24 hours', 'Current limit')).toHaveText('1,000 RUB');
    // the pending change can be cancelled
    await wagering.getByRole('button', { name: 'Wagering limit for 24 hours: cancel change' }).click();
    await expect(dialog(page)).toContainText('Wagering limit for 24 hours: cancel the pending change?');
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(wagering.getByText(/^New limit:/)).toHaveCount(0);

    // spec 001 §4, §9: a higher deposit limit waits for confirmation, with the hours left
    const deposit = field(page, 'Deposit limit for 24 hours');
    await deposit.getByRole('textbox', { name: 'New limit, RUB' }).fill('8000');
    await deposit.getByRole('button', { name: 'Deposit limit for 24 hours: set limit' }).click();
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(deposit.getByText('New limit: 8,000 RUB (an increase)')).toBeVisible();
    await expect(deposit.getByText(/^Waiting for your confirmation: 24 hours left \(until /)).toContainText(await dateIn(page, 1));
    await expect(fact(page, 'Deposit limit for 24 hours', 'State')).toHaveText('Active');
    await deposit.getByRole('button', { name: 'Deposit limit for 24 hours: confirm change' }).click();
    await expect(fact(page, 'Deposit limit for 24 hours', 'Current limit')).toHaveText('8,000 RUB');
    await expect(deposit.getByText(/^Waiting for your confirmation/)).toHaveCount(0);
  });

  test('a failed call says so and the form keeps what was chosen; once the service answers, it saves', async ({ page }) => {
    await visit(page, PATH, { ...SIGNED_IN, fail: ['set-limit'] });
    const session = field(page, 'Session limit');
    const select = session.getByRole('combobox', { name: 'New value' });
    await select.selectOption({ label: '3 hours' });
    await session.getByRole('button', { name: 'Session limit: set limit' }).click();
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(session.getByRole('alert')).toHaveText('The limit could not be saved. Please try again.');
    await expect(select).toHaveValue('3');
    await expect(fact(page, 'Session limit', 'State')).toHaveText('Not set');

    // the service recovers (fail cleared in this tab's fake world): the kept choice is saved as it stands
    await page.evaluate(() => (window as unknown as { __fakeWorld: { update(p: object): void } }).__fakeWorld.update({ fail: [] }));
    await session.getByRole('button', { name: 'Session limit: set limit' }).click();
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(session.getByRole('status')).toHaveText('Your limit has been saved.');
    await expect(fact(page, 'Session limit', 'Current limit')).toHaveText('3 hours');
  });

  test('a refused amount is explained beside the field and nothing is sent', async ({ page }) => {
    await visit(page, PATH, SIGNED_IN);
    const loss = field(page, 'Loss limit for 7 days');
    const amount = loss.getByRole('textbox', { name: 'New limit, RUB' });
    await amount.fill('0');
    await amount.press('Enter');
    await expect(loss.getByRole('alert')).toHaveText('Enter an amount above zero, with at most two decimals.');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog(page)).toHaveCount(0);
    await expect(amount).toHaveValue('0');
  });

  test('spec 001 §4: at the end of the session limit a permanent error says to visit tomorrow; OK signs the player out', async ({ page }) => {
    // A session limit of 36 s a day (0.01 h), the player signed in since 32 s ago: the limit service's ping says 4 s are left.
    const now = Date.now();
    const session = { limitType: 31, limitValue: 0.01, limitState: 'ACTIVE', startedAt: 0, endsAt: 0, limitBalance: null, needApprove: false, measure: 'h', label: '' };
    await visit(page, '/en/line/all', { signedIn: true, signedInSpans: [{ from: now - 32_000, to: null }], rgLimits: [session] });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
    const ended = page.getByRole('dialog', { name: 'Session limit reached' });
    await expect(ended).toBeVisible({ timeout: 15_000 });
    await expect(ended.getByRole('alert')).toHaveText('Your session limit has ended. Please visit us tomorrow.');
    await ended.getByRole('button', { name: 'OK' }).click();
    await expect(ended).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});

test.describe('reality check (spec 001 §2 notification, §3 limit type 32)', () => {
  const reminder = (page: Page) => page.getByRole('dialog', { name: 'Reality check' });
  const signedIn = (page: Page) => expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();

  test('the demo player\'s 30-minute reality check reminds every 30 minutes of the session; Continue closes it until the next', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/en/line/all', SIGNED_IN);
    await signedIn(page);
    await page.clock.runFor(29 * 60_000);
    await expect(reminder(page)).toHaveCount(0);
    await page.clock.runFor(61_000);
    await expect(reminder(page)).toBeVisible();
    await expect(reminder(page)).toContainText('You have been signed in for 30 minutes.');
    await expect(reminder(page)).toContainText('You asked to be reminded every 30 minutes.');
    // a dialog that takes the focus
    await expect(reminder(page).locator(':focus')).toHaveCount(1);
    await reminder(page).getByRole('button', { name: 'Continue' }).click();
    await expect(reminder(page)).toHaveCount(0);
    await page.clock.runFor(29 * 60_000);
    await expect(reminder(page)).toHaveCount(0);
    await page.clock.runFor(61_000);
    await expect(reminder(page)).toContainText('You have been signed in for 1 hour.');
    await signedIn(page);
  });

  test('the bet history link opens office/history and closes the reminder; Log out signs the player out', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/en/line/all', { ...SIGNED_IN, rgLimits: [{ limitType: 32, limitValue: 5, limitState: 'ACTIVE', startedAt: 0, endsAt: 0, limitBalance: null, needApprove: false, measure: 'minutes', label: '' }] });
    await signedIn(page);
    await page.clock.runFor(5 * 60_000 + 1_000);
    await reminder(page).getByRole('link', { name: 'View your bet history' }).click();
    await expect(page).toHaveURL(/\/en\/office\/history$/);
    await expect(reminder(page)).toHaveCount(0);
    await page.clock.runFor(5 * 60_000 + 1_000);
    await expect(reminder(page)).toContainText('You have been signed in for 10 minutes.');
    await reminder(page).getByRole('button', { name: 'Log out' }).click();
    await expect(reminder(page)).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.clock.runFor(10 * 60_000);
    await expect(reminder(page)).toHaveCount(0);
  });

  test('a reload keeps the count: signed in 20 minutes, reloaded, the reminder comes 10 minutes later', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/en/line/all', SIGNED_IN);
    await signedIn(page);
    await page.clock.runFor(20 * 60_000);
    await page.reload();
    await signedIn(page);
    await page.clock.runFor(9 * 60_000);
    await expect(reminder(page)).toHaveCount(0);
    await page.clock.runFor(61_000);
    await expect(reminder(page)).toContainText(/You have been signed in for 30 minutes\./);
  });

  test('one count for the browser\'s tabs: a tab opened 10 minutes in reminds at 30 minutes with the first, and Continue in one closes both', async ({ context }) => {
    await context.clock.install();
    const first = await context.newPage();
    await visit(first, '/en/line/all', SIGNED_IN);
    await signedIn(first);
    await context.clock.runFor(10 * 60_000);
    const second = await context.newPage();
    await visit(second, '/en/live/all', SIGNED_IN);
    await signedIn(second);
    await context.clock.runFor(19 * 60_000);
    await expect(reminder(second)).toHaveCount(0);
    await context.clock.runFor(61_000);
    await expect(reminder(first)).toContainText('You have been signed in for 30 minutes.');
    await expect(reminder(second)).toContainText('You have been signed in for 30 minutes.');
    await reminder(second).getByRole('button', { name: 'Continue' }).click();
    await expect(reminder(second)).toHaveCount(0);
    await expect(reminder(first)).toHaveCount(0);
  });

  test('a reality check made stricter on office/responsible counts from then: 5 minutes later the reminder comes', async ({ page }) => {
    await page.clock.install();
    await visit(page, PATH, SIGNED_IN);
    await expect(fact(page, 'Reality check', 'State')).toHaveText('Active');
    // 12.5 minutes: the limit's start is kept in whole seconds, so at 12 the reminder's "signed in for" could
    // land a fraction below 17 minutes and read 16.
    await page.clock.runFor(12.5 * 60_000);
    const reality = field(page, 'Reality check');
    await reality.getByRole('combobox', { name: 'New value' }).selectOption({ label: 'every 5 minutes' });
    await reality.getByRole('button', { name: 'Reality check: set limit' }).click();
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(reality.getByRole('status')).toHaveText('Your limit has been saved.');
    await page.clock.runFor(4 * 60_000);
    await expect(reminder(page)).toHaveCount(0);
    await page.clock.runFor(61_000);
    await expect(reminder(page)).toContainText('You have been signed in for 17 minutes.');
    await expect(reminder(page)).toContainText('You asked to be reminded every 5 minutes.');
  });

  test('a reality check that has ended (removed) reminds no more', async ({ page }) => {
    await page.clock.install();
    // removed: its cancellation takes effect 10 minutes from now, before the 15-minute reminder
    const endsAt = Math.floor(Date.now() / 1000) + 600;
    await visit(page, '/en/line/all', { ...SIGNED_IN, rgLimits: [{ limitType: 32, limitValue: 15, limitState: 'ACTIVE', startedAt: 0, endsAt, limitBalance: null, needApprove: false, measure: 'minutes', label: '' }] });
    await signedIn(page);
    await page.clock.runFor(60 * 60_000);
    await expect(reminder(page)).toHaveCount(0);
  });
});

test.describe('deposit-limit confirmation (QA8 17)', () => {
  test('an amount with cents is confirmed with two decimals, and the limit name opens the sentence', async ({ page }) => {
    await visit(page, PATH, SIGNED_IN);
    const deposit = field(page, 'Deposit limit for 24 hours');
    await deposit.getByRole('textbox', { name: 'New limit, RUB' }).fill('1234567.5');
    await deposit.getByRole('button', { name: 'Deposit limit for 24 hours: set limit' }).click();
    await expect(dialog(page)).toContainText('Deposit limit for 24 hours: set it to 1,234,567.50 RUB?');
  });
});
