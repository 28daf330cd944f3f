import type { AnalyticsEvent } from '../shared';
import type { RegistrationType } from '../analytics';
import type { AuthForm } from './auth-form';

/**
 * Funnel events the auth models send besides those of domain/analytics
 * (spec 001 §4, "detail is not shown" in §7: the names are ours). Params
 * never carry credentials.
 */
export const AUTH_EVENT_NAMES = {
  loginPopupCalled: 'login_popup_called',
  loginAttempt: 'login_attempt',
  loginSuccess: 'login_success',
  registrationCalled: 'registration_called',
  registrationSuccess: 'registration_success',
} as const;

export const loginPopupCalledEvent = (): AnalyticsEvent => ({ name: AUTH_EVENT_NAMES.loginPopupCalled });

export const loginAttemptEvent = (form: AuthForm | 'token', attempt: number): AnalyticsEvent => ({
  name: AUTH_EVENT_NAMES.loginAttempt,
  params: { form, attempt },
});

export const loginSuccessEvent = (form: AuthForm | 'token', attempts: number): AnalyticsEvent => ({
  name: AUTH_EVENT_NAMES.loginSuccess,
  params: { form, attempts },
});

export const registrationCalledEvent = (attempt: number): AnalyticsEvent => ({
  name: AUTH_EVENT_NAMES.registrationCalled,
  params: { attempt },
});

export const registrationSuccessEvent = (type: RegistrationType, attempts: number): AnalyticsEvent => ({
  name: AUTH_EVENT_NAMES.registrationSuccess,
  params: { type, attempts },
});
