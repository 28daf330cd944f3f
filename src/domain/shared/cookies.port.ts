export interface CookieOptions {
  /** Lifetime in seconds; omitted means the spec's default of 86400 s. */
  maxAgeSeconds?: number;
  /** Absolute expiry (ms since epoch); wins over maxAgeSeconds. */
  expiresAt?: number;
  path?: string;
}

/** spec 000 §9: default cookie lifetime 86400 s. */
export const DEFAULT_COOKIE_LIFETIME_SECONDS = 86400;

/** Browser cookies, read and written by name. */
export interface CookiesPort {
  get(name: string): string | null;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, path?: string): void;
}
export const CookiesPort = Symbol.for('CookiesPort');
