import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAYER_CONFIG, NO_PROTECTION_METHODS, playerConfigFrom } from '../../domain/player';
import { securityFacts } from './security-facts';

const config = (fields: Parameters<typeof playerConfigFrom>[0]) => playerConfigFrom(fields);

describe('security facts (spec 000 §3 player configuration; spec 001 §9 protection level and activation type)', () => {
  it.each([
    ['null stays null: no level, no status', null, null, null],
    ['30 or below is bad', 30, 30, 'bad'],
    ['above 30 and below 70 is normal', 50, 50, 'normal'],
    ['70 to below 100 is good', 75, 75, 'good'],
    ['100 is full', 100, 100, 'full'],
  ])('protection level: %s', (_rule, level, shown, status) => {
    expect(securityFacts(config({ protection_level: level }))).toMatchObject({ level: shown, status });
  });

  it('lists the five protection methods in order, each done or not as the config says', () => {
    const facts = securityFacts(config({ protection_methods: { ...NO_PROTECTION_METHODS, enable_two_factor_auth: true, enable_email_auth: true } }));
    expect(facts.methods).toEqual([
      { method: 'is_changed_password', done: false },
      { method: 'enable_two_factor_auth', done: true },
      { method: 'enable_phone_binding', done: false },
      { method: 'enable_security_question', done: false },
      { method: 'enable_email_auth', done: true },
    ]);
  });

  it.each([
    ['0: neither confirmed', 0, 'not-confirmed', 'not-confirmed'],
    ['1: e-mail only', 1, 'confirmed', 'not-confirmed'],
    ['2: phone and e-mail', 2, 'confirmed', 'confirmed'],
    ['3: phone only', 3, 'not-confirmed', 'confirmed'],
  ] as const)('activation type %s', (_rule, activation, email, phone) => {
    const facts = securityFacts(config({ activation_type: activation, user_email: 'a@b.c', phone_code: '44', phone_number: '7700900123' }));
    expect(facts.email).toEqual({ value: 'a@b.c', state: email });
    expect(facts.phone).toEqual({ value: '+44 7700900123', state: phone });
  });

  it('a contact never given is none, not "not confirmed"', () => {
    const facts = securityFacts(DEFAULT_PLAYER_CONFIG);
    expect(facts.email.state).toBe('none');
    expect(facts.phone.state).toBe('none');
  });

  it('days since the password was changed: the count, or null when not known', () => {
    expect(securityFacts(config({ changed_pass_day_count: 12 })).passwordDays).toBe(12);
    expect(securityFacts(config({ changed_pass_day_count: 0 })).passwordDays).toBe(0);
    expect(securityFacts(config({ changed_pass_day_count: null })).passwordDays).toBeNull();
  });
});
