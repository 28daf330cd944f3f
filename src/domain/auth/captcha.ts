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

/** The result every auth call gives when the server wants a captcha first. */
export interface CaptchaRequired {
  kind: 'captcha-required';
  challenge: CaptchaChallenge;
}
