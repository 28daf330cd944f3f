/**
 * The browser fingerprint (spec 001 §3): kept in memory and in local storage.
 * `expiresAt` is in seconds since the epoch.
 */
export interface FingerprintRecord {
  token: string;
  componentsData: string;
  expiresAt: number;
}

/** Local-storage key of the fingerprint record. */
export const FINGERPRINT_STORAGE_KEY = 'fingerprint';

/** spec 001 §9: fingerprinting stops after 2 failures unless forced. */
export const FINGERPRINT_FAILURE_LIMIT = 2;

/**
 * Designed (the spec names "a fingerprint error code" without a value): a 400
 * whose error_code is 120 means the fingerprint is missing, expired or
 * invalid; the client refreshes it and retries once.
 */
export const FINGERPRINT_ERROR_CODE = 120;

/** spec 001 §5: a fingerprint response is invalid if token, expiry or data is missing. */
export function isFingerprintComplete(value: Partial<FingerprintRecord> | null | undefined): value is FingerprintRecord {
  return (
    !!value &&
    typeof value.token === 'string' &&
    value.token !== '' &&
    typeof value.componentsData === 'string' &&
    value.componentsData !== '' &&
    typeof value.expiresAt === 'number' &&
    Number.isFinite(value.expiresAt)
  );
}

/** A record is usable while its expiry (seconds) is in the future. */
export const isFingerprintFresh = (record: FingerprintRecord | null, nowMs: number): record is FingerprintRecord =>
  record !== null && record.expiresAt * 1000 > nowMs;

/** The player's fingerprint, refreshed on demand. Never rejects. */
export interface FingerprintPort {
  /** The stored record while it is fresh, else null. */
  current(): FingerprintRecord | null;
  /**
   * Computes a new record. Resolves null when it failed or when fingerprinting
   * has stopped after FINGERPRINT_FAILURE_LIMIT failures and `force` is not set.
   */
  refresh(options?: { force?: boolean }): Promise<FingerprintRecord | null>;
}
export const FingerprintPort = Symbol.for('FingerprintPort');
