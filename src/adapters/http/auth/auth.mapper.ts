import type { CaptchaRequired, LoginResult, SendSmsResult } from '../../../domain/auth';
import { isCaptchaErrorCode } from '../../../domain/captcha/captcha.port';
import { HttpAdapterError } from '../http-adapter.error';
import type { LoginResultSchema, SendSmsResultSchema } from '../generated/web-api.schemas';

export type LoginResultDto = ReturnType<typeof LoginResultSchema.parse>;

export const captchaRequired = (message: string): CaptchaRequired => ({
  kind: 'captcha-required',
  // The contract's 400 carries no challenge of its own: the captcha service (update) draws it.
  challenge: { id: 'captcha', prompt: message, imageUrl: null },
});

export const loginToDomain = (dto: LoginResultDto): LoginResult =>
  dto.status === 'success' ? { kind: 'success', userId: dto.userId } : { kind: 'two-step-required' };

/**
 * The declared 400 answers of the login calls as results: a captcha error
 * code asks for a captcha, anything else is a rejected credential or code.
 * Other failures (network, 5xx, 451) stay errors.
 */
export function loginFailureToDomain(error: unknown, codeStep: boolean): LoginResult {
  if (!(error instanceof HttpAdapterError) || error.code !== 'http' || error.status !== 400) throw error;
  if (isCaptchaErrorCode(error.serverCode)) return captchaRequired(error.message);
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

export function sendSmsFailureToDomain(error: unknown): SendSmsResult {
  if (!(error instanceof HttpAdapterError) || error.code !== 'http' || error.status !== 400) throw error;
  if (isCaptchaErrorCode(error.serverCode)) return captchaRequired(error.message);
  return { kind: 'unknown-phone' };
}
