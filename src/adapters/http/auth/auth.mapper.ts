import type { CaptchaRequired, LoginResult, SendSmsResult } from '../../../domain/auth';
import { isCaptchaErrorCode } from '../../../domain/captcha/captcha.port';
import { HttpAdapterError } from '../http-adapter.error';
import type { LoginResultSchema, SendSmsResultSchema } from '../generated/web-api.schemas';

export type LoginResultDto = ReturnType<typeof LoginResultSchema.parse>;

/**
 * A captcha 400 that reached the adapter: the request pipeline already raised
 * the captcha modal for it (spec 001 §7) and the player dismissed or failed
 * it, so there is no challenge left to show in the form.
 */
export const captchaRequired = (): CaptchaRequired => ({ kind: 'captcha-required', challenge: null });

export const loginToDomain = (dto: LoginResultDto): LoginResult =>
  dto.status === 'success' ? { kind: 'success', userId: dto.userId } : { kind: 'two-step-required' };

/**
 * A 5xx, an answer the contract does not allow, or none in time (QA14 #1): the server's failure, not the
 * connection's; whether it acted on the request cannot be told.
 */
export const isServerFailure = (error: unknown): boolean =>
  error instanceof HttpAdapterError &&
  (error.code === 'invalid-response' || error.code === 'timeout' || (error.code === 'http' && error.status >= 500));

/**
 * The declared 400 answers of the login calls as results: a captcha error
 * code asks for a captcha, anything else is a rejected credential or code.
 * A 5xx or an answer the contract does not allow is the server's failure,
 * said as such (QA11 #15: it read "check your connection"). Other failures
 * (network, cancelled, another 4xx such as 451) stay errors.
 */
export function loginFailureToDomain(error: unknown, codeStep: boolean): LoginResult {
  if (isServerFailure(error)) return { kind: 'server-error' };
  if (!(error instanceof HttpAdapterError) || error.code !== 'http' || error.status !== 400) throw error;
  if (isCaptchaErrorCode(error.serverCode)) return captchaRequired();
  if (codeStep) return { kind: 'wrong-code' };
  const text = error.message.toLowerCase();
  const login = text.includes('login') || !text.includes('pass');
  const password = text.includes('pass') || !text.includes('login');
  return { kind: 'wrong-credentials', fields: { login, password } };
}

export function sendSmsToDomain(dto: ReturnType<typeof SendSmsResultSchema.parse>): SendSmsResult {
  if (dto.success) return { kind: 'sent', resendAfterSeconds: dto.resendAfterSeconds };
  return { kind: 'too-often', retryAfterSeconds: dto.resendAfterSeconds };
}

/** As loginFailureToDomain: a 5xx or an answer the contract does not allow is the server's failure. */
export function sendSmsFailureToDomain(error: unknown): SendSmsResult {
  if (isServerFailure(error)) return { kind: 'server-error' };
  if (!(error instanceof HttpAdapterError) || error.code !== 'http' || error.status !== 400) throw error;
  if (isCaptchaErrorCode(error.serverCode)) return captchaRequired();
  return { kind: 'unknown-phone' };
}
