/** What the redirect service (redirect-light) answers for a URL (spec 001 §3 Redirect response, §7). */
export interface RedirectAnswer {
  redirect: boolean;
  code: number | null;
  url: string | null;
}

/** The redirect service: whether the page at `url` lives elsewhere. Retried by the caller (REDIRECT_RETRY). */
export interface RedirectPort {
  resolve(url: string): Promise<RedirectAnswer>;
}
export const RedirectPort = Symbol.for('RedirectPort');

/**
 * Secure data (spec 000 §7): the ggru value and grant values keyed by host
 * id; null fields when the server sent nothing (an empty answer is logged).
 */
export interface SecureData {
  ggru: string | null;
  grants: Readonly<Record<string, string>>;
}

/** Loads the secure data written to the ggru and grant cookies. */
export interface SecureDataPort {
  load(): Promise<SecureData>;
}
export const SecureDataPort = Symbol.for('SecureDataPort');

/** The build version the server reports now (spec 001 §4 App version). */
export interface AppVersionPort {
  current(): Promise<string>;
}
export const AppVersionPort = Symbol.for('AppVersionPort');

/** Design: the name of the grant cookie (spec 000 §7 names it only "a grant cookie"). */
export const GRANT_COOKIE = 'grant';

/**
 * Design: one cookie carries maintenance, named here. Its value is '1' (on)
 * or the encoded record decodeMaintenanceCookie reads (spec 001 §4).
 */
export const MAINTENANCE_COOKIE = 'maintenance';

/** Design: app-version poll interval after the first check at APP_VERSION_CHECK_START_MS. */
export const APP_VERSION_POLL_INTERVAL_MS = 60_000;

/**
 * Design: "no session in storage" (spec 001 §7) means no marker under this
 * session-storage key; the marker is written when the delayed session load
 * succeeds, so one tab loads it once.
 */
export const SESSION_LOADED_STORAGE_KEY = 'web_session_loaded_at';
