import { useEffect, useId, useState, type InputHTMLAttributes } from 'react';
import { useT } from '../i18n/use-t';

/** What the field holds as a stake, or null while it is empty or not a number ("-", "1e", "1,5" in a number field). */
function stakeOfText(text: string, badInput: boolean): number | null {
  if (badInput || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

type StakeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: number;
  onChange: (amount: number) => void;
};

/**
 * A money field of the slip (a stake, a one-click stake, an amount step). Only a number reaches the model:
 * while the field is empty or half-typed the model keeps its amount and the field says what it needs;
 * leaving it so puts the amount back. Otherwise the field shows the model's amount: one changed elsewhere
 * (+ and −, auto max, a reload), refused or rounded.
 */
export function StakeInput({ value, onChange, onBlur, ...rest }: StakeInputProps) {
  const t = useT();
  const hintId = useId();
  const [text, setText] = useState(String(value));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    // The field shows the coupon's stake whenever it holds a number: a stake changed elsewhere, a refused one
    // (above a block's maximum) or a rounded one (0.123 → 0.12) replaces what was typed.
    if (!invalid && stakeOfText(text, false) !== value) setText(String(value));
  }, [value, text, invalid]);
  const describedBy = [rest['aria-describedby'], invalid ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <input
        {...rest}
        type="number"
        min={0}
        inputMode="decimal"
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          setText(e.target.value);
          const amount = stakeOfText(e.target.value, e.target.validity.badInput);
          setInvalid(amount === null);
          if (amount !== null) onChange(amount);
        }}
        onBlur={(e) => {
          if (invalid) {
            setText(String(value));
            setInvalid(false);
          }
          onBlur?.(e);
        }}
      />
      {invalid ? (
        <span className="slip-hint" id={hintId} role="status">
          {t('coupon_stake_invalid')}
        </span>
      ) : null}
    </>
  );
}
