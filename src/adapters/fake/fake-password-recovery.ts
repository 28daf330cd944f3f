import {
  decodeCredential,
  MIN_PASSWORD_LENGTH,
  type CaptchaAnswer,
  type PasswordRecoveryPort,
  type RecoveryCodeCheckResult,
  type RecoveryCodeRequestResult,
  type RecoveryTarget,
  type SavePasswordResult,
} from '../../domain/auth';
import { DEMO_PLAYER } from './fake-session';
import { FAKE_AUTH, fakeCaptchaGate, isDemoPhone } from './fake-auth';
import type { FakeWorld } from './fake-world';

/** Design: a recovery code is valid for 5 minutes. */
export const FAKE_RECOVERY_CODE_TTL_MS = 5 * 60_000;
export const FAKE_RECOVERY_CODE = '1234';

interface Pending {
  recoveryId: string;
  validUntil: number;
  resetToken: string | null;
}

/**
 * The offline recovery service for the demo account (demo, 1001,
 * demo@example.com, or a demo phone). The code is always 1234 and expires
 * after five minutes; a saved password replaces demo1234 for the tab.
 */
export class FakePasswordRecovery implements PasswordRecoveryPort {
  private pending: Pending | null = null;
  private sequence = 0;

  constructor(private readonly world: FakeWorld) {}

  requestCode({ target, captcha }: { target: RecoveryTarget; captcha: CaptchaAnswer | null }): Promise<RecoveryCodeRequestResult> {
    return this.world.respond('recovery', () => {
      const challenge = fakeCaptchaGate(this.world, captcha);
      if (challenge) return challenge;
      if (!this.isDemo(target)) return { kind: 'not-found', errorCode: 'user_not_found' };
      this.sequence += 1;
      this.pending = {
        recoveryId: `recovery-${this.sequence}`,
        validUntil: this.world.clock.now() + FAKE_RECOVERY_CODE_TTL_MS,
        resetToken: null,
      };
      return {
        kind: 'code-sent',
        recoveryId: this.pending.recoveryId,
        channel: target.kind === 'phone' ? 'sms' : 'email',
        validUntil: this.pending.validUntil,
      };
    });
  }

  checkCode({ recoveryId, code }: { recoveryId: string; code: string }): Promise<RecoveryCodeCheckResult> {
    return this.world.respond('recovery', () => {
      const pending = this.pending;
      if (!pending || pending.recoveryId !== recoveryId) return { kind: 'rejected', errorCode: 'recovery_unknown' };
      if (this.world.clock.now() >= pending.validUntil) return { kind: 'rejected', errorCode: 'code_expired' };
      if (code.trim() !== FAKE_RECOVERY_CODE) return { kind: 'rejected', errorCode: 'code_invalid' };
      pending.resetToken = `reset-${pending.recoveryId}`;
      return { kind: 'accepted', resetToken: pending.resetToken };
    });
  }

  savePassword({ resetToken, password }: { resetToken: string; password: string }): Promise<SavePasswordResult> {
    return this.world.respond('recovery', () => {
      if (!this.pending || this.pending.resetToken !== resetToken) throw new Error('Fake recovery: unknown reset token');
      const plain = decodeCredential(password) ?? '';
      if (plain.length < MIN_PASSWORD_LENGTH) return { kind: 'weak-password', errorCode: 'password_too_short' };
      this.world.update({ demoPassword: plain });
      this.pending = null;
      return { kind: 'saved', login: DEMO_PLAYER.login };
    });
  }

  private isDemo(target: RecoveryTarget): boolean {
    if (target.kind === 'phone') return isDemoPhone(target.phone);
    const login = target.login.trim().toLowerCase();
    return login === DEMO_PLAYER.login || login === String(DEMO_PLAYER.userId) || login === FAKE_AUTH.email;
  }
}
