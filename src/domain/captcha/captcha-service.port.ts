/** The captcha service's answer (captcha-api validate, update, gettime). */
export interface CaptchaState {
  success: boolean;
  /** Which captcha the player must solve; 'none' when none is needed. */
  type: 'image' | 'recaptcha' | 'none';
  /** Server time of the captcha, seconds. */
  time: number;
  errorMessage: string | null;
  /** The image to show for an image captcha (a data URL or an image URL). */
  image: string | null;
}

/**
 * The captcha service behind the captcha modal (spec 001 §7: validate,
 * update, gettime). Rejects on transport failure; a wrong answer resolves
 * with success false.
 */
export interface CaptchaServicePort {
  validate(answer: string): Promise<CaptchaState>;
  /** A new captcha (a fresh image). */
  update(): Promise<CaptchaState>;
  time(): Promise<CaptchaState>;
}
export const CaptchaServicePort = Symbol.for('CaptchaServicePort');
