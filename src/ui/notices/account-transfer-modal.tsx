import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { Modal } from '../modals/modal';
import { PhoneField } from '../auth/phone-field';

/** The account-transfer modal (spec 001 §2, §7): send-code, check-code, then the new sign-in details. */
export function AccountTransferModal() {
  const { transfer } = useModels().session;
  const [open, step, phone, countries, masks, sentTo, result, error, phoneError, phoneRejections, pending] = useUnit([
    transfer.$open,
    transfer.$step,
    transfer.$phone,
    transfer.$countries,
    transfer.$masks,
    transfer.$sentTo,
    transfer.$result,
    transfer.$error,
    transfer.$phoneError,
    transfer.$phoneRejections,
    transfer.$pending,
  ]);
  const t = useT();
  const [code, setCode] = useState('');
  const phoneInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const phoneErrorId = useId();
  // each rejected phone (checked here or refused by the server) puts the focus back in the field to correct it
  useEffect(() => {
    if (phoneRejections > 0) phoneInput.current?.focus();
  }, [phoneRejections]);
  // a step change unmounts the focused control: the code field takes the focus once the code is sent, the phone
  // field after Change number (QA9 #4: the focus fell to the body)
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (step === 'check-code') codeInput.current?.focus();
    else if (step === 'send-code') phoneInput.current?.focus();
  }, [step]);
  if (!open) return null;

  const sendCode = (e: FormEvent) => {
    e.preventDefault();
    transfer.codeRequested();
  };
  const checkCode = (e: FormEvent) => {
    e.preventDefault();
    transfer.codeSubmitted(code);
  };
  return (
    <Modal title={t('account_transfer_title')} onClose={() => transfer.closed()}>
      <div className="account-transfer">
        {step === 'send-code' ? (
          // noValidate: the model checks the phone and says what is wrong in the page's language
          <form onSubmit={sendCode} noValidate>
            <p>{t('account_transfer_intro')}</p>
            {/* the login's phone field: its country select and masks; a change of country keeps the digits */}
            <PhoneField
              countries={countries}
              masks={masks}
              countryId={phone.countryId}
              digits={phone.digits}
              onCountry={transfer.countrySelected}
              onDigits={transfer.phoneChanged}
              invalid={phoneError !== null}
              describedBy={phoneError ? phoneErrorId : undefined}
              label={t('account_transfer_phone')}
              inputRef={phoneInput}
              required
            />
            {phoneError ? (
              <p id={phoneErrorId} className="field-error">
                {t(phoneError)}
              </p>
            ) : null}
            <button type="submit" className="button button--primary" disabled={pending}>
              {t('account_transfer_send_code')}
            </button>
          </form>
        ) : null}
        {step === 'check-code' || step === 'user-data' ? (
          <form onSubmit={checkCode}>
            {sentTo ? <p role="status">{t('account_transfer_code_sent', { phone: sentTo })}</p> : null}
            <label>
              {t('account_transfer_code')}
              <input ref={codeInput} value={code} onChange={(e) => setCode(e.target.value)} inputMode="numeric" autoComplete="one-time-code" required />
            </label>
            <button type="submit" className="button button--primary" disabled={pending}>
              {t('account_transfer_check_code')}
            </button>
            <button type="button" className="button" onClick={() => transfer.numberChangeRequested()} disabled={pending}>
              {t('account_transfer_change_number')}
            </button>
          </form>
        ) : null}
        {step === 'done' && result ? (
          <>
            <p>{t('account_transfer_done')}</p>
            <dl>
              <dt>{t('account_transfer_user_id')}</dt>
              <dd>{result.userId}</dd>
              <dt>{t('account_transfer_password')}</dt>
              <dd>{result.password}</dd>
            </dl>
          </>
        ) : null}
        {error ? <p role="alert">{t(error)}</p> : null}
      </div>
    </Modal>
  );
}
