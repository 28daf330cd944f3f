import type { CaptchaAnswer, CaptchaRequired } from './captcha';
import type { EncodedCredential } from './credentials';
import type { PhoneNumber } from './phone';

/** Who is recovering: by e-mail or account id, or by phone. */
export type RecoveryTarget = { kind: 'login'; login: string } | { kind: 'phone'; phone: PhoneNumber };

export type RecoveryCodeRequestResult =
  /** A code went out; it is valid until `validUntil` (ms since epoch). */
  | { kind: 'code-sent'; recoveryId: string; channel: 'email' | 'sms'; validUntil: number }
  | CaptchaRequired
  | { kind: 'not-found'; errorCode: string };

export type RecoveryCodeCheckResult =
  | { kind: 'accepted'; resetToken: string }
  /** Rejected; whether it was wrong or late the model decides by the clock (spec 001 §5). */
  | { kind: 'rejected'; errorCode: string };

export type SavePasswordResult =
  | { kind: 'saved'; login: string }
  | { kind: 'weak-password'; errorCode: string };

/** Password recovery: request a code, check it, save the new password. */
export interface PasswordRecoveryPort {
  requestCode(request: { target: RecoveryTarget; captcha: CaptchaAnswer | null }): Promise<RecoveryCodeRequestResult>;
  checkCode(request: { recoveryId: string; code: string }): Promise<RecoveryCodeCheckResult>;
  savePassword(request: { resetToken: string; password: EncodedCredential }): Promise<SavePasswordResult>;
}
export const PasswordRecoveryPort = Symbol.for('PasswordRecoveryPort');
