import { describe, expect, it } from 'vitest';
import type { KeyValueStoragePort } from '../shared';
import {
  EMPTY_FUNNEL_RECORD,
  FUNNEL_RECORD_TTL_MS,
  RECOVERY_FUNNEL_STEPS,
  authPopupCalled,
  classifyLoginFieldError,
  classifyRecoveryCodeError,
  loadFunnel,
  loginAttempted,
  loginFieldErrorEvent,
  loginSucceeded,
  newStoredFunnel,
  parseStoredFunnel,
  passwordRecoverySucceeded,
  recoveryFunnelEvent,
  registrationCompleted,
  registrationPageCalled,
  saveFunnel,
  type FunnelRecord,
  socialDataCaptured,
  updateFunnel,
} from './funnels';

class MemoryStorage implements KeyValueStoragePort {
  readonly data = new Map<string, string>();
  get = (key: string) => this.data.get(key) ?? null;
  set = (key: string, value: string) => void this.data.set(key, value);
  remove = (key: string) => void this.data.delete(key);
}

const T0 = 1_700_000_000_000;

describe('analytics storage record (spec 001 §3, §9)', () => {
  it('spec 001 §9: kept 24 h', () => {
    expect(FUNNEL_RECORD_TTL_MS).toBe(86_400_000);
    expect(newStoredFunnel(T0).expiresAt).toBe(T0 + 86_400_000);
  });
  it('spec 001 §3: the record holds every listed field', () => {
    expect(Object.keys(EMPTY_FUNNEL_RECORD).sort()).toEqual(
      ['authTryCounter', 'lastAuthPopUpCallTime', 'regTryCounter', 'lastRegCallTime', 'hasDone', 'socialData', 'additionalParams'].sort(),
    );
  });
  it('spec 001 §9: a record survives until 24 h after creation, then starts fresh', () => {
    const storage = new MemoryStorage();
    saveFunnel(storage, updateFunnel(newStoredFunnel(T0), loginAttempted));
    expect(loadFunnel(storage, T0 + FUNNEL_RECORD_TTL_MS - 1).record.authTryCounter).toBe(1);
    expect(loadFunnel(storage, T0 + FUNNEL_RECORD_TTL_MS).record.authTryCounter).toBe(0);
  });
  it('design: updates keep the original expiry', () => {
    const later = updateFunnel(newStoredFunnel(T0), (r) => registrationPageCalled(r, T0 + 5000));
    expect(later.expiresAt).toBe(T0 + FUNNEL_RECORD_TTL_MS);
  });
  it.each([
    ['nothing stored', null],
    ['not JSON', '{'],
    ['no expiry', JSON.stringify({ record: EMPTY_FUNNEL_RECORD })],
    ['record missing', JSON.stringify({ expiresAt: T0 + 1 })],
    ['negative counter', JSON.stringify({ expiresAt: T0 + 1, record: { ...EMPTY_FUNNEL_RECORD, authTryCounter: -1 } })],
    ['counter as a string', JSON.stringify({ expiresAt: T0 + 1, record: { ...EMPTY_FUNNEL_RECORD, regTryCounter: '2' } })],
  ])('spec 001 §3: %s starts a fresh record', (_case, stored) => {
    expect(parseStoredFunnel(stored, T0)).toEqual(newStoredFunnel(T0));
  });
  it('round-trips social data and additional params', () => {
    const social = { currencyId: 1, countryId: 2, regType: 'social', promocode: 'P', countryCode: 'ru' };
    const funnel = updateFunnel(newStoredFunnel(T0), (r) => registrationCompleted(socialDataCaptured(r, social)));
    expect(parseStoredFunnel(JSON.stringify(funnel), T0)).toEqual(funnel);
    expect(funnel.record.additionalParams).toEqual({ type: null, hasRegister: true });
  });
});

type Step = (r: FunnelRecord) => FunnelRecord;

describe('funnel counters (spec 001 §4)', () => {
  it.each<[string, Step[], Partial<FunnelRecord>]>([
    ['spec 001 §4: the login counter increments per attempt', [loginAttempted, loginAttempted], { authTryCounter: 2 }],
    ['spec 001 §4: the login counter resets to 0 on success', [loginAttempted, loginAttempted, loginSucceeded], { authTryCounter: 0 }],
    ['spec 001 §4: the login counter resets to 0 on password-recovery success', [loginAttempted, passwordRecoverySucceeded], { authTryCounter: 0 }],
    ['spec 001 §4: the registration counter increments per page call', [(r) => registrationPageCalled(r, T0), (r) => registrationPageCalled(r, T0 + 9)], { regTryCounter: 2, lastRegCallTime: T0 + 9 }],
    ['spec 001 §4: registration is marked done on completion', [registrationCompleted], { hasDone: true }],
    ['spec 001 §3: the auth popup call time is kept', [(r) => authPopupCalled(r, T0 + 3)], { lastAuthPopUpCallTime: T0 + 3 }],
    ['spec 001 §4: login success does not touch the registration counter', [(r) => registrationPageCalled(r, T0), loginSucceeded], { regTryCounter: 1 }],
  ])('%s', (_rule, steps, expected) => {
    const record = steps.reduce((r, step) => step(r), EMPTY_FUNNEL_RECORD);
    expect(record).toMatchObject(expected);
  });
});

describe('classification (spec 001 §5)', () => {
  it.each([
    ['spec 001 §5: login field only is login', { login: true, password: false }, 'login'],
    ['spec 001 §5: password field only is pass', { login: false, password: true }, 'pass'],
    ['spec 001 §5: both fields is both', { login: true, password: true }, 'both'],
    ['spec 001 §5: no field error is none', { login: false, password: false }, null],
  ])('%s', (_rule, fields, expected) => {
    expect(classifyLoginFieldError(fields)).toBe(expected);
  });
  it.each([
    ['spec 001 §5: code still valid is wrong_code', T0 + 1, T0, 'wrong_code'],
    ['spec 001 §5: code expired is time_up', T0 - 1, T0, 'time_up'],
    ['spec 001 §5: code expiring right now is time_up', T0, T0, 'time_up'],
    ['design: unknown expiry is wrong_code', null, T0, 'wrong_code'],
  ])('%s', (_rule, validUntil, now, expected) => {
    expect(classifyRecoveryCodeError(validUntil, now)).toBe(expected);
  });
});

describe('recovery funnel (spec 001 §4, §8)', () => {
  it('spec 001 §4: steps called, wrong code or time up, password saved (active or passive), success, error, exit, cancel', () => {
    expect(RECOVERY_FUNNEL_STEPS).toEqual([
      'called', 'wrong_code', 'time_up', 'password_saved_active', 'password_saved_passive', 'success', 'error', 'exit', 'cancel',
    ]);
  });
  it('spec 001 §8: recovery error codes go to analytics', () => {
    expect(recoveryFunnelEvent('error', 42)).toEqual({ name: 'password_recovery', params: { step: 'error', code: '42' } });
    expect(recoveryFunnelEvent('called')).toEqual({ name: 'password_recovery', params: { step: 'called' } });
  });
  it('spec 001 §5: login field error event carries the class and the attempt', () => {
    expect(loginFieldErrorEvent('both', loginAttempted(EMPTY_FUNNEL_RECORD))).toEqual({
      name: 'login_field_error',
      params: { field: 'both', attempt: 1 },
    });
  });
});
