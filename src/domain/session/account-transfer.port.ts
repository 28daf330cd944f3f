/** Result of the user-data step (spec 001 §7): status, user id and password of the transferred account. */
export interface AccountTransferResult {
  status: string;
  userId: number;
  password: string;
}

/**
 * A step failure with the server's message (spec 001 §8: messages not shown, so the key main_error stands in).
 * `phone-refused`: the server would not send a code to that phone (the player must correct the number);
 * `failed`: anything else, a network failure included.
 */
export class AccountTransferError extends Error {
  constructor(
    readonly code: 'wrong-code' | 'phone-refused' | 'failed',
    message: string = code,
  ) {
    super(message);
  }
}

/** The account-transfer calls of spec 001 §7, in step order. `transferId` is the {id} path parameter. */
export interface AccountTransferPort {
  sendCode(transferId: number, request: { countryCode: string; phone: string; captcha: string | null }): Promise<void>;
  checkCode(transferId: number, code: string): Promise<void>;
  userData(redirectToken: string | null): Promise<AccountTransferResult>;
  /** Whether this player must transfer (player config isRequiredTransfer). */
  isRequired(): Promise<boolean>;
}
export const AccountTransferPort = Symbol.for('AccountTransferPort');
