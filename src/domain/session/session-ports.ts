/** Terms status (spec 000 §7 agreement-rules/status): whether the terms changed since the player accepted them. */
export interface TermsStatus {
  changed: boolean;
  updatedAt: number | null;
}

/** The terms-confirmation calls: read the status, accept the new terms. */
export interface TermsPort {
  status(): Promise<TermsStatus>;
  accept(): Promise<void>;
}
export const TermsPort = Symbol.for('TermsPort');

/**
 * Design: the cookies cleared on logout (spec 000 §4 "clears auth cookies"):
 * the user token (spec 001 §3) and the server session cookie.
 */
export const AUTH_COOKIES = ['user_token', 'session'] as const;
