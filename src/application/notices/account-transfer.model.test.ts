import { allSettled, createEvent, createStore, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { DEMO_PHONE_COUNTRIES, DEMO_PHONE_MASKS } from '../../adapters/fake/fake-phone-directory';
import type { PhoneCountry, PhoneMask } from '../../domain/auth';
import { AccountTransferError, ANONYMOUS_PLAYER, type AccountTransferPort } from '../../domain/session';
import { createAccountTransferModel, TRANSFER_PHONE_COUNTRY_KEY, TRANSFER_PHONE_INVALID_KEY } from './account-transfer.model';

const RUSSIA = 1;
const GERMANY = 4;

/**
 * A transfer port whose send-code and check-code answer as told; it records the requests sent. The phone
 * directory holds the demo countries and masks (Russia: 10 digits, '(###) ###-##-##'; Germany: 10–11), or
 * none when it has not loaded; it records the languages it was asked for.
 */
function setup(answers: { sendCode?: () => Promise<void>; checkCode?: () => Promise<void> } = {}, directory = { loaded: true }) {
  const sent: { countryCode: string; phone: string }[] = [];
  const port: AccountTransferPort = {
    sendCode: (_id, request) => {
      sent.push({ countryCode: request.countryCode, phone: request.phone });
      return answers.sendCode?.() ?? Promise.resolve();
    },
    checkCode: () => answers.checkCode?.() ?? Promise.resolve(),
    userData: () => Promise.resolve({ status: 'ok', userId: 1, password: 'p' }),
    isRequired: () => Promise.resolve(true),
  };
  const needed = createEvent<string>();
  const $countries = createStore<PhoneCountry[]>(directory.loaded ? [...DEMO_PHONE_COUNTRIES] : []);
  const $masks = createStore<PhoneMask[]>(directory.loaded ? [...DEMO_PHONE_MASKS] : []);
  const asked = createStore<string[]>([]).on(needed, (langs, lang) => [...langs, lang]);
  const model = createAccountTransferModel({
    transfer: port,
    $player: createStore({ ...ANONYMOUS_PLAYER, userId: 7 }),
    $routeName: createStore<string | null>('home'),
    $hasRedirectToken: createStore(false),
    phones: { $countries, $masks, needed },
    $language: createStore('en'),
    $siteCountryCode: createStore<string | null>('ru'),
  });
  return { model, sent, asked, scope: fork() };
}

/** The player picks the phone country and types the digits, as the phone field passes them (digits only). */
async function typePhone(scope: Scope, model: ReturnType<typeof setup>['model'], digits: string, countryId = RUSSIA) {
  await allSettled(model.countrySelected, { scope, params: countryId });
  await allSettled(model.phoneChanged, { scope, params: digits });
}

describe('account transfer: a bad phone is the field message, a failed request the generic one (QA: "12" said "Something went wrong")', () => {
  it.each([
    ['too few digits', '12', RUSSIA],
    ['empty', '', RUSSIA],
    ["fewer digits than the country's mask takes (Russia: 10)", '900123456', RUSSIA],
    ["more digits than the country's mask takes (Germany: up to 11)", '900123456789', GERMANY],
  ])('a phone the site would not accept (%s) is not sent; the field says so, each time', async (_rule, digits, countryId) => {
    const { model, sent, scope } = setup();
    await typePhone(scope, model, digits, countryId);
    await allSettled(model.codeRequested, { scope });
    expect(sent).toEqual([]);
    expect(scope.getState(model.$phoneError)).toBe(TRANSFER_PHONE_INVALID_KEY);
    expect(scope.getState(model.$error)).toBeNull();
    expect(scope.getState(model.$step)).toBe('send-code');
    await allSettled(model.codeRequested, { scope });
    expect(scope.getState(model.$phoneRejections)).toBe(2);
  });

  it('a phone the server refuses (phone-refused) is the field message, not the generic failure', async () => {
    const { model, sent, scope } = setup({ sendCode: () => Promise.reject(new AccountTransferError('phone-refused')) });
    await typePhone(scope, model, '9001234567');
    await allSettled(model.codeRequested, { scope });
    expect(sent).toEqual([{ countryCode: '7', phone: '9001234567' }]);
    expect(scope.getState(model.$phoneError)).toBe(TRANSFER_PHONE_INVALID_KEY);
    expect(scope.getState(model.$phoneRejections)).toBe(1);
    expect(scope.getState(model.$error)).toBeNull();
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['any other refusal', () => Promise.reject(new AccountTransferError('failed'))],
  ])('%s of send-code is the generic failure, and clears an earlier field message', async (_rule, sendCode) => {
    const { model, scope } = setup({ sendCode });
    await typePhone(scope, model, '12');
    await allSettled(model.codeRequested, { scope });
    await allSettled(model.phoneChanged, { scope, params: '9001234567' });
    await allSettled(model.codeRequested, { scope });
    expect(scope.getState(model.$error)).toBe('main_error_text');
    expect(scope.getState(model.$phoneError)).toBeNull();
  });

  it("a valid phone goes to the server as the contract takes it (the country's dialling code, national digits) and the code step follows", async () => {
    const { model, sent, scope } = setup();
    await typePhone(scope, model, '9001234567', GERMANY);
    await allSettled(model.codeRequested, { scope });
    expect(sent).toEqual([{ countryCode: '49', phone: '9001234567' }]);
    expect(scope.getState(model.$step)).toBe('check-code');
    expect(scope.getState(model.$phoneError)).toBeNull();
  });

  it('QA9 #4: the code step knows the number the code went to, and Change number goes back to the phone step without a leftover error, the number kept', async () => {
    const { model, scope } = setup({ checkCode: () => Promise.reject(new AccountTransferError('wrong-code')) });
    await typePhone(scope, model, '9031112233');
    await allSettled(model.codeRequested, { scope });
    expect(scope.getState(model.$sentTo)).toBe('+7 (903) 111-22-33');
    await allSettled(model.codeSubmitted, { scope, params: '0000' });
    expect(scope.getState(model.$error)).toBe('account_transfer_wrong_code');
    await allSettled(model.numberChangeRequested, { scope });
    expect(scope.getState(model.$step)).toBe('send-code');
    expect(scope.getState(model.$error)).toBeNull();
    expect(scope.getState(model.$phone)).toEqual({ countryId: RUSSIA, digits: '9031112233' });
  });

  it.each([
    ['the server says the code is wrong', new AccountTransferError('wrong-code'), 'account_transfer_wrong_code'],
    ['a network failure is not a wrong code', new TypeError('Failed to fetch'), 'main_error_text'],
  ])('check-code: %s', async (_rule, failure, key) => {
    const { model, scope } = setup({ checkCode: () => Promise.reject(failure) });
    await typePhone(scope, model, '9001234567');
    await allSettled(model.codeRequested, { scope });
    await allSettled(model.codeSubmitted, { scope, params: '1234' });
    expect(scope.getState(model.$error)).toBe(key);
  });
});

describe('account transfer: the phone country is the login\'s country select, not free text (finding: the country code was typed)', () => {
  it('the phone country is picked from the directory the login uses, the site\'s country preselected once the modal opens', async () => {
    const { model, asked, scope } = setup();
    await allSettled(model.requiredFx, { scope });
    expect(scope.getState(model.$open)).toBe(true);
    expect(scope.getState(asked)).toEqual(['en']);
    expect(scope.getState(model.$countries).map((c) => c.id)).toEqual(DEMO_PHONE_COUNTRIES.map((c) => c.id));
    expect(scope.getState(model.$phone)).toEqual({ countryId: RUSSIA, digits: '' });
  });

  it('a change of country keeps the digits typed; the request takes the new country\'s dialling code', async () => {
    const { model, sent, scope } = setup();
    await typePhone(scope, model, '15112345678', RUSSIA);
    await allSettled(model.countrySelected, { scope, params: GERMANY });
    expect(scope.getState(model.$phone)).toEqual({ countryId: GERMANY, digits: '15112345678' });
    await allSettled(model.codeRequested, { scope });
    expect(sent).toEqual([{ countryCode: '49', phone: '15112345678' }]);
    expect(scope.getState(model.$sentTo)).toBe('+49 151 12345678');
  });

  it('without a phone country (the directory did not load) nothing is sent; the field asks for the country and the directory is asked again', async () => {
    const { model, sent, asked, scope } = setup({}, { loaded: false });
    await allSettled(model.phoneChanged, { scope, params: '9001234567' });
    await allSettled(model.codeRequested, { scope });
    expect(sent).toEqual([]);
    expect(scope.getState(model.$phoneError)).toBe(TRANSFER_PHONE_COUNTRY_KEY);
    expect(scope.getState(model.$phoneRejections)).toBe(1);
    expect(scope.getState(asked)).toEqual(['en']);
    expect(scope.getState(model.$phone).digits).toBe('9001234567');
  });
});
