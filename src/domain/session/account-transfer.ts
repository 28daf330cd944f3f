/** spec 001 §2 Account-transfer modal: transfer required, not on registration, no redirectToken query. */
export function shouldOpenAccountTransferModal(input: {
  isRequiredTransfer: boolean;
  onRegistrationRoute: boolean;
  hasRedirectTokenQuery: boolean;
}): boolean {
  return input.isRequiredTransfer && !input.onRegistrationRoute && !input.hasRedirectTokenQuery;
}

/** spec 001 §2: the query parameter that carries a transfer redirect token. */
export const REDIRECT_TOKEN_QUERY = 'redirectToken';

/** spec 001 §7: account-transfer steps in order (send-code, check-code, user-data). */
export const ACCOUNT_TRANSFER_STEPS = ['send-code', 'check-code', 'user-data'] as const;
export type AccountTransferStep = (typeof ACCOUNT_TRANSFER_STEPS)[number];
