import { fireEvent, render, screen } from '@testing-library/react';
import { createStore } from 'effector';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { COUPON_EN } from '../../adapters/fake/i18n/coupon.en';
import { MAX_AMOUNT } from '../../domain/coupon';
import { ModelsProvider, type UiModels } from '../models-context';
import { readStakeText, StakeInput } from './stake-input';

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
});

/** A field over a stake that takes what onChange gives, as the coupon model does. */
function Field({ onChange, onStep }: { onChange: (amount: number) => void; onStep?: (direction: 1 | -1) => void }) {
  const [value, setValue] = useState(150);
  return (
    <label>
      Stake
      <StakeInput
        value={value}
        onChange={(amount) => {
          onChange(amount);
          setValue(amount);
        }}
        {...(onStep ? { onStep } : {})}
      />
    </label>
  );
}

function renderField(onStep?: (direction: 1 | -1) => void) {
  const onChange = vi.fn();
  const shell = { $dictionary: createStore(COUPON_EN), $language: createStore('en') };
  render(
    <ModelsProvider models={{ shell } as unknown as UiModels}>
      <Field onChange={onChange} {...(onStep ? { onStep } : {})} />
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
    expect(screen.getByRole('status')).toHaveTextContent('Enter an amount as a number');
    fireEvent.blur(field);
    expect(field).toHaveValue('1');
    expect(field).not.toHaveAttribute('aria-invalid');
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

  it('ArrowUp and ArrowDown are the spin button\'s keys: the field\'s own + and −', () => {
    const onStep = vi.fn();
    const { field } = renderField(onStep);
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(onStep.mock.calls).toEqual([[1], [-1]]);
  });
});
