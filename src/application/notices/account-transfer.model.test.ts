import { allSettled, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { AccountTransferError, ANONYMOUS_PLAYER, type AccountTransferPort } from '../../domain/session';
import { createAccountTransferModel, TRANSFER_PHONE_INVALID_KEY } from './account-transfer.model';

/** A transfer port whose send-code and check-code answer as told; it records the phones sent. */
function setup(answers: { sendCode?: () => Promise<void>; checkCode?: () => Promise<void> } = {}) {
  const sent: string[] = [];
  const port: AccountTransferPort = {
    sendCode: (_id, request) => {
      sent.push(request.phone);
      return answers.sendCode?.() ?? Promise.resolve();
    },
    checkCode: () => answers.checkCode?.() ?? Promise.resolve(),
    userData: () => Promise.resolve({ status: 'ok', userId: 1, password: 'p' }),
    isRequired: () => Promise.resolve(true),
  };
  const model = createAccountTransferModel({
    transfer: port,
    $player: createStore({ ...ANONYMOUS_PLAYER, userId: 7 }),
    $routeName: createStore<string | null>('home'),
    $hasRedirectToken: createStore(false),
  });
  return { model, sent, scope: fork() };
}

describe('account transfer: a bad phone is the field message, a failed request the generic one (QA: "12" said "Something went wrong")', () => {
  it.each([
    ['too few digits', '12'],
    ['no digits at all', 'abc'],
    ['empty', ''],
    ['more digits than any phone', '1234567890123456'],
  ])('a phone the site would not accept (%s) is not sent; the field says so, each time', async (_rule, phone) => {
    const { model, sent, scope } = setup();
    await allSettled(model.codeRequested, { scope, params: { countryCode: '+7', phone } });
    expect(sent).toEqual([]);
    expect(scope.getState(model.$phoneError)).toBe(TRANSFER_PHONE_INVALID_KEY);
    expect(scope.getState(model.$error)).toBeNull();
    expect(scope.getState(model.$step)).toBe('send-code');
    await allSettled(model.codeRequested, { scope, params: { countryCode: '+7', phone } });
    expect(scope.getState(model.$phoneRejections)).toBe(2);
  });

  it('a phone the server refuses (phone-refused) is the field message, not the generic failure', async () => {
    const { model, sent, scope } = setup({ sendCode: () => Promise.reject(new AccountTransferError('phone-refused')) });
    await allSettled(model.codeRequested, { scope, params: { countryCode: '+7', phone: '9001234567' } });
    expect(sent).toEqual(['9001234567']);
    expect(scope.getState(model.$phoneError)).toBe(TRANSFER_PHONE_INVALID_KEY);
    expect(scope.getState(model.$phoneRejections)).toBe(1);
    expect(scope.getState(model.$error)).toBeNull();
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['any other refusal', () => Promise.reject(new AccountTransferError('failed'))],
  ])('%s of send-code is the generic failure, and clears an earlier field message', async (_rule, sendCode) => {
    const { model, scope } = setup({ sendCode });
    await allSettled(model.codeRequested, { scope, params: { countryCode: '+7', phone: '12' } });
    await allSettled(model.codeRequested, { scope, params: { countryCode: '+7', phone: '9001234567' } });
    expect(scope.getState(model.$error)).toBe('main_error_text');
    expect(scope.getState(model.$phoneError)).toBeNull();
  });

  it('a valid phone goes to the server as typed and the code step follows', async () => {
    const { model, sent, scope } = setup();
    await allSettled(model.codeRequested, { scope, params: { countryCode: '+7', phone: '(900) 123-45-67' } });
    expect(sent).toEqual(['(900) 123-45-67']);
    expect(scope.getState(model.$step)).toBe('check-code');
    expect(scope.getState(model.$phoneError)).toBeNull();
  });

  it('QA9 #4: the code step knows the number the code went to, and Change number goes back to the phone step without a leftover error', async () => {
    const { model, scope } = setup({ checkCode: () => Promise.reject(new AccountTransferError('wrong-code')) });
    await allSettled(model.codeRequested, { scope, params: { countryCode: '+7', phone: '9031112233' } });
    expect(scope.getState(model.$sentTo)).toBe('+7 9031112233');
    await allSettled(model.codeSubmitted, { scope, params: '0000' });
    expect(scope.getState(model.$error)).toBe('account_transfer_wrong_code');
    await allSettled(model.numberChangeRequested, { scope });
    expect(scope.getState(model.$step)).toBe('send-code');
    expect(scope.getState(model.$error)).toBeNull();
  });

  it.each([
    ['the server says the code is wrong', new AccountTransferError('wrong-code'), 'account_transfer_wrong_code'],
    ['a network failure is not a wrong code', new TypeError('Failed to fetch'), 'main_error_text'],
  ])('check-code: %s', async (_rule, failure, key) => {
    const { model, scope } = setup({ checkCode: () => Promise.reject(failure) });
    await allSettled(model.codeRequested, { scope, params: { countryCode: '+7', phone: '9001234567' } });
    await allSettled(model.codeSubmitted, { scope, params: '1234' });
    expect(scope.getState(model.$error)).toBe(key);
  });
});
