import {
  checkPhone,
  decodeCredential,
  maskFor,
  MIN_PASSWORD_LENGTH,
  type FullRegistration,
  type OneClickRegistration,
  type PhoneRegistration,
  type RegistrationCommon,
  type RegistrationField,
  type RegistrationOptions,
  type RegistrationPort,
  type RegistrationResult,
  type SocialRegistration,
} from '../../domain/auth';
import type { RegistrationType } from '../../domain/analytics';
import { DEMO_PLAYER } from './fake-session';
import { DEMO_PHONE_COUNTRIES, DEMO_PHONE_MASKS } from './fake-phone-directory';
import { FAKE_AUTH, fakeCaptchaGate, isDemoPhone } from './fake-auth';
import type { FakeWorld } from './fake-world';

/** A promo code the fake rejects, to show the refCode error. */
export const FAKE_EXPIRED_PROMO = 'EXPIRED';

const COUNTRY_NAMES_RU: Record<number, string> = { 1: 'Россия', 2: 'Великобритания', 3: 'Казахстан', 4: 'Германия' };

/**
 * The offline registration service. Every new account signs in as the demo
 * player (the fake session knows one player). The demo phones and
 * demo@example.com are taken; promo code EXPIRED is rejected; one-click
 * registration returns the login 1001 and a generated password.
 */
export class FakeRegistration implements RegistrationPort {
  constructor(private readonly world: FakeWorld) {}

  options(lang: string): Promise<RegistrationOptions> {
    return this.world.respond('registration-options', () => ({
      countries: DEMO_PHONE_COUNTRIES.map((c) => ({
        id: c.id,
        name: lang === 'ru' ? (COUNTRY_NAMES_RU[c.id] ?? c.name) : c.name,
        code: c.countryCode,
      })),
      currencies: [
        { id: 1, iso: 'RUB' },
        { id: 2, iso: 'USD' },
        { id: 3, iso: 'EUR' },
        { id: 4, iso: 'KZT' },
      ],
      bonuses: [
        { id: 11, choice: 'sport' },
        { id: 12, choice: 'casino' },
        { id: 13, choice: 'reject' },
      ],
      defaultCountryId: 2,
      defaultCurrencyId: 1,
      socialProviders: ['google', 'telegram', 'vk'],
    }));
  }

  oneClick(request: OneClickRegistration): Promise<RegistrationResult> {
    return this.register('one_click', request, () => ({}));
  }

  phone(request: PhoneRegistration): Promise<RegistrationResult> {
    return this.register('phone', request, () => {
      const errors: Partial<Record<RegistrationField, string>> = {};
      const country = DEMO_PHONE_COUNTRIES.find((c) => c.countryCode === request.phone.countryCode);
      if (checkPhone(request.phone.number, maskFor(DEMO_PHONE_MASKS, country?.id ?? null)) !== 'ok') {
        errors.phone = 'auth_error_phone_length';
      } else if (isDemoPhone(request.phone)) errors.phone = 'registration_error_phone_taken';
      if ((decodeCredential(request.password) ?? '').length < MIN_PASSWORD_LENGTH) errors.password = 'auth_error_password_short';
      return errors;
    });
  }

  full(request: FullRegistration): Promise<RegistrationResult> {
    return this.register('full', request, () => {
      const errors: Partial<Record<RegistrationField, string>> = {};
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(request.email)) errors.email = 'registration_error_email';
      else if (request.email.toLowerCase() === FAKE_AUTH.email) errors.email = 'registration_error_email_taken';
      if ((decodeCredential(request.password) ?? '').length < MIN_PASSWORD_LENGTH) errors.password = 'auth_error_password_short';
      if (request.firstName.trim() === '') errors.firstName = 'registration_error_required';
      if (request.lastName.trim() === '') errors.lastName = 'registration_error_required';
      return errors;
    });
  }

  social(request: SocialRegistration): Promise<RegistrationResult> {
    return this.register('social', request, () => ({}));
  }

  private register(
    type: RegistrationType,
    request: RegistrationCommon,
    validate: () => Partial<Record<RegistrationField, string>>,
  ): Promise<RegistrationResult> {
    return this.world.respond('registration', () => {
      const captcha = fakeCaptchaGate(this.world, request.captcha);
      if (captcha) return captcha;
      const errors = validate();
      if (request.refCode !== null && request.refCode.toUpperCase() === FAKE_EXPIRED_PROMO) {
        errors.refCode = 'registration_error_promo';
      }
      if (Object.keys(errors).length > 0) return { kind: 'invalid', fields: errors };
      this.world.update({ signedIn: true });
      return {
        kind: 'registered',
        userId: DEMO_PLAYER.userId,
        type,
        credentials: type === 'one_click' ? { login: String(DEMO_PLAYER.userId), password: oneClickPassword(this.world.clock.now()) } : null,
      };
    });
  }
}

/** A readable generated password (deterministic for a given time, so tests can repeat it). */
export function oneClickPassword(seed: number): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  let x = Math.abs(Math.floor(seed)) % 2147483647 || 1;
  let out = '';
  for (let i = 0; i < 8; i += 1) {
    x = (x * 48271) % 2147483647;
    out += alphabet[x % alphabet.length];
  }
  return out;
}
