import type { RegistrationType } from '../analytics';
import type { CaptchaAnswer, CaptchaRequired } from './captcha';
import type { EncodedCredential } from './credentials';
import type { PhoneNumber } from './phone';
import type { OAuthProvider } from './oauth';

/**
 * First-deposit bonus choice (spec 001 §3 first_deposit_bonus_choice; the
 * choice of sport, casino+games, or reject from the bonuses screen).
 */
export const FIRST_DEPOSIT_BONUS_CHOICES = ['sport', 'casino', 'reject'] as const;
export type FirstDepositBonusChoice = (typeof FIRST_DEPOSIT_BONUS_CHOICES)[number];

export interface RegistrationCountry {
  id: number;
  name: string;
  /** Lowercased ISO code. */
  code: string;
}

export interface RegistrationCurrency {
  id: number;
  /** ISO 4217 ('RUB'). */
  iso: string;
}

/** A first-deposit bonus the form offers; `id` is what a stored selected bonus refers to. */
export interface RegistrationBonus {
  id: number;
  choice: FirstDepositBonusChoice;
}

/** What the registration forms offer, with the server's defaults. */
export interface RegistrationOptions {
  countries: RegistrationCountry[];
  currencies: RegistrationCurrency[];
  bonuses: RegistrationBonus[];
  defaultCountryId: number;
  defaultCurrencyId: number;
  socialProviders: OAuthProvider[];
}

/** Fields every registration type sends (spec 001 §3 registration payload). */
export interface RegistrationCommon {
  countryId: number;
  currencyId: number;
  /** ref_code: the promo (referral) code; null when none was typed. */
  refCode: string | null;
  firstDepositBonusChoice: FirstDepositBonusChoice;
  captcha: CaptchaAnswer | null;
}

export type OneClickRegistration = RegistrationCommon;

export interface PhoneRegistration extends RegistrationCommon {
  phone: PhoneNumber;
  password: EncodedCredential;
}

export interface FullRegistration extends RegistrationCommon {
  email: string;
  password: EncodedCredential;
  firstName: string;
  lastName: string;
}

export interface SocialRegistration extends RegistrationCommon {
  provider: OAuthProvider;
}

/** Fields a registration form may have rejected; the value is a dictionary key. */
export type RegistrationField = 'email' | 'phone' | 'password' | 'firstName' | 'lastName' | 'refCode' | 'countryId' | 'currencyId';

export type RegistrationResult =
  /**
   * The account exists and is signed in. One-click registration returns the
   * generated login and password, which the player must see once.
   */
  | { kind: 'registered'; userId: number; type: RegistrationType; credentials: { login: string; password: string } | null }
  | CaptchaRequired
  | { kind: 'invalid'; fields: Partial<Record<RegistrationField, string>> }
  /**
   * The server failed (a 5xx, or an answer the contract does not allow, such as one cut off): whether the
   * account was created cannot be told (QA14 #3: it was said as a connection problem, inviting a blind retry).
   */
  | { kind: 'server-error' };

/** Registration of the four types (spec 001 §3: one_click, phone, full, social). */
export interface RegistrationPort {
  options(lang: string): Promise<RegistrationOptions>;
  oneClick(request: OneClickRegistration): Promise<RegistrationResult>;
  phone(request: PhoneRegistration): Promise<RegistrationResult>;
  full(request: FullRegistration): Promise<RegistrationResult>;
  social(request: SocialRegistration): Promise<RegistrationResult>;
}
export const RegistrationPort = Symbol.for('RegistrationPort');
