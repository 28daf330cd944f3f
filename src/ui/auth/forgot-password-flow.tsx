import { useUnit } from 'effector-react';
import { useEffect, useRef, type FormEvent } from 'react';
import type { RecoveryValues } from '../../application/auth';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { CaptchaStep } from './captcha-step';
import { FormMessage } from './form-message';
import { PhoneField } from './phone-field';
import { Tabs } from './tabs';
import './auth.css';

/**
 * The password recovery steps: ask for a code, enter it, choose a new
 * password, done. In the modal, Cancel closes it; on the password reset
 * page `onCancelled` takes the player away from the page.
 */
export function ForgotPasswordFlow({ onCancelled }: { onCancelled?: () => void } = {}) {
  const { auth } = useModels();
  const t = useT();
  const recovery = auth.recovery;
  const [step, values, sent, captcha, captchaError, message, busy, countries, masks, phonesFailed, phonesLoading] = useUnit([
    recovery.$step,
    recovery.$values,
    recovery.$sent,
    recovery.$captcha,
    recovery.$captchaError,
    recovery.$message,
    recovery.$busy,
    recovery.$countries,
    recovery.$masks,
    recovery.$phonesFailed,
    recovery.$phonesLoading,
  ]);
  // QA10 #4: each step gives the focus to its first field, and the done step to its message: the old step's form
  // goes, so the focus fell to the body inside the open dialog (or, reused by React, landed on "Repeat")
  const codeField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const doneMessage = useRef<HTMLParagraphElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step || captcha) return;
    shownStep.current = step;
    const first = { request: null, code: codeField.current, password: passwordField.current, done: doneMessage.current }[step];
    first?.focus();
  }, [step, captcha]);
  const set = (field: keyof RecoveryValues) => (value: string | number | null) => recovery.fieldChanged({ field, value });
  const on = (run: () => void) => (e: FormEvent) => {
    e.preventDefault();
    run();
  };
  const leave = () => {
    recovery.cancelled();
    onCancelled?.();
  };
  const cancel = (
    <button type="button" onClick={leave}>
      {t('main_cancel')}
    </button>
  );
  const feedback = <FormMessage message={message} type={message ? 'error' : null} />;
  // Back from the captcha step gives the focus to this form's first field (CaptchaStep, QA9 #3)

  // a code asked for again (Send a new code) can meet a captcha too: its step shows over the code form
  if (captcha) {
    return (
      <CaptchaStep
        challenge={captcha}
        pending={busy}
        error={captchaError}
        onAnswer={(answer) => recovery.captchaAnswered(answer)}
        onBack={() => recovery.captchaDismissed()}
      />
    );
  }

  switch (step) {
    case 'request':
      return (
        <>
          <p>{t('forgot_password_text')}</p>
          <Tabs
            label={t('recovery_by')}
            tabs={[
              { id: 'login', label: t('recovery_by_login') },
              { id: 'phone', label: t('recovery_by_phone') },
            ]}
            selected={values.by}
            onSelect={(by) => set('by')(by)}
          >
            <form className="form auth-form" onSubmit={on(() => recovery.requestSubmitted())} aria-label={t('forgot_password_title')}>
              {values.by === 'login' ? (
                <label>
                  {t('login_field_login')}
                  <input autoComplete="username" value={values.login} onChange={(e) => set('login')(e.target.value)} required />
                </label>
              ) : (
                <PhoneField
                  countries={countries}
                  masks={masks}
                  directory={{ failed: phonesFailed, loading: phonesLoading, onRetry: () => recovery.phonesRetried() }}
                  countryId={values.phoneCountryId}
                  digits={values.phone}
                  onCountry={set('phoneCountryId')}
                  onDigits={set('phone')}
                />
              )}
              {feedback}
              <div className="auth-row">
                <button type="submit" className="button button--primary" disabled={busy}>
                  {t('recovery_send_code')}
                </button>
                {cancel}
              </div>
            </form>
          </Tabs>
        </>
      );
    case 'code':
      return (
        <form key="code" className="form auth-form" onSubmit={on(() => recovery.codeSubmitted())} aria-label={t('forgot_password_title')}>
          <p role="status">{t(sent?.channel === 'sms' ? 'recovery_code_sent_sms' : 'recovery_code_sent_email')}</p>
          <label>
            {t('recovery_field_code')}
            <input ref={codeField} inputMode="numeric" autoComplete="one-time-code" value={values.code} onChange={(e) => set('code')(e.target.value)} required />
          </label>
          {feedback}
          <div className="auth-row">
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('recovery_confirm_code')}
            </button>
            <button type="button" onClick={() => recovery.codeResent()} disabled={busy}>
              {t('recovery_resend_code')}
            </button>
            {cancel}
          </div>
        </form>
      );
    case 'password':
      return (
        <form key="password" className="form auth-form" onSubmit={on(() => recovery.passwordSubmitted())} aria-label={t('forgot_password_title')}>
          <label>
            {t('recovery_field_new_password')}
            <input ref={passwordField} type="password" autoComplete="new-password" value={values.password} onChange={(e) => set('password')(e.target.value)} required />
          </label>
          <label>
            {t('recovery_field_repeat_password')}
            <input
              type="password"
              autoComplete="new-password"
              value={values.passwordRepeat}
              onChange={(e) => set('passwordRepeat')(e.target.value)}
              required
            />
          </label>
          {feedback}
          <div className="auth-row">
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('recovery_save_password')}
            </button>
            {cancel}
          </div>
        </form>
      );
    case 'done':
      return (
        <div className="form">
          <p ref={doneMessage} role="status" tabIndex={-1}>
            {t('recovery_done')}
          </p>
          <button type="button" className="button button--primary" onClick={() => recovery.loginChosen()}>
            {t('login_submit')}
          </button>
        </div>
      );
  }
}
