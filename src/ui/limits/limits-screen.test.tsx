import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'effector';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../adapters/browser/web-storage';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { FakeLimits } from '../../adapters/fake/fake-limits';
import { FakeWorld, type FakeWorldState } from '../../adapters/fake/fake-world';
import { LIMITS_EN } from '../../adapters/fake/i18n/limits.en';
import { LIMITS_RU } from '../../adapters/fake/i18n/limits.ru';
import { SHELL_EN } from '../../adapters/fake/i18n/shell.en';
import { SHELL_RU } from '../../adapters/fake/i18n/shell.ru';
import { createLimitsModel } from '../../application/limits/limits.model';
import { ModelsProvider, type UiModels } from '../models-context';
import { DEFAULT_PREFERENCES, type Preferences } from '../../domain/preferences';
import { formatTime } from '../i18n/format-time';
import { formatLimitDate } from './limit-format';
import { LimitsScreen } from './limits-screen';

function renderScreen(fake: Partial<FakeWorldState> = {}, lng: 'en' | 'ru' = 'en', preferences: Partial<Preferences> = {}) {
  const clock = new FakeClock();
  const world = new FakeWorld(new MemoryStorage(), clock, '');
  world.update({ signedIn: true, ...fake });
  const port = new FakeLimits(world);
  const limits = createLimitsModel({
    limits: port,
    setting: port,
    clock,
    logger: { info() {}, warn() {}, error() {} },
    $isAuthenticated: createStore(true),
    $depositDisablesSections: createStore(false),
  });
  const shell = {
    $dictionary: createStore(lng === 'en' ? { ...SHELL_EN, ...LIMITS_EN } : { ...SHELL_RU, ...LIMITS_RU }),
    $language: createStore(lng),
    $siteConfig: createStore(null),
    $preferences: createStore({ ...DEFAULT_PREFERENCES, ...preferences }),
  };
  render(
    <ModelsProvider models={{ shell, limits } as unknown as UiModels}>
      <LimitsScreen lng={lng} />
    </ModelsProvider>,
  );
  return { world, clock, nowS: Math.floor(clock.now() / 1000) };
}

/** A limit's time as the page writes it with the default preferences (UTC+3, 24 h). */
const onDefaultClock = (ms: number) => formatTime(ms, 'en', DEFAULT_PREFERENCES);

const field = (name: string) => screen.getByRole('form', { name });
const fact = (form: HTMLElement, term: string) => within(form).getByText(term, { selector: 'dt' }).nextElementSibling;

describe('limits screen (spec 001 §2–§5, §8)', () => {
  it('spec 001 §2: the five sections in order, each limit with its current value and state', async () => {
    renderScreen();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Deposit limit', 'Self-limitation', 'Reality checks', 'Wagering limits', 'Loss limits']);
    const deposit = screen.getByRole('region', { name: 'Deposit limit' });
    expect(within(deposit).getAllByRole('form').map((f) => f.getAttribute('aria-labelledby') && within(f).getByRole('heading').textContent)).toEqual([
      'Deposit limit for 24 hours',
      'Deposit limit for 7 days',
      'Deposit limit for 30 days',
    ]);
    expect(fact(field('Deposit limit for 24 hours'), 'Current limit')).toHaveTextContent('5,000 RUB');
    expect(fact(field('Deposit limit for 24 hours'), 'State')).toHaveTextContent('Active');
    expect(fact(field('Deposit limit for 24 hours'), 'Left')).toHaveTextContent('3,200 RUB');
    // spec 001 §3: the 7-day deposit's 999999999 is no limit
    expect(fact(field('Deposit limit for 7 days'), 'Current limit')).toHaveTextContent('No limit');
    expect(fact(field('Session limit'), 'State')).toHaveTextContent('Not set');
    expect(fact(field('Reality check'), 'Current limit')).toHaveTextContent('every 30 minutes');
  });

  it('spec 001 §3, §5: option fields list only the fixed options, self-exclusion as days, months or years', async () => {
    renderScreen();
    const select = within(await screen.findByRole('form', { name: 'Self-exclusion' })).getByRole('combobox', { name: 'New value' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose…', '1 day', '7 days', '1 month', '3 months', '6 months', '1 year', '2 years', '3 years', '5 years', '10 years',
    ]);
    const reality = within(field('Reality check')).getByRole('combobox', { name: 'New value' });
    expect(within(reality).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose…', 'every 5 minutes', 'every 10 minutes', 'every 15 minutes', 'every 30 minutes', 'every 45 minutes', 'every 60 minutes',
    ]);
    // money limits take a typed amount; the 7-day deposit also offers no limit
    expect(within(field('Deposit limit for 24 hours')).getByRole('textbox', { name: 'New limit, RUB' })).toBeInTheDocument();
    expect(within(field('Deposit limit for 24 hours')).queryByRole('checkbox')).toBeNull();
    const week = field('Deposit limit for 7 days');
    fireEvent.click(within(week).getByRole('checkbox', { name: 'No limit' }));
    expect(within(week).getByRole('checkbox', { name: 'No limit' })).toBeChecked();
    expect(within(week).getByRole('textbox', { name: 'New limit, RUB' })).toBeDisabled();
    // the 7-day deposit is at no limit already
    fireEvent.submit(week);
    expect(within(week).getByRole('alert')).toHaveTextContent('This is already your limit.');
  });

  it('choose, confirm in a dialog, see the result: a lower limit applies and says so (spec 001 §8 success message)', async () => {
    renderScreen();
    const form = await screen.findByRole('form', { name: 'Deposit limit for 24 hours' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'New limit, RUB' }), { target: { value: '3000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Deposit limit for 24 hours: set limit' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your limit' });
    expect(dialog).toHaveTextContent('Deposit limit for 24 hours: set it to 3,000 RUB?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your limit has been saved.');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(fact(form, 'Current limit')).toHaveTextContent('3,000 RUB'));
    expect(within(form).getByRole('textbox', { name: 'New limit, RUB' })).toHaveValue('');
  });

  it('spec 001 §5: a higher wagering limit shows as a pending increase with the date it takes effect', async () => {
    const { nowS } = renderScreen({ rgLimits: [{ limitType: 1, limitValue: 1000, limitState: 'ACTIVE', startedAt: 1, endsAt: 0, limitBalance: null, needApprove: false, measure: 'RUB', label: '' }] });
    const form = await screen.findByRole('form', { name: 'Wagering limit for 24 hours' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'New limit, RUB' }), { target: { value: '2000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Wagering limit for 24 hours: set limit' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('A higher limit does not apply at once');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await within(form).findByText('New limit: 2,000 RUB (an increase)')).toBeInTheDocument();
    expect(within(form).getByText(`Takes effect on ${formatLimitDate(nowS + 86_400, onDefaultClock)}.`)).toBeInTheDocument();
    expect(fact(form, 'Current limit')).toHaveTextContent('1,000 RUB');
    expect(within(form).getByRole('button', { name: 'Wagering limit for 24 hours: cancel change' })).toBeEnabled();
  });

  it('spec 001 §4, §9: a pending deposit limit awaiting approval shows the hours left and can be approved or rejected', async () => {
    const start = Math.floor(new FakeClock().now() / 1000) - 3600;
    renderScreen({
      rgLimits: [
        { limitType: 20, limitValue: 5000, limitState: 'ACTIVE', startedAt: 1, endsAt: 0, limitBalance: null, needApprove: false, measure: 'RUB', label: '' },
        { limitType: 20, limitValue: 4000, limitState: 'PENDING', startedAt: start, endsAt: start + 86_400, limitBalance: null, needApprove: true, measure: 'RUB', label: '' },
      ],
    });
    const form = await screen.findByRole('form', { name: 'Deposit limit for 24 hours' });
    expect(within(form).getByText('New limit: 4,000 RUB (a decrease)')).toBeInTheDocument();
    expect(within(form).getByText(`Waiting for your confirmation: 23 hours left (until ${formatLimitDate(start + 86_400, onDefaultClock)}).`)).toBeInTheDocument();
    // design: its field takes no new value until it is answered
    expect(within(form).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Deposit limit for 24 hours: confirm change' }));
    await waitFor(() => expect(fact(form, 'Current limit')).toHaveTextContent('4,000 RUB'));
    expect(within(form).queryByText(/Waiting for your confirmation/)).toBeNull();
  });

  it('removing a limit asks first, then shows when it ends (fake: a day later); the 7-day deposit at no limit offers no removal', async () => {
    const { nowS } = renderScreen();
    const form = await screen.findByRole('form', { name: 'Reality check' });
    expect(within(field('Deposit limit for 7 days')).queryByRole('button', { name: /: remove limit$/ })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Reality check: remove limit' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Reality check: remove it? Removing a limit may not apply at once.');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await within(form).findByText(`Ends on ${formatLimitDate(nowS + 86_400, onDefaultClock)}.`)).toBeInTheDocument();
    expect(fact(form, 'State')).toHaveTextContent('Active');
    expect(within(form).queryByRole('button', { name: 'Reality check: remove limit' })).toBeNull();
  });

  it('spec 000 §3: a limit\'s dates follow the time zone and 12-hour clock chosen in the settings', async () => {
    const { nowS } = renderScreen({}, 'en', { timeZone: -5, is12h: true });
    const form = await screen.findByRole('form', { name: 'Reality check' });
    fireEvent.click(within(form).getByRole('button', { name: 'Reality check: remove limit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const chosen = formatTime((nowS + 86_400) * 1000, 'en', { timeZone: -5, is12h: true });
    expect(chosen).not.toBe(onDefaultClock((nowS + 86_400) * 1000));
    expect(await within(form).findByText(`Ends on ${chosen}.`)).toBeInTheDocument();
  });

  it('spec 001 §8: a failed save says so and the form keeps what was chosen', async () => {
    renderScreen({ fail: ['set-limit'] });
    const form = await screen.findByRole('form', { name: 'Reality check' });
    const select = within(form).getByRole('combobox', { name: 'New value' });
    fireEvent.change(select, { target: { value: '15' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reality check: set limit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The limit could not be saved. Please try again.');
    expect(select).toHaveValue('15');
    expect(fact(form, 'Current limit')).toHaveTextContent('every 30 minutes');
  });

  it('spec 001 §5: a value the field does not take is explained next to it, nothing is sent', async () => {
    renderScreen();
    const form = await screen.findByRole('form', { name: 'Loss limit for 7 days' });
    const input = within(form).getByRole('textbox', { name: 'New limit, RUB' });
    fireEvent.change(input, { target: { value: '-5' } });
    fireEvent.submit(form);
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter an amount above zero, with at most two decimals.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter an amount above zero, with at most two decimals.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('QA8 18: a too-large amount says so and names the maximum; the typed amount is kept', async () => {
    renderScreen();
    const form = await screen.findByRole('form', { name: 'Loss limit for 7 days' });
    const input = within(form).getByRole('textbox', { name: 'New limit, RUB' });
    fireEvent.change(input, { target: { value: '9'.repeat(40) } });
    fireEvent.submit(form);
    expect(within(form).getByRole('alert')).toHaveTextContent('The amount is too large: the most this limit takes is 999,999,998.99 RUB.');
    expect(input).toHaveValue('9'.repeat(40));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('spec 001 §4: an ACTIVE self-exclusion shows its start and end and offers no change or cancel', async () => {
    const now = Math.floor(new FakeClock().now() / 1000);
    renderScreen({ rgLimits: [{ limitType: 30, limitValue: 7, limitState: 'ACTIVE', startedAt: now, endsAt: now + 7 * 86_400, limitBalance: null, needApprove: false, measure: 'days', label: '' }] });
    const form = await screen.findByRole('form', { name: 'Self-exclusion' });
    expect(fact(form, 'Current limit')).toHaveTextContent('7 days');
    expect(form).toHaveTextContent(`In force from ${formatLimitDate(now, onDefaultClock)} until ${formatLimitDate(now + 7 * 86_400, onDefaultClock)}.`);
    expect(within(form).queryByRole('combobox')).toBeNull();
    expect(within(form).queryByRole('button')).toBeNull();
  });

  it('Escape closes the confirmation and sends nothing (keyboard)', async () => {
    const { world } = renderScreen();
    const form = await screen.findByRole('form', { name: 'Session limit' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'New value' }), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Session limit: set limit' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Session limit: set it to 2 hours?');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(world.state.rgLimits).toBeNull();
    expect(within(form).getByRole('combobox', { name: 'New value' })).toHaveValue('2');
  });

  describe('QA18 #2: the focus comes back to the control that opened the confirmation, on success and on failure', () => {
    const confirmFrom = async (formName: string, buttonName: string, choose?: (form: HTMLElement) => void) => {
      const form = await screen.findByRole('form', { name: formName });
      choose?.(form);
      const opener = within(form).getByRole('button', { name: buttonName });
      opener.focus();
      fireEvent.click(opener);
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
      return { form, opener };
    };
    const typed = (value: string) => (form: HTMLElement) =>
      fireEvent.change(within(form).getByRole('textbox', { name: 'New limit, RUB' }), { target: { value } });
    const chosen = (value: string) => (form: HTMLElement) =>
      fireEvent.change(within(form).getByRole('combobox', { name: 'New value' }), { target: { value } });

    it('a saved limit: Set limit has the focus again (it stays in place, aria-disabled, while the save runs)', async () => {
      renderScreen();
      const { form, opener } = await confirmFrom('Deposit limit for 30 days', 'Deposit limit for 30 days: set limit', typed('800'));
      expect(opener).toHaveFocus();
      expect(opener).toHaveAttribute('aria-disabled', 'true');
      expect(await within(form).findByRole('status')).toHaveTextContent('Your limit has been saved.');
      await waitFor(() => expect(fact(form, 'Current limit')).toHaveTextContent('800 RUB'));
      expect(opener).toHaveFocus();
      expect(opener).not.toHaveAttribute('aria-disabled');
    });

    it('a failed save: Set limit has the focus', async () => {
      renderScreen({ fail: ['set-limit'] });
      const { form, opener } = await confirmFrom('Reality check', 'Reality check: set limit', chosen('15'));
      expect(await within(form).findByRole('alert')).toHaveTextContent('The limit could not be saved. Please try again.');
      expect(opener).toHaveFocus();
    });

    it('a self-limitation select: a session limit saved gives the focus back to its Set limit', async () => {
      renderScreen();
      const { form, opener } = await confirmFrom('Session limit', 'Session limit: set limit', chosen('2'));
      await waitFor(() => expect(fact(form, 'Current limit')).toHaveTextContent('2 hours'));
      expect(opener).toHaveFocus();
    });

    it('a self-exclusion saved locks its field, so its Set limit is gone: the focus goes to the field\'s heading', async () => {
      renderScreen();
      const { form } = await confirmFrom('Self-exclusion', 'Self-exclusion: set limit', chosen('7'));
      await waitFor(() => expect(within(form).queryByRole('button')).toBeNull());
      await waitFor(() => expect(within(form).getByRole('heading', { name: 'Self-exclusion' })).toHaveFocus());
    });

    it('Remove limit, gone once the limit has an end: the focus goes to the field\'s heading', async () => {
      renderScreen();
      const { form } = await confirmFrom('Reality check', 'Reality check: remove limit');
      expect(await within(form).findByText(/^Ends on /)).toBeInTheDocument();
      expect(within(form).queryByRole('button', { name: 'Reality check: remove limit' })).toBeNull();
      await waitFor(() => expect(within(form).getByRole('heading', { name: 'Reality check' })).toHaveFocus());
    });

    it('a failed removal keeps the focus on Remove limit', async () => {
      renderScreen({ fail: ['delete-limit'] });
      const { form, opener } = await confirmFrom('Reality check', 'Reality check: remove limit');
      expect(await within(form).findByRole('alert')).toHaveTextContent(/could not/);
      expect(opener).toHaveFocus();
    });
  });

  it('QA18 #4: a time-out and a self-exclusion without an end (endsAt 0) say they are in force from their start, end not known, never 1970', async () => {
    const now = Math.floor(new FakeClock().now() / 1000);
    const locked = { limitState: 'ACTIVE' as const, startedAt: now, endsAt: 0, limitBalance: null, needApprove: false, measure: 'days', label: '' };
    renderScreen({ rgLimits: [{ ...locked, limitType: 33, limitValue: 7 }, { ...locked, limitType: 30, limitValue: 45 }] });
    for (const name of ['Deposit time-out', 'Self-exclusion']) {
      const form = await screen.findByRole('form', { name });
      expect(form).toHaveTextContent(`In force from ${formatLimitDate(now, onDefaultClock)}; its end is not known.`);
      expect(form).not.toHaveTextContent(/1970|until/);
    }
  });

  it('QA18 #6: a limit below zero is not shown as a limit; the page says one could not be read and shows the rest', async () => {
    const now = Math.floor(new FakeClock().now() / 1000);
    renderScreen({
      rgLimits: [
        { limitType: 20, limitValue: -50, limitState: 'ACTIVE', startedAt: 0, endsAt: 0, limitBalance: -10, needApprove: false, measure: 'RUB', label: '' },
        { limitType: 21, limitValue: 700, limitState: 'ACTIVE', startedAt: now, endsAt: 0, limitBalance: -5, needApprove: false, measure: 'RUB', label: '' },
      ],
    });
    const form = await screen.findByRole('form', { name: 'Deposit limit for 24 hours' });
    expect(screen.getByRole('alert')).toHaveTextContent('One of your limits could not be read, so it is not shown.');
    expect(fact(form, 'State')).toHaveTextContent('Not set');
    expect(form).not.toHaveTextContent(/50|-|\u2212/);
    expect(within(form).queryByRole('button', { name: /remove limit/ })).toBeNull();
    // the other limit is kept; its negative amount left reads 0 (design: used up)
    expect(fact(field('Deposit limit for 7 days'), 'Current limit')).toHaveTextContent('700 RUB');
    expect(fact(field('Deposit limit for 7 days'), 'Left')).toHaveTextContent(/^0 RUB$/);
  });

  it('Russian: plural forms of the options', async () => {
    renderScreen({}, 'ru');
    const form = await screen.findByRole('form', { name: 'Лимит сессии' });
    const options = within(within(form).getByRole('combobox', { name: 'Новое значение' })).getAllByRole('option').map((o) => o.textContent);
    expect(options.slice(1, 6)).toEqual(['1 час', '2 часа', '3 часа', '4 часа', '5 часов']);
    expect(options[21]).toBe('21 час');
    const exclusion = within(screen.getByRole('form', { name: 'Самоисключение' })).getByRole('combobox').textContent;
    expect(exclusion).toContain('5 лет');
    expect(exclusion).toContain('2 года');
  });
});
