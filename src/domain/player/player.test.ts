import { describe, expect, it } from 'vitest';
import { ActivationType, activationAfterPhoneAdded, hasActivatedEmail, hasActivatedPhone } from './activation';
import { DEFAULT_PLAYER_CONFIG, playerConfigFrom, sortedSportList } from './player-config';
import { protectionStatus } from './protection-level';
import { isBanActive, isNotVerified, isPendingVerification } from './verification';

describe('activation_type (spec 001 §9)', () => {
  it('spec 001 §9: 0 none, 1 email only, 2 phone and email, 3 phone only', () => {
    expect(ActivationType).toEqual({ None: 0, EmailOnly: 1, PhoneAndEmail: 2, PhoneOnly: 3 });
  });
  it.each([
    ['spec 001 §9: adding a phone moves 0 to 3', 0, 3],
    ['spec 001 §9: adding a phone moves 1 to 2', 1, 2],
    ['spec 001 §9: 2 stays 2', 2, 2],
    ['spec 001 §9: 3 stays 3', 3, 3],
  ] as const)('%s', (_rule, from, to) => {
    expect(activationAfterPhoneAdded(from)).toBe(to);
  });
  it.each([
    [0, false, false],
    [1, false, true],
    [2, true, true],
    [3, true, false],
  ] as const)('spec 001 §9: type %d has phone %s, email %s', (type, phone, email) => {
    expect(hasActivatedPhone(type)).toBe(phone);
    expect(hasActivatedEmail(type)).toBe(email);
  });
});

describe('protection level status (spec 001 §9)', () => {
  it.each([
    ['spec 001 §9: null stays null', null, null],
    ['spec 001 §9: 0 is bad', 0, 'bad'],
    ['spec 001 §9: 30 is bad', 30, 'bad'],
    ['spec 001 §9: 31 is normal', 31, 'normal'],
    ['spec 001 §9: 30.5 is normal', 30.5, 'normal'],
    ['spec 001 §9: 69 is normal', 69, 'normal'],
    ['spec 001 §9: 70 is good', 70, 'good'],
    ['spec 001 §9: 99 is good', 99, 'good'],
    ['spec 001 §9: 100 is full', 100, 'full'],
  ] as const)('%s', (_rule, level, status) => {
    expect(protectionStatus(level)).toBe(status);
  });
});

describe('verification and status ids (spec 001 §9)', () => {
  it.each([
    ['spec 001 §9: verification status 1 means not verified', 1, true],
    ['spec 001 §9: verification status 2 is not "not verified"', 2, false],
    ['spec 001 §9: unknown verification status is not "not verified"', null, false],
  ])('%s', (_rule, status, expected) => {
    expect(isNotVerified(status)).toBe(expected);
  });
  it.each([
    ['spec 001 §9: user_status_id 1 means pending verification', 1, true],
    ['spec 001 §9: user_status_id 0 is not pending', 0, false],
    ['spec 001 §9: no user_status_id is not pending', null, false],
  ])('%s', (_rule, status, expected) => {
    expect(isPendingVerification(status)).toBe(expected);
  });
  it.each([
    ['spec 001 §9: ban_level above 0 is banned', 1, true],
    ['spec 001 §9: ban_level 0 is not banned', 0, false],
    ['spec 001 §9: no ban_level is not banned', null, false],
  ])('%s', (_rule, level, expected) => {
    expect(isBanActive(level)).toBe(expected);
  });
});

describe('player configuration (spec 001 §3)', () => {
  it('spec 001 §3: user_hide_balance defaults to true', () => {
    expect(DEFAULT_PLAYER_CONFIG.user_hide_balance).toBe(true);
  });
  it('spec 001 §3: every listed field is present', () => {
    const fields = [
      'disallow_line_sport', 'disallow_live_sport', 'phone_number', 'phone_code', 'user_email', 'user_name',
      'user_country_code', 'user_country_id', 'activation_type', 'user_ref_id', 'user_msg_count', 'user_hide_balance',
      'changed_pass_day_count', 'protection_level', 'user_data', 'protection_methods', 'should_sync_protection_methods',
      'is_need_identification', 'ban_level', 'ban_version', 'user_status_id', 'verification_status', 'verification_types',
      'verification_status_group_code', 'requested_additional_document', 'has_deposit', 'is_identification_bonus',
      'show_verification_modal_on_deposit_page', 'remaining_days_to_activate', 'requireIdentification', 'user_created_ts',
      'show_2fa_popup', 'isCCLine', 'isCClive', 'isDataAfterRegistration', 'isRequiredTransfer', 'is_active_secure_question',
    ];
    expect(Object.keys(DEFAULT_PLAYER_CONFIG).sort()).toEqual([...fields].sort());
    expect(Object.keys(DEFAULT_PLAYER_CONFIG.user_data).sort()).toEqual(
      ['date_birthday', 'document_type_id', 'inn', 'name', 'passport', 'passport_date', 'passport_end_date', 'registration_address', 'surname'].sort(),
    );
    expect(Object.keys(DEFAULT_PLAYER_CONFIG.protection_methods).sort()).toEqual(
      ['is_changed_password', 'enable_two_factor_auth', 'enable_phone_binding', 'enable_security_question', 'enable_email_auth'].sort(),
    );
  });
  it('spec 001 §3: disallowed sport lists are sorted number lists', () => {
    expect(sortedSportList([40, 1, 3, 1])).toEqual([1, 3, 40]);
    const config = playerConfigFrom({ disallow_line_sport: [9, 2], disallow_live_sport: [5, 4], user_hide_balance: undefined });
    expect(config.disallow_line_sport).toEqual([2, 9]);
    expect(config.disallow_live_sport).toEqual([4, 5]);
    expect(config.user_hide_balance).toBe(true);
  });
});
