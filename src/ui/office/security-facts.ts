import { hasActivatedEmail, hasActivatedPhone, protectionStatus, type PlayerConfig, type PlayerProtectionMethods, type ProtectionStatus } from '../../domain/player';

/** The five protection methods in the order the security page lists them (spec 000 §3 protection_methods). */
export const PROTECTION_METHODS: readonly (keyof PlayerProtectionMethods)[] = [
  'is_changed_password',
  'enable_two_factor_auth',
  'enable_phone_binding',
  'enable_security_question',
  'enable_email_auth',
];

export type ContactState = 'confirmed' | 'not-confirmed' | 'none';

export interface SecurityFacts {
  /** 0–100, or null when the server did not say (spec 001 §9: null stays null). */
  level: number | null;
  status: ProtectionStatus | null;
  methods: { method: keyof PlayerProtectionMethods; done: boolean }[];
  email: { value: string | null; state: ContactState };
  phone: { value: string | null; state: ContactState };
  /** Days since the password was changed; null when not known. */
  passwordDays: number | null;
}

/**
 * What the office's security page says of the signed-in player, read from the user config the app loads on
 * sign-in (spec 000 §3): the protection level and its status (spec 001 §9), each protection method done or not,
 * whether the e-mail and the phone are confirmed (activation_type, spec 001 §9: 1 e-mail, 2 both, 3 phone), and
 * the days since the password was changed. A contact the player never gave is 'none', not 'not confirmed'.
 */
export function securityFacts(config: PlayerConfig): SecurityFacts {
  const level = config.protection_level === null ? null : Math.max(0, Math.min(100, config.protection_level));
  const phone = config.phone_number ? `${config.phone_code ? `+${config.phone_code.replace(/^\+/, '')} ` : ''}${config.phone_number}` : null;
  const contact = (value: string | null, confirmed: boolean): { value: string | null; state: ContactState } => ({
    value,
    state: confirmed ? 'confirmed' : value ? 'not-confirmed' : 'none',
  });
  return {
    level,
    status: protectionStatus(config.protection_level),
    methods: PROTECTION_METHODS.map((method) => ({ method, done: config.protection_methods[method] })),
    email: contact(config.user_email, hasActivatedEmail(config.activation_type)),
    phone: contact(phone, hasActivatedPhone(config.activation_type)),
    passwordDays: config.changed_pass_day_count === null || config.changed_pass_day_count < 0 ? null : config.changed_pass_day_count,
  };
}
