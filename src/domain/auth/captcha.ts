/**
 * A captcha the server asked for during login, registration, recovery or an
 * SMS send (spec 001 §7 "captcha header"; §5 "the answer is passed in a
 * header when needed"). Design: the challenge is text the player reads
 * (`prompt`; an image or audio URL when the server has one) and the answer
 * goes back with the challenge id on the retried call.
 */
export interface CaptchaChallenge {
  id: string;
  /** What the player must type, as text (readable by screen readers). */
  prompt: string;
  imageUrl: string | null;
}

export interface CaptchaAnswer {
  id: string;
  answer: string;
}

/**
 * The result every auth call gives when the server wants a captcha first.
 * `challenge` is null when the player was already asked through the captcha
 * modal of the request pipeline (the HTTP build, spec 001 §7) and dismissed
 * or failed it: the form then says so (`captcha_not_passed`) and keeps what
 * the player typed, instead of asking a second time with nothing to show.
 */
export interface CaptchaRequired {
  kind: 'captcha-required';
  challenge: CaptchaChallenge | null;
}

/** The message key for a captcha result: the prompt of a challenge to answer, or "not passed" after the modal. */
export function captchaMessage(result: CaptchaRequired): 'auth_captcha_prompt' | 'captcha_not_passed' {
  return result.challenge ? 'auth_captcha_prompt' : 'captcha_not_passed';
}
