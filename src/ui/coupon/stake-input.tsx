import { useUnit } from 'effector-react';
import { useEffect, useId, useState, type InputHTMLAttributes } from 'react';
import { MAX_AMOUNT, stepAmount } from '../../domain/coupon';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { formatMoney } from './coupon-text';

/**
 * A plain amount: digits with at most one decimal separator (. or ,) and two decimals after it. No sign and
 * no exponent, so a half-typed "1e12" is never read as 10 on its way ("1e1").
 */
const PLAIN_AMOUNT = /^(?:\d+(?:[.,]\d{0,2})?|[.,]\d{1,2})$/;

/** What the field's text says: an amount, too large for any stake, or not an amount (empty, half-typed, "1e3", "-1"). */
export type StakeText = { kind: 'amount'; amount: number } | { kind: 'too-large' } | { kind: 'invalid' };

export function readStakeText(text: string): StakeText {
  const trimmed = text.trim();
  if (!PLAIN_AMOUNT.test(trimmed)) return { kind: 'invalid' };
  const amount = Number(trimmed.replace(',', '.'));
  return amount > MAX_AMOUNT ? { kind: 'too-large' } : { kind: 'amount', amount };
}

const amountOf = (text: string) => {
  const read = readStakeText(text);
  return read.kind === 'amount' ? read.amount : null;
};

type StakeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'min' | 'max' | 'step'> & {
  value: number;
  onChange: (amount: number) => void;
  /** ArrowUp / ArrowDown (the spin button's keys): the field's own + and −; without it they step by 1. */
  onStep?: (direction: 1 | -1) => void;
};

/**
 * A money field of the slip (a stake, a one-click stake, an amount step). Only a plain amount up to
 * MAX_AMOUNT reaches the model: while the field is empty, half-typed or too large the model keeps its
 * amount and the field says what it needs; leaving it so puts the amount back. Otherwise the field shows the
 * model's amount: one changed elsewhere (+ and −, auto max, a reload), refused or rounded.
 *
 * A text field with the spin button role: a number field reads "1e1" as 10 and refuses a decimal comma.
 */
export function StakeInput({ value, onChange, onStep, onBlur, onKeyDown, ...rest }: StakeInputProps) {
  const t = useT();
  const language = useUnit(useModels().shell.$language);
  const hintId = useId();
  const [text, setText] = useState(String(value));
  const [problem, setProblem] = useState<'invalid' | 'too-large' | null>(null);
  useEffect(() => {
    // The field shows the coupon's stake whenever it holds an amount: a stake changed elsewhere, a refused one
    // (above a block's maximum) or a rounded one replaces what was typed.
    if (problem === null && amountOf(text) !== value) setText(String(value));
  }, [value, text, problem]);
  const describedBy = [rest['aria-describedby'], problem ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <input
        {...rest}
        type="text"
        role="spinbutton"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-valuemin={0}
        aria-valuemax={MAX_AMOUNT}
        aria-valuenow={problem === null ? value : undefined}
        aria-invalid={problem !== null || undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          setText(e.target.value);
          const read = readStakeText(e.target.value);
          setProblem(read.kind === 'amount' ? null : read.kind);
          if (read.kind === 'amount') onChange(read.amount);
        }}
        onKeyDown={(e) => {
          onKeyDown?.(e);
          if (e.defaultPrevented || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
          e.preventDefault();
          const direction = e.key === 'ArrowUp' ? 1 : -1;
          setProblem(null);
          if (onStep) onStep(direction);
          else onChange(stepAmount(value, 1, direction));
        }}
        onBlur={(e) => {
          if (problem !== null) {
            setText(String(value));
            setProblem(null);
          }
          onBlur?.(e);
        }}
      />
      {problem ? (
        <span className="slip-hint" id={hintId} role="status">
          {problem === 'too-large'
            ? t('coupon_stake_too_large', { max: formatMoney(MAX_AMOUNT, language) })
            : t('coupon_stake_invalid')}
        </span>
      ) : null}
    </>
  );
}
