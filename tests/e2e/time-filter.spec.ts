import { expect, test, type Page } from '@playwright/test';
import { visit, where } from './support';

/**
 * The pre-match list's time filter (spec 001 §9 options all, upcoming_events, first_period, second_period,
 * recommended; what each keeps is our design: src/domain/line/time-filter.ts). The page's clock is set, so
 * "today" and "tomorrow" are known: the player's zone is the preferences' default, UTC+3.
 */
test.use({ timezoneId: 'UTC' });

const filter = (page: Page) => page.getByRole('main').getByRole('group', { name: 'Start time' });
/** The game rows the list has drawn (a group off screen draws its rows when it comes near). */
const rows = (page: Page) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('group', { name: /^Market / }) });

async function startsOf(page: Page): Promise<string[]> {
  await expect(rows(page).first()).toBeVisible({ timeout: 15_000 });
  return rows(page).evaluateAll((items) => items.map((li) => li.textContent ?? ''));
}

test.describe('time filter on the pre-match list', () => {
  test('at 22:30 in the player\'s zone: Today lists only games starting today, Tomorrow only tomorrow\'s, Recommended fewer; the choice is in the address and Back returns to it', async ({ page }) => {
    // 19:30 UTC = 22:30 at UTC+3; the demo line's games start within the next 20 hours.
    await page.clock.install({ time: new Date('2026-11-25T19:30:00Z') });
    await visit(page, '/en/line/all', { reset: true });
    await expect(filter(page).getByRole('radio', { name: 'All' })).toBeChecked();
    const options = await filter(page).getByRole('radio').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(options).toEqual(['all', 'upcoming_events', 'first_period', 'second_period', 'recommended']);
    const all = await startsOf(page);
    expect(all.some((text) => text.includes('25 Nov'))).toBe(true);

    await filter(page).getByRole('radio', { name: 'Today' }).check();
    await expect.poll(() => where(page)).toBe('/en/line/all?time=first_period');
    await expect(rows(page).filter({ hasText: '26 Nov' })).toHaveCount(0);
    const today = await startsOf(page);
    expect(today.every((text) => text.includes('25 Nov'))).toBe(true);

    await filter(page).getByRole('radio', { name: 'Tomorrow' }).check();
    await expect.poll(() => where(page)).toBe('/en/line/all?time=second_period');
    await expect(rows(page).filter({ hasText: '25 Nov' })).toHaveCount(0);
    const tomorrow = await startsOf(page);
    expect(tomorrow.every((text) => text.includes('26 Nov'))).toBe(true);

    // QA19 #7: the second choice while the focus stayed in the group replaced the first one's history entry, so
    // one Back leaves the filter, to where the player started.
    await page.goBack();
    await expect.poll(() => where(page)).toBe('/en/line/all');
    await expect(filter(page).getByRole('radio', { name: 'All' })).toBeChecked();

    await filter(page).getByRole('radio', { name: 'Recommended' }).check();
    await expect.poll(() => where(page)).toBe('/en/line/all?time=recommended');
    await expect.poll(async () => (await startsOf(page)).length).toBeLessThan(all.length);

    await filter(page).getByRole('radio', { name: 'All' }).check();
    await expect.poll(() => where(page)).toBe('/en/line/all');
  });

  test('a period with no games says so, and Show all events brings every game back', async ({ page }) => {
    // 22:00 UTC = 01:00 at UTC+3: every game of the demo line starts today.
    await page.clock.install({ time: new Date('2026-11-25T22:00:00Z') });
    await visit(page, '/en/line/all?time=second_period', { reset: true });
    await expect(filter(page).getByRole('radio', { name: 'Tomorrow' })).toBeChecked();
    // QA19 #5: said in the option's words.
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'No events start tomorrow.' })).toBeVisible();
    // QA19 #3: from the keyboard, the focus goes to the now-chosen All, not to the page's body.
    await page.getByRole('button', { name: 'Show all events' }).focus();
    await page.keyboard.press('Enter');
    await expect(filter(page).getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(filter(page).getByRole('radio', { name: 'All' })).toBeFocused();
    await expect(rows(page).first()).toBeVisible({ timeout: 15_000 });
  });

  test('QA19 #5: an empty Recommended says there are no recommended events, in English and in Russian', async ({ page }) => {
    // The demo line's games, and which are featured, follow the clock: at this hour ATP Madrid has none featured.
    await page.clock.install({ time: new Date('2026-11-25T19:30:00Z') });
    await visit(page, '/en/line/all/tennis/1026-atp-madrid?time=recommended', { reset: true });
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'No recommended events here.' })).toBeVisible();
    await visit(page, '/ru/line/all/tennis/1026-atp-madrid?time=recommended');
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Здесь нет рекомендуемых событий.' })).toBeVisible();
  });

  test('QA19 #7: arrow keys in the group make one history entry, so one Back leaves the filter', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-25T19:30:00Z') });
    await visit(page, '/en/line/all', { reset: true });
    await expect(rows(page).first()).toBeVisible({ timeout: 15_000 });
    await filter(page).getByRole('radio', { name: 'All' }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(filter(page).getByRole('radio', { name: 'Tomorrow' })).toBeChecked();
    await expect.poll(() => where(page)).toBe('/en/line/all?time=second_period');
    await page.goBack();
    await expect.poll(() => where(page)).toBe('/en/line/all');
    await expect(filter(page).getByRole('radio', { name: 'All' })).toBeChecked();
  });

  test('QA19 #4: a list cut at 200 games says so, with how many in all, and Show more events adds the rest with the focus on the first added game', async ({ page }) => {
    // 19:30 UTC = 22:30 at UTC+3: more than 200 games start within the next 3 hours.
    await page.clock.install({ time: new Date('2026-11-25T19:30:00Z') });
    await visit(page, '/en/line/all?time=upcoming_events', { reset: true });
    const note = page.getByRole('main').getByText(/^Showing the first 200 of \d+ events\.$/);
    await expect(note).toBeVisible({ timeout: 15_000 });
    const total = Number((await note.textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThan(200);
    await expect(rows(page)).toHaveCount(200);
    await page.getByRole('button', { name: 'Show more events' }).focus();
    await page.keyboard.press('Enter');
    await expect(rows(page)).toHaveCount(Math.min(total, 400));
    // The focus goes on from where the list ended: the first added game's link.
    const first = rows(page).nth(200);
    await expect(first.getByRole('link').first()).toBeFocused();
  });

  test('the live list has no start-time filter', async ({ page }) => {
    await visit(page, '/en/live/all');
    await expect(rows(page).first()).toBeVisible({ timeout: 15_000 });
    await expect(filter(page)).toHaveCount(0);
  });
});
