import { useUnit } from 'effector-react';
import { useId, type FormEvent, type ReactNode } from 'react';
import { AUTH_FORMS, OAUTH_PROVIDERS, type AuthForm } from '../../domain/auth';
import type { LoginField } from '../../application/auth';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { CaptchaStep } from './captcha-step';
import { FormMessage } from './form-message';
import { PhoneField } from './phone-field';
import { Tabs } from './tabs';
import './auth.css';

const TAB_LABELS: Record<AuthForm, string> = {
  login_password: 'login_tab_login_password',
  phone_password: 'login_tab_phone_password',
  sms: 'login_tab_sms',
  login_password_two_step_code: 'login_tab_two_step',
};

/**
 * The four login forms as tabs (spec 001 §3, §4), with the captcha step in
 * place of the form when the server asks for one. Used by the login modal
 * and the user/login page.
 */
export function LoginPanel() {
  const { auth } = useModels();
  const t = useT();
  const [form, captcha, captchaError, loading] = useUnit([auth.login.$form, auth.login.$captcha, auth.login.$captchaError, auth.login.$loading]);
  if (captcha) {
    return (
      <CaptchaStep
        challenge={captcha}
        pending={loading}
        error={captchaError}
        onAnswer={(answer) => auth.login.captchaAnswered(answer)}
        onBack={() => auth.login.captchaDismissed()}
      />
    );
  }
  return (
    <>
      <Tabs
        label={t('login_forms')}
        tabs={AUTH_FORMS.map((id) => ({ id, label: t(TAB_LABELS[id]) }))}
        selected={form}
        onSelect={(id) => auth.login.formSelected(id)}
      >
        <LoginFormFields form={form} />
      </Tabs>
      <OAuthButtons />
    </>
  );
}

/**
 * Sign-in with an OAuth provider (spec 001 §7 Login API "OAuth"): each
 * button sends the browser to the provider, which brings it back to the
 * callback page. A start that fails says so here; the forms keep what was typed.
 */
function OAuthButtons() {
  const { auth } = useModels();
  const t = useT();
  const [starting, error] = useUnit([auth.oauth.$starting, auth.oauth.$startError]);
  const titleId = useId();
  return (
    <section className="oauth-buttons" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('login_oauth_title')}</h3>
      <div className="auth-row">
        {OAUTH_PROVIDERS.map((provider) => (
          <button key={provider} type="button" disabled={starting !== null} onClick={() => auth.oauthRequested(provider)}>
            {t('login_oauth_with', { provider: t(`registration_social_${provider}`) })}
          </button>
        ))}
      </div>
      {error ? <p role="alert">{t(error)}</p> : null}
    </section>
  );
}

function LoginFormFields({ form }: { form: AuthForm }) {
  const { auth } = useModels();
  const t = useT();
  const [values, loading, message, responseType, rejected, countries, masks, smsSent, smsLeft, phonesFailed, phonesLoading] = useUnit([
    auth.login.$values,
    auth.login.$loading,
    auth.login.$message,
    auth.login.$responseType,
    auth.login.$rejected,
    auth.login.$countries,
    auth.login.$masks,
    auth.login.$smsSent,
    auth.login.$smsSecondsLeft,
    auth.login.$phonesFailed,
    auth.login.$phonesLoading,
  ]);
  const directory = { failed: phonesFailed, loading: phonesLoading, onRetry: () => auth.login.phonesRetried() };
  const set = (field: LoginField) => (value: string | boolean | number | null) => auth.login.fieldChanged({ field, value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    auth.login.submitted();
  };
  const messageId = useId();

  let fields: ReactNode;
  switch (form) {
    case 'login_password':
    case 'login_password_two_step_code':
      fields = (
        <>
          <label>
            {t('login_field_login')}
            <input
              name="login"
              autoComplete="username"
              value={values.login}
              aria-invalid={rejected?.login || undefined}
              onChange={(e) => set('login')(e.target.value)}
              required
            />
          </label>
          <label>
            {t('login_field_password')}
            <input
              name="password"
              type="password"
              autoComplete="current-password"
              value={values.passwordLogin}
              aria-invalid={rejected?.password || undefined}
              onChange={(e) => set('passwordLogin')(e.target.value)}
              required
            />
          </label>
          {form === 'login_password_two_step_code' ? (
            <label>
              {t('login_field_two_step_code')}
              <input
                name="two-step-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={values.twoStepCode}
                onChange={(e) => set('twoStepCode')(e.target.value)}
                required
              />
            </label>
          ) : null}
        </>
      );
      break;
    case 'phone_password':
      fields = (
        <>
          <PhoneField
            countries={countries}
            masks={masks}
            directory={directory}
            countryId={values.phoneCountryId}
            digits={values.phone}
            onCountry={set('phoneCountryId')}
            onDigits={set('phone')}
            invalid={rejected?.login}
          />
          <label>
            {t('login_field_password')}
            <input
              type="password"
              autoComplete="current-password"
              value={values.passwordPhone}
              aria-invalid={rejected?.password || undefined}
              onChange={(e) => set('passwordPhone')(e.target.value)}
              required
            />
          </label>
        </>
      );
      break;
    case 'sms':
      fields = (
        <>
          <PhoneField
            countries={countries}
            masks={masks}
            directory={directory}
            countryId={values.smsCountryId}
            digits={values.phoneBySms}
            onCountry={set('smsCountryId')}
            onDigits={set('phoneBySms')}
          />
          <div className="auth-row">
            <button type="button" onClick={() => auth.login.smsRequested()} disabled={loading || smsLeft > 0}>
              {smsLeft > 0 ? t('login_sms_resend_in', { seconds: smsLeft }) : smsSent ? t('login_sms_resend') : t('login_sms_send')}
            </button>
          </div>
          {smsSent ? (
            <label>
              {t('login_field_sms_code')}
              <input
                inputMode="numeric"
                autoComplete="one-time-code"
                value={values.smsCode}
                onChange={(e) => set('smsCode')(e.target.value)}
                required
              />
            </label>
          ) : null}
        </>
      );
      break;
  }

  return (
    <form className="form auth-form" onSubmit={submit} aria-label={t('login_title')} aria-describedby={message ? messageId : undefined}>
      {fields}
      <label className="checkbox">
        <input type="checkbox" checked={values.remember} onChange={(e) => set('remember')(e.target.checked)} />
        {t('login_remember')}
      </label>
      <div id={messageId}>
        <FormMessage message={message} type={responseType} />
      </div>
      {form !== 'sms' || smsSent ? (
        <button type="submit" className="button button--primary" disabled={loading} aria-busy={loading}>
          {t('login_submit')}
        </button>
      ) : null}
    </form>
  );
}
