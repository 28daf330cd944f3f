import { expect, test, type Page } from '@playwright/test';
import { SIGNED_IN, visit } from './support';

const PATH = '/en/office/responsible';
const field = (page: Page, name: string) => page.getByRole('main').getByRole('form', { name });
const fact = (page: Page, name: string, term: string) => field(page, name).locator('dt', { hasText: term }).locator('+ dd');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm your limit' });
const nowS = () => Math.floor(Date.now() / 1000);
const record = (over: Record<string, unknown>) => ({
  limitState: 'ACTIVE',
  startedAt: nowS(),
  endsAt: 0,
  limitBalance: null,
  needApprove: false,
  measure: 'RUB',
  label: '',
  ...over,
});

test.describe('QA18 limits: focus after the confirmation, limits without an end, malformed limits', () => {
  for (const [outcome, fake, said] of [
    ['saved', SIGNED_IN, 'Your limit has been saved.'],
    ['failed', { ...SIGNED_IN, fail: ['set-limit'] }, 'The limit could not be saved. Please try again.'],
  ] as const) {
    test(`QA18 #2: after Confirm (${outcome}) the focus is back on the Set limit that opened the dialog`, async ({ page }) => {
      await visit(page, PATH, fake);
      const form = field(page, 'Deposit limit for 30 days');
      await form.getByRole('textbox', { name: 'New limit, RUB' }).fill('800');
      const opener = form.getByRole('button', { name: 'Deposit limit for 30 days: set limit' });
      await opener.press('Enter');
      await dialog(page).getByRole('button', { name: 'Confirm' }).press('Enter');
      await expect(form.getByText(said)).toBeVisible();
      await expect(dialog(page)).toHaveCount(0);
      await expect(opener).toBeFocused();
    });
  }

  test('QA18 #2: a self-limitation select: Set limit has the focus after Confirm; Remove limit, gone after the removal, hands it to its heading', async ({ page }) => {
    await visit(page, PATH, SIGNED_IN);
    const session = field(page, 'Session limit');
    await session.getByRole('combobox', { name: 'New value' }).selectOption({ label: '2 hours' });
    const set = session.getByRole('button', { name: 'Session limit: set limit' });
    await set.press('Enter');
    await dialog(page).getByRole('button', { name: 'Confirm' }).press('Enter');
    await expect(fact(page, 'Session limit', 'Current limit')).toHaveText('2 hours');
    await expect(set).toBeFocused();

    const reality = field(page, 'Reality check');
    await reality.getByRole('button', { name: 'Reality check: remove limit' }).press('Enter');
    await dialog(page).getByRole('button', { name: 'Confirm' }).press('Enter');
    await expect(reality.getByText(/^Ends on /)).toBeVisible();
    await expect(reality.getByRole('button', { name: 'Reality check: remove limit' })).toHaveCount(0);
    await expect(reality.getByRole('heading', { name: 'Reality check' })).toBeFocused();
  });

  for (const lng of ['en', 'ru'] as const) {
    test(`QA18 #4 (${lng}): a time-out and a self-exclusion without an end say so, never a 1970 date`, async ({ page }) => {
      await visit(page, `/${lng}/office/responsible`, {
        ...SIGNED_IN,
        rgLimits: [record({ limitType: 33, limitValue: 7, measure: 'days' }), record({ limitType: 30, limitValue: 45, measure: 'days' })],
      });
      const names = lng === 'en' ? ['Deposit time-out', 'Self-exclusion'] : ['Перерыв в депозитах', 'Самоисключение'];
      for (const name of names) {
        const note = field(page, name).locator('.limit-note');
        await expect(note).toHaveText(lng === 'en' ? /^In force from .+; its end is not known\./ : /^Действует с .+; дата окончания неизвестна\./);
        await expect(note).not.toContainText('1970');
      }
    });
  }

  test('QA18 #6: a negative limit from the service is not shown as a limit; the page says one could not be read and keeps the rest', async ({ page }) => {
    await visit(page, PATH, {
      ...SIGNED_IN,
      rgLimits: [
        record({ limitType: 20, limitValue: -50, limitBalance: -10, startedAt: 0 }),
        record({ limitType: 21, limitValue: 700, limitBalance: -5 }),
        record({ limitType: 33, limitValue: 7, measure: 'days' }),
      ],
    });
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'One of your limits could not be read, so it is not shown. Your other limits are shown as usual.',
    );
    await expect(fact(page, 'Deposit limit for 24 hours', 'State')).toHaveText('Not set');
    await expect(field(page, 'Deposit limit for 24 hours')).not.toContainText('50');
    await expect(field(page, 'Deposit limit for 24 hours').getByRole('button', { name: /remove limit/ })).toHaveCount(0);
    await expect(fact(page, 'Deposit limit for 7 days', 'Current limit')).toHaveText('700 RUB');
    await expect(fact(page, 'Deposit limit for 7 days', 'Left')).toHaveText('0 RUB');
    await expect(field(page, 'Deposit time-out')).toContainText('In force from');
  });
});
