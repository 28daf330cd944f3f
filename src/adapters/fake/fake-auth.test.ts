import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../browser/web-storage';
import { encodeCredential } from '../../domain/auth';
import { FakeClock } from './fake-clock';
import { FAKE_AUTH, FAKE_CAPTCHA, FakeAuth } from './fake-auth';
import { FAKE_RECOVERY_CODE, FAKE_RECOVERY_CODE_TTL_MS, FakePasswordRecovery } from './fake-password-recovery';
import { FakePhoneDirectory } from './fake-phone-directory';
import { FAKE_EXPIRED_PROMO, FakeRegistration } from './fake-registration';
import { FakeWorld } from './fake-world';

function setup(fake: Record<string, unknown> = {}) {
  const clock = new FakeClock();
  const world = new FakeWorld(new MemoryStorage(), clock, `?fake=${encodeURIComponent(JSON.stringify(fake))}`);
  return {
    clock,
    world,
    auth: new FakeAuth(world),
    registration: new FakeRegistration(world),
    recovery: new FakePasswordRecovery(world),
    phones: new FakePhoneDirectory(world),
  };
}

const password = (login: string, pass = 'demo1234') => ({
  login: encodeCredential(login),
  password: encodeCredential(pass),
  save: true,
  componentsData: null,
  captcha: null,
});
const RU = FAKE_AUTH.phones[0]!;

describe('FakeAuth: the demo accounts', () => {
  it.each([
    ['demo', 'demo1234', { kind: 'success', userId: 1001 }],
    ['1001', 'demo1234', { kind: 'success', userId: 1001 }],
    ['demo@example.com', 'demo1234', { kind: 'success', userId: 1001 }],
    ['demo', 'nope', { kind: 'wrong-credentials', fields: { login: false, password: true } }],
    ['nobody', 'nope', { kind: 'wrong-credentials', fields: { login: true, password: true } }],
    ['nobody', 'demo1234', { kind: 'wrong-credentials', fields: { login: true, password: false } }],
    ['twostep', 'demo1234', { kind: 'two-step-required' }],
    ['blocked', 'demo1234', { kind: 'blocked', until: null }],
  ])('%s / %s → %j', async (login, pass, result) => {
    const { auth } = setup();
    expect(await auth.loginByPassword(password(login, pass))).toEqual(result);
  });

  it('signing in sets the world signed in', async () => {
    const { auth, world } = setup();
    await auth.loginByPassword(password('demo'));
    expect(world.state.signedIn).toBe(true);
  });

  it('rejects a raw (unencoded) password as a caller bug', async () => {
    const { auth } = setup();
    await expect(auth.loginByPassword({ ...password('demo'), password: 'demo 1234' as never })).rejects.toThrow('bad-encoding');
  });

  it('the two-step account needs code 123456', async () => {
    const { auth } = setup();
    const base = { login: encodeCredential('twostep'), password: encodeCredential('demo1234'), save: false };
    expect(await auth.loginByTwoStepCode({ ...base, code: '000000' })).toEqual({ kind: 'wrong-code' });
    expect(await auth.loginByTwoStepCode({ ...base, code: FAKE_AUTH.twoStepCode })).toEqual({ kind: 'success', userId: 1001 });
  });

  it('phone + password and SMS code 1234 for the demo phones', async () => {
    const { auth } = setup();
    const pw = encodeCredential('demo1234');
    expect(await auth.loginByPhone({ phone: RU, password: pw, save: true, captcha: null })).toMatchObject({ kind: 'success' });
    expect(await auth.sendSms({ phone: RU, captcha: null })).toEqual({ kind: 'sent', resendAfterSeconds: 60 });
    expect(await auth.sendSms({ phone: { ...RU, number: '9000000000' }, captcha: null })).toEqual({ kind: 'unknown-phone' });
    expect(await auth.loginBySmsCode({ phone: RU, code: '0000', save: true })).toEqual({ kind: 'wrong-code' });
    expect(await auth.loginBySmsCode({ phone: RU, code: '1234', save: true })).toMatchObject({ kind: 'success' });
  });

  it('token login accepts the demo token only', async () => {
    const { auth } = setup();
    expect(await auth.loginByToken({ ...FAKE_AUTH.token, lng: 'en' })).toMatchObject({ kind: 'success' });
    expect(await auth.loginByToken({ ...FAKE_AUTH.token, sign: 'forged', lng: 'en' })).toMatchObject({
      kind: 'wrong-credentials',
    });
  });

  it('captcha knob: asks until the answer comes with the call', async () => {
    const { auth } = setup({ captcha: true });
    expect(await auth.loginByPassword(password('demo'))).toEqual({ kind: 'captcha-required', challenge: FAKE_CAPTCHA });
    const wrong = { id: FAKE_CAPTCHA.id, answer: '0000' };
    expect((await auth.loginByPassword({ ...password('demo'), captcha: wrong })).kind).toBe('captcha-required');
    const right = { id: FAKE_CAPTCHA.id, answer: FAKE_CAPTCHA.prompt };
    expect((await auth.loginByPassword({ ...password('demo'), captcha: right })).kind).toBe('success');
    expect((await auth.sendSms({ phone: RU, captcha: null })).kind).toBe('captcha-required');
  });

  it('fail knob: login failures reject (a transport error, not a result)', async () => {
    const { auth } = setup({ fail: ['login'] });
    await expect(auth.loginByPassword(password('demo'))).rejects.toThrow();
  });

  it('OAuth: the fake provider returns to the callback route in the page language; its code and state sign in once', async () => {
    const { auth } = setup();
    const url = new URL((await auth.oauth('vk', '/ru/slots')).redirectUrl, 'https://site.test');
    expect(url.pathname).toBe('/ru/oauth/vk/callback');
    expect(url.searchParams.get('code')).toBe(FAKE_AUTH.oauthCode);
    const state = url.searchParams.get('state')!;
    const request = { provider: 'vk' as const, code: FAKE_AUTH.oauthCode, state, redirectUri: 'https://site.test/ru/oauth/vk/callback' };
    expect(await auth.completeOAuth({ ...request, state: 'forged' })).toEqual({ kind: 'wrong-code' });
    // a forged state used the issued one up too
    expect(await auth.completeOAuth(request)).toEqual({ kind: 'wrong-code' });
    const again = new URL((await auth.oauth('vk', '/ru/slots')).redirectUrl, 'https://site.test').searchParams.get('state')!;
    expect(await auth.completeOAuth({ ...request, state: again })).toMatchObject({ kind: 'success' });
    expect(await auth.completeOAuth({ ...request, state: again })).toEqual({ kind: 'wrong-code' });
  });
});

describe('FakePasswordRecovery', () => {
  it('code 1234 within 5 minutes, then the new password replaces demo1234', async () => {
    const { recovery, auth, clock } = setup();
    const sent = await recovery.requestCode({ target: { kind: 'login', login: 'demo' }, captcha: null });
    expect(sent).toMatchObject({ kind: 'code-sent', channel: 'email', validUntil: clock.now() + FAKE_RECOVERY_CODE_TTL_MS });
    if (sent.kind !== 'code-sent') throw new Error('no code');
    expect(await recovery.checkCode({ recoveryId: sent.recoveryId, code: '9999' })).toEqual({
      kind: 'rejected',
      errorCode: 'code_invalid',
    });
    const ok = await recovery.checkCode({ recoveryId: sent.recoveryId, code: FAKE_RECOVERY_CODE });
    if (ok.kind !== 'accepted') throw new Error('not accepted');
    expect(await recovery.savePassword({ resetToken: ok.resetToken, password: encodeCredential('123') })).toMatchObject({
      kind: 'weak-password',
    });
    expect(await recovery.savePassword({ resetToken: ok.resetToken, password: encodeCredential('newpass1') })).toEqual({
      kind: 'saved',
      login: 'demo',
    });
    expect((await auth.loginByPassword(password('demo', 'demo1234'))).kind).toBe('wrong-credentials');
    expect((await auth.loginByPassword(password('demo', 'newpass1'))).kind).toBe('success');
  });

  it('a late code is rejected as expired; an unknown account is not found', async () => {
    const { recovery, clock } = setup();
    const sent = await recovery.requestCode({ target: { kind: 'phone', phone: RU }, captcha: null });
    if (sent.kind !== 'code-sent') throw new Error('no code');
    expect(sent.channel).toBe('sms');
    clock.advance(FAKE_RECOVERY_CODE_TTL_MS);
    expect(await recovery.checkCode({ recoveryId: sent.recoveryId, code: '1234' })).toEqual({
      kind: 'rejected',
      errorCode: 'code_expired',
    });
    expect(await recovery.requestCode({ target: { kind: 'login', login: 'ghost' }, captcha: null })).toMatchObject({
      kind: 'not-found',
    });
  });
});

describe('FakeRegistration', () => {
  const common = { countryId: 2, currencyId: 1, refCode: null, firstDepositBonusChoice: 'sport' as const, captcha: null };

  it('one-click returns generated credentials and signs in', async () => {
    const { registration, world } = setup();
    const result = await registration.oneClick(common);
    expect(result).toMatchObject({ kind: 'registered', type: 'one_click', credentials: { login: '1001' } });
    expect(world.state.signedIn).toBe(true);
  });

  it('checks phone length by mask, taken phones, passwords, e-mails and the expired promo', async () => {
    const { registration } = setup();
    const pw = encodeCredential('secret1');
    expect(await registration.phone({ ...common, phone: { ...RU, number: '916' }, password: pw })).toEqual({
      kind: 'invalid',
      fields: { phone: 'auth_error_phone_length' },
    });
    expect(await registration.phone({ ...common, phone: RU, password: encodeCredential('x') })).toEqual({
      kind: 'invalid',
      fields: { phone: 'registration_error_phone_taken', password: 'auth_error_password_short' },
    });
    expect(
      await registration.full({ ...common, email: 'demo@example.com', password: pw, firstName: '', lastName: 'X' }),
    ).toEqual({ kind: 'invalid', fields: { email: 'registration_error_email_taken', firstName: 'registration_error_required' } });
    expect(await registration.social({ ...common, provider: 'google', refCode: FAKE_EXPIRED_PROMO })).toEqual({
      kind: 'invalid',
      fields: { refCode: 'registration_error_promo' },
    });
    expect(await registration.phone({ ...common, phone: { ...RU, number: '9031112233' }, password: pw })).toMatchObject({
      kind: 'registered',
      credentials: null,
    });
  });

  it('offers countries, currencies and the three first-deposit bonus choices', async () => {
    const { registration, phones } = setup();
    const options = await registration.options('ru');
    expect(options.countries[0]?.name).toBe('Россия');
    expect(options.bonuses.map((b) => b.choice)).toEqual(['sport', 'casino', 'reject']);
    expect((await phones.countries('en')).every((c) => c.countryCode === c.countryCode.toLowerCase())).toBe(true);
    expect((await phones.masks()).find((m) => m.countryId === 1)).toEqual({ countryId: 1, mask: '(###) ###-##-##', min: 10, max: 10 });
  });
});
