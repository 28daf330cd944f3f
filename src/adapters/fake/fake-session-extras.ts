import { checkPhone, phoneDigits } from '../../domain/auth';
import {
  AccountTransferError,
  type AccountTransferPort,
  type AccountTransferResult,
  type TermsPort,
  type TermsStatus,
} from '../../domain/session';
import type { FakeWorld } from './fake-world';

/** Terms status from the world's `termsChanged`; accepting clears it. */
export class FakeTerms implements TermsPort {
  constructor(private readonly world: FakeWorld) {}

  status(): Promise<TermsStatus> {
    return this.world.respond('terms', () => ({
      changed: this.world.state.termsChanged,
      updatedAt: this.world.state.termsChanged ? this.world.loadedAt : null,
    }));
  }

  accept(): Promise<void> {
    return this.world.respond('terms-accept', () => this.world.update({ termsChanged: false }));
  }
}

/** The code the fake transfer accepts. */
export const DEMO_TRANSFER_CODE = '4321';

/**
 * Account transfer: a phone of the site's length (5–15 digits, checkPhone without a country mask) gets a code,
 * another is refused as the server refuses it (phone-refused); DEMO_TRANSFER_CODE passes; user-data returns the
 * new credentials.
 */
export class FakeAccountTransfer implements AccountTransferPort {
  private codeSent = false;
  private codeChecked = false;

  constructor(private readonly world: FakeWorld) {}

  isRequired(): Promise<boolean> {
    return this.world.respond('transfer-status', () => this.world.state.requiredTransfer);
  }

  sendCode(_transferId: number, request: { countryCode: string; phone: string }): Promise<void> {
    return this.world.respond('transfer-send-code', () => {
      if (checkPhone(phoneDigits(request.phone), null) !== 'ok') throw new AccountTransferError('phone-refused', 'invalid phone');
      this.codeSent = true;
    });
  }

  checkCode(_transferId: number, code: string): Promise<void> {
    return this.world.respond('transfer-check-code', () => {
      if (!this.codeSent || code.trim() !== DEMO_TRANSFER_CODE) throw new AccountTransferError('wrong-code');
      this.codeChecked = true;
    });
  }

  userData(_redirectToken: string | null): Promise<AccountTransferResult> {
    return this.world.respond('transfer-user-data', () => {
      if (!this.codeChecked) throw new AccountTransferError('failed', 'code not checked');
      this.world.update({ requiredTransfer: false });
      return { status: 'ok', userId: 7_000_123, password: 'Tr4nsfer!' };
    });
  }
}
