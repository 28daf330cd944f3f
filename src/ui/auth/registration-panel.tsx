import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { REGISTRATION_TYPES, type RegistrationType } from '../../domain/analytics';
import type { RegistrationValues } from '../../application/auth';
import { focusDropped } from '../focus-dropped';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { CaptchaStep } from './captcha-step';
import { FieldError, FormMessage } from './form-message';
import { PhoneField } from './phone-field';
import { Tabs } from './tabs';
import './auth.css';

const TYPE_LABELS: Record<RegistrationType, string> = {
  one_click: 'registration_tab_one_click',
  phone: 'registration_tab_phone',
  full: 'registration_tab_full',
  social: 'registration_tab_social',
};

/** The four registration types as tabs (spec 001 §3), the one-click credentials and the captcha step. */
export function RegistrationPanel() {
  const { auth } = useModels();
  const t = useT();
  const registration = auth.registration;
  const [type, captcha, captchaError, credentials, loading, optionsFailed, signInRefused, message] = useUnit([
    registration.$type,
    registration.$captcha,
    registration.$captchaError,
    registration.$credentials,
    registration.$loading,
    registration.$optionsFailed,
    registration.$signInRefused,
    registration.$message,
  ]);
  if (credentials) {
    return (
      <div className="form">
        <p role="status">{t('registration_credentials_title')}</p>
        <p>{t('registration_credentials_text')}</p>
        <dl className="auth-credentials">
          <dt>{t('registration_credentials_login')}</dt>
          <dd>{credentials.login}</dd>
          <dt>{t('registration_credentials_password')}</dt>
          <dd>{credentials.password}</dd>
        </dl>
        {signInRefused ? (
          <RefusedSignIn message={message} />
        ) : (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              if (!loading) registration.credentialsAcknowledged();
            }}
            aria-disabled={loading || undefined}
            aria-busy={loading || undefined}
            autoFocus
          >
            {t('registration_continue')}
          </button>
        )}
      </div>
    );
  }
  if (captcha) {
    return (
      <CaptchaStep
        challenge={captcha}
        pending={loading}
        error={captchaError}
        onAnswer={(answer) => registration.captchaAnswered(answer)}
        onBack={() => registration.captchaDismissed()}
      />
    );
  }
  if (optionsFailed) return <OptionsFailed />;
  return (
    <Tabs
      label={t('registration_types')}
      tabs={REGISTRATION_TYPES.map((id) => ({ id, label: t(TYPE_LABELS[id]) }))}
      selected={type}
      onSelect={(id) => registration.typeSelected(id)}
    >
      <RegistrationForm type={type} />
    </Tabs>
  );
}

/**
 * The account was created but the session did not sign the player in: say so, and offer the login with what the
 * player registered with (the dialog's form stays as it was behind it, for a one-click account the credentials too).
 */
function RefusedSignIn({ message }: { message: string | null }) {
  const { auth } = useModels();
  const t = useT();
  return (
    <>
      <FormMessage message={message} type="error" />
      <button type="button" className="button button--primary" onClick={() => auth.registration.loginRequested()}>
        {t('registration_log_in_now')}
      </button>
    </>
  );
}

/**
 * The countries, currencies and bonuses did not load (QA10 #2: a bare "Error" in an empty dialog): what happened,
 * what to do, and Try again. It stays while the retry runs; when the form takes its place, the focus the button held
 * goes to the form's selected tab rather than the body.
 */
function OptionsFailed() {
  const { auth } = useModels();
  const t = useT();
  const loading = useUnit(auth.registration.$optionsLoading);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = root.current?.parentElement ?? null;
    return () => {
      requestAnimationFrame(() => {
        if (!container?.isConnected || !focusDropped()) return;
        container.querySelector<HTMLElement>('[role="tab"][aria-selected="true"], input, select')?.focus();
      });
    };
  }, []);
  return (
    <div ref={root} className="form">
      <p role="alert" className="form-error">
        {t('registration_options_failed')}
      </p>
      {/* aria-disabled, not disabled: a disabled button would drop the focus it holds while the retry runs */}
      <button
        type="button"
        className="button button--primary"
        aria-disabled={loading || undefined}
        aria-busy={loading || undefined}
        onClick={() => {
          if (!loading) auth.registration.optionsRetried();
        }}
      >
        {t('auth_retry')}
      </button>
    </div>
  );
}

function RegistrationForm({ type }: { type: RegistrationType }) {
  const { auth } = useModels();
  const t = useT();
  const registration = auth.registration;
  const [values, options, errors, message, loading, countries, masks, phonesFailed, phonesLoading, signInRefused, serverFailed] = useUnit([
    registration.$values,
    registration.$options,
    registration.$fieldErrors,
    registration.$message,
    registration.$loading,
    registration.$countries,
    registration.$masks,
    registration.$phonesFailed,
    registration.$phonesLoading,
    registration.$signInRefused,
    registration.$serverFailed,
  ]);
  const ids = { email: useId(), phone: useId(), password: useId(), firstName: useId(), lastName: useId(), refCode: useId() };
  const set = (field: keyof RegistrationValues) => (value: string | number | null) => registration.fieldChanged({ field, value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // the account exists: Enter in a field does not register it again (the form offers the login instead)
    if (!signInRefused) registration.submitted();
  };
  const text = (field: 'email' | 'firstName' | 'lastName', label: string, autoComplete: string, inputType = 'text') => (
    <label>
      {t(label)}
      <input
        type={inputType}
        autoComplete={autoComplete}
        value={values[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? ids[field] : undefined}
        onChange={(e) => set(field)(e.target.value)}
      />
      <FieldError id={ids[field]} error={errors[field]} />
    </label>
  );
  const password = (
    <label>
      {t('login_field_password')}
      <input
        type="password"
        autoComplete="new-password"
        value={values.password}
        aria-invalid={errors.password ? true : undefined}
        aria-describedby={errors.password ? ids.password : undefined}
        onChange={(e) => set('password')(e.target.value)}
      />
      <FieldError id={ids.password} error={errors.password} />
    </label>
  );

  let own: ReactNode = null;
  if (type === 'phone') {
    own = (
      <>
        <PhoneField
          countries={countries}
          masks={masks}
          directory={{ failed: phonesFailed, loading: phonesLoading, onRetry: () => registration.phonesRetried() }}
          countryId={values.phoneCountryId}
          digits={values.phone}
          onCountry={set('phoneCountryId')}
          onDigits={set('phone')}
          invalid={Boolean(errors.phone)}
          describedBy={errors.phone ? ids.phone : undefined}
        />
        <FieldError id={ids.phone} error={errors.phone} />
        {password}
      </>
    );
  } else if (type === 'full') {
    own = (
      <>
        {text('email', 'registration_field_email', 'email', 'email')}
        {password}
        {text('firstName', 'registration_field_first_name', 'given-name')}
        {text('lastName', 'registration_field_last_name', 'family-name')}
      </>
    );
  } else if (type === 'social') {
    own = (
      <fieldset>
        <legend>{t('registration_field_social')}</legend>
        {(options?.socialProviders ?? []).map((provider) => (
          <label key={provider} className="radio">
            <input type="radio" name="provider" checked={values.provider === provider} onChange={() => set('provider')(provider)} />
            {t(`registration_social_${provider}`)}
          </label>
        ))}
      </fieldset>
    );
  }

  return (
    <form className="form auth-form" onSubmit={submit} aria-label={t('registration_title')}>
      {type === 'one_click' ? <p>{t('registration_one_click_text')}</p> : null}
      {own}
      <label>
        {t('registration_field_country')}
        <select value={values.countryId ?? ''} onChange={(e) => set('countryId')(Number(e.target.value))}>
          {(options?.countries ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('registration_field_currency')}
        <select value={values.currencyId ?? ''} onChange={(e) => set('currencyId')(Number(e.target.value))}>
          {(options?.currencies ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.iso}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('registration_field_promo')}
        <input
          value={values.promoCode}
          autoComplete="off"
          aria-invalid={errors.refCode ? true : undefined}
          aria-describedby={errors.refCode ? ids.refCode : undefined}
          onChange={(e) => set('promoCode')(e.target.value)}
        />
        <FieldError id={ids.refCode} error={errors.refCode} />
      </label>
      <fieldset>
        <legend>{t('registration_field_bonus')}</legend>
        {(options?.bonuses ?? []).map((bonus) => (
          <label key={bonus.id} className="radio">
            <input type="radio" name="bonus" checked={values.bonusId === bonus.id} onChange={() => set('bonusId')(bonus.id)} />
            {t(`registration_bonus_${bonus.choice}`)}
          </label>
        ))}
      </fieldset>
      {signInRefused ? (
        <RefusedSignIn message={message} />
      ) : (
        <>
          <FormMessage message={message} type={message ? 'error' : null} />
          <button type="submit" className="button button--primary" disabled={loading || options === null} aria-busy={loading}>
            {t('registration_submit')}
          </button>
          {/* the server failed: the account may exist, so the login is offered beside another try (QA14 #3) */}
          {serverFailed ? (
            <button type="button" className="button" onClick={() => registration.loginRequested()}>
              {t('registration_log_in_now')}
            </button>
          ) : null}
        </>
      )}
    </form>
  );
}
