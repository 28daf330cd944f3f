import type { OAuthCompleteRequest, OAuthProvider } from './oauth';
import type { CaptchaAnswer, CaptchaRequired } from './captcha';
import type { EncodedCredential } from './credentials';
import type { PhoneNumber } from './phone';

/** Which login fields the server rejected (spec 001 §5 classes them login, pass or both). */
export interface RejectedFields {
  login: boolean;
  password: boolean;
}

/**
 * The typed outcome of every login call (spec 001 §7 Login API). Transport
 * failures (network, 5xx) are not results: the adapter rejects with its
 * typed error and the model shows main_error.
 */
export type LoginResult =
  | { kind: 'success'; userId: number }
  /** Password accepted; the account asks for its two-step (2FA) code next. */
  | { kind: 'two-step-required' }
  | CaptchaRequired
  | { kind: 'wrong-credentials'; fields: RejectedFields }
  /** An SMS or two-step code that is wrong or used up. */
  | { kind: 'wrong-code' }
  /** The account may not sign in now; `until` in ms since epoch when known. */
  | { kind: 'blocked'; until: number | null }
  /** The server answered, but with its own failure (a 5xx, an answer the contract does not allow): not the player's connection (QA11 #15). */
  | { kind: 'server-error' };

export interface PasswordLoginRequest {
  /** E-mail or account id, encoded (spec 001 §5). */
  login: EncodedCredential;
  password: EncodedCredential;
  /** Remember me (the `save` field). */
  save: boolean;
  /** Fingerprint components data; null when none was collected. */
  componentsData: string | null;
  /** Sent in the captcha header when the server asked for one. */
  captcha: CaptchaAnswer | null;
}

export interface PhoneLoginRequest {
  /** phone_number and country_code of spec 001 §7. */
  phone: PhoneNumber;
  password: EncodedCredential;
  save: boolean;
  captcha: CaptchaAnswer | null;
}

/** spec 001 §7 by token: method_id, token, sign, lng. */
export interface TokenLoginRequest {
  methodId: number;
  token: string;
  sign: string;
  lng: string;
}

/** spec 001 §7 social: login, pass, recaptcha response. */
export interface SocialLoginRequest {
  login: string;
  pass: string;
  recaptchaResponse: string | null;
}

export interface SmsCodeLoginRequest {
  phone: PhoneNumber;
  code: string;
  save: boolean;
}

/**
 * Two-step code login. Design: stateless, the credentials travel again with
 * the code, so the same call serves the two-step step after a password
 * login and the form that takes all three at once.
 */
export interface TwoStepLoginRequest {
  login: EncodedCredential;
  password: EncodedCredential;
  code: string;
  save: boolean;
}

export interface SocialTwoStepRequest {
  /** The social login as first sent. */
  login: string;
  pass: string;
  code: string;
}

/** spec 001 §7 send SMS: phone-number, phone-code, captcha. */
export interface SendSmsRequest {
  phone: PhoneNumber;
  captcha: CaptchaAnswer | null;
}

export type SendSmsResult =
  /** The code is on its way; a new one may be asked for after `resendAfterSeconds`. */
  | { kind: 'sent'; resendAfterSeconds: number }
  | CaptchaRequired
  | { kind: 'unknown-phone' }
  /** Too many codes; try again after this many seconds. */
  | { kind: 'too-often'; retryAfterSeconds: number }
  /** The server failed (a 5xx, or an answer the contract does not allow): not the player's connection. */
  | { kind: 'server-error' };

/**
 * Signing in (spec 001 §7 Login API): every login call of the auth service,
 * plus logout, rights and OAuth. Credentials arrive already encoded.
 */
export interface AuthPort {
  /** By e-mail or id: login, password, save, components data, captcha header. */
  loginByPassword(request: PasswordLoginRequest): Promise<LoginResult>;
  /** By phone: phone_number, country_code, password. */
  loginByPhone(request: PhoneLoginRequest): Promise<LoginResult>;
  /** By token: method_id, token, sign, lng. */
  loginByToken(request: TokenLoginRequest): Promise<LoginResult>;
  /** Social: login, pass, recaptcha response. */
  loginSocial(request: SocialLoginRequest): Promise<LoginResult>;
  /** The code a sendSms call delivered. */
  loginBySmsCode(request: SmsCodeLoginRequest): Promise<LoginResult>;
  /** The account's two-step (2FA) code. */
  loginByTwoStepCode(request: TwoStepLoginRequest): Promise<LoginResult>;
  /** The two-step code of a social login. */
  loginSocialTwoStep(request: SocialTwoStepRequest): Promise<LoginResult>;
  /** Send a login code by SMS: phone-number, phone-code, captcha. */
  sendSms(request: SendSmsRequest): Promise<SendSmsResult>;
  logout(): Promise<void>;
  /** The signed-in player's rights (permission names). */
  rights(): Promise<string[]>;
  /** Where to send the browser to start an OAuth sign-in with `provider`. */
  oauth(provider: OAuthProvider, returnPath: string): Promise<{ redirectUrl: string }>;
  /** The provider sent the browser back: exchange its code for a session (oauthLogin). */
  completeOAuth(request: OAuthCompleteRequest): Promise<LoginResult>;
}
export const AuthPort = Symbol.for('AuthPort');
