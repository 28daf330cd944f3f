import { useEffect, useId, useRef, type Ref } from 'react';
import { formatPhone, maskFor, phoneDigits, type PhoneCountry, type PhoneMask } from '../../domain/auth';
import { focusDropped } from '../focus-dropped';
import { useT } from '../i18n/use-t';

/**
 * A phone number: the phone country (its dialling code) and the national
 * number shown through the country's mask. The value kept is digits only.
 * The closed country select shows the short form (ISO code and dialling
 * code, "GB +44") so the code stays readable on a phone, as the big betting
 * sites do; the open list and screen readers get the full option
 * ("United Kingdom +44"): the native select lies transparent over its short
 * face (QA: at 390 px it showed "United Kingdom +" and cut the code).
 * When the list of phone countries failed to load, the field says so at the
 * country select and offers Try again (QA10 #3: an empty select, and the form
 * blamed the player's number); once the list arrives the select takes the
 * focus the Try again button held.
 */
export function PhoneField({
  countries,
  masks,
  countryId,
  digits,
  onCountry,
  onDigits,
  invalid = false,
  describedBy,
  label,
  inputRef,
  required = false,
  directory,
}: {
  countries: readonly PhoneCountry[];
  masks: readonly PhoneMask[];
  countryId: number | null;
  digits: string;
  onCountry: (id: number) => void;
  onDigits: (digits: string) => void;
  invalid?: boolean;
  describedBy?: string;
  label?: string;
  /** The number input, for a form that moves the focus to it (the account transfer after a refused phone). */
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  /** The phone directory's load: failed (with a retry running or not) and how to try again. */
  directory?: { failed: boolean; loading: boolean; onRetry: () => void };
}) {
  const t = useT();
  const hintId = useId();
  const failedId = useId();
  const select = useRef<HTMLSelectElement>(null);
  const failed = directory?.failed ?? false;
  const wasFailed = useRef(failed);
  useEffect(() => {
    // the Try again button goes with the failure: the select it brought back takes the focus it held
    if (wasFailed.current && !failed && focusDropped()) select.current?.focus();
    wasFailed.current = failed;
  }, [failed]);
  const mask = maskFor(masks, countryId);
  const country = countries.find((c) => c.id === countryId);
  return (
    <div className="phone-field">
      <label>
        {t('auth_field_phone_country')}
        <span className="phone-field__picker">
          <span className="phone-field__face" aria-hidden="true">
            {country ? `${country.countryCode.toUpperCase()} +${country.telCode}` : ''}
          </span>
          <select
            ref={select}
            value={countryId ?? ''}
            aria-describedby={failed ? failedId : undefined}
            onChange={(e) => onCountry(Number(e.target.value))}
          >
            {countries.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} +{c.telCode}
              </option>
            ))}
          </select>
        </span>
      </label>
      <label>
        {label ?? t('auth_field_phone')}
        <input
          ref={inputRef}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={formatPhone(digits, mask?.mask ?? null)}
          placeholder={mask?.mask.replace(/#/g, '0')}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
          onChange={(e) => onDigits(phoneDigits(e.target.value).slice(0, mask?.max ?? 15))}
        />
      </label>
      {/* under the row of both fields, so the country code and the number stay side by side */}
      {failed ? (
        <div className="phone-field__failed">
          <p id={failedId} role="alert" className="field-error">
            {t('auth_phone_countries_failed')}
          </p>
          {/* aria-disabled, not disabled: a disabled button would drop the focus it holds while the retry runs */}
          <button
            type="button"
            aria-disabled={directory?.loading || undefined}
            aria-busy={directory?.loading || undefined}
            onClick={() => {
              if (!directory?.loading) directory?.onRetry();
            }}
          >
            {t('auth_retry')}
          </button>
        </div>
      ) : null}
      <span id={hintId} className="visually-hidden">
        {country ? t('auth_phone_hint', { code: country.telCode, digits: mask ? String(mask.max) : '15' }) : ''}
      </span>
    </div>
  );
}
