import type { LoginResult } from './auth.port';
import { captchaMessage, type CaptchaRequired } from './captcha';

/** spec 001 §3: the login forms. */
export const AUTH_FORMS = ['login_password', 'phone_password', 'sms', 'login_password_two_step_code'] as const;
export type AuthForm = (typeof AUTH_FORMS)[number];

export const isAuthForm = (value: string): value is AuthForm => (AUTH_FORMS as readonly string[]).includes(value);

/** spec 001 §3 auth form state: response type of the last answer. */
export type AuthResponseType = 'success' | 'error' | 'info';

/** spec 001 §3 auth form default values. */
export interface AuthFormDefaults {
  login: string;
  phone: string;
  phoneBySms: string;
  passwordLogin: string;
  passwordPhone: string;
  remember: boolean;
}

/** Design: remember me is on unless the player turned it off last time. */
export const EMPTY_AUTH_DEFAULTS: AuthFormDefaults = {
  login: '',
  phone: '',
  phoneBySms: '',
  passwordLogin: '',
  passwordPhone: '',
  remember: true,
};

/** Local-storage key of the remembered login defaults. */
export const AUTH_DEFAULTS_STORAGE_KEY = 'auth_form_defaults';

/**
 * What survives for the next visit. Design: with remember me on, the login
 * and phone numbers are kept so the form opens filled; passwords never are.
 * With it off, only the choice itself is kept.
 */
export function rememberedDefaults(values: AuthFormDefaults): AuthFormDefaults {
  return values.remember
    ? { ...EMPTY_AUTH_DEFAULTS, login: values.login, phone: values.phone, phoneBySms: values.phoneBySms, remember: true }
    : { ...EMPTY_AUTH_DEFAULTS, remember: false };
}

const str = (v: unknown): string => (typeof v === 'string' ? v.slice(0, 200) : '');

/** Reads stored defaults; anything malformed gives the empty defaults. Passwords are never read back. */
export function parseAuthDefaults(raw: string | null): AuthFormDefaults {
  if (!raw) return EMPTY_AUTH_DEFAULTS;
  try {
    const v = JSON.parse(raw) as Record<string, unknown>;
    if (typeof v !== 'object' || v === null) return EMPTY_AUTH_DEFAULTS;
    return {
      ...EMPTY_AUTH_DEFAULTS,
      login: str(v.login),
      phone: str(v.phone).replace(/\D+/g, ''),
      phoneBySms: str(v.phoneBySms).replace(/\D+/g, ''),
      remember: v.remember !== false,
    };
  } catch {
    return EMPTY_AUTH_DEFAULTS;
  }
}

/** A captcha result as a form shows it: a prompt (info) for a challenge to answer, an error after the captcha modal. */
export function captchaResponse(result: CaptchaRequired): { message: string; responseType: AuthResponseType } {
  return { message: captchaMessage(result), responseType: result.challenge ? 'info' : 'error' };
}

/** The message key and response type shown for a login result (every string is a dictionary key). */
export function loginResultMessage(result: LoginResult): { message: string | null; responseType: AuthResponseType } {
  switch (result.kind) {
    case 'success':
      return { message: null, responseType: 'success' };
    case 'two-step-required':
      return { message: 'auth_two_step_prompt', responseType: 'info' };
    case 'captcha-required':
      return captchaResponse(result);
    case 'wrong-credentials':
      return { message: 'login_error_invalid_credentials', responseType: 'error' };
    case 'wrong-code':
      return { message: 'auth_error_wrong_code', responseType: 'error' };
    case 'blocked':
      return { message: 'auth_error_blocked', responseType: 'error' };
    case 'server-error':
      return { message: 'auth_error_server', responseType: 'error' };
  }
}

/** Design: the resend countdown when the server names none. */
export const DEFAULT_SMS_RESEND_SECONDS = 60;

/** Design: the shortest new password the recovery and registration forms accept. */
export const MIN_PASSWORD_LENGTH = 6;
