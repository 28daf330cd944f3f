/**
 * Logs, after login, when the visitor agreed to cookies (spec 001 §7: POST
 * cookies-agreement log with cookiesAgreeTime). Rejects on failure; callers
 * treat a failure as a warning.
 */
export interface CookiesAgreementLogPort {
  /** `agreedAt`: ms since the epoch, as stored when the visitor agreed. */
  log(agreedAt: number): Promise<void>;
}
export const CookiesAgreementLogPort = Symbol.for('CookiesAgreementLogPort');
