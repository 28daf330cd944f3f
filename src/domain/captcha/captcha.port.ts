/**
 * spec 001 §7: a 400 with error code 100, 111, 112 or 113 asks the player to
 * solve a captcha; the request is then retried with the answer in a header.
 */
export const CAPTCHA_ERROR_CODES: readonly number[] = [100, 111, 112, 113];

export const isCaptchaErrorCode = (code: number | null | undefined): boolean =>
  code !== null && code !== undefined && CAPTCHA_ERROR_CODES.includes(code);

/**
 * How many captchas one request may raise (designed: spec 001 §7 shows no
 * limit). A refused answer (the server answers the retry with a captcha code
 * again: a mistyped or expired code) asks the player again, saying so; after
 * the last one the 400 reaches the caller, so a request never loops.
 */
export const CAPTCHA_ATTEMPTS = 3;

export interface CaptchaChallengeRequest {
  /** The server refused the previous answer to this request. */
  retry: boolean;
}

/**
 * Asks the player to solve a captcha (a modal in the UI).
 * Resolves with the answer, or null when the player dismissed the challenge;
 * never rejects.
 */
export interface CaptchaPort {
  challenge(request?: CaptchaChallengeRequest): Promise<string | null>;
}
export const CaptchaPort = Symbol.for('CaptchaPort');
