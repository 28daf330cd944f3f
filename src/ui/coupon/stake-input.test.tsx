import { fireEvent, render, screen, within } from '@testing-library/react';
import { createStore } from 'effector';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { COUPON_EN } from '../../adapters/fake/i18n/coupon.en';
import { COUPON_RU } from '../../adapters/fake/i18n/coupon.ru';
import { MAX_AMOUNT } from '../../domain/coupon';
import { ModelsProvider, type UiModels } from '../models-context';
import { QuickStakes, readStakeText, StakeInput, stakeText } from './stake-input';

describe('readStakeText: the stake field takes plain amounts only', () => {
  it.each([
    ['150', { kind: 'amount', amount: 150 }],
    ['12.5', { kind: 'amount', amount: 12.5 }],
    ['12,50 (a decimal comma)', { kind: 'amount', amount: 12.5 }],
    ['12. (half-typed decimals)', { kind: 'amount', amount: 12 }],
    ['.5', { kind: 'amount', amount: 0.5 }],
    [' 150 ', { kind: 'amount', amount: 150 }],
    [String(MAX_AMOUNT), { kind: 'amount', amount: MAX_AMOUNT }],
    ['9999999999 (above the largest amount the slip takes)', { kind: 'too-large' }],
    ['1e1 (exponent notation, not 10)', { kind: 'invalid' }],
    ['1e12', { kind: 'invalid' }],
    ['1.234 (three decimals)', { kind: 'invalid' }],
    ['1.2.3', { kind: 'invalid' }],
    ['1,2,3', { kind: 'invalid' }],
    ['-5', { kind: 'invalid' }],
    ['+5', { kind: 'invalid' }],
    ['0x10', { kind: 'invalid' }],
    ['Infinity', { kind: 'invalid' }],
    ['', { kind: 'invalid' }],
    ['.', { kind: 'invalid' }],
  ])('%s', (text, expected) => {
    expect(readStakeText(text.replace(/ \(.*\)$/, ''))).toEqual(expected);
  });

  it.each([
    { rule: 'en: a comma groups thousands (QA: "1,000" was 1)', language: 'en', text: '1,000', expected: { kind: 'amount', amount: 1000 } },
    { rule: 'en: a space groups thousands (QA: "1 000" was 1)', language: 'en', text: '1 000', expected: { kind: 'amount', amount: 1000 } },
    { rule: 'en: pasted "5,000" is 5,000', language: 'en', text: '5,000', expected: { kind: 'amount', amount: 5000 } },
    { rule: 'en: groups with decimals', language: 'en', text: '1,234,567.89', expected: { kind: 'amount', amount: 1_234_567.89 } },
    { rule: 'en: a decimal comma of one or two decimals stays a decimal comma', language: 'en', text: '12,50', expected: { kind: 'amount', amount: 12.5 } },
    { rule: 'en: groups of other than three digits are not an amount', language: 'en', text: '1,00,000', expected: { kind: 'invalid' } },
    { rule: 'en: a grouping comma is not also the decimal separator', language: 'en', text: '1,000,50', expected: { kind: 'invalid' } },
    { rule: 'ru: a space groups thousands', language: 'ru', text: '1 000', expected: { kind: 'amount', amount: 1000 } },
    { rule: 'ru: a no-break space groups thousands', language: 'ru', text: '1\u00A0000', expected: { kind: 'amount', amount: 1000 } },
    { rule: 'ru: a narrow no-break space groups thousands (what toLocaleString("ru") writes)', language: 'ru', text: '1\u202F000\u202F000', expected: { kind: 'amount', amount: 1_000_000 } },
    { rule: 'ru: the comma is the decimal separator', language: 'ru', text: '1 000,50', expected: { kind: 'amount', amount: 1000.5 } },
    { rule: 'ru: "1,000" is three decimals, not an amount (never 1)', language: 'ru', text: '1,000', expected: { kind: 'invalid' } },
    { rule: 'exponent notation is not an amount (QA: "1e5" was 1)', language: 'en', text: '1e5', expected: { kind: 'invalid' } },
    { rule: 'grouped amounts above the largest the slip takes say so', language: 'en', text: '999,999,999,999', expected: { kind: 'too-large' } },
  ])('$rule', ({ language, text, expected }) => {
    expect(readStakeText(text, language, 'RUB')).toEqual(expected);
  });

  it.each([
    { rule: 'a trailing currency code (QA: "250 RUB" was refused)', text: '250 RUB', expected: { kind: 'amount', amount: 250 } },
    { rule: 'a code in any case, without a space', text: '250rub', expected: { kind: 'amount', amount: 250 } },
    { rule: 'a trailing currency symbol', text: '5 000 ₽', expected: { kind: 'amount', amount: 5000 } },
    { rule: 'a Russian abbreviation', text: '150 руб.', expected: { kind: 'amount', amount: 150 } },
    { rule: "another currency's code is not this slip's amount", text: '250 USD', expected: { kind: 'invalid' } },
    { rule: 'a code alone is not an amount', text: 'RUB', expected: { kind: 'invalid' } },
  ])('the slip\'s currency after the amount is left out: $rule', ({ text, expected }) => {
    expect(readStakeText(text, 'en', 'RUB')).toEqual(expected);
  });
});

describe('stakeText: an amount the slip sets is written as the player would type it (QA10 7: "1100.5", "328.38" on ru pages)', () => {
  /** Spaces of any kind as one plain space: ru groups with a no-break space. */
  const plain = (text: string) => text.replace(/\s/g, ' ');
  it.each([
    { rule: 'en: grouped, two decimals when not whole', language: 'en', value: 1100.5, expected: '1,100.50' },
    { rule: 'ru: grouped by a space, a decimal comma', language: 'ru', value: 1100.5, expected: '1 100,50' },
    { rule: 'en: a step of a EUR account', language: 'en', value: 7.5, expected: '7.50' },
    { rule: 'ru: a chain block\'s maximum as its hint writes it', language: 'ru', value: 328.38, expected: '328,38' },
    { rule: 'ru: the maximum stake of a EUR account', language: 'ru', value: 120.5, expected: '120,50' },
    { rule: 'a whole amount has no decimals', language: 'ru', value: 150, expected: '150' },
    { rule: 'en: the largest amount the slip takes', language: 'en', value: MAX_AMOUNT, expected: '1,000,000,000' },
  ])('$rule', ({ language, value, expected }) => {
    const text = stakeText(value, language);
    expect(plain(text)).toBe(expected);
    // The field reads it back as the very amount.
    expect(readStakeText(text, language, 'RUB')).toEqual({ kind: 'amount', amount: value });
  });

  it('an amount no money format writes exactly is not rounded into another amount', () => {
    expect(stakeText(0.1 + 0.2, 'ru')).toBe(String(0.1 + 0.2));
  });
});

/** A field over a stake that takes what onChange gives, as the coupon model does. */
function Field({ onChange, onStep, initial = 150 }: { onChange: (amount: number) => void; onStep?: (direction: 1 | -1) => void; initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setValue((v) => v + 100)}>
        +
      </button>
      <label>
        Stake
        <StakeInput
          currency="RUB"
          value={value}
          onChange={(amount) => {
            onChange(amount);
            setValue(amount);
          }}
          {...(onStep ? { onStep } : {})}
        />
      </label>
    </>
  );
}

function renderField(onStep?: (direction: 1 | -1) => void, language = 'en', initial?: number) {
  const onChange = vi.fn();
  const shell = { $dictionary: createStore(language === 'ru' ? COUPON_RU : COUPON_EN), $language: createStore(language) };
  render(
    <ModelsProvider models={{ shell } as unknown as UiModels}>
      <Field onChange={onChange} {...(onStep ? { onStep } : {})} {...(initial !== undefined ? { initial } : {})} />
    </ModelsProvider>,
  );
  return { field: screen.getByRole('spinbutton', { name: 'Stake' }), onChange };
}

/** Type `text` into an emptied field one key at a time, as a player does. */
function typeKeys(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: '' } });
  for (let i = 1; i <= text.length; i += 1) fireEvent.change(field, { target: { value: text.slice(0, i) } });
}

describe('StakeInput', () => {
  it('typing 1e12 key by key never stakes 10 on the way ("1e1"): the field keeps what was typed and says what it needs', () => {
    const { field, onChange } = renderField();
    typeKeys(field, '1e12');
    expect(onChange.mock.calls.map(([amount]) => amount)).toEqual([1]);
    expect(field).toHaveValue('1e12');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Enter an amount as a number, e.g. 150 or 12.50; until then the stake stays 1.');
    fireEvent.blur(field);
    expect(field).toHaveValue('1e12');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('until then the stake stays 1.');
  });

  it('leaving a field that holds no amount keeps the text and the message (QA: it silently went back to the old stake)', () => {
    const { field, onChange } = renderField();
    fireEvent.change(field, { target: { value: '250 USD' } });
    fireEvent.blur(field);
    expect(onChange).not.toHaveBeenCalled();
    expect(field).toHaveValue('250 USD');
    expect(screen.getByRole('status')).toHaveTextContent('until then the stake stays 150.');
    fireEvent.change(field, { target: { value: '250' } });
    expect(onChange).toHaveBeenLastCalledWith(250);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a stake too large for the slip keeps saying the limit after the field is left (QA: a single of 999999999999 went back to 150)', () => {
    const { field } = renderField();
    fireEvent.change(field, { target: { value: '999999999999' } });
    fireEvent.blur(field);
    expect(field).toHaveValue('999999999999');
    expect(screen.getByRole('status')).toHaveTextContent('The largest amount the bet slip takes is 1,000,000,000; until then the stake stays 150.');
  });

  it('a stake changed elsewhere (+) replaces text that held no amount', () => {
    const { field } = renderField();
    fireEvent.change(field, { target: { value: '1e5' } });
    fireEvent.click(screen.getByRole('button', { name: '+' }));
    expect(field).toHaveValue('250');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each([
    { rule: 'en: typed "1,000" key by key ends as 1,000, not 1 (QA)', language: 'en', text: '1,000', expected: 1000 },
    { rule: 'en: pasted "5,000" is 5,000 (QA: refused)', language: 'en', text: '5,000', paste: true, expected: 5000 },
    { rule: 'en: typed "1 000" ends as 1,000 (QA: 1)', language: 'en', text: '1 000', expected: 1000 },
    { rule: 'pasted "250 RUB" is 250 (QA: refused)', language: 'en', text: '250 RUB', paste: true, expected: 250 },
    { rule: 'ru: typed "1 000,5" is 1,000.5', language: 'ru', text: '1 000,5', expected: 1000.5 },
  ])('$rule', ({ language, text, paste, expected }) => {
    const { field, onChange } = renderField(undefined, language);
    if (paste) fireEvent.change(field, { target: { value: text } });
    else typeKeys(field, text);
    expect(onChange).toHaveBeenLastCalledWith(expected);
    fireEvent.blur(field);
    expect(field).toHaveValue(text);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('an amount above the largest the slip takes says so with the number, and the stake stays', () => {
    const { field, onChange } = renderField();
    typeKeys(field, '9999999999');
    expect(onChange).not.toHaveBeenCalledWith(9_999_999_999);
    expect(field).toHaveValue('9999999999');
    expect(screen.getByRole('status')).toHaveTextContent('The largest amount the bet slip takes is 1,000,000,000');
    expect(field).toHaveAccessibleDescription(/1,000,000,000/);
  });

  it('a decimal comma is a decimal separator; the field keeps the text as typed', () => {
    const { field, onChange } = renderField();
    typeKeys(field, '12,50');
    expect(onChange).toHaveBeenLastCalledWith(12.5);
    expect(field).toHaveValue('12,50');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('more than two decimals is not an amount', () => {
    const { field, onChange } = renderField();
    typeKeys(field, '1.234');
    expect(onChange).toHaveBeenLastCalledWith(1.23);
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    { rule: 'ru: typed "1 000,50", then + shows "1 100,50", not "1100.5"', language: 'ru', expected: /^1\s100,50$/ },
    { rule: 'en: typed "1 000,50", then + shows "1,100.50", not "1100.5"', language: 'en', expected: /^1,100\.50$/ },
  ])('QA10 7: $rule', ({ language, expected }) => {
    const { field, onChange } = renderField(undefined, language);
    typeKeys(field, '1 000,50');
    expect(onChange).toHaveBeenLastCalledWith(1000.5);
    fireEvent.click(screen.getByRole('button', { name: '+' }));
    expect((field as HTMLInputElement).value).toMatch(expected);
    expect(field).toHaveAttribute('aria-valuenow', '1100.5');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('QA10 7: a stored stake with cents shows as Russian writes money ("120,50", never "120.5")', () => {
    const { field } = renderField(undefined, 'ru', 120.5);
    expect(field).toHaveValue('120,50');
  });

  it('ArrowUp and ArrowDown are the spin button\'s keys: the field\'s own + and −', () => {
    const onStep = vi.fn();
    const { field } = renderField(onStep);
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(onStep.mock.calls).toEqual([[1], [-1]]);
  });
});

/** A stake field under quick stakes over a stake the model keeps, as the slip's stake and each single's are. */
function QuickField({ currency, name, onChange, initial }: { currency: string; name?: string; onChange: (amount: number) => void; initial: number }) {
  const [value, setValue] = useState(initial);
  return (
    <QuickStakes currency={currency} {...(name === undefined ? {} : { name })}>
      <label>
        Stake
        <StakeInput
          currency={currency}
          value={value}
          onChange={(amount) => {
            onChange(amount);
            setValue(amount);
          }}
        />
      </label>
    </QuickStakes>
  );
}

function renderQuickField({ currency = 'RUB', language = 'en', initial = 150, name }: { currency?: string; language?: string; initial?: number; name?: string } = {}) {
  const onChange = vi.fn();
  const shell = { $dictionary: createStore(language === 'ru' ? COUPON_RU : COUPON_EN), $language: createStore(language) };
  const view = (props: { currency: string }) => (
    <ModelsProvider models={{ shell } as unknown as UiModels}>
      <QuickField currency={props.currency} onChange={onChange} initial={initial} {...(name === undefined ? {} : { name })} />
    </ModelsProvider>
  );
  const { rerender } = render(view({ currency }));
  return {
    field: screen.getByRole('spinbutton', { name: 'Stake' }),
    onChange,
    /** The quick stakes' buttons, by their visible text. */
    shown: () => within(screen.getByRole('group', { name: language === 'ru' ? 'Быстрые суммы' : 'Quick stakes' })).getAllByRole('button').map((b) => b.textContent),
    currencyChanged: (next: string) => rerender(view({ currency: next })),
  };
}

describe('QuickStakes: "+100 +500 +1000" under a stake field add to the stake', () => {
  it('a press adds its amount to the stake, through the field\'s own change (onChange), and the field shows the sum', () => {
    const { field, onChange } = renderQuickField();
    fireEvent.click(screen.getByRole('button', { name: '+500 RUB to the stake' }));
    expect(onChange).toHaveBeenLastCalledWith(650);
    expect(field).toHaveValue('650');
    expect(field).toHaveAttribute('aria-valuenow', '650');
  });

  it('two presses add twice', () => {
    const { field, onChange } = renderQuickField();
    const add = screen.getByRole('button', { name: '+500 RUB to the stake' });
    fireEvent.click(add);
    fireEvent.click(add);
    expect(onChange.mock.calls.map(([amount]) => amount)).toEqual([650, 1150]);
    expect(field).toHaveValue('1,150');
  });

  it('an emptied field counts as 0: a press gives the amount, not the stake that stood plus it', () => {
    const { field, onChange } = renderQuickField();
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '+100 RUB to the stake' }));
    expect(onChange).toHaveBeenLastCalledWith(100);
    expect(field).toHaveValue('100');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('an emptied field and the amount that stood: the field shows it again and its hint goes (the stake did not change)', () => {
    const { field } = renderQuickField({ initial: 100 });
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '+100 RUB to the stake' }));
    expect(field).toHaveValue('100');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('text that is not an amount adds to the stake that stands, which its hint named', () => {
    const { field, onChange } = renderQuickField();
    fireEvent.change(field, { target: { value: '1e5' } });
    expect(screen.getByRole('status')).toHaveTextContent('until then the stake stays 150.');
    fireEvent.click(screen.getByRole('button', { name: '+1,000 RUB to the stake' }));
    expect(onChange).toHaveBeenLastCalledWith(1150);
    expect(field).toHaveValue('1,150');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('the buttons follow the currency: their amounts, their text ("+5") and their names', () => {
    const { shown, currencyChanged, onChange, field } = renderQuickField({ currency: 'EUR', initial: 5 });
    expect(shown()).toEqual(['+5', '+25', '+50']);
    fireEvent.click(screen.getByRole('button', { name: '+25 EUR to the stake' }));
    expect(onChange).toHaveBeenLastCalledWith(30);
    currencyChanged('KZT');
    expect(shown()).toEqual(['+500', '+2,500', '+5,000']);
    fireEvent.click(screen.getByRole('button', { name: '+2,500 KZT to the stake' }));
    expect(onChange).toHaveBeenLastCalledWith(2530);
    expect(field).toHaveValue('2,530');
  });

  it('an amount with cents adds to cents: 7.50 EUR and 5 make 12.50', () => {
    const { field, onChange } = renderQuickField({ currency: 'EUR', initial: 7.5 });
    fireEvent.click(screen.getByRole('button', { name: '+5 EUR to the stake' }));
    expect(onChange).toHaveBeenLastCalledWith(12.5);
    expect(field).toHaveValue('12.50');
  });

  it('ru: the names in Russian, the amounts as Russian writes money', () => {
    const { shown, onChange } = renderQuickField({ language: 'ru' });
    expect(shown().map((text) => text?.replace(/\s/g, ' '))).toEqual(['+100', '+500', '+1 000']);
    fireEvent.click(screen.getByRole('button', { name: '+500 RUB к сумме ставки' }));
    expect(onChange).toHaveBeenLastCalledWith(650);
  });

  it.each([
    { language: 'en', name: undefined },
    { language: 'ru', name: undefined },
    { language: 'en', name: 'Spain – Italy, Total over 2.5' },
    { language: 'ru', name: 'Испания – Италия, ТБ 2.5' },
  ])('WCAG 2.5.3 label in name ($language, a single: $name): each button\'s name begins with the text it shows, so "+500" said aloud finds it', ({ language, name }) => {
    renderQuickField({ language, ...(name === undefined ? {} : { name }) });
    const buttons = within(screen.getByRole('group', { name: language === 'ru' ? 'Быстрые суммы' : 'Quick stakes' })).getAllByRole('button');
    expect(buttons).toHaveLength(3);
    for (const button of buttons) expect(button.getAttribute('aria-label')!.startsWith(`${button.textContent} `)).toBe(true);
  });

  it('a single\'s buttons name its selection, so the singles\' buttons tell apart', () => {
    renderQuickField({ name: 'Spain – Italy, Total over 2.5' });
    expect(screen.getByRole('button', { name: '+500 RUB to the stake on Spain – Italy, Total over 2.5' })).toHaveAttribute('type', 'button');
  });
});
