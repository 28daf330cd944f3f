import type { AnalyticsEvent, KeyValueStoragePort } from '../shared';

/** spec 001 §3: registration types. */
export const REGISTRATION_TYPES = ['one_click', 'phone', 'full', 'social'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/** spec 001 §3 socialData of the analytics storage record. */
export interface FunnelSocialData {
  currencyId: number | null;
  countryId: number | null;
  regType: string | null;
  promocode: string | null;
  countryCode: string | null;
}

/** spec 001 §3 additionalParams of the analytics storage record. */
export interface FunnelAdditionalParams {
  type: string | null;
  hasRegister: boolean;
}

/** spec 001 §3 Analytics storage record. Times are ms since epoch. */
export interface FunnelRecord {
  authTryCounter: number;
  lastAuthPopUpCallTime: number | null;
  regTryCounter: number;
  lastRegCallTime: number | null;
  hasDone: boolean;
  socialData: FunnelSocialData | null;
  additionalParams: FunnelAdditionalParams | null;
}

export const EMPTY_FUNNEL_RECORD: FunnelRecord = {
  authTryCounter: 0,
  lastAuthPopUpCallTime: null,
  regTryCounter: 0,
  lastRegCallTime: null,
  hasDone: false,
  socialData: null,
  additionalParams: null,
};

/** spec 001 §3, §9: the analytics storage record is kept 24 h. */
export const FUNNEL_RECORD_TTL_MS = 24 * 60 * 60 * 1000;

/** Local-storage key of the record. */
export const FUNNEL_STORAGE_KEY = 'analytics_funnels';

/**
 * The stored envelope. Design: the 24 h run from the record's creation and
 * are not extended by later updates, so one funnel never spans more than a day.
 */
export interface StoredFunnel {
  expiresAt: number;
  record: FunnelRecord;
}

export const newStoredFunnel = (now: number): StoredFunnel => ({
  expiresAt: now + FUNNEL_RECORD_TTL_MS,
  record: EMPTY_FUNNEL_RECORD,
});

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isTimeOrNull = (v: unknown): v is number | null => v === null || (typeof v === 'number' && Number.isFinite(v));
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const numOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const strOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);

function toSocialData(v: unknown): FunnelSocialData | null {
  if (!isObject(v)) return null;
  return {
    currencyId: numOrNull(v.currencyId),
    countryId: numOrNull(v.countryId),
    regType: strOrNull(v.regType),
    promocode: strOrNull(v.promocode),
    countryCode: strOrNull(v.countryCode),
  };
}

function toAdditionalParams(v: unknown): FunnelAdditionalParams | null {
  if (!isObject(v)) return null;
  return { type: strOrNull(v.type), hasRegister: v.hasRegister === true };
}

function toRecord(v: unknown): FunnelRecord | null {
  if (!isObject(v)) return null;
  const { authTryCounter, lastAuthPopUpCallTime, regTryCounter, lastRegCallTime, hasDone } = v;
  if (!isCount(authTryCounter) || !isCount(regTryCounter) || typeof hasDone !== 'boolean') return null;
  if (!isTimeOrNull(lastAuthPopUpCallTime) || !isTimeOrNull(lastRegCallTime)) return null;
  return {
    authTryCounter,
    lastAuthPopUpCallTime,
    regTryCounter,
    lastRegCallTime,
    hasDone,
    socialData: toSocialData(v.socialData),
    additionalParams: toAdditionalParams(v.additionalParams),
  };
}

/** Reads the stored envelope; missing, malformed or expired (at or after expiresAt) starts a fresh one. */
export function parseStoredFunnel(stored: string | null, now: number): StoredFunnel {
  if (stored === null) return newStoredFunnel(now);
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    return newStoredFunnel(now);
  }
  if (!isObject(data) || typeof data.expiresAt !== 'number' || now >= data.expiresAt) return newStoredFunnel(now);
  const record = toRecord(data.record);
  return record ? { expiresAt: data.expiresAt, record } : newStoredFunnel(now);
}

export const loadFunnel = (storage: KeyValueStoragePort, now: number): StoredFunnel =>
  parseStoredFunnel(storage.get(FUNNEL_STORAGE_KEY), now);

export const saveFunnel = (storage: KeyValueStoragePort, funnel: StoredFunnel): void =>
  storage.set(FUNNEL_STORAGE_KEY, JSON.stringify(funnel));

/** Applies a record transition to the stored envelope, keeping its expiry. */
export const updateFunnel = (funnel: StoredFunnel, change: (record: FunnelRecord) => FunnelRecord): StoredFunnel => ({
  ...funnel,
  record: change(funnel.record),
});

// Record transitions (spec 001 §4 Auth forms and funnels).

/** The auth popup was called: remember when. */
export const authPopupCalled = (r: FunnelRecord, now: number): FunnelRecord => ({ ...r, lastAuthPopUpCallTime: now });

/** spec 001 §4: the login attempt counter increments per attempt. */
export const loginAttempted = (r: FunnelRecord): FunnelRecord => ({ ...r, authTryCounter: r.authTryCounter + 1 });

/** spec 001 §4: the login counter resets to 0 on success. */
export const loginSucceeded = (r: FunnelRecord): FunnelRecord => ({ ...r, authTryCounter: 0 });

/** spec 001 §4: the login counter resets to 0 on password-recovery success. */
export const passwordRecoverySucceeded = (r: FunnelRecord): FunnelRecord => ({ ...r, authTryCounter: 0 });

/** spec 001 §4: the registration counter increments per registration page call. */
export const registrationPageCalled = (r: FunnelRecord, now: number): FunnelRecord => ({
  ...r,
  regTryCounter: r.regTryCounter + 1,
  lastRegCallTime: now,
});

/** spec 001 §4: marked done on completion. */
export const registrationCompleted = (r: FunnelRecord): FunnelRecord => ({
  ...r,
  hasDone: true,
  additionalParams: { type: r.additionalParams?.type ?? null, hasRegister: true },
});

export const socialDataCaptured = (r: FunnelRecord, socialData: FunnelSocialData): FunnelRecord => ({ ...r, socialData });

// Classification (spec 001 §5).

export type LoginFieldError = 'login' | 'pass' | 'both';

/** spec 001 §5: login field errors are classed as login, pass or both; no error gives null. */
export function classifyLoginFieldError(fields: { login: boolean; password: boolean }): LoginFieldError | null {
  if (fields.login && fields.password) return 'both';
  if (fields.login) return 'login';
  if (fields.password) return 'pass';
  return null;
}

export type RecoveryCodeError = 'wrong_code' | 'time_up';

/**
 * spec 001 §5: a recovery code error is wrong_code if the code is still valid,
 * otherwise time_up. Design: an unknown expiry counts as still valid, since
 * only a known deadline can prove the time ran out.
 */
export function classifyRecoveryCodeError(codeValidUntil: number | null, now: number): RecoveryCodeError {
  return codeValidUntil === null || now < codeValidUntil ? 'wrong_code' : 'time_up';
}

/** spec 001 §4: password recovery funnel steps ("password saved" comes active or passive). */
export const RECOVERY_FUNNEL_STEPS = [
  'called',
  'wrong_code',
  'time_up',
  'password_saved_active',
  'password_saved_passive',
  'success',
  'error',
  'exit',
  'cancel',
] as const;
export type RecoveryFunnelStep = (typeof RECOVERY_FUNNEL_STEPS)[number];

export const FUNNEL_EVENT_NAMES = {
  recovery: 'password_recovery',
  loginError: 'login_field_error',
  registrationLeave: 'registration_leave',
} as const;

/**
 * spec 001 §4, §8: a recovery funnel event; recovery error codes go to
 * analytics only (as `code`), never to the player.
 */
export function recoveryFunnelEvent(step: RecoveryFunnelStep, errorCode?: string | number): AnalyticsEvent {
  return {
    name: FUNNEL_EVENT_NAMES.recovery,
    params: errorCode === undefined ? { step } : { step, code: String(errorCode) },
  };
}

export function loginFieldErrorEvent(error: LoginFieldError, record: FunnelRecord): AnalyticsEvent {
  return { name: FUNNEL_EVENT_NAMES.loginError, params: { field: error, attempt: record.authTryCounter } };
}
