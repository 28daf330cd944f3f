import { expect, test, type Locator } from '@playwright/test';
import { slip } from './slip-support';
import { visit } from './support';

// The browser's own zone is UTC, so the default UTC+3 of the preferences (spec 000 §3) is visible as such.
test.use({ timezoneId: 'UTC' });

/** "21:05" (a 24-hour time) in a text: its hour and minute. */
async function clockOf(scope: Locator): Promise<{ hour: number; minute: number }> {
  const match = (await scope.innerText()).match(/\b(\d{2}):(\d{2})\b/);
  expect(match, `a 24-hour time in "${await scope.innerText()}"`).not.toBeNull();
  return { hour: Number(match![1]), minute: Number(match![2]) };
}

/** The same instant `hours` later (or earlier) on a 12-hour clock, as the page writes it: "1:05 pm". */
function on12HourClock({ hour, minute }: { hour: number; minute: number }, hours: number): string {
  const minutes = (((hour + hours) * 60 + minute) % 1440 + 1440) % 1440;
  const hour24 = Math.floor(minutes / 60);
  return `${hour24 % 12 || 12}:${String(minutes % 60).padStart(2, '0')} ${hour24 < 12 ? 'am' : 'pm'}`;
}

test.describe('office settings apply to the whole site (spec 000 §3 timeZone, is12h, marketsNameType)', () => {
  test('a time zone and the 12-hour clock chosen in the settings move a game\'s start and a payment\'s date; full market names rename the line and the slip', async ({ page, context }) => {
    // The line, with a result-market pick in the slip, and the payment history, each in its own tab, open before the change.
    await visit(page, '/en/line/all', { signedIn: true });
    const main = page.getByRole('main');
    const first = main.getByRole('listitem').filter({ has: page.getByRole('group', { name: /^Market 1X?2$/ }) }).first();
    // The whole line loads first (slow on a busy machine).
    await expect(first).toBeVisible({ timeout: 15_000 });
    // Found again by its name: the market's group is renamed below.
    const game = (await first.getAttribute('aria-label'))!;
    const row = main.getByRole('listitem', { name: game, exact: true });
    const start = await clockOf(row);
    const result = row.getByRole('group', { name: /^Market 1X?2$/ });
    await result.getByRole('button').first().click();
    await expect(slip(page).getByRole('listitem').first()).toContainText(/1X?2: 1/);

    const history = await context.newPage();
    await visit(history, '/en/office/historypay', { signedIn: true });
    const payment = history.getByRole('table', { name: 'Payments to your main account, newest first' }).locator('tbody').getByRole('row').first().getByRole('rowheader');
    await expect(payment).toHaveText(/\d{2}:\d{2}$/);
    const paid = await clockOf(payment);

    const settings = await context.newPage();
    await visit(settings, '/en/office/settings', { signedIn: true });
    const form = settings.getByRole('main');
    await expect(form.getByRole('combobox', { name: 'Time zone' })).toHaveValue('3');
    await form.getByRole('combobox', { name: 'Time zone' }).selectOption({ label: 'UTC−5' });
    await form.getByRole('checkbox', { name: 'Use the 12-hour clock' }).check();
    await form.getByRole('group', { name: 'Market names' }).getByRole('radio', { name: 'Full' }).check();
    await expect(form.getByRole('status')).toHaveText('Saved');
    await expect(form).not.toContainText('do not follow them yet');

    // From UTC+3 to UTC−5: eight hours earlier, on the 12-hour clock.
    await expect(row).toContainText(on12HourClock(start, -8));
    await expect(payment).toContainText(on12HourClock(paid, -8));
    await expect(row.getByRole('group', { name: 'Market Match result' }).getByRole('button').first()).toContainText('Home win');
    await expect(slip(page).getByRole('listitem').first()).toContainText('Match result: Home win');

    // A reload keeps them, and the game's own page says its start the same way.
    await page.reload();
    await expect(row).toContainText(on12HourClock(start, -8));
    await row.getByRole('link', { name: game, exact: true }).click();
    const gamePage = page.getByRole('main').getByRole('region', { name: game });
    await expect(gamePage).toContainText(on12HourClock(start, -8));
    await expect(gamePage.getByRole('group', { name: 'Market Match result' })).toBeVisible();
  });

  test('QA18 #7: a player in India picks UTC+5:30: a payment\'s time is 30 minutes on from UTC+5, and the tzo cookie says 5.5', async ({ page, context }) => {
    await visit(page, '/en/office/historypay', { signedIn: true });
    const payment = page.getByRole('table', { name: 'Payments to your main account, newest first' }).locator('tbody').getByRole('row').first().getByRole('rowheader');
    const settings = await context.newPage();
    await visit(settings, '/en/office/settings', { signedIn: true });
    const zone = settings.getByRole('main').getByRole('combobox', { name: 'Time zone' });
    for (const label of ['UTC−9:30', 'UTC−3:30', 'UTC+3:30', 'UTC+4:30', 'UTC+5:30', 'UTC+5:45', 'UTC+6:30', 'UTC+8:45', 'UTC+9:30', 'UTC+10:30', 'UTC+12:45', 'UTC+13:45']) {
      await expect(zone.getByRole('option', { name: label, exact: true })).toHaveCount(1);
    }
    // From the default UTC+3: UTC+5 is two hours on, UTC+5:30 thirty minutes more.
    await expect(payment).toHaveText(/\d{2}:\d{2}$/);
    const atThree = await clockOf(payment);
    const later = (minutesOn: number) => {
      const minutes = ((atThree.hour * 60 + atThree.minute + minutesOn) % 1440 + 1440) % 1440;
      return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    };
    await zone.selectOption({ label: 'UTC+5' });
    await expect(payment).toContainText(later(120));
    await zone.selectOption({ label: 'UTC+5:30' });
    await expect(zone).toHaveValue('5.5');
    await expect(payment).toContainText(later(150));
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'tzo')?.value).toBe('5.5');
    await settings.reload();
    await expect(settings.getByRole('main').getByRole('combobox', { name: 'Time zone' })).toHaveValue('5.5');
  });

  test('in Russian: a game\'s start on the 12-hour clock and the result market in full words', async ({ page, context }) => {
    await visit(page, '/ru/line/all', { signedIn: true });
    const first = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('group', { name: /1X?2$/ }) }).first();
    // The whole line loads first (slow on a busy machine).
    await expect(first).toBeVisible({ timeout: 15_000 });
    const row = page.getByRole('main').getByRole('listitem', { name: (await first.getAttribute('aria-label'))!, exact: true });
    const start = await clockOf(row);
    const settings = await context.newPage();
    await visit(settings, '/ru/office/settings', { signedIn: true });
    await settings.getByRole('main').getByRole('checkbox', { name: '12-часовой формат времени' }).check();
    await settings.getByRole('main').getByRole('group', { name: 'Названия рынков' }).getByRole('radio', { name: 'Полные' }).check();
    // Same zone (UTC+3), another clock, the part of the day in Russian (QA13 #11: "9:05 вечера", not "9:05 PM").
    const [time, half] = on12HourClock(start, 0).split(' ') as [string, 'am' | 'pm'];
    await expect(row).toContainText(new RegExp(`${time} (${half === 'am' ? 'ночи|утра' : 'дня|вечера|ночи'})`));
    await expect(row).not.toContainText(/\d (AM|PM)/);
    await expect(row.getByRole('group', { name: /Исход матча$/ }).getByRole('button').first()).toContainText('Победа 1');
  });
});
