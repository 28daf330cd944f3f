import { describe, expect, it } from 'vitest';
import { shouldOpenAccountTransferModal } from './account-transfer';

describe('account-transfer modal (spec 001 §2)', () => {
  it.each([
    ['spec 001 §2: opens when transfer is required, off registration, no redirectToken', true, false, false, true],
    ['spec 001 §2: not when transfer is not required', false, false, false, false],
    ['spec 001 §2: not on the registration route', true, true, false, false],
    ['spec 001 §2: not with a redirectToken query', true, false, true, false],
  ])('%s', (_rule, isRequiredTransfer, onRegistrationRoute, hasRedirectTokenQuery, open) => {
    expect(shouldOpenAccountTransferModal({ isRequiredTransfer, onRegistrationRoute, hasRedirectTokenQuery })).toBe(open);
  });
});
