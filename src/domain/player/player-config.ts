import type { ActivationType } from './activation';

/** spec 001 §3 user_data. */
export interface PlayerUserData {
  date_birthday: string | null;
  document_type_id: number | null;
  inn: string | null;
  name: string | null;
  passport: string | null;
  passport_date: string | null;
  passport_end_date: string | null;
  registration_address: string | null;
  surname: string | null;
}

/** spec 001 §3 protection_methods. */
export interface PlayerProtectionMethods {
  is_changed_password: boolean;
  enable_two_factor_auth: boolean;
  enable_phone_binding: boolean;
  enable_security_question: boolean;
  enable_email_auth: boolean;
}

/**
 * spec 001 §3 "Player configuration fields" (also spec 000 §3). Field names
 * keep the server's spelling so the adapter maps one-to-one.
 */
export interface PlayerConfig {
  // Restrictions: sorted number lists.
  disallow_line_sport: number[];
  disallow_live_sport: number[];
  // Contact and identity.
  phone_number: string | null;
  phone_code: string | null;
  user_email: string | null;
  user_name: string | null;
  user_country_code: string | null;
  user_country_id: number | null;
  activation_type: ActivationType;
  user_ref_id: number | null;
  user_msg_count: number;
  // Display and security.
  user_hide_balance: boolean;
  changed_pass_day_count: number | null;
  protection_level: number | null;
  user_data: PlayerUserData;
  protection_methods: PlayerProtectionMethods;
  should_sync_protection_methods: boolean;
  // Status and identification.
  is_need_identification: boolean;
  ban_level: number;
  ban_version: number;
  user_status_id: number | null;
  verification_status: number | null;
  verification_types: number[];
  verification_status_group_code: string | null;
  requested_additional_document: boolean;
  has_deposit: boolean;
  is_identification_bonus: boolean;
  show_verification_modal_on_deposit_page: boolean;
  remaining_days_to_activate: number | null;
  requireIdentification: boolean;
  user_created_ts: number | null;
  show_2fa_popup: boolean;
  isCCLine: boolean;
  isCClive: boolean;
  isDataAfterRegistration: boolean;
  isRequiredTransfer: boolean;
  is_active_secure_question: boolean;
}

export const EMPTY_USER_DATA: PlayerUserData = {
  date_birthday: null,
  document_type_id: null,
  inn: null,
  name: null,
  passport: null,
  passport_date: null,
  passport_end_date: null,
  registration_address: null,
  surname: null,
};

export const NO_PROTECTION_METHODS: PlayerProtectionMethods = {
  is_changed_password: false,
  enable_two_factor_auth: false,
  enable_phone_binding: false,
  enable_security_question: false,
  enable_email_auth: false,
};

/** Defaults before the user config loads. spec 001 §3: user_hide_balance defaults to true. */
export const DEFAULT_PLAYER_CONFIG: PlayerConfig = {
  disallow_line_sport: [],
  disallow_live_sport: [],
  phone_number: null,
  phone_code: null,
  user_email: null,
  user_name: null,
  user_country_code: null,
  user_country_id: null,
  activation_type: 0,
  user_ref_id: null,
  user_msg_count: 0,
  user_hide_balance: true,
  changed_pass_day_count: null,
  protection_level: null,
  user_data: EMPTY_USER_DATA,
  protection_methods: NO_PROTECTION_METHODS,
  should_sync_protection_methods: false,
  is_need_identification: false,
  ban_level: 0,
  ban_version: 0,
  user_status_id: null,
  verification_status: null,
  verification_types: [],
  verification_status_group_code: null,
  requested_additional_document: false,
  has_deposit: false,
  is_identification_bonus: false,
  show_verification_modal_on_deposit_page: false,
  remaining_days_to_activate: null,
  requireIdentification: false,
  user_created_ts: null,
  show_2fa_popup: false,
  isCCLine: false,
  isCClive: false,
  isDataAfterRegistration: false,
  isRequiredTransfer: false,
  is_active_secure_question: false,
};

/** spec 001 §3: disallow_line_sport / disallow_live_sport are sorted number lists (ascending, unique). */
export const sortedSportList = (ids: readonly number[]): number[] =>
  [...new Set(ids.filter((id) => Number.isFinite(id)))].sort((a, b) => a - b);

/** Builds a config from a partial server payload: defaults fill the gaps, sport lists are sorted. */
export function playerConfigFrom(partial: Partial<PlayerConfig>): PlayerConfig {
  const given = Object.fromEntries(Object.entries(partial).filter(([, value]) => value !== undefined));
  const config: PlayerConfig = { ...DEFAULT_PLAYER_CONFIG, ...given };
  return {
    ...config,
    disallow_line_sport: sortedSportList(config.disallow_line_sport),
    disallow_live_sport: sortedSportList(config.disallow_live_sport),
  };
}
